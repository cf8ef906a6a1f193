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
      "Only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…), a mood (indicativo, subjuntivo, imperativo: all its tenses), or gerundio/participio; repeatable or comma-separated.",
      valueName: "tense"),
    completion: .tenses,
    transform: QuizFocusOptions.items(from:))
  var itemLists: [[QuizItem]] = []

  @Option(
    name: .customLong("verbs"),
    help: ArgumentHelp(
      "Only these verbs (hablar,comer); repeatable or comma-separated.", valueName: "verbs"),
    completion: .verbs)
  var verbLists: [String] = []

  @Option(
    name: .customLong("verbs-file"),
    help: ArgumentHelp(
      "Only the verbs of this file: one per line, '#' starts a comment.", valueName: "path"),
    completion: .file())
  var verbsFile: String? = nil

  @Option(
    name: .customLong("person"),
    help: ArgumentHelp(
      "Only these persons: yo, tú, vos, él (usted), nosotros, vosotros, ellos (ustedes), or I, you, he, we, they; repeatable or comma-separated.",
      valueName: "person"),
    completion: .list(["yo", "tú", "vos", "él", "nosotros", "vosotros", "ellos"]),
    transform: QuizFocusOptions.persons(from:))
  var personLists: [[Person]] = []

  @Flag(help: "Only forms that depart from the regular pattern (stem changes, irregular stems).")
  var irregular = false

  @Option(
    help: "Only verbs conjugated like this model, or like the verb given (mantener: like tener).",
    completion: .models)
  var model: String? = nil

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Only the N most used verbs (of --verbs, --verbs-file or --model when given).",
      valueName: "N"),
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
          (shown.isEmpty
            ? "empty person"
            : text.contains(",") ? "unknown person '\(shown.abbreviated)'" : "not a person")
            + "; use yo, tú, vos, él, nosotros, vosotros or ellos (or I, you, he, we, they)")
      }
      for person in found where !persons.contains(person) { persons.append(person) }
    }
    return persons
  }
}
