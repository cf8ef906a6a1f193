import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct IdentifyCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "identify",
      abstract: CommandHelp.text(.helpIdentifyAbstract),
      discussion: [
        CommandHelp.text(.helpIdentifyDiscussion), CommandHelp.text(.helpIdentifySeveral),
      ].filter { !$0.isEmpty }.joined(separator: "\n\n")
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpIdentifyWords), valueName: CommandHelp.text(.valueWords)))
  var words: [String] = []

  @OptionGroup var output: OutputOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if words.isEmpty {
      throw ValidationError(HelpLanguage.text(Message.identifyNeedsForm))
    }
  }

  public var request: IdentifyRequest {
    IdentifyRequest(words: words, format: output.format, color: output.color)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
