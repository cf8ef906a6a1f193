/// The typed messages of the usage errors in `ErrorMessages.swift`.
extension Message {

  /// `check --tense` given a name of several tenses (`imperativo`): their names, in table order.
  public static func checkOneTense(_ names: [String]) -> Message {
    guard names.count > 2 else {
      return Message.checkOneTensePair(first: names.first ?? "", second: names.last ?? "")
    }
    return Message.checkOneTenseMany(count: names.count, first: names[0])
  }

  /// The values a setting takes, "a number from 0.70 to 0.97": `whole` for whole numbers.
  public static func numberRange(_ low: String, _ high: String, whole: Bool) -> Message {
    Message(whole ? .wholeNumberRange : .numberRange, ["low": .text(low), "high": .text(high)])
  }

  /// "a date such as 2026-01-31 or 2026-01-31T12:00:00Z".
  public static func dateExample(_ date: String, _ time: String) -> Message {
    Message.dateExample(date: date, time: time)
  }

  /// "use a whole number from 0 to 18446744073709551615".
  public static func use(_ value: Message) -> Message {
    Message.useValue(value: value)
  }

  /// `--generate-completion-script` for a shell it cannot write for (nil: none was named and
  /// `$SHELL` is not one it can); `shells` are the ones it can.
  public static func unsupportedShell(_ shell: String?, shells: [String]) -> Message {
    guard let shell else { return Message.unknownShell(choices: shells) }
    return Message.unsupportedShell(shell: shell, choices: shells)
  }

  /// An option that names a file given an empty value (`--settings ''`).
  public static func optionNeedsPath(_ option: String) -> Message {
    Message.optionNeedsPath(option: option)
  }
}
