import ConjugarCore

/// Words that the Ortografía of 2010 counts as one syllable although they were written with an
/// accent before (rió, guió, fié, huí, riáis): any vowels together but two strong ones (a, e,
/// o) are one syllable in writing, and a monosyllable takes no accent. The conjugator accepts
/// the old spelling where it was the rule (the stem's vowel of reír, guiar, huir: not dió);
/// this finds, for a right answer, the 2010 spelling it is an older form of.
enum Pre2010Spelling {
  /// Whether `given` is `modern` with the accent a monosyllable had before 2010: word by word,
  /// the same letters, and each word that differs is a monosyllable unaccented in `modern`.
  static func isOlderSpelling(_ given: String, of modern: String) -> Bool {
    let givenWords = given.split(separator: " ")
    let modernWords = modern.split(separator: " ")
    guard givenWords.count == modernWords.count, given != modern else { return false }
    for (old, new) in zip(givenWords, modernWords) where old != new {
      guard old.folded(.accents) == new, new.folded(.accents) == new,
        old.filter(isAccented).count == 1, isMonosyllable(Array(new))
      else { return false }
    }
    return true
  }

  /// One syllable by the 2010 rules: one group of vowels, two strong vowels side by side
  /// making two; the u of gue, gui, que, qui is no vowel.
  static func isMonosyllable(_ word: [Character]) -> Bool {
    var nuclei = 0
    var previous: Character? = nil
    for (index, letter) in word.enumerated() {
      let silentU =
        letter == "u" && index > 0 && (word[index - 1] == "q" || word[index - 1] == "g")
        && index + 1 < word.count && (word[index + 1] == "e" || word[index + 1] == "i")
      let isVowel = "aeiouü".contains(letter) && !silentU
      if isVowel {
        if let previous, "aeiouü".contains(previous) {
          if isStrong(previous) && isStrong(letter) { nuclei += 1 }
        } else {
          nuclei += 1
        }
        previous = letter
      } else {
        previous = silentU ? nil : letter
      }
    }
    return nuclei == 1
  }

  private static func isStrong(_ letter: Character) -> Bool { "aeo".contains(letter) }
  private static func isAccented(_ letter: Character) -> Bool { "áéíóú".contains(letter) }
}
