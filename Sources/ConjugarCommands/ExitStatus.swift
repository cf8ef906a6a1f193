/// The exit statuses conjugar documents (Docs/USER-GUIDE.md, the manual page), numbered as in
/// sysexits. Commands end with one of these; the command-line module hands the number to the
/// process.
public struct ExitStatus: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  public static let success = ExitStatus(rawValue: 0)
  /// A command-line usage error: unknown command, option or value, options that do not go
  /// together.
  public static let usage = ExitStatus(rawValue: 64)
  /// A word that is not a verb conjugar can conjugate.
  public static let notAVerb = ExitStatus(rawValue: 65)
  /// Input that cannot be used: a class key file that is not one, edited or of another format
  /// (`grade`). The same status as `notAVerb` (sysexits' EX_DATAERR).
  public static let dataError = ExitStatus(rawValue: 65)
  /// A file named on the command line does not exist (`quiz --verbs-file`).
  public static let noInput = ExitStatus(rawValue: 66)
  /// A program conjugar needs for this command is not installed (espeak-ng for `say`).
  public static let unavailable = ExitStatus(rawValue: 69)
  /// The system refused what conjugar needed: memory under a limit, or the command line
  /// (sysexits' EX_OSERR).
  public static let operatingSystemError = ExitStatus(rawValue: 71)
  /// A file that must be new could not be created: it exists (a class's key file,
  /// `quiz --assignment --output`), or its folder refuses it.
  public static let cannotCreate = ExitStatus(rawValue: 73)
  /// User data or a standard stream could not be read or written.
  public static let ioError = ExitStatus(rawValue: 74)

  /// Every status with what it means, in the manual page's words.
  public static let documented: [(status: ExitStatus, meaning: String)] = [
    (.success, "Success, also when a list or a review has nothing in it."),
    (.usage, "A usage error: unknown command, option or value; nothing was changed."),
    (
      .notAVerb,
      "A word is not a verb (verb) or not a form of one (identify), or a class key file is not one, was edited or is of another format (grade), or a text cannot be read: empty, binary, not UTF-8, over 100 MB or not Spanish (read)."
    ),
    (
      .noInput,
      "A file named on the command line does not exist (quiz --verbs-file, grade's key or answers, read)."
    ),
    (
      .unavailable,
      "A program the command needs is not installed or failed (espeak-ng for say, verb --speak, quiz --speak; conjugar-serve for serve and grade --data), or the address serve is to listen on is in use."
    ),
    (
      .operatingSystemError,
      "The system refused what conjugar needed: memory under a limit (ulimit -v or -d; conjugar asks for 65536 KiB), or the command line could not be read."
    ),
    (
      .cannotCreate,
      "A file that must be new could not be created: it exists (quiz --key-file, quiz --assignment --output), nothing was written over; or grade --output names the key or an answers file."
    ),
    (
      .ioError,
      "User data could not be read or written (settings, quiz history, say --output), or standard input or output failed."
    ),
  ]
}
