/// The typed messages of the program as a whole: `--lang`.
extension Message {
  /// `--lang` given a value that is no language, or none (an empty value).
  public static func unknownLanguage(_ value: String) -> Message {
    value.isEmpty
      ? .missingLanguage(choices: Language.codes)
      : .unknownLanguage(value: value, choices: Language.codes)
  }
}
