import ConjugarQuiz
import QuizHistory
import SimpleJSON

/// The key file: one JSON object, keys sorted, two-space indents (Docs/JSON.md):
/// `format` ("conjugar-class-key"), `formatVersion` (1), `class`, `secret` (32 hex digits),
/// `created` (ISO 8601, when known), `paper` (`--paper`, when given), `accents` (strict, half, ignore), `drill` (the quiz's
/// `--mode`), `selection` (`difficulty`, `region`, `vos`, `focus` as the history writes it),
/// `versions` (each `code` and `questions`: `number`, `verb`, `tense`, `person` (null for the
/// gerund and participle), `prompt`, `sentence` (context drill only), `answer`, `alternatives`)
/// and `checksum`: "fnv1a64:" and 16 hex digits of 64-bit FNV-1a over the compact JSON of every
/// other member (keys sorted), so an edit anywhere is caught.
extension ClassKey {
  public static let formatMarker = "conjugar-class-key"
  public static let formatVersion = 1

  /// The key file's text, ending with a newline.
  public var json: String {
    var members = content
    members["checksum"] = .string(Self.checksum(of: members))
    return JSONValue.object(members).prettyPrinted() + "\n"
  }

  /// The key file's checksum ("fnv1a64:" and 16 hex digits): the key's identity, which a
  /// class's stored answers are checked against.
  public var checksum: String { Self.checksum(of: content) }

  /// Every member but the checksum.
  var content: [String: JSONValue] {
    var members: [String: JSONValue] = [
      "format": .string(Self.formatMarker),
      "formatVersion": .integer(Self.formatVersion),
      "class": .string(className),
      "secret": .string(secret.hex),
      "accents": .string(accents.rawValue),
      "drill": .string(drill.rawValue),
      "selection": .object([
        "difficulty": .string(selection.difficulty.rawValue),
        "region": .string(selection.region.rawValue),
        "vos": .bool(selection.vos),
        "focus": selection.focus.json,
      ]),
      "versions": .array(versions.map(\.json)),
    ]
    if let created { members["created"] = .string(created) }
    if let paper { members["paper"] = .string(paper) }
    return members
  }

  /// "fnv1a64:" and the hash of the members' compact JSON.
  static func checksum(of members: [String: JSONValue]) -> String {
    let digits = String(FNV1a64.hash(JSONValue.object(members).compact()).raw, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension ClassKey.Version {
  var json: JSONValue {
    .object(["code": .string(code), "questions": .array(questions.map(\.json))])
  }
}

extension ClassKey.Question {
  var json: JSONValue {
    var members: [String: JSONValue] = [
      "number": .integer(number),
      "verb": .string(verb),
      "tense": .string(item.key),
      "person": person.map { .string($0.rawValue) } ?? .null,
      "prompt": .string(prompt),
      "answer": .string(answer),
      "alternatives": .array(alternatives.map(JSONValue.string)),
    ]
    if let sentence { members["sentence"] = .string(sentence) }
    return .object(members)
  }
}
