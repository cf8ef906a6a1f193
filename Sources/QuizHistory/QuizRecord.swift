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
/// spaced review read it with `reading(line:)`, so the two agree on every key and spelling.
///
/// A line is `{"date":…,"mode":"quiz"|"review","drill":…,"seed":…,"difficulty":…,"region":…,
/// "vos":…,"questions":…,"answered":…,"correct":…,"score":…,"finished":…,"answers":[{"verb",
/// "tense","person","expected","given","mark"}…]}`, and `"focus":{…}` (`QuizFocus.json`) only
/// for a quiz with a selection. An answer not accepted has `"diagnosis"` (and maybe
/// `"irregularity"`) when the quiz diagnosed it, and `"drill"` when it was asked in another drill
/// than the line's (a spaced review of several drills). A text drill's answer (`quiz --from`)
/// has `"sentence"`, the learner's sentence it was asked in. Only the date is required when reading:
/// older and hand-edited lines may lack the rest, so those members are optional here.
///
/// `answers` holds every answer in the order given, the repeats of relearning included, each
/// with `"repeat":true` (first answers have no `repeat`, as in every older line); `answered`
/// and `correct` count first answers only, as `score` does.
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
    /// A question asked again to relearn it (`"repeat":true`): for spaced review, not for the
    /// score or the statistics.
    public let isRepeat: Bool
    /// The first diagnosis's kind (`"diagnosis"`) and the irregularity it names
    /// (`"irregularity"`), as `QuizAnswer` has them; nil when not diagnosed (every line older
    /// than stats by habit, a right or skipped answer, recognition).
    public let diagnosis: String?
    public let irregularity: String?
    /// The drill the item was asked in (`"drill"` in the answer) when it is not the record's:
    /// a spaced review asks each item in its own drill. nil: the record's `kind`.
    public let drill: QuizKind?
    /// The learner's own sentence the item was asked in (`"sentence"`, the text with `___`
    /// where the verb was): a text drill's (`quiz --from`), so its review asks it there again.
    /// nil for every other question, and in every line older than the text drill.
    public let sentence: String?

    public init(
      key: QuestionKey, expected: String?, given: String?, mark: Mark, isRepeat: Bool = false,
      diagnosis: String? = nil, irregularity: String? = nil, drill: QuizKind? = nil,
      sentence: String? = nil
    ) {
      self.drill = drill
      self.sentence = sentence
      self.key = key
      self.expected = expected
      self.given = given
      self.mark = mark
      self.isRepeat = isRepeat
      self.diagnosis = diagnosis
      self.irregularity = irregularity
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
  /// The answers given, in order, repeats included (none read for a recognition drill: see
  /// `reading(line:)`).
  public var answers: [Answer]
  /// Answers of a line read that lack a verb, a known tense, a person the tense has, or a
  /// known mark: skipped, not in `answers`.
  public var unreadableAnswers = 0

  /// A quiz just taken, for the history. `drills`: the drill of each question asked in
  /// another drill than `kind`, by question number (a spaced review of several drills);
  /// `sentences`: the learner's sentence of each question of a text drill, by number.
  public init(
    date: Date, source: QuestionSource, kind: QuizKind, seed: UInt64, score: QuizScore,
    finished: Bool, drills: [Int: QuizKind] = [:], sentences: [Int: String] = [:]
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
        expected: question.answer, given: answer.given, mark: answer.mark,
        isRepeat: answer.isRepeat, diagnosis: answer.diagnosis, irregularity: answer.irregularity,
        drill: drills[question.number].flatMap { $0 == kind ? nil : $0 },
        sentence: sentences[question.number])
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

  /// The first answer to each question, what the score counts (`answered` in a line).
  public var firstAnswers: [Answer] { answers.filter { !$0.isRepeat } }

  /// How many first answers were marked correct.
  public var correctCount: Int { firstAnswers.filter { $0.mark == .correct }.count }
}

extension QuizRecord {
  /// The record as one history line's JSON object (`QuizHistory.append` writes it).
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "date": .string(ISODate.format(date)),
      "mode": .string(source.rawValue),
      "drill": .string(kind.rawValue),
      "answered": .integer(firstAnswers.count),
      "correct": .integer(correctCount),
      "answers": .array(answers.map(\.json)),
    ]
    if let seed { members["seed"] = .integer(seed) }
    if let options {
      members["difficulty"] = .string(options.difficulty.rawValue)
      members["region"] = .string(options.region.rawValue)
      members["vos"] = .bool(options.asksVos)
      members["questions"] = .integer(options.count)
      if !options.focus.isEmpty { members["focus"] = options.focus.json }
    }
    if let score { members["score"] = .integer(score) }
    if let finished { members["finished"] = .bool(finished) }
    return .object(members)
  }
}

extension QuizRecord.Answer {
  var json: JSONValue {
    var members: [String: JSONValue] = [
      "verb": .string(key.verb),
      "tense": .string(key.item.key),
      "person": key.person.map { .string($0.rawValue) } ?? .null,
      "expected": expected.map { .string($0) } ?? .null,
      "given": given.map { .string($0) } ?? .null,
      "mark": .string(mark.rawValue),
    ]
    if isRepeat { members["repeat"] = .bool(true) }
    if let diagnosis { members["diagnosis"] = .string(diagnosis) }
    if let irregularity { members["irregularity"] = .string(irregularity) }
    if let drill { members["drill"] = .string(drill.rawValue) }
    if let sentence { members["sentence"] = .string(sentence) }
    return .object(members)
  }
}
