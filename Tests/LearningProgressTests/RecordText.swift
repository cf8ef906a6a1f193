import ConjugarCore
import ConjugarQuiz
import SimpleJSON

/// History lines made at random from a seed: records as `conjugar quiz` writes them, others
/// with wrong types, duplicate keys, escapes, unknown nested values, and mangled bytes.
enum RecordText {
  static let verbs = [
    "hablar", "tener", "ser", "pensar", "ir", "dar", "cafér", "", "a\u{1B}b", "x\"y", "\u{301}",
    "ñ",
  ]
  static let items =
    Tense.allCases.map(\.rawValue) + ["gerund", "participle", "futuroCuántico", "Preterito", ""]
  static let persons = Person.allCases.map(\.rawValue) + ["yo ", "ustedes"]
  static let marks = ["correct", "accentOnly", "wrong", "skipped", "partlyRight", "brilliant"]
  static let numbers = [
    "1", "-0", "2.5e3", "12345678901234567890", "1E+2", "0.000", "-12.5E-3", "1e999",
  ]
  static let spaces = ["", "", "", " ", "\t", " \r "]

  static func pick<T>(_ list: [T], _ generator: inout some RandomNumberGenerator) -> T {
    list[generator.uniform(below: list.count)]
  }

  static func chance(_ percent: Int, _ generator: inout some RandomNumberGenerator) -> Bool {
    generator.uniform(below: 100) < percent
  }

  /// A JSON string literal, now and then with its letters written as `\u` escapes.
  static func string(_ text: String, _ generator: inout some RandomNumberGenerator) -> String {
    guard chance(2, &generator) else { return JSONValue.quoted(text) }
    return "\""
      + text.unicodeScalars.map { scalar in
        scalar.value < 0x10000
          ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16) : String(scalar)
      }.joined() + "\""
  }

  static func date(_ generator: inout some RandomNumberGenerator) -> String {
    guard chance(90, &generator) else {
      return pick(
        ["\"2025-02-31\"", "12", "null", "\"\"", "\"2025-03-01T25:00:00Z\"", "[\"2025-03-01\"]"],
        &generator)
    }
    let day = 1 + generator.uniform(below: 28)
    let hour = generator.uniform(below: 24)
    let text =
      "2025-0\(1 + generator.uniform(below: 9))-\(day < 10 ? "0" : "")\(day)T\(hour < 10 ? "0" : "")\(hour):30:00"
    return string(text + pick(["Z", "+05:30", "-03:00", ".25Z"], &generator), &generator)
  }

  static func other(_ generator: inout some RandomNumberGenerator, depth: Int = 0) -> String {
    switch generator.uniform(below: depth > 2 ? 4 : 6) {
    case 0: return pick(numbers, &generator)
    case 1: return pick(["true", "false", "null"], &generator)
    case 2: return string(pick(verbs + ["línea\nnueva", "\\", "/"], &generator), &generator)
    case 3: return "\"\""
    case 4:
      return "["
        + (0..<generator.uniform(below: 3)).map { _ in other(&generator, depth: depth + 1) }.joined(
          separator: ",") + "]"
    default:
      return "{"
        + (0..<generator.uniform(below: 3)).map { index in
          "\"k\(index)\":" + other(&generator, depth: depth + 1)
        }
        .joined(separator: ",") + "}"
    }
  }

  static func answer(_ generator: inout some RandomNumberGenerator) -> String {
    guard chance(92, &generator) else { return other(&generator) }
    var members: [String] = []
    func field(_ key: String, _ values: [String], _ generator: inout some RandomNumberGenerator) {
      guard chance(96, &generator) else { return }
      members.append(
        "\"\(key)\":"
          + (chance(95, &generator)
            ? string(pick(values, &generator), &generator) : other(&generator)))
    }
    field("verb", verbs, &generator)
    field("tense", items, &generator)
    field("person", persons, &generator)
    field("mark", marks, &generator)
    if chance(50, &generator) {
      members.append("\"expected\":\"hablé\",\"given\":" + other(&generator))
    }
    if chance(3, &generator) { members.append("\"mark\":\"correct\"") }
    if chance(15, &generator) {
      members.append(
        "\"diagnosis\":"
          + (chance(80, &generator) ? "\"regularized\"" : other(&generator)))
    }
    if chance(10, &generator) {
      members.append(
        "\"irregularity\":"
          + (chance(80, &generator) ? "\"strong-preterite\"" : other(&generator)))
    }
    if chance(15, &generator) {
      members.append(
        "\"repeat\":"
          + (chance(80, &generator) ? pick(["true", "false"], &generator) : other(&generator)))
    }
    return "{" + members.joined(separator: "," + pick(spaces, &generator)) + "}"
  }

  static func random(using generator: inout some RandomNumberGenerator) -> String {
    var members: [String] = []
    if chance(95, &generator) { members.append("\"date\":" + date(&generator)) }
    if chance(30, &generator) {
      members.append(
        "\"mode\":"
          + (chance(90, &generator)
            ? string(pick(["review", "quiz"], &generator), &generator) : other(&generator)))
    }
    if chance(20, &generator) {
      members.append(
        "\"drill\":"
          + string(pick(["recognize", "conjugate", "Recognize"], &generator), &generator))
    }
    if chance(90, &generator) {
      let answers = (0..<generator.uniform(below: 6)).map { _ in answer(&generator) }
      members.append(
        "\"answers\":"
          + (chance(95, &generator)
            ? "[" + answers.joined(separator: ",") + "]" : other(&generator)))
    }
    for key in ["seed", "score", "vos", "future", "region"] where chance(40, &generator) {
      members.append("\"\(key)\":" + other(&generator))
    }
    if chance(5, &generator) { members.append("\"date\":" + date(&generator)) }
    if chance(3, &generator) { members.append("\"answers\":[]") }
    members = shuffled(members, &generator)
    let space = pick(spaces, &generator)
    return space + "{" + space + members.joined(separator: "," + space) + space + "}" + space
  }

  /// Cuts, drops, inserts or replaces a byte.
  static func mangle(_ bytes: inout [UInt8], using generator: inout some RandomNumberGenerator) {
    guard !bytes.isEmpty else { return }
    let position = generator.uniform(below: bytes.count)
    let noise: [UInt8] = [
      0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x5D, 0x2C, 0x3A, 0x01, 0xC3, 0xA9, 0xFF, 0x65, 0x2D, 0x30,
      0x20, 0x2E,
    ]
    switch generator.uniform(below: 4) {
    case 0: bytes.removeSubrange(position...)
    case 1: bytes.remove(at: position)
    case 2: bytes.insert(pick(noise, &generator), at: position)
    default: bytes[position] = pick(noise, &generator)
    }
  }

  /// Fisher–Yates with the seeded generator.
  static func shuffled<T>(_ list: [T], _ generator: inout some RandomNumberGenerator) -> [T] {
    var result = list
    var index = result.count - 1
    while index > 0 {
      result.swapAt(index, generator.uniform(below: index + 1))
      index -= 1
    }
    return result
  }

  /// Readable quizzes over a few weeks, in time order (with ties), on a few questions so that
  /// each is answered many times.
  static func history(quizzes: Int, using generator: inout some RandomNumberGenerator) -> [String] {
    var minute = 0
    return (0..<quizzes).map { _ in
      minute += generator.uniform(below: 3) * 37
      let answers = (0..<(1 + generator.uniform(below: 4))).map { _ in
        "{\"verb\":\"\(pick(["hablar", "tener", "ser", "ir"], &generator))\",\"tense\":\"\(pick(["preterito", "presenteDeIndicativo", "gerund"], &generator))\","
          + "\"person\":\"\(pick(["yo", "tu", "ellos"], &generator))\",\"mark\":\"\(pick(["correct", "correct", "wrong", "accentOnly", "skipped"], &generator))\""
          + (chance(20, &generator) ? ",\"repeat\":true}" : "}")
      }
      let hour = minute % 1440 / 60
      let date =
        "2025-03-\(10 + minute / 1440)T\(hour / 10)\(hour % 10):\(minute % 60 / 10)\(minute % 10):00Z"
      let mode = chance(20, &generator) ? ",\"mode\":\"review\"" : ""
      return "{\"date\":\"\(date)\"\(mode),\"answers\":[" + answers.joined(separator: ",") + "]}"
    }
  }
}
