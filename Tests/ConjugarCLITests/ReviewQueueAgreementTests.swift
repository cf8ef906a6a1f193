import ConjugarCommandLine
import ConjugarCommands
import ConjugarQuiz
import ConjugarTestSupport
import Foundation
import Testing

/// Issue 39: one honest review queue. A seeded history of quizzes in every drill, over days,
/// replayed with an injected clock (Bogotá, UTC−5, so local midnight is not UTC's): on every
/// day `due`, `stats`' "due today", the REPL's banner, the header of `quiz --review` and the
/// items it asks agree, and after the review its end line agrees with `due`.
@Suite struct ReviewQueueAgreementTests {
  static let verbs = ["hablar", "comer", "vivir", "tener", "ser", "ir", "hacer", "decir", "poder"]
  static let tenses = ["presenteDeIndicativo", "preterito", "imperfectoDeIndicativo"]
  static let persons = ["yo", "tu", "el", "nosotros", "ellos"]
  static let drills = ["conjugate", "translate", "context", "recognize-sentences", "recognize"]
  static let marks = ["correct", "wrong", "correct", "accentOnly", "correct", "skipped"]

  /// A day's quizzes: three, the first in the conjugation drill and the others in drills drawn
  /// with `generator`, five answers each, on 2025-03-`day` (00:00, 09:00 and 15:00 in Bogotá).
  static func quizzes(day: Int, using generator: inout SeededGenerator) -> String {
    func pick(_ list: [String]) -> String { list[generator.uniform(below: list.count)] }
    var lines = ""
    for (index, hour) in [5, 14, 20].enumerated() {
      let drill = index == 0 ? "conjugate" : pick(drills)
      let answers = (0..<5).map { _ in
        #"{"verb":"\#(pick(verbs))","tense":"\#(pick(tenses))","person":"\#(pick(persons))","mark":"\#(pick(marks))"}"#
      }
      let date = String(format: "2025-03-%02dT%02d:00:00Z", day, hour)
      lines +=
        #"{"date":"\#(date)","mode":"quiz","drill":"\#(drill)","answers":[\#(answers.joined(separator: ","))]}"#
        + "\n"
    }
    return lines
  }

  static func run(_ test: TestEnvironment, _ arguments: [String], answers: [String] = [])
    throws -> [String]
  {
    test.stdout.update { $0 = [] }
    let settings = ["--settings", test.settingsPath]
    let environment = test.environment(answers: answers)
    switch arguments[0] {
    case "due": try DueCommand.parse(Array(arguments.dropFirst()) + settings).run(in: environment)
    case "stats":
      try StatsCommand.parse(Array(arguments.dropFirst()) + settings).run(in: environment)
    default: try QuizCommand.parse(Array(arguments.dropFirst()) + settings).run(in: environment)
    }
    return test.stdout.get()
  }

  static func object(_ line: String?) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data((line ?? "").utf8)) as? [String: Any])
  }

  /// An item as `stats --items` and the history name it.
  static func item(_ fields: [String: Any], drill: String? = nil) -> String {
    [
      fields["verb"] as? String ?? "", fields["tense"] as? String ?? "",
      fields["person"] as? String ?? "", drill ?? fields["drill"] as? String ?? "",
    ].joined(separator: " ")
  }

  @Test(arguments: [UInt64(3), 11, 39])
  func everyCountAgreesOnEveryDay(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var test = try TestEnvironment(now: "2025-03-01T12:00:00Z", secondsFromUTC: -5 * 3600)
    var drillsReviewed: Set<String> = []
    for day in 1...9 {
      let before = (try? String(contentsOf: test.historyURL, encoding: .utf8)) ?? ""
      try (before + Self.quizzes(day: day, using: &generator)).write(
        to: test.historyURL, atomically: true, encoding: .utf8)
      // 23:30 in Bogotá: already the next day in UTC, still `day` where the learner is.
      test.now = try #require(
        ISO8601DateFormatter().date(from: String(format: "2025-03-%02dT04:30:00Z", day + 1)))

      let due = try Self.object(Self.run(test, ["due", "--format", "json"]).first)["due"] as? Int
      let dueLine = try Self.run(test, ["due"])
      let stats = try Self.object(Self.run(test, ["stats", "--format", "json"]).first)
      let items = try Self.object(Self.run(test, ["stats", "--items", "--format", "json"]).first)
      let today = try #require(items["today"] as? String)
      let dueItems = ((items["items"] as? [[String: Any]]) ?? [])
        .filter { ($0["dueDay"] as? String ?? "") <= today }.map { Self.item($0) }
      #expect((stats["review"] as? [String: Any])?["dueToday"] as? Int == due, "day \(day)")
      #expect(items["dueToday"] as? Int == due, "day \(day)")
      #expect(dueItems.count == due, "day \(day)")
      #expect(
        test.environment().dueBanner().map { [$0] } == dueLine, "day \(day): the banner")
      guard let due, due > 0 else { continue }

      let answers = Array(repeating: "zzz", count: 3 * due + 3)
      let review = try Self.run(test, ["quiz", "--review", "--seed", "\(day)"], answers: answers)
      #expect(
        review.first
          == "Review · seed \(day) · \(due) question\(due == 1 ? "" : "s") · \(due) due today",
        "day \(day)")
      let lines = try String(contentsOf: test.historyURL, encoding: .utf8)
        .split(separator: "\n").map(String.init)
      let record = try Self.object(lines.last)
      let asked = ((record["answers"] as? [[String: Any]]) ?? [])
        .filter { $0["repeat"] == nil }
        .map { Self.item($0, drill: $0["drill"] as? String ?? "conjugate") }
      #expect(asked.sorted() == dueItems.sorted(), "day \(day): every due item, once")
      drillsReviewed.formUnion(asked.map { String($0.split(separator: " ").last!) })
      #expect(review.last == (try Self.run(test, ["due"])).first, "day \(day): the quiz's end")
    }
    #expect(drillsReviewed.count >= 3, "\(drillsReviewed)")
    #expect(!drillsReviewed.contains("recognize"), "plain recognition is not read back")
  }
}
