import ArgumentParser
import ConjugarCommands
import ConjugarCore
import LineInput
import Messages

public struct InfoCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "info",
      abstract: HelpLanguage.text(.helpInfoAbstract),
      discussion: """
        Without a tense, lists every tense with a one-line summary; a mood (indicativo, subjuntivo, \
        imperativo) lists the tenses of that mood. The tenses by mood:

        \(TenseArgument.namesByMood)

        Each tense answers to other names too: RAE's and Bello's (copretérito), English (past \
        perfect), without accents or with hyphens (presente-de-subjuntivo).

        Text wraps to the terminal's \
        width (else the COLUMNS environment variable, else 80 columns). 'conjugar info --all' \
        prints the guide for every tense. On a terminal, a guide longer than the screen goes \
        through $PAGER (default: less -FRX); --no-pager prints it directly.

        Exit status: 0 on success, 64 for a usage error (an unknown tense).
        """
    )
  }

  @Argument(
    help:
      "A tense by any name (pretérito, \"presente de subjuntivo\", past-perfect…) or a mood (indicativo, subjuntivo, imperativo).",
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

  @Flag(
    help:
      "Print a long guide directly instead of through $PAGER (default: less -FRX), which is used only on a terminal."
  )
  var noPager = false

  @OptionGroup var language: LanguageOptions

  public init() {}

  /// A tense and --all together are refused in `run`, where the message can be in the
  /// environment's language; that refusal comes before an unknown tense's, as it always has.
  public func validate() throws {
    if let tense, !all { _ = try TenseArgument.tenses(from: tense, quotingNames: true) }
  }

  public var request: InfoRequest {
    InfoRequest(
      tense: tense.flatMap(TenseNames.tense(named:)), mood: tense.flatMap(Mood.init(name:)),
      all: all, format: format, color: color, noPager: noPager)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    if all && tense != nil {
      throw CommandFailure.usage(Message.infoTenseAndAll.text(in: environment.language))
    }
    request.run(in: environment)
  }
}
