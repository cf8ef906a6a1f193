/// The typed messages of the program as a whole: the hint after a usage error, `--lang`.
extension Message {
  public static let seeHelpHint = Message(.seeHelpHint)
  public static let sessionHelpHint = Message(.sessionHelpHint)

  /// `--lang` given a value that is no language.
  public static func unknownLanguage(_ value: String) -> Message {
    Message(.unknownLanguage, ["value": .quoted(value), "choices": .quotedChoices(Language.codes)])
  }
}
