import ConjugarCommandLine
import ConjugarCommands
import ConjugarCore
import ConjugarSettings
import Foundation
import LineInput
import Testing

/// A command environment for running commands in-process: a settings file in a scratch
/// folder, a fixed clock and time zone, answers from a list, and output collected in memory.
struct TestEnvironment {
  /// The settings and history folder, removed with the last copy of the environment.
  let scratch: ScratchFolder
  var folder: URL { scratch.url }
  let stdout = Locked<[String]>([])
  let stderr = Locked<[String]>([])
  var now: Date
  var secondsFromUTC: Int

  init(now: String, secondsFromUTC: Int = 0) throws {
    scratch = try ScratchFolder("inprocess")
    self.now = try #require(Settings.parseDate(now))
    self.secondsFromUTC = secondsFromUTC
  }

  var settingsPath: String { folder.appendingPathComponent("settings.json").path }
  var historyURL: URL { folder.appendingPathComponent("history.jsonl") }

  /// Puts a Golden file in place as the history.
  func useHistory(_ golden: String, appending extra: String = "") throws {
    let text = try String(contentsOf: Golden.folder.appendingPathComponent(golden), encoding: .utf8)
    try (text + extra).write(to: historyURL, atomically: true, encoding: .utf8)
  }

  func environment(answers: [String] = []) -> CommandEnvironment {
    let stdout = self.stdout
    let stderr = self.stderr
    let now = self.now
    let offset = secondsFromUTC
    let settingsPath = self.settingsPath
    return CommandEnvironment(
      variables: ["CONJUGAR_SETTINGS": settingsPath, "HOME": folder.path],
      standardOutputIsTerminal: false, standardErrorIsTerminal: false,
      standardInputIsTerminal: false,
      write: { line in stdout.set(stdout.get() + [line]) },
      writeError: { line in stderr.set(stderr.get() + [line]) },
      now: { now },
      secondsFromUTC: { _ in offset },
      randomSeed: {
        Issue.record("a test run drew a random seed: pass --seed")
        return 0
      },
      makeLineReader: { _ in ScriptedLineReader(answers) },
      conjugator: Conjugator(),
      userData: .files)
  }

  /// What the command wrote to standard output, as the binary would print it.
  var output: String { stdout.get().map { $0 + "\n" }.joined() }
}

/// Answers from a list, then the end of input.
final class ScriptedLineReader: LineReader {
  private var lines: [String]

  init(_ lines: [String]) { self.lines = lines }

  func readLine(prompt: String) -> ReadLineResult {
    lines.isEmpty ? .end : .line(lines.removeFirst())
  }
}
