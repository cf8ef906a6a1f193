import ArgumentParser
import ConjugarCore
import ConjugarOutput
import TenseGuide

/// `conjugar info`: the tense guide in the terminal.
public struct InfoArguments: ParsableArguments {
  @Argument(
    help: "A tense: its key (preterito), name (\"futuro perfecto\"), alias or English name.",
    completion: .tenses)
  var tense: String? = nil

  @Flag(help: "Print every tense in full.")
  var all = false

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @Option(
    help:
      "Colour headings and verb forms: auto (a terminal without NO_COLOR, TERM not dumb), always, never."
  )
  var color: ColorMode = .auto

  public init() {}

  public func validate() throws {
    if all && tense != nil { throw ValidationError("give a tense or --all, not both") }
    if let tense { _ = try TenseArgument.tenses(from: tense, quotingNames: true) }
  }

  public func run(in environment: CommandEnvironment) throws {
    let selected = tense.flatMap(TenseNames.tense(named:))
    switch format {
    case .json:
      environment.write(
        selected.map { GuideJSON.render(Guide.entry(for: $0)) } ?? GuideJSON.renderAll())
    case .text:
      let guide = TerminalGuide(
        width: environment.terminalWidth,
        style: TextStyle(usesColor: color.usesColor(in: environment)))
      if let selected {
        environment.write(guide.render(Guide.entry(for: selected)))
      } else {
        environment.write(all ? guide.renderAll() : guide.overview())
      }
    }
  }
}
