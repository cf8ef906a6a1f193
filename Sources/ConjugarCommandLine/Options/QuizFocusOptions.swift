import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import Messages
import PlainText

/// What `conjugar quiz` drills: `--tense`, `--verbs`, `--verbs-file`, `--person`,
/// `--irregular`, `--model` and `--top`. Given none, the quiz follows the difficulty's curriculum.
struct QuizFocusOptions: ParsableArguments {
  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      CommandHelp.text(.helpFocusTense), valueName: CommandHelp.text(.valueTense)),
    completion: .tenses,
    transform: QuizFocusOptions.items(from:))
  var itemLists: [[QuizItem]] = []

  @Option(
    name: .customLong("verbs"),
    help: ArgumentHelp(
      CommandHelp.text(.helpFocusVerbs), valueName: CommandHelp.text(.valueVerbs)),
    completion: .verbs)
  var verbLists: [String] = []

  @Option(
    name: .customLong("verbs-file"),
    help: ArgumentHelp(
      CommandHelp.text(.helpFocusVerbsFile), valueName: CommandHelp.text(.valuePath)),
    completion: .file())
  var verbsFile: String? = nil

  @Option(
    name: .customLong("person"),
    help: ArgumentHelp(
      CommandHelp.text(.helpFocusPerson), valueName: CommandHelp.text(.valuePerson)),
    completion: .list(["yo", "tú", "vos", "él", "nosotros", "vosotros", "ellos"]),
    transform: QuizFocusOptions.persons(from:))
  var personLists: [[Person]] = []

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpFocusIrregular)))
  var irregular = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpModelOption), valueName: CommandHelp.text(.valueModel)),
    completion: .models)
  var model: String? = nil

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      CommandHelp.text(.helpFocusTop), valueName: "N"),
    transform: VerbsCommand.top(from:))
  var top: Int? = nil

  /// The selection, as the action takes it.
  var request: QuizFocusRequest {
    QuizFocusRequest(
      items: itemLists.flatMap { $0 }, verbs: verbLists, verbsFile: verbsFile,
      persons: personLists.flatMap { $0 }, irregular: irregular, model: model, top: top)
  }

  func validate() throws {
    if verbsFile?.isEmpty == true {
      throw ValidationError(HelpLanguage.text(.optionNeedsPath("--verbs-file")))
    }
  }

  static func items(from text: String) throws -> [QuizItem] {
    var items: [QuizItem] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let found = QuizItem.items(named: String(name))
      guard !found.isEmpty else {
        throw ValidationError(
          TenseArgument.unknownTenseMessage(String(name), quoted: text.contains(",")))
      }
      for item in found where !items.contains(item) { items.append(item) }
    }
    return items
  }

  static func persons(from text: String) throws -> [Person] {
    var persons: [Person] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let found = PersonNames.persons(named: String(name))
      guard !found.isEmpty else {
        let shown = name.trimmingWhitespace()
        throw ValidationError(
          HelpLanguage.text(
            .notAPerson(shown.isEmpty || text.contains(",") ? shown.abbreviated : nil)))
      }
      for person in found where !persons.contains(person) { persons.append(person) }
    }
    return persons
  }
}
