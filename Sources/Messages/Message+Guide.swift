/// The typed messages of `conjugar info` (the tense guide's headings and the command's error).
extension Message {

  /// An example's English translation: as it is in English, labelled "En inglés:" in Spanish.
  public static func guideInEnglish(_ english: String) -> Message {
    Message.guideInEnglish(english: english)
  }

  /// The line before an ending table too wide for the screen: "For yo, tú, …:".
  public static func guideTableFor(_ persons: [String]) -> Message {
    Message.guideTableFor(persons: persons.joined(separator: ", "))
  }

  /// A mood's overview title: `mood` (`guideMoodIndicative`…), its number of tenses, and a note
  /// when the -ra and -se imperfects are listed apart but counted as one.
  public static func guideMoodTitle(_ mood: MessageKey, tenses: Int, raAndSeAsOne: Bool)
    -> Message
  {
    Message.guideMoodTitle(mood: Message(mood), count: tenses)
      .followed(by: raAndSeAsOne ? Message(.guideMoodRaSe) : nil)
  }
}
