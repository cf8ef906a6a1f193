import SentenceBank

/// A sentence's cue as a learner reads it quoted in feedback ("«Si… celebraríamos» asks for
/// the imperfecto de subjuntivo"): the bank's `cue=` note, written by hand, shown by one rule.
///
/// - An ellipsis that joins two pieces of the sentence is followed by a space, as Spanish
///   writes it before a word: "Si…celebraríamos" is shown "Si… celebraríamos".
/// - The cue quotes the sentence, so its first letter takes the case the sentence gives it:
///   "Cuando yo era niño" at the start of a sentence, "cuando yo era niño" inside one,
///   whichever the note wrote.
public enum CueText {
  /// `cue` as shown, quoting `sentence` (the bank's Spanish, with its blank).
  public static func shown(_ cue: String, in sentence: String) -> String {
    cased(spaced(cue), as: sentence)
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

  /// The first letter of `cue` as `sentence` writes it where the cue's first piece begins a
  /// word.
  static func cased(_ cue: String, as sentence: String) -> String {
    let piece = Array(cue.prefix { $0 != "…" }.lowercased())
    let words = Array(sentence)
    let folded = words.map { $0.lowercased().first ?? $0 }
    guard let first = cue.first, first.isLetter, !piece.isEmpty, folded.count == words.count,
      piece.count <= folded.count
    else { return cue }
    for start in 0...(folded.count - piece.count)
    where (start == 0 || !folded[start - 1].isLetter)
      && Array(folded[start..<(start + piece.count)]) == piece
    {
      return String(words[start]) + cue.dropFirst()
    }
    return cue
  }

  private static let closing: Set<Character> = [")", "»", "]", "”", ",", ";", ":", ".", "?", "!"]
}

extension Sentence {
  /// The cue as feedback quotes it (`CueText`).
  public var shownCue: String { CueText.shown(cue, in: spanish) }
}
