import ConjugarCore
import Messages

extension Message {
  /// The title of a mood's overview: its name and how many tenses grammars count in it (they
  /// count the -ra and -se imperfects as one tense: said where both are listed).
  public static func guideMoodTitle(_ mood: Mood) -> Message {
    let name: MessageKey =
      switch mood {
      case .indicativo: .guideMoodIndicative
      case .subjuntivo: .guideMoodSubjunctive
      case .imperativo: .guideMoodImperative
      }
    return guideMoodTitle(
      name, tenses: mood.tenseCount, raAndSeAsOne: mood.tenses.count > mood.tenseCount)
  }
}
