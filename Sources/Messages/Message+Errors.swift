/// The typed messages of the usage errors in `ErrorMessages.swift`.
extension Message {
  public static let identifyNeedsForm = Message(.identifyNeedsForm)

  /// `check --tense` given a name of several tenses (`imperativo`): their names, in table order.
  public static func checkOneTense(_ names: [String]) -> Message {
    guard names.count > 2 else {
      return Message(
        .checkOneTensePair,
        ["first": .text(names.first ?? ""), "second": .text(names.last ?? "")])
    }
    return Message(
      .checkOneTenseMany, ["count": .text(String(names.count)), "first": .text(names[0])])
  }

  /// The values a setting takes, "a number from 0.70 to 0.97": `whole` for whole numbers.
  public static func numberRange(_ low: String, _ high: String, whole: Bool) -> Message {
    Message(whole ? .wholeNumberRange : .numberRange, ["low": .text(low), "high": .text(high)])
  }

  /// "a date such as 2026-01-31 or 2026-01-31T12:00:00Z".
  public static func dateExample(_ date: String, _ time: String) -> Message {
    Message(.dateExample, ["date": .text(date), "time": .text(time)])
  }

  /// An option that names a file given an empty value (`--settings ''`).
  public static func optionNeedsPath(_ option: String) -> Message {
    Message(.optionNeedsPath, ["option": .text(option)])
  }
}
