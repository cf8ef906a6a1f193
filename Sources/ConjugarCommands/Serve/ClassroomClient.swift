import ClassKey
import Grading
import Messages

/// How the classroom's commands (`serve`, `grade --data`) run. `conjugar` links no server or
/// database: its value (`handingOff`) hands them to `conjugar-serve`, which sets `serve` and
/// `storedSheets` to the real ones. Tests set their own.
public struct ClassroomClient: Sendable {
  /// Serves a class until it is stopped; nil: hand the command to `conjugar-serve`.
  public var serve: (@Sendable (ClassToServe, CommandEnvironment) throws(CommandFailure) -> Void)?
  /// The students stored in a class's data folder (its path), as answer sheets graded against
  /// `key` (whose checksum the folder must hold); nil: hand the command to `conjugar-serve`.
  public var storedSheets:
    (
      @Sendable (_ folder: String, _ key: ClassKey, CommandEnvironment) throws(CommandFailure) ->
        [AnswerSheet]
    )?
  /// Runs `conjugar-serve` with these arguments (after its own name); returns only when it
  /// could not be started (then throws 69) or, in a session, when it has ended.
  public var handOff: @Sendable ([String], CommandEnvironment) throws(CommandFailure) -> Void

  public init(
    serve: (@Sendable (ClassToServe, CommandEnvironment) throws(CommandFailure) -> Void)? = nil,
    storedSheets: (
      @Sendable (String, ClassKey, CommandEnvironment) throws(CommandFailure) -> [AnswerSheet]
    )? = nil,
    handOff: @escaping @Sendable ([String], CommandEnvironment) throws(CommandFailure) -> Void
  ) {
    self.serve = serve
    self.storedSheets = storedSheets
    self.handOff = handOff
  }

  /// `conjugar`'s: the process becomes `conjugar-serve` (execv: the same process id, so Ctrl-C,
  /// SIGTERM and `kill -9` reach the server).
  public static let handingOff = ClassroomClient(handOff: ServeExecutable.replaceProcess)

  /// A REPL session's: `conjugar-serve` runs as a child and the session goes on after it.
  public static let runningChild = ClassroomClient(handOff: ServeExecutable.runChild)

  /// `--lang` for a language a person can choose (none for the test-only pseudo-language).
  static func languageArguments(_ language: Language) -> [String] {
    Language.spoken.contains(language) ? ["--lang", language.rawValue] : []
  }
}
