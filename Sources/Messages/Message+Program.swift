/// The typed messages of the program as a whole: the hint after a usage error, `--lang`.
extension Message {

  /// `--lang` given a value that is no language.
  /// `--lang` given a value that is no language, or none (an empty value).
  public static func unknownLanguage(_ value: String) -> Message {
    let choices = Message.Argument.quotedChoices(Language.codes)
    if value.isEmpty { return Message(.missingLanguage, ["choices": choices]) }
    return Message(.unknownLanguage, ["value": .quoted(value), "choices": choices])
  }
}
