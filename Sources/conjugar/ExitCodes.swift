import ArgumentParser

/// The exit statuses conjugar documents (Docs/USER-GUIDE.md).
extension ExitCode {
  /// A command-line usage error: unknown option, missing argument (ArgumentParser's own).
  static let usage = ExitCode.validationFailure
  /// A word that is not a verb conjugar can conjugate.
  static let notAVerb = ExitCode(65)
}
