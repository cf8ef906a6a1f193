import ConjugarCore
import ConjugarQuiz
import Messages

/// What is left when no rule of the verb's pattern explains an answer: a wrong ending on the
/// right stem, or a slip of the keyboard.
extension Attempt {
  /// Two neighbouring letters swapped (hablaoms).
  func swappedLetters() -> Diagnosis? {
    let a = Array(given)
    for right in accepted {
      let b = Array(right)
      guard a.count == b.count, a != b else { continue }
      let differing = a.indices.filter { a[$0] != b[$0] }
      if differing.count == 2, differing[1] == differing[0] + 1,
        a[differing[0]] == b[differing[1]], a[differing[1]] == b[differing[0]]
      {
        return Diagnosis(.typo, .diagnosisForm(.diagnosisSwapped, right))
      }
    }
    return nil
  }

  /// A slip of the keys no learner's belief explains, tried before `wrongEnding`: a letter
  /// doubled (comeríann), a vowel left out between consonants (hablabs, trabajmos) or a
  /// consonant between vowels (comeos, coemos), a vowel
  /// typed as a consonant (pudp), b for v or v for b (hablavan: they sound the same). A wrong
  /// ending a learner believes in is pronounceable: a vowel changed (vivemos), a final letter
  /// dropped (hablamo).
  func keySlip() -> Diagnosis? {
    let typed = Array(given)
    for right in accepted where Self.isOneEditApart(given, right) {
      let meant = Array(right)
      var i = 0
      while i < typed.count, i < meant.count, typed[i] == meant[i] { i += 1 }
      if typed.count > meant.count {
        let letter = Self.bare(typed[i])
        if (i > 0 && letter == Self.bare(typed[i - 1]))
          || (i + 1 < typed.count && letter == Self.bare(typed[i + 1]))
        {
          return Diagnosis(.typo, .diagnosisForm(.diagnosisDoubled, right))
        }
      } else if typed.count < meant.count {
        if i > 0, i + 1 < meant.count,
          Self.isVowel(meant[i]) != Self.isVowel(meant[i - 1]),
          Self.isVowel(meant[i - 1]) == Self.isVowel(meant[i + 1])
        {
          return Diagnosis(.typo, .diagnosisForm(.diagnosisLeftOut, right))
        }
      } else if Set([typed[i], meant[i]]) == ["b", "v"] {
        return Diagnosis(.typo, .diagnosisBAndV(letter: String(meant[i]), form: right))
      } else if Self.isVowel(meant[i]), typed[i].isLetter, !Self.isVowel(typed[i]) {
        return Diagnosis(.typo, .diagnosisForm(.diagnosisOneLetter, right))
      }
    }
    return nil
  }

  /// A grave accent, or another mark Spanish does not write, for the acute (hablarè).
  func foreignAccent() -> Diagnosis? {
    let acute: [Character: Character] = [
      "à": "á", "è": "é", "ì": "í", "ò": "ó", "ù": "ú", "â": "á", "ê": "é", "î": "í", "ô": "ó",
      "û": "ú",
    ]
    guard given.contains(where: { acute[$0] != nil }) else { return nil }
    let mended = String(given.map { acute[$0] ?? $0 })
    guard accepted.contains(mended) else { return nil }
    return Diagnosis(.accent, .diagnosisForm(.diagnosisOnlyAcuteAccent, mended))
  }

  /// The letter without its accent or diaeresis (í and i are one key doubled).
  static func bare(_ letter: Character) -> Character {
    Character(String(letter).folded(.answerChecking))
  }

  static func isVowel(_ letter: Character) -> Bool {
    SpellingRule.isVowel(Character(String(letter).folded(.answerChecking)))
  }

  /// The right stem, an ending that is no form of the verb (hablamo, vivemos, tuvió).
  func wrongEnding() -> Diagnosis? {
    // A participle's ending is no person's: a slip there is a typo.
    guard let word = givenWord, let naive = naiveWord, let tense, !tense.isCompound else {
      return nil
    }
    let expectedWord = self.expectedWord
    let e = Array(expectedWord)
    let n = Array(naive)
    var common = 0
    while common < e.count, common < n.count, e[e.count - 1 - common] == n[n.count - 1 - common] {
      common += 1
    }
    // The future and the conditional add their endings to the whole infinitive (hablar-é).
    let base =
      tense == .futuroDeIndicativo || tense == .condicional ? stemLength + 2 : stemLength
    let naiveEnding = max(1, n.count - base)
    let endingLength = max(1, min(common, naiveEnding))
    guard endingLength < e.count else { return nil }
    let stem = String(e.dropLast(endingLength))
    let ending = String(e.suffix(endingLength))
    guard word.folded(.answerChecking).hasPrefix(stem.folded(.answerChecking)), word != expectedWord
    else { return nil }
    if tense == .preterito, irregularities.hasStrongPreterite,
      question.person == .yo || question.person == .el
    {
      return Diagnosis(.ending, .diagnosisForm(.diagnosisStrongEndings, expected))
    }
    return Diagnosis(.ending, endingMessage(ending, expected: expected))
  }

  /// One letter added, left out or changed.
  func slip() -> Diagnosis? {
    for right in accepted where Self.isOneEditApart(given, right) {
      return Diagnosis(.typo, .diagnosisForm(.diagnosisOneLetter, right))
    }
    return nil
  }

  static func isOneEditApart(_ x: String, _ y: String) -> Bool {
    let a = Array(x)
    let b = Array(y)
    guard abs(a.count - b.count) <= 1, a != b else { return false }
    var i = 0
    while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
    if a.count == b.count { return a[(i + 1)...] == b[(i + 1)...] }
    return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
  }
}
