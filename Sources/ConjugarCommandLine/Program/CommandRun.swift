import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

/// A command line run to the end, the one way for the process and the REPL: the program's own
/// options (`--version`, the manual), the unknown-command check, parsing, running, and every
/// error reported as one line with the context's hint. It never ends the process, so tests
/// call it in-process with an environment of their own.
public enum CommandRun {
  /// Where the line was typed: the hint after a usage error says where to find help.
  public enum Context: Sendable {
    /// A process's command line (`CommandLineProgram`).
    case shell
    /// A line of the REPL: `help` and `repl` are the session's own words.
    case session

    public func hint(in language: Language) -> String {
      switch self {
      case .shell: Message.seeHelpHint.text(in: language)
      case .session: Message.sessionHelpHint.text(in: language)
      }
    }
  }

  /// Runs `arguments` (without the program's name) and returns the status to exit with. Help
  /// goes to standard output with status 0; an error is one line on standard error.
  public static func run(
    _ arguments: [String], in environment: CommandEnvironment, reader: (any LineReader)? = nil,
    context: Context, tree: CommandTree = CommandTree(root: Conjugar.self)
  ) -> ExitStatus {
    var environment = environment
    let choice = LanguageChoice.choose(arguments, in: environment, context: context)
    environment.language = choice.language
    ProcessVoice.speak(choice.language)
    if let unknown = choice.unknown {
      environment.error(Message.unknownLanguage(unknown))
      return .usage
    }
    return HelpLanguage.$current.withValue(choice.language) {
      runChosen(choice.arguments, in: environment, reader: reader, context: context, tree: tree)
    }
  }

  /// Runs `arguments`, their language chosen and `--lang` taken out.
  private static func runChosen(
    _ arguments: [String], in environment: CommandEnvironment, reader: (any LineReader)?,
    context: Context, tree: CommandTree
  ) -> ExitStatus {
    if context == .shell, arguments == [ManualPage.option] {
      environment.write(ManualPage(tree: tree).render())
      return .success
    }
    // Without parsing (it prints what ArgumentParser would).
    if arguments == ["--version"], let version = tree.version {
      environment.write(version)
      return .success
    }
    if context == .session, let status = runSessionWord(arguments, in: environment, tree: tree) {
      return status
    }
    // `conjugar hablar`, `conjugar tuve`: as the REPL runs a bare word (`BareWord`).
    let arguments =
      BareWord.command(
        for: arguments, commands: tree.commandNames, conjugator: environment.conjugator)
      ?? arguments
    if let unknown = tree.unknownCommand(
      in: arguments, conjugator: environment.conjugator, context: context,
      language: environment.language)
    {
      environment.error(unknown + context.hint(in: environment.language))
      return .usage
    }
    if !CompletionRequest.isWellFormed(arguments) {
      environment.error(Message.completionRequestMalformed.text(in: environment.language))
      return .usage
    }
    do {
      // Help and errors are rendered after parsing (`report`), with their text.
      var command = try CommandHelp.withoutText { try tree.root.parseAsRoot(arguments) }
      if let command = environmentCommand(command) {
        try command.run(in: environment, reader: reader)
      } else {
        try command.run()
      }
      return .success
    } catch let failure as CommandFailure {
      guard let message = failure.message else { return failure.status }
      // A usage error found while running reads like the parser's own.
      if failure.status == .usage {
        return report(ValidationError(message), tree, environment, context)
      }
      environment.error(message)
      return failure.status
    } catch {
      // ArgumentParser's "Internal error. Invalid state…" for a request it cannot place.
      if arguments.first == CompletionRequest.flag, tree.root.exitCode(for: error) != .success {
        environment.error(Message.completionRequestMalformed.text(in: environment.language))
        return .usage
      }
      return report(error, tree, environment, context)
    }
  }

  /// The command as an `EnvironmentCommand`, cast from its own type: a cast of the existential
  /// would first look up a conformance of `any ParsableCommand` itself (a scan of every
  /// conformance in the binary, on every run).
  private static func environmentCommand<Command: ParsableCommand>(_ command: Command)
    -> (any EnvironmentCommand)?
  {
    command as? any EnvironmentCommand
  }

  /// `help`, `help COMMAND` and `repl` typed in the REPL; nil for any other line.
  private static func runSessionWord(
    _ arguments: [String], in environment: CommandEnvironment, tree: CommandTree
  ) -> ExitStatus? {
    switch arguments.first {
    case "help":
      if let unknown = tree.unknownCommand(
        in: arguments, conjugator: environment.conjugator, context: .session,
        language: environment.language)
      {
        environment.error(unknown)
        return .usage
      }
      if let command = arguments.dropFirst().first.flatMap(tree.subcommand(named:)) {
        environment.write(
          HelpVoice.text(tree.root.helpMessage(for: command), in: environment.language))
      } else {
        environment.write(tree.sessionHelp(in: environment.language))
      }
      return .success
    case "repl":
      environment.error(
        Message.alreadyInSession.text(in: environment.language)
          + Context.session.hint(in: environment.language))
      return .usage
    default:
      return nil
    }
  }

  /// Help and version on standard output with status 0; anything else one line on standard
  /// error and its status. In the shell the hint follows usage errors only; in the REPL every
  /// message.
  private static func report(
    _ error: Error, _ tree: CommandTree, _ environment: CommandEnvironment, _ context: Context
  ) -> ExitStatus {
    let code = tree.root.exitCode(for: error)
    if code == .success {
      let text = BashCompletionScript.mending(tree.root.fullMessage(for: error))
      // The program's own help (not a command's, not --version) ends with examples.
      let isProgramHelp = text == tree.root.helpMessage()
      let help = isProgramHelp ? text + "\n\n" + tree.helpExamples : text
      environment.write(HelpVoice.text(help, in: environment.language))
      return .success
    }
    let message = tree.oneLineMessage(for: error, language: environment.language)
    if !message.isEmpty {
      let hint =
        context == .session || code == .validationFailure
        ? context.hint(in: environment.language) : ""
      environment.error(message + hint)
    }
    return ExitStatus(rawValue: code.rawValue)
  }
}
