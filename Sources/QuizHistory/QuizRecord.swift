import CalendarDates
import ConjugarCore
import ConjugarQuiz
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One quiz as a line of the history, typed: `conjugar quiz` writes it with `json`, `stats` and
/// spaced review read it with `init(reading:)`, so the two agree on every key and spelling.
///
/// A line is `{"date":…,"mode":"quiz"|"review","drill":…,"seed":…,"difficulty":…,"region":…,
/// "vos":…,"questions":…,"answered":…,"correct":…,"score":…,"finished":…,"answers":[{"verb",
/// "tense","person","expected","given","mark"}…]}`, and `"focus":{…}` (`QuizFocus.json`) only
/// for a quiz with a selection. Only the date is required when reading:
/// older and hand-edited lines may lack the rest, so those members are optional here.
///
/// Two keys are older than the Swift names and stay as every existing file (and every older
/// version) spells them; the names here say what they mean:
/// - `source` (`QuestionSource`) is the key `"mode"`: `"quiz"` for the curriculum, `"review"`
///   for the spaced review (`quiz --review`).
/// - `kind` (`QuizKind`, the command line's `--mode`) is the key `"drill"`: `"conjugate"`,
///   `"recognize"` or `"translate"`.
public struct QuizRecord: Equatable, Sendable {
  /// One question and how it was answered.
  public struct Answer: Equatable, Sendable {
    public let key: QuestionKey
    /// The form expected first; nil when a line read lacks it.
    public let expected: String?
    /// nil when skipped.
    public let given: String?
    public let mark: Mark

    public init(key: QuestionKey, expected: String?, given: String?, mark: Mark) {
      self.key = key
      self.expected = expected
      self.given = given
      self.mark = mark
    }
  }

  public var date: Date
  /// The key `mode`; `.curriculum` when a line read has none or one this version does not know.
  public var source: QuestionSource
  /// The key `drill`; `.conjugate` when a line read has none or one this version does not know.
  public var kind: QuizKind
  public var seed: UInt64?
  /// Difficulty, region, vos, the number of questions asked and the selection drilled (`focus`;
  /// none: the whole curriculum). nil when a line read lacks one of them, or has a `focus` this
  /// version cannot read.
  public var options: QuizOptions?
  /// The quiz's score (`QuizScore.score`).
  public var score: Int?
  /// False when the learner stopped before the last question.
  public var finished: Bool?
  /// The answers given, in order (none read for a recognition drill: see `init(reading:)`).
  public var answers: [Answer]
  /// Answers of a line read that lack a verb, a known tense, a person the tense has, or a
  /// known mark: skipped, not in `answers`.
  public var unreadableAnswers = 0

  /// A quiz just taken, for the history.
  public init(
    date: Date, source: QuestionSource, kind: QuizKind, seed: UInt64, score: QuizScore,
    finished: Bool
  ) {
    self.date = date
    self.source = source
    self.kind = kind
    self.seed = seed
    self.options = score.options
    self.score = score.score
    self.finished = finished
    self.answers = score.answers.map { answer in
      let question = answer.question
      return Answer(
        key: question.key,
        expected: question.answer, given: answer.given, mark: answer.mark)
    }
  }

  /// A record of its parts: a line's content without the reading.
  public init(
    date: Date, source: QuestionSource, kind: QuizKind, seed: UInt64?, options: QuizOptions?,
    score: Int?, finished: Bool?, answers: [Answer]
  ) {
    self.date = date
    self.source = source
    self.kind = kind
    self.seed = seed
    self.options = options
    self.score = score
    self.finished = finished
    self.answers = answers
  }

  /// How many answers were marked correct.
  public var correctCount: Int { answers.filter { $0.mark == .correct }.count }
}

extension QuizRecord {
  /// The record as one history line's JSON object (`QuizHistory.append` writes it).
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "date": .string(ISODate.format(date)),
      "mode": .string(source.rawValue),
      "drill": .string(kind.rawValue),
      "answered": .integer(answers.count),
      "correct": .integer(correctCount),
      "answers": .array(answers.map(\.json)),
    ]
    if let seed { members["seed"] = .integer(seed) }
    if let options {
      members["difficulty"] = .string(options.difficulty.rawValue)
      members["region"] = .string(options.region.rawValue)
      members["vos"] = .bool(options.vos)
      members["questions"] = .integer(options.count)
      if !options.focus.isEmpty { members["focus"] = options.focus.json }
    }
    if let score { members["score"] = .integer(score) }
    if let finished { members["finished"] = .bool(finished) }
    return .object(members)
  }

  /// Reads a history line's JSON; nil when it is not an object with a readable `date`.
  /// Members of the wrong type are taken as missing. A recognition drill's answers are not
  /// read (they train another skill: the quiz counts for the streak, its answers do not
  /// enter accuracy or spaced review). `RecordScanner` in LearningProgress reads the same
  /// lines straight from their bytes and must agree with this.
  public init?(reading json: JSONValue) {
    guard case .object(let fields) = json, case .string(let text)? = fields["date"],
      let date = ISODate.parse(text)
    else { return nil }
    self.date = date
    source = fields["mode"]?.text.flatMap(QuestionSource.init(rawValue:)) ?? .curriculum
    kind = fields["drill"]?.text.flatMap(QuizKind.init(rawValue:)) ?? .conjugate
    if case .number(let number)? = fields["seed"] { seed = number.uint64 }
    let difficulty = fields["difficulty"]?.text.flatMap(Difficulty.init(rawValue:))
    let region = fields["region"]?.text.flatMap(Region.init(rawValue:))
    // No `focus`: the whole curriculum; one that cannot be read: nil, and so no options.
    let focus = fields["focus"].map { QuizFocus(reading: $0) } ?? QuizFocus()
    if let difficulty, let region, case .bool(let vos)? = fields["vos"],
      case .number(let questions)? = fields["questions"], let count = questions.int, let focus
    {
      options = QuizOptions(
        difficulty: difficulty, region: region, vos: vos, count: count, focus: focus)
    }
    if case .number(let number)? = fields["score"] { score = number.int }
    if case .bool(let flag)? = fields["finished"] { finished = flag }
    answers = []
    if kind != .recognize, case .array(let entries)? = fields["answers"] {
      for entry in entries {
        if let answer = Answer(reading: entry) {
          answers.append(answer)
        } else {
          unreadableAnswers += 1
        }
      }
    }
  }
}

extension QuizRecord.Answer {
  var json: JSONValue {
    .object([
      "verb": .string(key.verb),
      "tense": .string(key.item.key),
      "person": key.person.map { .string($0.rawValue) } ?? .null,
      "expected": expected.map { .string($0) } ?? .null,
      "given": given.map { .string($0) } ?? .null,
      "mark": .string(mark.rawValue),
    ])
  }

  /// nil without a verb, a known tense, a person the tense has (none for the gerund and the
  /// participle), or a known mark.
  public init?(reading value: JSONValue) {
    guard case .object(let fields) = value,
      case .string(let verb)? = fields["verb"], !verb.isEmpty,
      case .string(let itemKey)? = fields["tense"], let item = QuizItem(key: itemKey),
      case .string(let markName)? = fields["mark"], let mark = Mark(rawValue: markName)
    else { return nil }
    var person: Person? = nil
    if case .tense(let tense) = item {
      guard case .string(let personKey)? = fields["person"],
        let named = Person(rawValue: personKey),
        tense.persons.contains(named)
      else { return nil }
      person = named
    }
    self.init(
      key: QuestionKey(verb: verb, item: item, person: person), expected: fields["expected"]?.text,
      given: fields["given"]?.text, mark: mark)
  }
}

extension JSONValue {
  fileprivate var text: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }
}
