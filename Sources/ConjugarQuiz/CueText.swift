import SentenceBank

/// A sentence's cue as a learner reads it quoted in feedback ("«Si… celebraríamos» asks for
/// the imperfecto de subjuntivo"): the bank's `cue=` note, written by hand, shown by one rule.
///
/// - An ellipsis that joins two pieces of the sentence is followed by a space, as Spanish
///   writes it before a word: "Si…celebraríamos" is shown "Si… celebraríamos".
/// - A cue is quoted inside a sentence of feedback, so its first letter is lowercase whatever
///   the note wrote («cuando yo era niño», «si… pasaríamos»), unless it begins a proper name
///   (one of the sentence's names, or a word the sentence capitalizes mid-sentence: «Navidad»).
public enum CueText {
  /// `cue` as shown, quoting `sentence` (the bank's Spanish, with its blank).
  public static func shown(_ cue: String, in sentence: String, names: [String] = []) -> String {
    cased(spaced(cue), as: sentence, names: names)
  }

  static func spaced(_ cue: String) -> String {
    var result = ""
    var previous: Character? = nil
    for character in cue {
      if previous == "…", !character.isWhitespace, !closing.contains(character) {
        result.append(" ")
      }
      result.append(character)
      previous = character
    }
    return result
  }

  /// `cue` with its first letter lowercase, as a word quoted inside a sentence is, unless it
  /// begins a proper name: one of the sentence's `names`, or a word the sentence capitalizes
  /// where no sentence begins.
  static func cased(_ cue: String, as sentence: String, names: [String] = []) -> String {
    guard let first = cue.first, first.isLetter else { return cue }
    let word = String(cue.prefix { $0.isLetter }).lowercased()
    let proper =
      names.contains { $0.lowercased().hasPrefix(word) }
      || capitalizedInside(word, sentence)
    let letter = proper ? first.uppercased() : first.lowercased()
    return letter + cue.dropFirst()
  }

  /// Whether `sentence` writes `word` (lowercase) capitalized somewhere a sentence does not
  /// begin: after a letter, a comma or a space that follows one.
  static func capitalizedInside(_ word: String, _ sentence: String) -> Bool {
    let characters = Array(sentence)
    let target = Array(word)
    guard !target.isEmpty, characters.count >= target.count else { return false }
    for start in 0...(characters.count - target.count)
    where characters[start].isUppercase
      && characters[start..<(start + target.count)].map({ $0.lowercased().first ?? $0 })
        == target
      && (start + target.count == characters.count
        || !characters[start + target.count].isLetter)
    {
      var before = start - 1
      while before >= 0, " ¿¡«\"(—-".contains(characters[before]) { before -= 1 }
      if before >= 0, !".!?…:".contains(characters[before]) { return true }
    }
    return false
  }

  private static let closing: Set<Character> = [")", "»", "]", "”", ",", ";", ":", ".", "?", "!"]
}

extension Sentence {
  /// The cue as feedback quotes it (`CueText`).
  public var shownCue: String { CueText.shown(cue, in: spanish, names: names) }
}
