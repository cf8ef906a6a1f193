import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import DurableFiles
import PlainText

/// What `conjugar quiz` drills: `--tense`, `--verbs`, `--verbs-file`, `--person`,
/// `--irregular`, `--model` and `--top`. Given none, the quiz follows the difficulty's curriculum.
public struct QuizFocusOptions: ParsableArguments {
  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      "Only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…) or gerundio/participio; repeatable or comma-separated.",
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
    transform: VerbsArguments.top(from:))
  var top: Int? = nil

  public init() {}

  /// Whether any option narrows the quiz.
  var isGiven: Bool {
    !itemLists.isEmpty || !verbLists.isEmpty || verbsFile != nil || !personLists.isEmpty
      || irregular || model != nil || top != nil
  }

  /// The option names given, for messages ("--tense does not go with --mode recognize").
  var givenNames: [String] {
    var names: [String] = []
    if !itemLists.isEmpty { names.append("--tense") }
    if !verbLists.isEmpty { names.append("--verbs") }
    if verbsFile != nil { names.append("--verbs-file") }
    if !personLists.isEmpty { names.append("--person") }
    if irregular { names.append("--irregular") }
    if model != nil { names.append("--model") }
    if top != nil { names.append("--top") }
    return names
  }

  public func validate() throws {
    if verbsFile?.isEmpty == true {
      throw ValidationError("--verbs-file needs a path; it was given an empty one")
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

  /// The focus the options describe; throws after one error line (unknown verbs: 64, a verb
  /// file missing: 66, unreadable: 74).
  func focus(in environment: CommandEnvironment) throws -> QuizFocus {
    var focus = QuizFocus(
      items: uniqued(itemLists.flatMap { $0 }), persons: uniqued(personLists.flatMap { $0 }),
      irregularOnly: irregular)
    focus.verbs = try verbs(in: environment)
    return focus
  }

  /// The verbs to drill: those named (`--verbs`, `--verbs-file`), else every current verb when
  /// `--model` or `--top` is given; kept to the model; the most used `--top` of them.
  private func verbs(in environment: CommandEnvironment) throws -> [String] {
    let conjugator = environment.conjugator
    var named: [(word: String, origin: String)] = []
    for list in verbLists {
      for word in list.split(separator: ",") {
        let verb = word.trimmingWhitespace()
        if !verb.isEmpty { named.append((verb, "--verbs")) }
      }
    }
    if let verbsFile { named += try VerbListFile(path: verbsFile).words(in: environment) }
    var verbs = try resolve(named, conjugator: conjugator)
    if verbs.isEmpty && (!verbLists.isEmpty || verbsFile != nil) {
      throw ValidationError("the verb list is empty")
    }
    if verbs.isEmpty && (model != nil || top != nil) {
      verbs = conjugator.lexicon.entries.filter(VerbTiers.isDrillable).map(\.infinitive)
    }
    if let model {
      let name = try VerbsArguments.modelName(for: model, in: conjugator)
      verbs = verbs.filter { conjugator.lexicon.entry(for: $0)?.model == name }
      if verbs.isEmpty {
        throw ValidationError("no verb of the selection follows the model '\(name)'")
      }
    }
    if let top {
      let frequency = conjugator.lexicon.frequency
      verbs = Array(
        verbs.enumerated().sorted {
          (frequency.sortKey(of: $0.element), $0.offset)
            < (frequency.sortKey(of: $1.element), $1.offset)
        }.map(\.element).prefix(top))
    }
    return verbs
  }

  /// The infinitives the words name (any case, accents optional); unknown words are one usage
  /// error that lists the first few with suggestions.
  private func resolve(_ named: [(word: String, origin: String)], conjugator: Conjugator) throws
    -> [String]
  {
    let lexicon = conjugator.lexicon
    var verbs: [String] = []
    var unknown: [String] = []
    var unknownCount = 0
    for (word, origin) in named {
      let lowered = word.lowercased()
      if let entry = lexicon.entry(for: lowered) ?? lexicon.entry(ignoringAccentsOf: lowered) {
        if !verbs.contains(entry.infinitive) { verbs.append(entry.infinitive) }
        continue
      }
      unknownCount += 1
      guard unknown.count < 3 else { continue }
      let near = conjugator.suggestions(for: lowered)
      var text = "'\(word.abbreviated)'"
      if origin != "--verbs" { text += " (\(origin))" }
      if !near.isEmpty { text += " (did you mean " + eitherOf(near.map { "'\($0)'" }) + "?)" }
      unknown.append(text)
    }
    guard unknownCount == 0 else {
      let more = unknownCount > unknown.count ? " and \(unknownCount - unknown.count) more" : ""
      throw ValidationError(
        (unknownCount == 1 ? "unknown verb " : "unknown verbs ") + unknown.joined(separator: ", ")
          + more + "; 'conjugar verbs --search TEXT' finds verbs")
    }
    return verbs
  }

  private func uniqued<T: Equatable>(_ values: [T]) -> [T] {
    var result: [T] = []
    for value in values where !result.contains(value) { result.append(value) }
    return result
  }
}

/// A teacher's verb list: one verb per line, blank lines and `#` comments ignored.
struct VerbListFile {
  let path: String

  /// The largest file read: a verb list of every known verb is about 100 KB.
  static let limit = 4 << 20

  /// The words of the file with where each comes from ("line 3 of list.txt").
  func words(in environment: CommandEnvironment) throws -> [(word: String, origin: String)] {
    let bytes: [UInt8]?
    do {
      bytes = try DurableFile(path: path).read(limit: Self.limit)
    } catch {
      environment.error("cannot read the verb list '\(path.abbreviated)': \(error.reason)")
      throw ExitCode.ioError
    }
    guard let bytes else {
      environment.error("cannot read the verb list '\(path.abbreviated)': no such file")
      throw ExitCode.noInput
    }
    guard bytes.count <= Self.limit else {
      throw ValidationError(
        "the verb list '\(path.abbreviated)' is over 4 MiB; give one verb per line")
    }
    var words: [(String, String)] = []
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for (number, line) in String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let text = line.prefix { $0 != "#" }.trimmingWhitespace()
      if !text.isEmpty { words.append((text, "line \(number + 1) of \(name.abbreviated)")) }
    }
    return words
  }
}
