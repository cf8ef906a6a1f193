import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct VerbsCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "verbs",
      abstract: HelpLanguage.text(.helpVerbsAbstract),
      discussion: """
        A search lists the best matches first: the infinitive itself, a whole sense of the gloss \
        (to be: ser, estar, haber), an infinitive or a sense that starts with the text, then one \
        that contains it; within each, the most used verbs first. As text it shows the first \
        \(VerbsRequest.screenful) and counts the others on standard error; --all or --top shows \
        more, and JSON has every match.
        Exit status: 0 (also when nothing matches, with a note on standard error), 64 for a usage \
        error.
        """
    )
  }

  @Flag(help: "Only verbs with irregular forms (stem changes, irregular stems).")
  var irregular = false

  @Flag(help: "Only regular verbs (including spelling-only changes such as busqué).")
  var regular = false

  @Option(
    help: "Only verbs conjugated like this model, or like the verb given (mantener: like tener).",
    completion: .models)
  var model: String? = nil

  @Option(
    help: ArgumentHelp(
      "Only verbs whose infinitive contains this text or whose English gloss has it as whole words; best matches first, then the most used."
    ))
  var search: String? = nil

  @Flag(
    help: "With --search, every match (as text, a search shows its best \(VerbsRequest.screenful))."
  )
  var all = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Only the N most used verbs (after the other filters), most used first.", valueName: "N"),
    transform: VerbsCommand.top(from:))
  var top: Int? = nil

  /// `--top` (of `quiz` too): a whole number from 1 (`-1` is read as a value, not as an option).
  static func top(from text: String) throws -> Int {
    guard let top = Int(text), top >= 1 else { throw ValidationError("use a whole number from 1") }
    return top
  }

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if irregular && regular {
      throw ValidationError("--irregular and --regular exclude each other")
    }
  }

  public var request: VerbsRequest {
    VerbsRequest(
      irregular: irregular, regular: regular, model: model, search: search, top: top, all: all,
      format: format)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
