import CProcess
import Messages

/// The command line as exec gave it. Swift's `CommandLine.arguments` reads /proc/self/cmdline
/// on Linux; in a chroot or a container without /proc it is empty, and conjugar took that for
/// no arguments at all: `conjugar settings set vos on` opened the REPL and exited 0. The C
/// library hands the arguments to constructors before `main` (CProcess keeps them), which needs
/// no /proc; where it does not (musl), `CommandLine` is asked, and an empty answer is an error.
public enum ProcessArguments {
  /// Every argument after the program's name; nil when the command line cannot be read.
  public static func afterProgramName() -> [String]? {
    let count = Int(cprocess_argument_count())
    if count > 0 {
      return (1..<count).map { String(cString: cprocess_argument(Int32($0))) }
    }
    let arguments = CommandLine.arguments
    return arguments.isEmpty ? nil : Array(arguments.dropFirst())
  }

  /// The line for standard error when `afterProgramName()` is nil.
  /// In the environment's language (`--lang` and `--settings` cannot be read either).
  public static let unreadable = Message(.commandLineUnreadable)
}
