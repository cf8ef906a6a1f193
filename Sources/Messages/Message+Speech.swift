/// The typed messages of `say` and of espeak-ng's failures (`SpeechMessages`).
extension Message {
  /// `text` as it is, in every language.
  public static func verbatim(_ text: String) -> Message {
    Message.verbatim(text: text)
  }

  /// `shown`: the character escaped (\u{7}).
  public static func speechControlCharacter(_ shown: String) -> Message {
    Message.speechControlCharacter(shown: shown)
  }

  public static func speechTooLong(_ count: Int, maximum: Int) -> Message {
    Message.speechTooLong(count: count, maximum: maximum)
  }

  public static func speechMissingProgram(_ name: String) -> Message {
    Message.speechMissingProgram(name: name)
  }

  public static func speechCannotStart(_ path: String, reason: Message) -> Message {
    Message.speechCannotStart(path: path, reason: reason)
  }

  /// How the program ended: its exit status, or the signal that killed it.
  public static func speechEnding(exitStatus: Int?, signal: Int?) -> Message {
    if let signal { return Message.speechKilledBySignal(signal: signal) }
    return Message.speechExitStatus(code: exitStatus ?? 0)
  }

  /// `said`: the program's own error line, quoted after a colon when there is one.
  public static func speechProgramFailed(_ path: String, ending: Message, said: String?)
    -> Message
  {
    Message.speechProgramFailed(
      path: path, status: ending,
      said: said.map { Message.speechSaid(said: $0) } ?? .empty)
  }

  public static func speechNoAudioDevice(_ path: String, said: String) -> Message {
    Message.speechNoAudioDevice(path: path, said: said)
  }

  public static func speechCannotWrite(_ path: String, reason: Message) -> Message {
    Message.speechCannotWrite(path: path, reason: reason)
  }

  public static func speechWroteNoAudio(_ path: String) -> Message {
    Message.speechWroteNoAudio(path: path)
  }
}
