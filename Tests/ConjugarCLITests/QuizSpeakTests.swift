import Foundation
import Testing

/// `quiz --speak`: each right answer is said after it is marked, in the region's voice; without
/// espeak-ng the quiz does not start (69). Speech is recorded in-process (`RecordingSpeech`).
@Suite struct QuizSpeakTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test func everyRightAnswerIsSaidInTheRegionsVoice() throws {
    let speech = RecordingSpeech()
    var speaking = runner
    speaking.speech = speech.client
    let key = try runner.run([
      "quiz", "--seed", "3", "--count", "3", "--worksheet", "--answers", "--format", "json",
    ])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(key.stdout.utf8)) as? [[String: Any]])
    let answers = items.compactMap { $0["answer"] as? String }
    let quiz = try speaking.run(
      ["quiz", "--seed", "3", "--count", "3", "--speak"], stdin: "x\n:skip\n\(answers[2])\n")
    #expect(quiz.status == 0)
    #expect(quiz.stderr.isEmpty, "\(quiz.stderr)")
    #expect(speech.said == answers.map { "es-419 " + $0 })
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    _ = try speaking.run(["quiz", "--seed", "3", "--count", "1", "--speak"], stdin: "x\n")
    #expect(speech.said.last?.hasPrefix("es ") == true, "\(speech.said)")
  }

  /// The sentence drills say the whole sentence with its form, not the form alone.
  @Test(arguments: [["--mode", "context"], ["--mode", "recognize", "--sentences"]])
  func theSentenceDrillsSayTheWholeSentence(_ drill: [String]) throws {
    let speech = RecordingSpeech()
    var speaking = runner
    speaking.speech = speech.client
    let quiz = try speaking.run(
      ["quiz", "--speak", "--verbs", "tener", "--tense", "pretérito", "--person", "yo"] + drill
        + ["--count", "1", "--seed", "1"], stdin: ":skip\n:quit\n")
    #expect(quiz.status == 0, "\(quiz.stderr)")
    #expect(speech.said == ["es-419 Ayer (yo) tuve una reunión muy larga en la oficina."])
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
