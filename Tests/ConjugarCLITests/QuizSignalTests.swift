import Foundation
import Testing

/// A quiz never loses an answer it was given to a signal that ends the process: HUP (the
/// terminal closed), TERM, INT, USR1 and ALRM, each twice at seeded random points (at a prompt,
/// in the middle of typing, racing an answer just sent), in a pseudo-terminal and on pipes, for
/// `quiz` (the history gets the unfinished quiz) and `quiz --assignment` (the answers file
/// gets every answer given). conjugar ends by the signal (128 + its number) with the terminal
/// as it was (`pty_signals.py`).
@Suite struct QuizSignalTests {
  @Test(arguments: ["quiz", "assignment"], ["pty", "pipe"])
  func everyAnswerGivenIsWrittenWhenASignalEndsTheQuiz(_ mode: String, _ transport: String)
    throws
  {
    let runner = try BinaryRunner()
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("pty_signals.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // The seed picks the points; a failure names it, and the script replays it.
    let seed = 37
    process.arguments = [
      "python3", script.path, BinaryRunner.binary.path, runner.scratch.path, mode, transport,
      String(seed),
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "seed \(seed): \(text)")
  }
}
