import ConjugarCommandLine
import ConjugarCommands
import ConjugarQuiz
import DurableFiles
import Foundation
import LineInput
import Messages
import Speech
import TestBasics

/// Runs a command line in-process, as `BinaryRunner` runs the built binary: the same
/// arguments, standard input and variables, the same scratch folder as HOME, settings and state
/// folder, and a `RunResult` of what was printed and the status. Nothing reaches the test
/// process's own streams or files.
///
/// What is fixed instead of read from the process: no stream is a terminal; the time zone is
/// UTC (`secondsFromUTC`; a `TZ` variable other than UTC is refused, since a test process cannot
/// set one per run); a seed drawn without `--seed` fails the test unless `allowsRandomSeed`.
/// Standard input is a pipe read by the process's own `StreamLineReader`, so over-long lines,
/// invalid UTF-8 and control characters are met exactly as the binary meets them.
public struct InProcessRunner: Sendable {
  /// Home, settings and state folder of every run; removed with the last copy of the runner.
  public let folder: ScratchFolder
  public var scratch: URL { folder.url }
  /// The clock of every run (live: the real time, as the binary has).
  public var now: @Sendable () -> Date = { Date() }
  /// The time zone of every run, in seconds east of UTC.
  public var secondsFromUTC = 0
  /// Where every run's random words start (a class's secret): the same for each run.
  public var randomWords: UInt64 = 2026
  /// Whether a run may draw a random seed (a quiz or worksheet without `--seed`).
  public var allowsRandomSeed = false
  /// Speech for `--speak` and `say`; nil: espeak-ng found with the run's variables
  /// (CONJUGAR_ESPEAK, PATH), as the binary finds it.
  public var speech: SpeechClient?

  /// How `serve` and `grade --data` run; nil: a hand-off that fails the test.
  public var classroom: ClassroomClient?

  /// The language every run speaks whatever its environment, for the test-only pseudo-language
  /// (`PseudoLanguageTests`); nil: chosen as a process chooses it.
  public var language: Language?

  public init() throws {
    signal(SIGPIPE, SIG_IGN)  // a command may end before reading all of its input
    folder = try ScratchFolder("inprocess")
  }

  /// The variables of every run: nothing from the test process, files in the scratch folder
  /// (the same as `BinaryRunner`'s).
  public var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8",
      "CONJUGAR_SETTINGS": scratch.appendingPathComponent("settings.json").path,
      "XDG_CONFIG_HOME": scratch.path, "XDG_STATE_HOME": scratch.path,
    ]
  }

  public func run(
    _ arguments: [String], stdin: String = "", environment extra: [String: String] = [:]
  ) throws -> RunResult {
    try run(arguments, input: Data(stdin.utf8), environment: extra)
  }

  /// Runs with raw bytes on standard input (for invalid UTF-8 and long lines).
  public func run(
    _ arguments: [String], input: Data, environment extra: [String: String] = [:]
  ) throws -> RunResult {
    let variables = environment.merging(extra) { $1 }
    if let zone = variables["TZ"], !["UTC", "UTC0", ""].contains(zone) {
      recordTestIssue("TZ=\(zone) cannot be set in-process: set the runner's secondsFromUTC")
    }
    let standardInput = try InputPipe(input)
    defer { standardInput.closeReadingEnd() }
    let output = Locked("")
    let errors = Locked("")
    let offset = secondsFromUTC
    let allowsRandomSeed = self.allowsRandomSeed
    var command = CommandEnvironment.failing
    command.variables = variables
    if let language { command.language = language }
    command.write = { line in output.update { $0 += line + "\n" } }
    command.writeError = { line in errors.update { $0 += line + "\n" } }
    command.now = now
    command.secondsFromUTC = { _ in offset }
    // The same words in every run, so a class's key and sheets can be golden files.
    let words = Locked(SeededGenerator(seed: self.randomWords))
    command.randomWord = { words.update { $0.next() } }
    command.randomSeed = {
      if !allowsRandomSeed { recordTestIssue("a run drew a random seed: pass --seed") }
      return UInt64.random(in: 0..<1_000_000)
    }
    let descriptor = standardInput.descriptor
    command.makeLineReader = { _ in
      StreamLineReader(descriptor: descriptor, showsPrompt: false) { prompt in
        output.update { $0 += prompt }
      }
    }
    command.readStandardInput = { limit throws(FileFailure) in
      try StandardInputBytes.read(descriptor: descriptor, limit: limit)
    }
    command.userData = .files
    command.terminalColumns = { nil }
    command.readFile = CommandEnvironment.liveReadFile
    command.speech = speech ?? .espeak(variables: variables)
    if let classroom { command.classroom = classroom }
    let status = CommandRun.run(arguments, in: command, context: .shell)
    return RunResult(stdout: output.get(), stderr: errors.get(), status: status.rawValue)
  }
}

/// A pipe holding a run's standard input: the bytes written on a thread of their own (a
/// command may read none of them), the writing end closed after them.
private final class InputPipe: Sendable {
  let descriptor: Int32

  init(_ bytes: Data) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    descriptor = ends[0]
    let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    Thread.detachNewThread {
      try? writer.write(contentsOf: bytes)
      try? writer.close()
    }
  }

  /// Closes the reading end: a writer still blocked gets EPIPE and ends.
  func closeReadingEnd() { close(descriptor) }
}
