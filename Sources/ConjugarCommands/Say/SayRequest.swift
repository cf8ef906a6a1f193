import ConjugarQuiz
import Messages
import Speech

/// `conjugar say`: Spanish read aloud by espeak-ng, or written to a WAV file.
public struct SayRequest: Equatable, Sendable {
  /// The phrase to say (the words given, separated by spaces).
  public var text: String
  /// A WAV file to write instead of playing the audio.
  public var output: String?
  /// The accent; nil for the region setting.
  public var region: Region?
  public var settingsPath: String?

  public init(
    text: String = "", output: String? = nil, region: Region? = nil, settingsPath: String? = nil
  ) {
    self.text = text
    self.output = output
    self.region = region
    self.settingsPath = settingsPath
  }

  /// Why the request cannot be said (no text, a control character, too long, an empty
  /// `--output`), or nil: checked first when running, a usage error in the environment's
  /// language.
  public var problem: Message? {
    if let problem = Speech.problem(with: text) { return problem }
    if output?.isEmpty == true { return .speechOutputNeedsFile }
    return nil
  }

  /// Exit statuses: 74 (I/O) when the WAV file cannot be written; 69 (unavailable) when nothing
  /// can speak: espeak-ng missing or failing, or no sound device to play on.
  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    if let problem { throw .usage(problem.text(in: environment.language)) }
    let region = region ?? environment.settingsStore(settingsPath: settingsPath).load().region
    do throws(Speech.Failure) {
      try environment.speech.say(text, Speech.Voice(region), output)
    } catch {
      let language = environment.language
      switch error {
      case .cannotWrite: throw CommandFailure(.ioError, message: error.message(in: language))
      case .noAudioDevice:
        throw CommandFailure(
          .unavailable,
          message: error.typed.followed(by: .speechWriteToFileHint).text(in: language))
      default: throw CommandFailure(.unavailable, message: error.message(in: language))
      }
    }
  }
}
