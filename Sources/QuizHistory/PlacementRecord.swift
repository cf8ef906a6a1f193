import CalendarDates
import ConjugarCore
import ConjugarQuiz
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A placement test (`quiz --placement`) as a line of the history, its own kind of line:
///
///     {"kind":"placement","placed":"2026-11-28T20:00:00Z","placement":{"seed":7,"questions":26,
///      "known":["regular-present",…],"notKnown":[…],"stability":21,"difficulty":2.1181,
///      "forms":[["hablar","presente","yo"],…]}}
///
/// and its undoing (`stats --forget-placement`), which cancels every placement before it:
///
///     {"kind":"placement-forgotten","forgotten":"2026-11-29T08:00:00Z"}
///
/// Neither has a `date`, so a version older than placement reads either as an undated record
/// and skips it (as it skips any), never as a quiz. `forms` are the conjugation items seeded
/// with the memory state (`stability` in days, `difficulty` 1…10): the line holds what it
/// seeded, so replaying it never depends on the engine of the day.
public struct PlacementRecord: Equatable, Sendable {
  public var date: Date
  public var seed: UInt64
  /// Questions asked.
  public var questions: Int
  /// Group keys (`PlacementGroup.rawValue`, kept as read: a later version may know more).
  public var known: [String]
  public var notKnown: [String]
  /// The memory state each seeded form starts from.
  public var stability: Double
  public var difficulty: Double
  public var forms: [QuestionKey]

  public init(
    date: Date, seed: UInt64, questions: Int, known: [String], notKnown: [String],
    stability: Double, difficulty: Double, forms: [QuestionKey]
  ) {
    self.date = date
    self.seed = seed
    self.questions = questions
    self.known = known
    self.notKnown = notKnown
    self.stability = stability
    self.difficulty = difficulty
    self.forms = forms
  }

  static let kind = "placement"
  static let forgottenKind = "placement-forgotten"

  /// The line's JSON object.
  public var json: JSONValue {
    .object([
      "kind": .string(Self.kind), "placed": .string(ISODate.format(date)),
      "placement": .object([
        "seed": .integer(seed), "questions": .integer(questions),
        "known": .array(known.map(JSONValue.string)),
        "notKnown": .array(notKnown.map(JSONValue.string)),
        "stability": .double(stability), "difficulty": .double(difficulty),
        "forms": .array(
          forms.map { key in
            .array([
              .string(key.verb), .string(key.item.key),
              key.person.map { .string($0.rawValue) } ?? .null,
            ])
          }),
      ]),
    ])
  }

  /// The undo line.
  public static func forgottenJSON(at date: Date) -> JSONValue {
    .object(["kind": .string(forgottenKind), "forgotten": .string(ISODate.format(date))])
  }

  /// The `placement` member of a line placed at `date`; nil unless every member is there and
  /// in range (a stability FSRS could hold, a difficulty in 1…10, readable forms).
  init?(date: Date, reading value: JSONValue) {
    guard case .object(let fields) = value,
      case .number(let seed)? = fields["seed"], let seed = seed.uint64,
      case .number(let questions)? = fields["questions"], let questions = questions.int,
      questions >= 0,
      let known = fields["known"]?.strings, let notKnown = fields["notKnown"]?.strings,
      case .number(let stability)? = fields["stability"], let stability = stability.double,
      stability.isFinite, (0.001...1e12).contains(stability),
      case .number(let difficulty)? = fields["difficulty"], let difficulty = difficulty.double,
      (1...10).contains(difficulty),
      case .array(let list)? = fields["forms"]
    else { return nil }
    var forms: [QuestionKey] = []
    for entry in list {
      guard case .array(let parts) = entry, parts.count == 3,
        case .string(let verb) = parts[0], !verb.isEmpty,
        case .string(let itemKey) = parts[1], let item = QuizItem(key: itemKey)
      else { return nil }
      var person: Person? = nil
      if case .string(let name) = parts[2] { person = Person(rawValue: name) }
      switch item {
      case .tense(let tense):
        guard let person, tense.persons.contains(person) else { return nil }
      case .gerund, .participle:
        guard parts[2] == .null else { return nil }
      }
      forms.append(QuestionKey(verb: verb, item: item, person: person))
    }
    self.init(
      date: date, seed: seed, questions: questions, known: known, notKnown: notKnown,
      stability: stability, difficulty: difficulty, forms: forms)
  }
}

extension QuizHistory {
  /// Appends a placement's line, whole or not at all.
  public func append(_ placement: PlacementRecord) throws(Failure) {
    try append(placement.json)
  }

  /// Appends the line that forgets every placement before it.
  public func appendPlacementForgotten(at date: Date) throws(Failure) {
    try append(PlacementRecord.forgottenJSON(at: date))
  }
}
