import ConjugarCore
import ConjugarOutput
import TenseGuide

/// `conjugar info`: the tense guide in the terminal.
public struct InfoRequest: Equatable, Sendable {
  /// The tense to explain; nil for the overview (or every tense with `all`).
  public var tense: Tense?
  public var all: Bool
  public var format: OutputFormat
  public var color: ColorMode

  public init(
    tense: Tense? = nil, all: Bool = false, format: OutputFormat = .text, color: ColorMode = .auto
  ) {
    self.tense = tense
    self.all = all
    self.format = format
    self.color = color
  }

  public func run(in environment: CommandEnvironment) {
    switch format {
    case .json:
      environment.write(
        tense.map { GuideJSON.render(Guide.entry(for: $0)) } ?? GuideJSON.renderAll())
    case .text:
      let guide = TerminalGuide(
        width: environment.terminalWidth,
        style: TextStyle(usesColor: color.usesColor(in: environment)))
      if let tense {
        environment.write(guide.render(Guide.entry(for: tense)))
      } else {
        environment.write(all ? guide.renderAll() : guide.overview())
      }
    }
  }
}
