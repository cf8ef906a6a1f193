import ArgumentParser

/// The exit statuses conjugar documents (Docs/USER-GUIDE.md).
extension ExitCode {
  /// A command-line usage error: unknown option, missing argument (ArgumentParser's own).
  public static let usage = ExitCode.validationFailure
  /// A word that is not a verb conjugar can conjugate.
  public static let notAVerb = ExitCode(65)
  /// Settings (or other user data) could not be saved.
  public static let ioError = ExitCode(74)
}
