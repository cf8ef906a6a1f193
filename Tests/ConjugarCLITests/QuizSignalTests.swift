import Foundation
import Testing

/// A quiz never loses an answer it was given to a signal that ends the process: HUP (the
/// terminal closed), TERM, INT, USR1 and ALRM, each twice at seeded random points (at a prompt,
/// in the middle of typing, racing an answer just sent), in a pseudo-terminal and on pipes, for
/// `quiz` (the history gets the unfinished quiz) and `quiz --assignment` (the answers file
/// gets every answer given). conjugar ends by the signal (128 + its number) with the terminal
/// as it was (`pty_signals.py`).
@Suite struct QuizSignalTests {
  /// The seed picks the points; a failure names it, and the script replays it.
  static let seed = 37

  /// Runs `pty_signals.py` against the binary in a scratch folder of its own (`signals`: those
  /// it sends, when not its usual list); its exit status and all it printed.
  static func playSignals(_ mode: String, _ transport: String, signals: [String] = []) throws
    -> (status: Int32, output: String)
  {
    let runner = try BinaryRunner()
    return try BinaryRunner.runScript(
      "pty_signals.py",
      [BinaryRunner.binary.path, runner.scratch.path, mode, transport, String(seed)] + signals)
  }

  @Test(arguments: ["quiz", "assignment"], ["pty", "pipe"])
  func everyAnswerGivenIsWrittenWhenASignalEndsTheQuiz(_ mode: String, _ transport: String)
    throws
  {
    let (status, output) = try Self.playSignals(mode, transport)
    #expect(status == 0, "seed \(Self.seed): \(output)")
  }

  /// The other signals that end a process save the answers too: QUIT (it reached the Swift
  /// runtime's crash handler, which ended conjugar by SIGUSR1, status 138, or on a terminal
  /// waited 25 s for a key), XCPU and SYS (a core), IO and STKFLT (the answers were lost).
  @Test(arguments: ["pty", "pipe"])
  func aQuitOrAnotherRarerSignalAlsoSavesTheAnswersAndEndsByItself(_ transport: String) throws {
    let (status, output) = try Self.playSignals(
      "quiz", transport, signals: ["QUIT,XCPU,SYS,IO,STKFLT"])
    #expect(status == 0, "seed \(Self.seed): \(output)")
  }

  /// The quiz blocks those signals for its watcher thread; espeak-ng, started meanwhile
  /// (`--speak`), gets none blocked, so Ctrl-C and kill still reach it.
  @Test func espeakStartedByAQuizHasNoSignalBlocked() throws {
    let runner = try BinaryRunner()
    let program = runner.scratch.appendingPathComponent("espeak-mask")
    let log = runner.scratch.appendingPathComponent("mask.log")
    // Python, not sh: dash unblocks every signal when it starts.
    try ScriptFile.write(
      """
      #!/usr/bin/env python3
      status = open("/proc/self/status").read().splitlines()
      open("\(log.path)", "a").write([l for l in status if l.startswith("SigBlk")][0] + "\\n")

      """, to: program)
    let result = try runner.run(
      ["quiz", "--speak", "--seed", "1", "--count", "2"], stdin: "zz\nzz\n",
      environment: ["CONJUGAR_ESPEAK": program.path])
    #expect(result.status == 0, "\(result.stderr)")
    let masks = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(!masks.isEmpty)
    #expect(masks.allSatisfy { $0.hasSuffix("0000000000000000") }, "\(masks)")
  }
}
