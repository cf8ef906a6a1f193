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

  /// An option that names a file given an empty value (`--settings ''`).
  public static func optionNeedsPath(_ option: String) -> Message {
    Message(.optionNeedsPath, ["option": .text(option)])
  }
}
