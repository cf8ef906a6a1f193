import Foundation
import Testing

/// `quiz --speak`: each right answer is said after it is marked, in the region's voice; without
/// espeak-ng the quiz does not start (69). A stand-in program records what it was asked to say.
@Suite struct QuizSpeakTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  @Test func everyRightAnswerIsSaidInTheRegionsVoice() throws {
    let (program, log) = try runner.espeakStandIn()
    let key = try runner.run([
      "quiz", "--seed", "3", "--count", "3", "--worksheet", "--answers", "--format", "json",
    ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(key.stdout.utf8)) as? [[String: Any]])
    let answers = items.compactMap { $0["answer"] as? String }
    let quiz = try runner.run(
      ["quiz", "--seed", "3", "--count", "3", "--speak"], stdin: "x\n:skip\n\(answers[2])\n",
      environment: ["CONJUGAR_ESPEAK": program])
    #expect(quiz.status == 0)
    #expect(quiz.stderr.isEmpty, "\(quiz.stderr)")
    let said = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(said.map(String.init) == answers.map { "-v es-419 -b 1 -- \($0)" })
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    _ = try runner.run(
      ["quiz", "--seed", "3", "--count", "1", "--speak"], stdin: "x\n",
      environment: ["CONJUGAR_ESPEAK": program])
    let again = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(again.last?.hasPrefix("-v es -b 1 -- ") == true, "\(again)")
  }

  @Test func withoutTheProgramTheQuizDoesNotStart() throws {
    let result = try runner.run(
      ["quiz", "--seed", "1", "--count", "2", "--speak"], stdin: "hablo\n",
      environment: ["CONJUGAR_ESPEAK": "/nonexistent/espeak-ng"])
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("install the Debian package espeak-ng"))
  }

  @Test func speakDoesNotGoWithAWorksheet() throws {
    let result = try runner.run(["quiz", "--worksheet", "--speak"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--speak does not go with --worksheet"))
  }
}
