import ArgumentParser

/// The exit statuses conjugar documents (Docs/USER-GUIDE.md, the manual page).
extension ExitCode {
  /// A command-line usage error: unknown option, missing argument (ArgumentParser's own).
  public static let usage = ExitCode.validationFailure
  /// A word that is not a verb conjugar can conjugate.
  public static let notAVerb = ExitCode(65)
  /// A file named on the command line does not exist (`quiz --verbs-file`).
  public static let noInput = ExitCode(66)
  /// A program conjugar needs for this command is not installed (espeak-ng for `say`).
  public static let unavailable = ExitCode(69)
  /// The system refused what conjugar needed: memory under a limit, or the command line
  /// (sysexits' EX_OSERR).
  public static let operatingSystemError = ExitCode(71)
  /// Settings (or other user data) could not be saved.
  public static let ioError = ExitCode(74)

  /// Every status with what it means, in the manual page's words.
  public static let documented: [(code: ExitCode, meaning: String)] = [
    (.success, "Success, also when a list or a review has nothing in it."),
    (.usage, "A usage error: unknown command, option or value; nothing was changed."),
    (.notAVerb, "A word is not a verb (verb) or not a form of one (identify)."),
    (.noInput, "A file named on the command line does not exist (quiz --verbs-file)."),
    (
      .unavailable,
      "A program the command needs is not installed or failed (espeak-ng for say, verb --speak, quiz --speak)."
    ),
    (
      .operatingSystemError,
      "The system refused what conjugar needed: memory under a limit (ulimit -v or -d; conjugar asks for 65536 KiB), or the command line could not be read."
    ),
    (
      .ioError,
      "User data could not be read or written (settings, quiz history, say --output), or standard input or output failed."
    ),
  ]
}
