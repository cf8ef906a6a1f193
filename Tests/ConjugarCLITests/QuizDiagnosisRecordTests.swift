import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

/// The quiz writes each first answer's diagnosis into the history: the kind of every answer
/// not accepted and, for a regularized form, the irregularity left out; right answers, skips
/// and the recognition drill's answers have none.
@Suite struct QuizDiagnosisRecordTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  func answers(_ arguments: [String], stdin: [String]) throws -> [[String: Any]] {
    let result = try runner.run(arguments, stdin: stdin.joined(separator: "\n") + "\n")
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let url = runner.scratch.appendingPathComponent("history.jsonl")
    let line = try #require(
      try String(contentsOf: url, encoding: .utf8).split(separator: "\n").last)
    let record = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    return try #require(record["answers"] as? [[String: Any]])
  }

  static let quiz = [
    "quiz", "--verbs", "tener,buscar,hablar", "--tense", "preterito", "--person", "yo",
    "--count", "4", "--seed", "1",
  ]

  @Test func eachAnswerNotAcceptedHasItsDiagnosis() throws {
    let wrong = ["tuve": "tení", "busqué": "buscé", "hablé": "hable"]
    let prompts = try runner.run(Self.quiz + ["--worksheet", "--answers", "--format", "json"])
    let key = try #require(
      try JSONSerialization.jsonObject(with: Data(prompts.stdout.utf8)) as? [[String: Any]]
    ).compactMap { $0["answer"] as? String }
    #expect(Set(key) == Set(wrong.keys))
    // First answers all missed, the repeats right.
    let written = try answers(Self.quiz, stdin: key.map { wrong[$0]! } + key)
    #expect(written.count == 8)
    let byExpected = Dictionary(
      written.filter { $0["repeat"] == nil }.map { ($0["expected"] as! String, $0) },
      uniquingKeysWith: { a, _ in a })
    #expect(byExpected["tuve"]?["diagnosis"] as? String == "regularized")
    #expect(byExpected["tuve"]?["irregularity"] as? String == "strong-preterite")
    #expect(byExpected["busqué"]?["diagnosis"] as? String == "spelling")
    #expect(byExpected["busqué"]?["irregularity"] == nil)
    #expect(byExpected["hablé"]?["diagnosis"] as? String == "accent")
    for repeated in written where repeated["repeat"] as? Bool == true {
      #expect(repeated["diagnosis"] == nil && repeated["mark"] as? String == "correct")
    }
  }

  @Test func skipsAndRecognitionAreNotDiagnosed() throws {
    let skipped = try answers(Self.quiz, stdin: [":skip", ":skip", ":skip", ":skip", ":quit"])
    #expect(!skipped.isEmpty && skipped.allSatisfy { $0["diagnosis"] == nil })
    let recognized = try answers(
      ["quiz", "--mode", "recognize", "--seed", "5", "--count", "2"],
      stdin: ["zzz", "zzz", ":quit"])
    #expect(!recognized.isEmpty && recognized.allSatisfy { $0["diagnosis"] == nil })
  }
}
