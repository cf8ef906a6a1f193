/// Saying text, as commands reach it through their environment: the live value runs espeak-ng
/// (`Speech`); a test passes closures that record what would be said.
public struct SpeechClient: Sendable {
  /// Why nothing can be said (the program is missing), or nil: checked before a command
  /// starts, so that it fails before printing anything.
  public var unavailable: @Sendable () -> Speech.Failure?
  /// Says `text` in `voice`, or writes it as a WAV file to `output`; returns when done.
  public var say:
    @Sendable (_ text: String, _ voice: Speech.Voice, _ output: String?) throws(Speech.Failure) ->
      Void

  public init(
    unavailable: @escaping @Sendable () -> Speech.Failure?,
    say:
      @escaping @Sendable (_ text: String, _ voice: Speech.Voice, _ output: String?) throws(Speech
      .Failure) -> Void
  ) {
    self.unavailable = unavailable
    self.say = say
  }

  /// espeak-ng, found with the environment's `variables` (CONJUGAR_ESPEAK, PATH).
  public static func espeak(variables: [String: String]) -> SpeechClient {
    let speech = Speech(variables: variables)
    return SpeechClient(
      unavailable: { speech.locate() == nil ? .missingProgram(name: speech.program) : nil },
      say: { text, voice, output throws(Speech.Failure) in
        try speech.say(text, voice: voice, output: output)
      })
  }
}
