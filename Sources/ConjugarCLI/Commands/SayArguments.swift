import ArgumentParser
import ConjugarQuiz

/// `conjugar say`: Spanish read aloud by espeak-ng, or written to a WAV file.
public struct SayArguments: ParsableArguments {
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

  public init() {}

  /// The words as one phrase, separated by spaces.
  var text: String { words.joined(separator: " ") }

  public func validate() throws {
    if let problem = Speech.problem(with: text) { throw ValidationError(problem) }
    if output?.isEmpty == true { throw ValidationError("--output needs a file name") }
  }

  public func run(in environment: CommandEnvironment) throws {
    let region = region ?? settings.store(in: environment).load().region
    do {
      try Speech(variables: environment.variables).say(
        text, voice: Speech.Voice(region), output: output)
    } catch {
      environment.error(error.message)
      if case .cannotWrite = error { throw ExitCode.ioError }
      throw ExitCode.unavailable
    }
  }
}

/// `--region` of `say`.
extension Region: ExpressibleByArgument {}
