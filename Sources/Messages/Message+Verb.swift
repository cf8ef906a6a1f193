/// The typed messages of words that are no verb, the verb table and `conjugar verb`.
extension Message {

  /// `PAGER` failed or exited with a status other than 0 before showing everything.
  public static func pagerFailed(_ pager: String) -> Message {
    Message.pagerFailed(pager: pager)
  }

  public static func notAWord(_ word: String) -> Message {
    Message.notAWord(word: word)
  }

  public static func unknownVerb(_ word: String, suggestions: [String]) -> Message {
    Message.unknownVerb(word: word, choices: suggestions)
  }

  /// `text` is not a form; with "; did you mean …?" when there are suggestions.
  public static func notAForm(_ text: String, suggestions: [String]) -> Message {
    Message.notAForm(text: text).followed(by: didYouMeanClause(suggestions))
  }

  /// `word` is no infinitive (`endsLikeOne`: it ends like one but is unknown; `accented`: it
  /// would but for an accent on its ending, comér), with the verbs it is a form of, else the
  /// near misses.
  public static func notAnInfinitive(
    _ word: String, endsLikeOne: Bool, accented: Bool = false, suggestions: [String],
    formOf: [String]
  ) -> Message {
    let key: MessageKey =
      endsLikeOne ? .notAKnownVerb : accented ? .notAnInfinitiveAccented : .notAnInfinitive
    let first = Message(key, ["word": .quoted(word)])
    if !formOf.isEmpty {
      return first.followed(by: Message.isAFormOf(verbs: formOf))
    }
    return first.followed(by: didYouMeanClause(suggestions))
  }

  static func didYouMeanClause(_ suggestions: [String]) -> Message? {
    suggestions.isEmpty ? nil : Message.didYouMeanClause(choices: suggestions)
  }

  /// "model: tener, irregular" (`also`: a second model the verb follows too).
  public static func modelLine(model: String, also: String?, regularity: MessageKey) -> Message {
    Message.modelLine(
      model: model, also: also.map { Message.modelAlso(model: $0) } ?? .empty,
      regularity: Message(regularity))
  }

  public static func alsoForms(_ forms: [String]) -> Message {
    Message.alsoForms(forms: forms.joined(separator: ", "))
  }

  public static func notInListNote(_ infinitive: String, model: String, nearest: String?)
    -> Message
  {
    Message.notInListNote(
      infinitive: infinitive, model: model,
      nearest: nearest.map { Message.nearestVerbClause(verb: $0) } ?? .empty)
  }

  public static func noExamples(_ infinitive: String) -> Message {
    Message.noExamples(infinitive: infinitive)
  }

  /// The verbs `--english` found no gloss for: the first few and how many more.
  public static func noEnglish(for verbs: [String], more: Int) -> Message {
    .noEnglishFor(verbs: (verbs, more), count: verbs.count + more)
  }
}
