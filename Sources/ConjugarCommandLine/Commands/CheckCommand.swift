import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import LineInput
import Messages

public struct CheckCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "check",
      abstract: HelpLanguage.text(.helpCheckAbstract),
      discussion: """
        Prints the verdict (right, accent or wrong), the expected and accepted forms, and each \
        diagnosis with the rule it breaks: accent, other-form, other-verb, regularized, \
        overapplied, spelling, nonstandard, ending, typo. Several words (haya hablado) are one \
        answer.

        Exit status: 0 for any verdict (a wrong answer is still an answer), 64 for a usage error \
        (unknown tense or person, a person the tense lacks, an empty, too long or unprintable \
        answer), 65 for an unknown verb or an answer that is not valid UTF-8.
        """
    )
  }

  @Argument(help: "The answer to check, e.g. tuvistes.")
  var answer: [String] = []

  @Option(help: "The verb asked, e.g. tener.", completion: .verbs)
  var verb: String

  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      "The tense asked, by any name (preterite, pretérito indefinido…), or gerundio/participio.",
      valueName: "tense"),
    completion: .tenses,
    transform: QuizFocusOptions.items(from:))
  var items: [QuizItem]

  @Option(
    name: .customLong("person"),
    help: ArgumentHelp(
      "The person asked: yo, tú, vos, él (usted), nosotros, vosotros, ellos (ustedes).",
      valueName: "person"),
    completion: .list(["yo", "tú", "vos", "él", "nosotros", "vosotros", "ellos"]),
    transform: QuizFocusOptions.persons(from:))
  var persons: [Person]? = nil

  @Flag(help: "Name vos forms among what a wrong answer can be, as a quiz with vos on.")
  var vos = false

  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @OptionGroup var language: LanguageOptions

  public init() {}

  /// One tense: the parser refuses several, in the help language.
  public func validate() throws {
    if items.count > 1 {
      throw ValidationError(HelpLanguage.text(.checkOneTense(items.map(\.name))))
    }
  }

  /// The answer and the person, checked in `run` rather than by the parser so the message is in
  /// the environment's language.
  var problem: Message? {
    if answer.isEmpty { return .checkNoAnswer }
    if let persons, persons.count > 1 { return .checkOnePerson }
    switch items.first {
    case .tense?: return persons == nil ? .checkPersonNeeded : nil
    default: return persons != nil ? .checkNoPersonForItem : nil
    }
  }

  public var request: CheckRequest {
    CheckRequest(
      answer: answer.joined(separator: " "), verb: verb, item: items.first ?? .participle,
      person: persons?.first, vos: vos, format: format)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    if let problem {
      throw CommandFailure.usage(problem.text(in: environment.language))
    }
    try request.run(in: environment)
  }
}
