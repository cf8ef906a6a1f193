/// The language of what ArgumentParser builds, for the one place that cannot be handed it: it
/// renders help from each command's static configuration and its options' declarations, and
/// runs the options' value transforms (their errors), with no parameter to pass. `CommandRun` binds it for the run of one command
/// line (`$current.withValue`), so help text reads it while ArgumentParser renders; a task
/// local, not a global: nothing outlives the scope or leaks between REPL lines or tests.
public enum HelpLanguage {
  @TaskLocal public static var current = Language.english

  /// `message` in the help language.
  public static func text(_ message: Message) -> String { message.text(in: current) }
}
