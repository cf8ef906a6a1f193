import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

/// `conjugar serve --key-file KEY`: a class in the browser (`ServeRequest`; `conjugar-serve`
/// runs it).
public struct ServeCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "serve",
      abstract: CommandHelp.text(.helpServeAbstract),
      discussion: CommandHelp.text(.helpServeDiscussion)
    )
  }

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpServeKeyFile), valueName: CommandHelp.text(.valueKeyFile)),
    completion: .file(extensions: ["json"]))
  var keyFile: String

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpServeListen), valueName: CommandHelp.text(.valueListen)))
  var listen: String = ListenAddress.standard.description

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpServeData), valueName: CommandHelp.text(.valueFolder)),
    completion: .directory)
  var data: String? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpServeMode), valueName: CommandHelp.text(.valueMode)))
  var mode: ServeRequest.Mode = .test

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpServeReadyFile), valueName: CommandHelp.text(.valueFile)),
    completion: .file())
  var readyFile: String? = nil

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if ListenAddress(listen) == nil {
      throw ValidationError(HelpLanguage.text(.serveBadListen(given: listen)))
    }
    for (option, value) in [("--key-file", Optional(keyFile)), ("--ready-file", readyFile)]
    where value?.isEmpty == true {
      throw ValidationError(HelpLanguage.text(.optionNeedsFileName(option)))
    }
    if data?.isEmpty == true {
      throw ValidationError(HelpLanguage.text(.optionNeedsFolder(option: "--data")))
    }
  }

  public var request: ServeRequest {
    ServeRequest(
      keyPath: keyFile, listen: ListenAddress(listen) ?? .standard, data: data, mode: mode,
      readyFile: readyFile)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    if reader != nil {
      // It would replace the session, or hold it for the whole class.
      throw CommandFailure.usage(Message.serveNotInSession.text(in: environment.language))
    }
    try request.run(in: environment)
  }
}

/// `conjugar-serve`'s root: the classroom's commands, which `conjugar serve` and
/// `conjugar grade --data` hand to it.
public struct ConjugarServe: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: ServeExecutable.name,
      abstract: CommandHelp.text(.helpServeProgramAbstract),
      version: Conjugar.configuration.version,
      subcommands: [ServeCommand.self, GradeCommand.self]
    )
  }

  public init() {}
}
