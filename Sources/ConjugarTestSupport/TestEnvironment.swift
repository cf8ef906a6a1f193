import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import ConjugarSettings
import Foundation
import LineInput
import TestBasics

/// A command environment for running commands in-process: a settings file in a scratch
/// folder, a fixed clock and time zone, answers from a list, and output collected in memory.
/// Everything else is `CommandEnvironment.failing`'s: a test that reaches it fails.
public struct TestEnvironment {
  /// The settings and history folder, removed with the last copy of the environment.
  public let scratch: ScratchFolder
  public var folder: URL { scratch.url }
  public let stdout = Locked<[String]>([])
  public let stderr = Locked<[String]>([])
  public var now: Date
  public var secondsFromUTC: Int

  public init(now: String, secondsFromUTC: Int = 0) throws {
    scratch = try ScratchFolder("inprocess")
    guard let date = Settings.parseDate(now) else { throw InvalidDate(text: now) }
    self.now = date
    self.secondsFromUTC = secondsFromUTC
  }

  public var settingsPath: String { folder.appendingPathComponent("settings.json").path }
  public var historyURL: URL { folder.appendingPathComponent("history.jsonl") }

  public func environment(answers: [String] = []) -> CommandEnvironment {
    let stdout = self.stdout
    let stderr = self.stderr
    let now = self.now
    let offset = secondsFromUTC
    var environment = CommandEnvironment.failing
    environment.variables = ["CONJUGAR_SETTINGS": settingsPath, "HOME": folder.path]
    environment.write = { line in stdout.update { $0.append(line) } }
    environment.writeError = { line in stderr.update { $0.append(line) } }
    environment.now = { now }
    environment.secondsFromUTC = { _ in offset }
    environment.randomSeed = {
      recordTestIssue("a test run drew a random seed: pass --seed")
      return 0
    }
    let words = Locked(SeededGenerator(seed: 26))
    environment.randomWord = { words.update { $0.next() } }
    environment.makeLineReader = { _ in ScriptedLineReader(answers) }
    environment.userData = .files
    environment.terminalColumns = { nil }
    return environment
  }

  /// What the command wrote to standard output, as the binary would print it.
  public var output: String { stdout.get().map { $0 + "\n" }.joined() }
}

/// `TestEnvironment(now:)` was given a date that is not ISO 8601.
public struct InvalidDate: Error, Equatable {
  public let text: String
}
