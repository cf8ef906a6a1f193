import CalendarDates
import ConjugarQuiz
import Foundation
import SimpleJSON

/// History records written the way `conjugar quiz` writes them, from short descriptions.
enum Fixture {
  /// `"tener preterito yo wrong"`; the person is `-` for the gerund and the participle; a
  /// fifth word `repeat` makes it a repeat of relearning (`"repeat":true`).
  static func answer(_ text: String) -> JSONValue {
    let words = text.split(separator: " ").map(String.init)
    var members: [String: JSONValue] = [
      "verb": .string(words[0]), "tense": .string(words[1]),
      "person": words[2] == "-" ? .null : .string(words[2]),
      "expected": .string("?"), "given": .string("?"), "mark": .string(words[3]),
    ]
    if words.count > 4, words[4] == "repeat" { members["repeat"] = .bool(true) }
    return .object(members)
  }

  static func record(
    _ date: String, mode: String? = nil, drill: String? = nil, _ answers: [String]
  ) -> JSONValue {
    var fields: [String: JSONValue] = [
      "date": .string(date), "seed": .number(1), "difficulty": .string("easy"),
      "region": .string("latin-america"), "vos": .bool(false), "finished": .bool(true),
      "answers": .array(answers.map(answer)),
    ]
    if let mode { fields["mode"] = .string(mode) }
    if let drill { fields["drill"] = .string(drill) }
    return .object(fields)
  }

  static func date(_ text: String) -> Date { ISODate.parse(text)! }

  /// Three quizzes (one a review) over 1, 2 and 4 March 2025, UTC mornings.
  static let threeQuizzes: [JSONValue] = [
    record(
      "2025-03-01T10:00:00Z",
      [
        "hablar preterito yo correct", "tener preterito yo wrong",
        "tener presenteDeIndicativo yo correct",
        "buscar preterito yo accentOnly",
      ]),
    record(
      "2025-03-02T10:00:00Z", mode: "review",
      [
        "tener preterito yo wrong", "comer presenteDeIndicativo tu correct",
        "vivir presenteDeIndicativo el skipped",
      ]),
    record(
      "2025-03-04T10:00:00Z",
      [
        "tener preterito yo correct", "hablar preterito yo correct", "decir participle - wrong",
        "decir participle - correct",
      ]),
  ]
}
