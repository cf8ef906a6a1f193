import Messages

/// The help text of the commands and their options (a configuration's abstract and discussion,
/// an option's help and value name, the values a completion script lists), built only when it
/// is read. While it parses a line,
/// ArgumentParser reads every command's configuration and declares each command's options
/// several times, to match names; it reads their text only to render help or an error, which
/// `CommandRun` asks of it after parsing. So parsing, and reading the command names, run
/// `withoutText`, and a line that parses builds no help at all (see Docs/PERFORMANCE.md: it was
/// a third of a cold `verb`'s instructions).
enum CommandHelp {
  /// False `withoutText`.
  @TaskLocal static var isWritten = true

  /// `message` in the help language; empty, and `message` not even made, `withoutText`.
  static func text(_ message: @autoclosure () -> Message) -> String {
    isWritten ? HelpLanguage.text(message()) : ""
  }

  /// `body`'s result, every help text empty while it runs (it must not render help).
  static func withoutText<Result>(_ body: () throws -> Result) rethrows -> Result {
    try $isWritten.withValue(false, operation: body)
  }
}
