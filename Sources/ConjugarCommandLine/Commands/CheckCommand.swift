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
      abstract: CommandHelp.text(.helpCheckAbstract),
      discussion: CommandHelp.text(.helpCheckDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpCheckAnswer), valueName: CommandHelp.text(.valueAnswer)))
  var answer: [String] = []

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpCheckVerb), valueName: CommandHelp.text(.valueVerb)),
    completion: .verbs)
  var verb: String

  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      CommandHelp.text(.helpCheckTense), valueName: CommandHelp.text(.valueTense)),
    completion: .tenses,
    transform: QuizFocusOptions.items(from:))
  var items: [QuizItem]

  @Option(
    name: .customLong("person"),
    help: ArgumentHelp(
      CommandHelp.text(.helpCheckPerson), valueName: CommandHelp.text(.valuePerson)),
    completion: .list(["yo", "tú", "vos", "él", "nosotros", "vosotros", "ellos"]),
    transform: QuizFocusOptions.persons(from:))
  var persons: [Person]? = nil

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpCheckVos)))
  var vos = false

  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: OutputFormat = .text

  @OptionGroup var language: LanguageOptions

  public init() {}

  /// One tense (a name without -ra/-se is one, both accepted; the imperative mood is the tense
  /// the answer reads as): the parser refuses several, in the help language.
  public func validate() throws {
    if Self.asked(items, answer: answer) == nil, items.count > 1 {
      throw ValidationError(HelpLanguage.text(.checkOneTense(items.map(\.name))))
    }
  }

  /// The answer and the person, checked in `run` rather than by the parser so the message is in
  /// the environment's language.
  var problem: Message? {
    if answer.isEmpty { return .checkNoAnswer }
    if let persons, persons.count > 1 { return .checkOnePerson }
    switch Self.asked(items, answer: answer)?.item {
    case .tense?: return persons == nil ? .checkPersonNeeded : nil
    default: return persons != nil ? .checkNoPersonForItem : nil
    }
  }

  public var request: CheckRequest {
    let asked = Self.asked(items, answer: answer)
    return CheckRequest(
      answer: answer.joined(separator: " "), verb: verb, item: asked?.item ?? .participle,
      person: persons?.first, vos: vos, format: format, acceptsTwin: asked?.acceptsTwin ?? false)
  }

  /// The tense asked. A name of the imperative mood (imperativo, imperative) names both of its
  /// tenses, and the answer chooses as a teacher reads it: with "no" among its words it answers
  /// the negative imperative, otherwise the affirmative.
  static func asked(_ items: [QuizItem], answer: [String]) -> (item: QuizItem, acceptsTwin: Bool)? {
    let imperatives: Set<QuizItem> = [.tense(.imperativoPositivo), .tense(.imperativoNegativo)]
    guard items.count == 2, Set(items) == imperatives else { return QuizItem.askedItem(items) }
    let words = answer.joined(separator: " ").lowercased().split { !$0.isLetter }
    return (.tense(words.contains("no") ? .imperativoNegativo : .imperativoPositivo), false)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    if let problem {
      throw CommandFailure.usage(problem.text(in: environment.language))
    }
    try request.run(in: environment)
  }
}
