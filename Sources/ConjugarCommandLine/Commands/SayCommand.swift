import ArgumentParser
import ConjugarCommands
import ConjugarQuiz
import LineInput
import Messages

public struct SayCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "say",
      abstract: HelpLanguage.text(.helpSayAbstract),
      discussion: """
        The words are said as one phrase, as written: any text, not only verb forms. The voice \
        follows the region setting (es for spain, es-419 for latin-america and rioplatense) \
        unless --region is given. Needs espeak-ng (Debian package espeak-ng) on the PATH, or the \
        program named by the CONJUGAR_ESPEAK environment variable.

        Exit status: 0 on success, 64 for a usage error (no text, a control character, over 500 \
        characters), 69 when espeak-ng is missing or fails, 74 when the WAV file cannot be written.
        """
    )
  }

  @Argument(help: "A form or phrase to say, e.g. 'tuve' or 'que tengas suerte'.")
  var words: [String] = []

  @Option(
    name: .customLong("output"),
    help: ArgumentHelp(
      "Write the audio to this WAV file instead of playing it.", valueName: "file"),
    completion: .file(extensions: ["wav"]))
  var output: String? = nil

  @Option(help: "The accent (default: the region setting).")
  var region: Region? = nil

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public var request: SayRequest {
    SayRequest(
      text: words.joined(separator: " "), output: output, region: region,
      settingsPath: settings.path)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
