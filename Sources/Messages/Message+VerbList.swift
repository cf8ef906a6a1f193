/// The typed messages of `verbs` (`VerbListMessages`).
extension Message {
  /// " (did you mean 'comer'?)", nothing without suggestions.
  static func verbsNear(_ suggestions: [String]) -> Message {
    suggestions.isEmpty
      ? .empty : Message.verbsDidYouMean(choices: suggestions)
  }

  public static func verbsNoMatch(_ search: String, suggestions: [String]) -> Message {
    Message.verbsNoMatch(search: search, near: verbsNear(suggestions))
  }

  public static func verbsNoMatchPassesFilters(_ search: String) -> Message {
    Message.verbsNoMatchPassesFilters(search: search)
  }

  public static func verbsMatchesShown(_ shown: Int, of total: Int) -> Message {
    Message.verbsMatchesShown(shown: shown, total: total)
  }

  public static func verbsUnknownModel(_ word: String, suggestions: [String]) -> Message {
    Message.verbsUnknownModel(word: word, near: verbsNear(suggestions))
  }
}
