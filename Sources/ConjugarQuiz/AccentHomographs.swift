import ConjugarCore

/// Words an accent slip can turn a form into: another form of the same verb (hablo and habló,
/// hable and hablé, esté and este are different words), or one of the common words that differ
/// from a verb form by an accent alone, the diacritic-accent words and the demonstratives (de
/// and dé, se and sé, esta and está). Typing one of those is no slip: the word means something
/// else, so the answer is wrong under every `AccentsPolicy`.
public enum AccentHomographs {
  /// What a common word is, for the explanation.
  public enum WordClass: Sendable, Equatable {
    case preposition, pronoun, article, possessive, conjunction, adverb, demonstrative
  }

  /// The common words, by what they are.
  public static let words: [String: WordClass] = {
    var words: [String: WordClass] = [
      "de": .preposition, "se": .pronoun, "te": .pronoun, "tu": .possessive, "mi": .possessive,
      "el": .article, "él": .pronoun, "tú": .pronoun, "mí": .pronoun, "sí": .adverb,
      "si": .conjunction, "mas": .conjunction, "más": .adverb, "aun": .adverb, "aún": .adverb,
    ]
    // este, ésta (the demonstrative pronoun's pre-2010 accent), esos…
    for word in ["este", "esta", "estos", "estas", "ese", "esa", "esos", "esas"] {
      words[word] = .demonstrative
      words["é" + word.dropFirst()] = .demonstrative
    }
    return words
  }()

  /// Whether `given`, differing from the accepted `right` only in accents, is another word: a
  /// word of `given` that differs from `right`'s is a form of `verb` or a common word.
  public static func isOtherWord(_ given: String, right: String, verb: String) -> Bool {
    !otherWords(given, right: right, verbWords: verbWords(verb)).isEmpty
  }

  /// The words of `given` (differing from `right`'s in accents only) that are other words: in
  /// `verbWords` (the verb's, `verbWords(of:)`) or common words.
  public static func otherWords(_ given: String, right: String, verbWords: Set<String>)
    -> [String]
  {
    zip(given.split(separator: " "), right.split(separator: " "))
      .filter { $0.0 != $0.1 }.map { String($0.0) }
      .filter { words[$0] != nil || verbWords.contains($0) }
  }

  /// Every word of every form of `verb`; empty when the verb does not conjugate.
  public static func verbWords(_ verb: String) -> Set<String> {
    (try? Conjugator().conjugate(verb)).map(verbWords(of:)) ?? []
  }

  /// Every word of every form of `conjugation` (infinitive, gerund, participle, each tense and
  /// person, alternatives too).
  public static func verbWords(of conjugation: Conjugation) -> Set<String> {
    var forms =
      [conjugation.infinitive] + conjugation.gerund.allForms
      + conjugation.participle.allForms
    for tense in Tense.allCases where !tense.isCompound {
      for person in tense.persons {
        forms += conjugation.form(tense, person)?.allForms ?? []
      }
    }
    return Set(forms.flatMap { $0.split(separator: " ").map(String.init) })
  }
}
