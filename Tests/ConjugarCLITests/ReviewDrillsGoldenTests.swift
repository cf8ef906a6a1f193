import ConjugarTestSupport
import Foundation
import Testing

/// Issue 39: `due` and `quiz --review` over a small history of five drills (conjugation,
/// translation, context, recognition in sentences, and plain recognition, whose answers are
/// not read back), seen in Bogotá on 9 March 2025 at 15:00, in English and in Spanish: the
/// review asks the six items `due` counts, each in its own drill, least likely recalled first.
@Suite struct ReviewDrillsGoldenTests {
  let runner: InProcessRunner
  init() throws {
    runner = try StatsCommandTests.bogotaRunner()
  }

  private func useHistory() throws {
    let history = try String(
      contentsOf: Golden.folder.appendingPathComponent("drills.history.jsonl"), encoding: .utf8)
    try history.write(
      to: runner.scratch.appendingPathComponent("history.jsonl"), atomically: true,
      encoding: .utf8)
  }

  private var answers: String {
    get throws {
      try String(
        contentsOf: Golden.folder.appendingPathComponent("review-drills.stdin"), encoding: .utf8)
    }
  }

  @Test func due() throws {
    try useHistory()
    let result = try runner.run(["due"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "due-drills")
    let spanish = try runner.inSpanishBothWays(["due"]) { try useHistory() }
    #expect(spanish.status == 0 && spanish.stderr.isEmpty, "\(spanish.stderr)")
    try Golden.check(spanish.stdout, against: "due-drills-es")
  }

  @Test func review() throws {
    try useHistory()
    let result = try runner.run(["quiz", "--review", "--seed", "5"], stdin: try answers)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "review-drills")
    // Each answer is kept in its item's drill, the context item asked without a sentence (ir:
    // the bank has none) included; the conjugation drill's are the line's own.
    let history = try String(
      contentsOf: runner.scratch.appendingPathComponent("history.jsonl"), encoding: .utf8)
    let last = try #require(history.split(separator: "\n").last)
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    #expect(record["drill"] as? String == "conjugate" && record["mode"] as? String == "review")
    let answers = try #require(record["answers"] as? [[String: Any]])
    let drills = answers.filter { $0["repeat"] == nil }.map {
      "\($0["verb"] as? String ?? "") \($0["drill"] as? String ?? "-")"
    }
    #expect(
      drills == [
        "saber translate", "tener translate", "ir context", "tener context",
        "tener recognize-sentences", "hablar -", "comer -",
      ])
  }

  @Test func reviewInSpanish() throws {
    let result = try runner.inSpanishBothWays(
      ["quiz", "--review", "--seed", "5"], stdin: try answers
    ) { try useHistory() }
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "review-drills-es")
  }
}
