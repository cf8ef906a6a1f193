import ArgumentParser

/// The exit statuses conjugar documents (Docs/USER-GUIDE.md).
extension ExitCode {
  /// A command-line usage error: unknown option, missing argument (ArgumentParser's own).
  static let usage = ExitCode.validationFailure
  /// A word that is not a verb conjugar can conjugate.
  static let notAVerb = ExitCode(65)
}

extension ExitCode {
  /// Settings (or other user data) could not be saved.
  static let ioError = ExitCode(74)
}

/// A command that runs against an injected environment (tests pass their own).
protocol EnvironmentCommand {
  func run(in environment: CommandEnvironment) throws
}

extension VerbCommand: EnvironmentCommand {}
extension VerbsCommand: EnvironmentCommand {}
extension IdentifyCommand: EnvironmentCommand {}
extension SettingsCommand.List: EnvironmentCommand {}
extension SettingsCommand.Get: EnvironmentCommand {}
extension SettingsCommand.Set: EnvironmentCommand {}
extension SettingsCommand.Reset: EnvironmentCommand {}
extension QuizCommand: EnvironmentCommand {}
extension ReplCommand: EnvironmentCommand {}
extension InfoCommand: EnvironmentCommand {}
extension StatsCommand: EnvironmentCommand {}
