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
/// for a quiz with a selection. Only the date is required when reading:
/// older and hand-edited lines may lack the rest, so those members are optional here.
public struct QuizRecord: Equatable, Sendable {
  /// Where the questions came from (the history's `mode`).
  public enum Selection: String, Sendable {
    /// The curriculum for the difficulty: `conjugar quiz`.
    case curriculum = "quiz"
    /// The spaced-review queue of missed items: `conjugar quiz --review`. The history keeps
    /// the spelling `review` that every existing file holds.
    case spacedReview = "review"
  }

  /// What the learner did (the history's `drill`).
  public enum Drill: String, Sendable {
    /// Wrote the form for a verb, tense and person.
    case conjugate
    /// Named the verb, tense and person of a form.
    case recognize
    /// Wrote the Spanish form of an English rendering ("I had (tener)" → tuve).
    case translate
  }

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
  /// `.curriculum` when a line read has no `mode` or one this version does not know.
  public var selection: Selection
  /// `.conjugate` when a line read has no `drill` or one this version does not know.
  public var drill: Drill
  public var seed: UInt64?
  /// Difficulty, region, vos, the number of questions asked and the selection drilled (`focus`;
  /// none: the whole curriculum). nil when a line read lacks one of them, or has a `focus` this
  /// version cannot read.
  public var options: QuizOptions?
  /// The quiz's score (`QuizScore.score`).
  public var score: Int?
  /// False when the learner stopped before the last question.
  public var finished: Bool?
  /// The answers given, in order (none read for a recognition drill: see `reading(line:)`).
  public var answers: [Answer]
  /// Answers of a line read that lack a verb, a known tense, a person the tense has, or a
  /// known mark: skipped, not in `answers`.
  public var unreadableAnswers = 0

  /// A quiz just taken, for the history.
  public init(
    date: Date, selection: Selection, drill: Drill, seed: UInt64, score: QuizScore,
    finished: Bool
  ) {
    self.date = date
    self.selection = selection
    self.drill = drill
    self.seed = seed
    self.options = score.options
    self.score = score.score
    self.finished = finished
    self.answers = score.answers.map { answer in
      let question = answer.question
      return Answer(
        key: QuestionKey(verb: question.verb, item: question.item, person: question.person),
        expected: question.answer, given: answer.given, mark: answer.mark)
    }
  }

  /// A record of its parts: a line's content without the reading.
  public init(
    date: Date, selection: Selection, drill: Drill, seed: UInt64?, options: QuizOptions?,
    score: Int?, finished: Bool?, answers: [Answer]
  ) {
    self.date = date
    self.selection = selection
    self.drill = drill
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
      "mode": .string(selection.rawValue),
      "drill": .string(drill.rawValue),
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
}
