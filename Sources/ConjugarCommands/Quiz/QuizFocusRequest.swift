import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import DurableFiles
import Messages
import PlainText

/// What `conjugar quiz` drills: `--tense`, `--verbs`, `--verbs-file`, `--person`,
/// `--irregular`, `--model` and `--top`. Given none, the quiz follows the difficulty's
/// curriculum.
public struct QuizFocusRequest: Equatable, Sendable {
  /// The tenses (and gerund, participle) named, in order, maybe repeated.
  public var items: [QuizItem]
  /// Each `--verbs` value as given: verbs separated by commas.
  public var verbs: [String]
  /// A file of verbs, one a line.
  public var verbsFile: String?
  /// The persons named, in order, maybe repeated.
  public var persons: [Person]
  public var irregular: Bool
  /// A model, or a verb that follows one (`ModelName`).
  public var model: String?
  /// Only the most used verbs of the selection, at most this many.
  public var top: Int?

  public init(
    items: [QuizItem] = [], verbs: [String] = [], verbsFile: String? = nil,
    persons: [Person] = [], irregular: Bool = false, model: String? = nil, top: Int? = nil
  ) {
    self.items = items
    self.verbs = verbs
    self.verbsFile = verbsFile
    self.persons = persons
    self.irregular = irregular
    self.model = model
    self.top = top
  }

  /// The option names given, for messages ("no question fits --tense, --verbs").
  public var givenNames: [String] {
    var names: [String] = []
    if !items.isEmpty { names.append("--tense") }
    if !verbs.isEmpty { names.append("--verbs") }
    if verbsFile != nil { names.append("--verbs-file") }
    if !persons.isEmpty { names.append("--person") }
    if irregular { names.append("--irregular") }
    if model != nil { names.append("--model") }
    if top != nil { names.append("--top") }
    return names
  }

  /// The focus the options describe; unknown verbs are a usage error, a verb file missing 66,
  /// unreadable 74.
  func focus(in environment: CommandEnvironment) throws(CommandFailure) -> QuizFocus {
    var focus = QuizFocus(
      items: uniqued(items), persons: uniqued(persons), irregularOnly: irregular)
    focus.verbs = try drilledVerbs(in: environment)
    return focus
  }

  /// The verbs to drill: those named (`--verbs`, `--verbs-file`), else every current verb when
  /// `--model` or `--top` is given; kept to the model; the most used `--top` of them.
  private func drilledVerbs(in environment: CommandEnvironment) throws(CommandFailure) -> [String] {
    let conjugator = environment.conjugator
    var named: [(word: String, origin: Message?)] = []
    for list in self.verbs {
      for word in list.split(separator: ",") {
        let verb = word.trimmingWhitespace()
        if !verb.isEmpty { named.append((verb, nil)) }
      }
    }
    if let verbsFile { named += try VerbListFile(path: verbsFile).words(in: environment) }
    var verbs = try resolve(named, conjugator: conjugator, language: environment.language)
    if verbs.isEmpty && (!self.verbs.isEmpty || verbsFile != nil) {
      throw .usage(Message.quizVerbListEmpty.text(in: environment.language))
    }
    if verbs.isEmpty && (model != nil || top != nil) {
      verbs = conjugator.lexicon.entries.filter(VerbTiers.isDrillable).map(\.infinitive)
    }
    if let model {
      let name = try ModelName.model(
        for: model, in: conjugator, language: environment.language)
      verbs = verbs.filter { conjugator.lexicon.entry(for: $0)?.model == name }
      if verbs.isEmpty {
        throw .usage(Message.quizNoVerbFollowsModel(name).text(in: environment.language))
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
  private func resolve(
    _ named: [(word: String, origin: Message?)], conjugator: Conjugator, language: Language
  ) throws(CommandFailure) -> [String] {
    let lexicon = conjugator.lexicon
    var verbs: [String] = []
    var unknown: [Message.UnknownVerb] = []
    var unknownCount = 0
    for (word, origin) in named {
      let lowered = word.lowercased()
      if let entry = lexicon.entry(for: lowered) ?? lexicon.entry(ignoringAccentsOf: lowered) {
        if !verbs.contains(entry.infinitive) { verbs.append(entry.infinitive) }
        continue
      }
      unknownCount += 1
      guard unknown.count < 3 else { continue }
      unknown.append(
        Message.UnknownVerb(
          word.abbreviated, origin: origin,
          suggestions: conjugator.suggestions(for: lowered)))
    }
    guard unknownCount == 0 else {
      throw .usage(
        Message.unknownVerbs(unknown, more: unknownCount - unknown.count).text(in: language))
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
  func words(in environment: CommandEnvironment) throws(CommandFailure) -> [(
    word: String, origin: Message?
  )] {
    let language = environment.language
    let bytes: [UInt8]?
    do {
      bytes = try environment.readFile(path, Self.limit)
    } catch {
      throw CommandFailure(
        .ioError,
        message: Message.verbListCannotRead(path.abbreviated, reason: error.typed).text(
          in: language))
    }
    guard let bytes else {
      throw CommandFailure(
        .noInput,
        message: Message.verbListCannotRead(path.abbreviated, reason: .verbListNoSuchFile).text(
          in: language))
    }
    guard bytes.count <= Self.limit else {
      throw .usage(Message.verbListTooLarge(path.abbreviated).text(in: language))
    }
    var words: [(String, Message?)] = []
    let name = path.split(separator: "/").last.map(String.init) ?? path
    for (number, line) in String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let text = VerbList.word(inLine: line)
      if !text.isEmpty { words.append((text, .verbListLine(number + 1, of: name.abbreviated))) }
    }
    return words
  }
}
