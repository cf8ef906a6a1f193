import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Speech
import Testing

/// The doubles of ConjugarTestSupport fail loudly: a member a test did not set, or a seed it
/// did not allow, is an issue in the test that reaches it.
@Suite struct TestSupportTests {
  @Test func anUnsetMemberOfTheFailingEnvironmentFailsTheTest() {
    let environment = CommandEnvironment.failing
    withKnownIssue {
      environment.write("hola")
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("unset: write") }
    }
    withKnownIssue {
      _ = environment.speech.unavailable()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("unset: speech.unavailable") }
    }
  }

  /// A command that reads the clock, run in an environment where only the streams are set.
  @Test func aCommandThatReachesAnUnsetMemberFails() {
    var environment = CommandEnvironment.failing
    environment.write = { _ in }
    environment.writeError = { _ in }
    withKnownIssue {
      _ = CommandRun.run(["stats"], in: environment, context: .shell)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("CommandEnvironment.failing: unset: ") }
    }
  }

  @Test func aSeedDrawnWithoutLeaveFailsTheTest() throws {
    let runner = try InProcessRunner()
    try withKnownIssue {
      _ = try runner.run(["quiz", "--worksheet", "--count", "1"])
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("drew a random seed") }
    }
    var allowed = runner
    allowed.allowsRandomSeed = true
    #expect(try allowed.run(["quiz", "--worksheet", "--count", "1"]).status == 0)
  }

  /// Standard input reaches the commands through the process's own reader: a line over the
  /// limit is refused as the binary refuses it.
  @Test func standardInputIsReadAsTheProcessReadsIt() throws {
    let runner = try InProcessRunner()
    var input = Data(repeating: UInt8(ascii: "x"), count: 5000)
    input.append(Data("\nir\n".utf8))
    let result = try runner.run(
      ["verb", "-", "--tense", "presente", "--format", "json"], input: input)
    #expect(result.status == 65)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("line 1 of standard input: the line is too long"))
    #expect(result.stdout.contains(#""infinitive":"ir""#))
  }

  @Test func speechIsRecordedWithItsVoiceAndFailure() throws {
    let speech = RecordingSpeech(failure: .programFailed(path: "espeak-ng", ending: .signal(9)))
    #expect(throws: Speech.Failure.self) { try speech.client.say("hola", .spain, "out.wav") }
    #expect(speech.said == ["es hola > out.wav"])
  }
}
