/// The typed messages of `verbs` (`VerbListMessages`).
extension Message {
  /// " (did you mean 'comer'?)", nothing without suggestions.
  static func verbsNear(_ suggestions: [String]) -> Message {
    suggestions.isEmpty
      ? .empty : Message(.verbsDidYouMean, ["choices": .quotedChoices(suggestions)])
  }

  public static func verbsNoMatch(_ search: String, suggestions: [String]) -> Message {
    Message(.verbsNoMatch, ["search": .quoted(search), "near": .message(verbsNear(suggestions))])
  }

  public static func verbsNoMatchPassesFilters(_ search: String) -> Message {
    Message(.verbsNoMatchPassesFilters, ["search": .quoted(search)])
  }

  public static func verbsMatchesShown(_ shown: Int, of total: Int) -> Message {
    Message(.verbsMatchesShown, ["shown": .text(String(shown)), "total": .text(String(total))])
  }

  public static func verbsUnknownModel(_ word: String, suggestions: [String]) -> Message {
    Message(.verbsUnknownModel, ["word": .quoted(word), "near": .message(verbsNear(suggestions))])
  }
}
