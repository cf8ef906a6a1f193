/// Syllable nuclei, stress and written accents (Ortografía de la lengua española, 2010).
enum Stress {
  private static func joinsDiphthong(_ a: Letter, _ b: Letter) -> Bool {
    let strongA = Letters.isStrongVowel(a)
    let strongB = Letters.isStrongVowel(b)
    if strongA && strongB { return false }
    if strongA { return !(b == "í" || b == "ú") }
    if strongB { return !(a == "í" || a == "ú") }
    return true  // two weak vowels: ui, iu (also huí, construí)
  }

  /// Whether the word has one syllable nucleus, of more than one vowel (rio, fie, hui).
  static func isOneNucleusOfSeveralVowels(_ word: [Letter]) -> Bool {
    withNuclei(word) { nucleus, count in
      count == 1 && nucleus.lazy.filter { $0 == 0 }.count > 1
    }
  }

  /// The index of the stressed vowel, read from the spelling: the accented vowel, else the
  /// default rule (penultimate syllable for words ending in a vowel, n or s; else the last).
  static func stressedVowel<Word: LetterWord>(_ word: Word) -> Int? {
    if let marked = word.firstIndex(where: { Letters.hasAccent($0) }) { return marked }
    return withNuclei(word) { nucleus, count in
      guard count > 0 else { return nil }
      let group = endsInVowelNOrS(word) && count > 1 ? count - 2 : count - 1
      var last = -1
      for index in word.indices where nucleus[index] == group {
        if Letters.isStrongVowel(word[index]) { return index }
        last = index
      }
      return last
    }
  }

  /// The syllable nuclei of `word`, without building arrays: calls `body` with the number of
  /// the nucleus of each letter (-1 for letters outside every nucleus; nuclei numbered from the
  /// start of the word) and the number of nuclei. A silent h between vowels does not separate
  /// them; two strong vowels, or a strong vowel next to an accented weak one, are in hiatus.
  static func withNuclei<Word: LetterWord, Result>(
    _ word: Word, _ body: (UnsafeMutableBufferPointer<Int>, Int) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: word.count) { nucleus in
      nucleus.initialize(repeating: -1)
      var count = 0
      var currentCount = 0
      var currentSecondLast = -1
      var previous: Int? = nil
      for index in word.indices {
        guard Letters.isPronouncedVowel(word, at: index) else {
          if word[index] != "h" { previous = nil }
          continue
        }
        if let last = previous, joinsDiphthong(word[last], word[index]) {
          if currentCount >= 2, Letters.isWeakVowel(word[last]), Letters.isWeakVowel(word[index]),
            Letters.isStrongVowel(word[currentSecondLast])
          {
            // Strong, weak, weak is no triphthong: the two weak vowels go together (re-huís).
            nucleus[last] = count
            nucleus[index] = count
            count += 1
            currentCount = 2
          } else {
            nucleus[index] = count - 1
            currentCount += 1
          }
          currentSecondLast = last
        } else {
          nucleus[index] = count
          count += 1
          currentCount = 1
          currentSecondLast = -1
        }
        previous = index
      }
      return body(nucleus, count)
    }
  }

  static func endsInVowelNOrS<Word: LetterWord>(_ word: Word) -> Bool {
    guard let last = word.last else { return false }
    return Letters.isVowelLetter(last) || last == "n" || last == "s"
  }

  /// Verb forms that keep a diacritic accent although they are monosyllables: dé, sé.
  private static func isDiacriticMonosyllable<Word: LetterWord>(_ word: Word) -> Bool {
    word.count == 2 && (word[0] == "d" || word[0] == "s") && word[1] == "e"
  }

  /// Rewrites the written accents of `word` for stress on the vowel at `stressed`.
  static func accentuate(_ word: [Letter], stressed: Int) -> [Letter] {
    var result = word
    result.withUnsafeMutableBufferPointer { accentuate($0, stressed: stressed) }
    return result
  }

  /// `accentuate(_:stressed:)` in place.
  static func accentuate(_ word: UnsafeMutableBufferPointer<Letter>, stressed: Int) {
    for index in word.indices { word[index] = Letters.removingAccent(word[index]) }
    let vowel = word[stressed]
    if vowel == "i" || vowel == "u", isNextToStrongVowel(word, stressed) {
      word[stressed] = Letters.addingAccent(vowel)
      return
    }
    let needsAccent = withNuclei(word) { nucleus, count -> Bool in
      let position = nucleus[stressed]
      guard position >= 0 else { return false }
      if count == 1 { return isDiacriticMonosyllable(word) }
      switch count - position {
      case 1: return endsInVowelNOrS(word)
      case 2: return !endsInVowelNOrS(word)
      default: return true
      }
    }
    if needsAccent { word[stressed] = Letters.addingAccent(word[stressed]) }
  }

  private static func isNextToStrongVowel<Word: LetterWord>(_ word: Word, _ index: Int) -> Bool {
    func strong(at i: Int) -> Bool {
      i >= 0 && i < word.count && Letters.isStrongVowel(word[i])
    }
    let before = index - 1 >= 0 && word[index - 1] == "h" ? index - 2 : index - 1
    let after = index + 1 < word.count && word[index + 1] == "h" ? index + 2 : index + 1
    return strong(at: before) || strong(at: after)
  }

  /// Re-derives the accents of a whole word from its own spelling: drops the accent of
  /// monosyllables (rio, fie, hui) and keeps everything else as written.
  static func normalized(_ word: [Letter]) -> [Letter] {
    guard let stressed = stressToRewrite(word) else { return word }
    return accentuate(word, stressed: stressed)
  }

  /// `normalized(_:)` in place.
  static func normalize(_ word: UnsafeMutableBufferPointer<Letter>) {
    guard let stressed = stressToRewrite(word) else { return }
    accentuate(word, stressed: stressed)
  }

  /// The stressed vowel when `accentuate` may write the word otherwise, else nil: an
  /// unaccented word stressed by the default rule stays as it is, unless it is dé or sé or
  /// its stress falls on i or u beside a strong vowel.
  private static func stressToRewrite<Word: LetterWord>(_ word: Word) -> Int? {
    guard let stressed = stressedVowel(word) else { return nil }
    if !word.contains(where: Letters.hasAccent), !isDiacriticMonosyllable(word),
      !((word[stressed] == "i" || word[stressed] == "u") && isNextToStrongVowel(word, stressed))
    {
      return nil
    }
    return stressed
  }

  /// Joins an unstressed prefix to a form, keeping the form's stress: ten → detén, vio → previó.
  static func prefixing(_ prefix: [Letter], to form: [Letter]) -> [Letter] {
    guard !prefix.isEmpty else { return form }
    guard let stressed = stressedVowel(form) else { return prefix + form }
    return accentuate(prefix + form, stressed: stressed + prefix.count)
  }

  /// Appends enclitic pronouns to a form, keeping its stress: levanta + te → levántate.
  static func suffixing(_ form: [Letter], with enclitic: [Letter]) -> [Letter] {
    guard let stressed = stressedVowel(form) else { return form + enclitic }
    return accentuate(form + enclitic, stressed: stressed)
  }
}
