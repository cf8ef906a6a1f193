import ConjugarCommandLine
import ConjugarCommands
import Foundation
import LineInput
import Testing

/// A read error on standard input (EIO, EISDIR…) is not the end of input: the quiz stops as if
/// interrupted, its answers are recorded, and the command says why and exits with status 74.
@Suite struct QuizInputFailureTests {
  /// Answers from a list, then a failed read.
  final class FailingLineReader: LineReader {
    private var lines: [String]
    private(set) var failure: String?

    init(_ lines: [String]) { self.lines = lines }

    func readLine(prompt: String) -> ReadLineResult {
      guard lines.isEmpty else { return .line(lines.removeFirst()) }
      failure = "input/output error"
      return .end
    }
  }

  @Test func aReadErrorStopsTheQuizRecordsItAndFailsWithStatus74() throws {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    let quiz = try QuizCommand.parse(["--seed", "1", "--count", "3"])
    // The line for standard error travels with the failure; `CommandRun` writes it.
    #expect(
      throws: CommandFailure(
        .ioError, message: "could not read standard input: input/output error")
    ) {
      try quiz.request.run(in: test.environment(), reader: FailingLineReader(["hablo"]))
    }
    #expect(test.output.contains("Stopped after 1 of 3 questions."), "\(test.output)")
    #expect(test.stderr.get() == [])
    let history = try String(contentsOf: test.historyURL, encoding: .utf8)
    #expect(history.split(separator: "\n").count == 1)
    #expect(history.contains(#""finished":false"#), "\(history)")
  }

  @Test func theEndOfInputStaysQuiet() throws {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    let quiz = try QuizCommand.parse(["--seed", "1", "--count", "3"])
    try quiz.run(in: test.environment(), reader: ScriptedLineReader(["hablo"]))
    #expect(test.output.contains("Stopped after 1 of 3 questions."))
    #expect(test.stderr.get() == [])
  }

  /// Standard input a folder: read(2) fails with EISDIR at once.
  @Test func aFolderAsStandardInputIsAReadError() throws {
    let result = try BinaryRunner().runShell(#""$0" quiz --seed 1 --count 3 < /"#)
    #expect(result.status == 74)
    #expect(result.stderr == "conjugar: error: could not read standard input: is a directory\n")
    #expect(result.stdout.contains("Stopped after 0 of 3 questions."))
  }
}
