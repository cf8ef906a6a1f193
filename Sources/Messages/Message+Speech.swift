/// The typed messages of `say` and of espeak-ng's failures (`SpeechMessages`).
extension Message {
  /// `text` as it is, in every language.
  public static func verbatim(_ text: String) -> Message {
    Message(.verbatim, ["text": .text(text)])
  }

  /// `shown`: the character escaped (\u{7}).
  public static func speechControlCharacter(_ shown: String) -> Message {
    Message(.speechControlCharacter, ["shown": .text(shown)])
  }

  public static func speechTooLong(_ count: Int, maximum: Int) -> Message {
    Message(.speechTooLong, ["count": .text(String(count)), "maximum": .text(String(maximum))])
  }

  public static func speechMissingProgram(_ name: String) -> Message {
    Message(.speechMissingProgram, ["name": .quoted(name)])
  }

  public static func speechCannotStart(_ path: String, reason: Message) -> Message {
    Message(.speechCannotStart, ["path": .text(path), "reason": .message(reason)])
  }

  /// How the program ended: its exit status, or the signal that killed it.
  public static func speechEnding(exitStatus: Int?, signal: Int?) -> Message {
    if let signal { return Message(.speechKilledBySignal, ["signal": .text(String(signal))]) }
    return Message(.speechExitStatus, ["code": .text(String(exitStatus ?? 0))])
  }

  /// `said`: the program's own error line, quoted after a colon when there is one.
  public static func speechProgramFailed(_ path: String, ending: Message, said: String?)
    -> Message
  {
    Message(
      .speechProgramFailed,
      [
        "path": .text(path), "status": .message(ending),
        "said": .message(said.map { Message(.speechSaid, ["said": .text($0)]) } ?? .empty),
      ])
  }

  public static func speechNoAudioDevice(_ path: String, said: String) -> Message {
    Message(.speechNoAudioDevice, ["path": .text(path), "said": .quoted(said)])
  }

  public static func speechCannotWrite(_ path: String, reason: Message) -> Message {
    Message(.speechCannotWrite, ["path": .text(path), "reason": .message(reason)])
  }

  public static func speechWroteNoAudio(_ path: String) -> Message {
    Message(.speechWroteNoAudio, ["path": .text(path)])
  }
}
