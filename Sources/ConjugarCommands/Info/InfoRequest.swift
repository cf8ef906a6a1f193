import ConjugarCore
import ConjugarOutput
import TenseGuide

/// `conjugar info`: the tense guide in the terminal. Text longer than the screen goes through
/// the pager on a terminal, as `verb`'s tables do (PagerClient's policy); JSON never does.
public struct InfoRequest: Equatable, Sendable {
  /// The tense to explain; nil for the overview (or every tense with `all`).
  public var tense: Tense?
  /// A mood named instead of a tense: the overview of its tenses.
  public var mood: Mood?
  public var all: Bool
  public var format: OutputFormat
  public var color: ColorMode
  /// `--no-pager`: print directly even when the text is longer than the screen.
  public var noPager: Bool

  public init(
    tense: Tense? = nil, mood: Mood? = nil, all: Bool = false, format: OutputFormat = .text,
    color: ColorMode = .auto, noPager: Bool = false
  ) {
    self.tense = tense
    self.mood = mood
    self.all = all
    self.format = format
    self.color = color
    self.noPager = noPager
  }

  public func run(in environment: CommandEnvironment) {
    switch format {
    case .json:
      if let mood {
        environment.write(GuideJSON.renderAll(mood.tenses.map(Guide.entry(for:))))
      } else {
        environment.write(
          tense.map { GuideJSON.render(Guide.entry(for: $0)) } ?? GuideJSON.renderAll())
      }
    case .text:
      let output = PagedOutput(environment: environment, noPager: noPager)
      output.write(text(in: environment))
      output.finish()
    }
  }

  /// The guide asked for, in the environment's language, wrapped to the terminal's width (else
  /// COLUMNS, else 80).
  private func text(in environment: CommandEnvironment) -> String {
    let guide = TerminalGuide(
      width: environment.terminalWidth,
      style: TextStyle(usesColor: color.usesColor(in: environment)),
      language: environment.language)
    if let mood {
      return guide.overview(mood.tenses.map(Guide.entry(for:)), title: .guideMoodTitle(mood))
    } else if let tense {
      return guide.render(Guide.entry(for: tense)) + "\n\n"
        + bankExamples(in: tense, conjugator: environment.conjugator, guide: guide)
    } else {
      return all ? guide.renderAll() : guide.overview()
    }
  }

  /// After one tense's guide: three sentences of the bank in that tense, each of another verb,
  /// the form marked as `verb --examples` marks it.
  private func bankExamples(in tense: Tense, conjugator: Conjugator, guide: TerminalGuide)
    -> String
  {
    let examples = ExampleSentence.examples(in: tense, conjugator: conjugator)
    var lines = [guide.heading(.guideBankExamples)]
    for (number, example) in examples.enumerated() {
      if number > 0 { lines.append("") }
      lines += example.lines(
        style: guide.style, note: example.sentence.verb, width: guide.width, showsEnglish: false)
      lines += guide.english(example.sentence.english)
    }
    return lines.joined(separator: "\n")
  }
}
