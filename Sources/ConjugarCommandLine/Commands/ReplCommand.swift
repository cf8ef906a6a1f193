import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

/// `conjugar repl`, also what `conjugar` alone runs.
public struct ReplCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "repl",
      abstract: HelpLanguage.text(.helpReplAbstract),
      discussion: """
        On a terminal: line editing, history (saved in $XDG_STATE_HOME/conjugar/history, else \
        ~/.local/state/conjugar/history) and tab completion. Otherwise lines are read from \
        standard input without a prompt. Ctrl-C abandons the line; Ctrl-Z suspends; Ctrl-D on an \
        empty line, quit or exit leave; clear clears the screen. Quiz answers are not saved in \
        the history.

        A word alone is understood too: an infinitive shows its table (hablar, as verb hablar), \
        a conjugated form is identified (tuve, as identify tuve), and anything else gets the \
        nearest command or verb (did you mean 'verb'?). A command's name always means the \
        command. The first word completes to a command, else to a verb.

        Exit status: 0.
        """
    )
  }

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    Repl.run(CommandTree(root: Conjugar.self), in: environment)
  }
}
