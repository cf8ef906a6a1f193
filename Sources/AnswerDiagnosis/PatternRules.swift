import ConjugarCore
import Messages

/// Answers measured against the verb's pattern: an irregularity left out, one put where there
/// is none, a spelling rule missed.
extension Attempt {
  /// The regular pattern (spelt right or not), or the expected form with its stem change
  /// undone, or a future stem without its d (tenré), or the regular pattern on another form's
  /// stem or vowel (`regularLookalikes`).
  func regularized() -> Diagnosis? {
    let missing = slotIrregularities.filter { !$0.isSpelling && $0 != .accentHiatus }
    guard let first = missing.first, let word = givenWord, let naive = naiveWord else {
      return nil
    }
    let expectedWord = self.expectedWord
    var matches = followsRegularPattern(word, naive: naive)
    if !matches {
      for change in VowelChange.all where missing.contains(change.irregularity) {
        let undone = change.undone(in: expectedWord, stemLength: stemLength)
        if undone == word
          || undone.flatMap({ SpellingRule.between(right: $0, naive: word, stemLength: stemLength) }
          ) != nil
        {
          matches = true
        }
      }
    }
    if !matches, first == .futureStem, expectedWord.contains("dr"),
      expectedWord.replacingOccurrences("dr", with: "r") == word
    {
      matches = true
    }
    if !matches {
      matches = regularLookalikes(naive: naive, missing: missing).contains {
        followsRegularPattern(word, naive: $0)
      }
    }
    guard matches else { return nil }
    let named = strongPreteriteOverStemChange(first)
    return Diagnosis(.regularized, teaching(named), irregularity: named)
  }

  /// What a learner makes of the regular pattern when the verb's other forms lead the way: an
  /// irregular yo (and the subjunctive built on it) on the stem of the other persons (oyo of
  /// oyes, tieno of tienes); a future or conditional on the infinitive with the vowel of
  /// another class (queriría, poniría).
  private func regularLookalikes(naive: String, missing: [Irregularity]) -> [String] {
    var lookalikes: [String] = []
    let ending = String(naive.dropFirst(stemLength))
    if missing.contains(where: { [.yoGo, .zc, .irregularYo].contains($0) }),
      let tu = VerbIrregularities.word(conjugation.form(.presenteDeIndicativo, .tu)?.text),
      tu.hasSuffix("es") || tu.hasSuffix("as")
    {
      lookalikes.append(String(tu.dropLast(2)) + ending)
    }
    if missing.contains(.futureStem), let vowel = ending.first, "aei".contains(vowel) {
      let stem = String(naive.prefix(stemLength))
      for other in "aei" where other != vowel {
        lookalikes.append(stem + String(other) + ending.dropFirst())
      }
    }
    return lookalikes + moreRegularLookalikes(naive: naive, missing: missing)
  }

  /// Whether `word` is the regular pattern's `naive`, accents aside (queri for querí), or
  /// with a spelling rule of the join kept or missed (buscé; reiendo for reyendo).
  func followsRegularPattern(_ word: String, naive: String) -> Bool {
    word.folded(.answerChecking) == naive.folded(.answerChecking)
      || SpellingRule.between(right: word, naive: naive, stemLength: stemLength) != nil
      || SpellingRule.between(right: naive, naive: word, stemLength: stemLength) != nil
  }

  /// A stem change the form does not have (on the regular pattern, or on the expected form),
  /// or a y before an ending's i.
  func overapplied() -> Diagnosis? {
    guard let word = givenWord, !isPresentForShortImperative(word), !isStrongPreteriteMistake
    else { return nil }
    if isYBeforeEndingI(word), verbShows(.yInsertion) {
      return Diagnosis(
        .overapplied, .diagnosis(.yOnlyBeforeNonI, verb: verb, expected: expected),
        irregularity: .yInsertion)
    }
    let present = slotIrregularities
    let bases = [naiveWord, expectedWord].compactMap { $0 }
    for change in VowelChange.all where !present.contains(change.irregularity) {
      for base in bases {
        guard let changed = change.applied(to: base, stemLength: stemLength) else { continue }
        let fits =
          changed == word
          || SpellingRule.between(right: changed, naive: word, stemLength: stemLength) != nil
          || SpellingRule.between(right: word, naive: changed, stemLength: stemLength) != nil
        guard fits else { continue }
        if let actual = present.first(where: { stemChange in
          VowelChange.all.contains { $0.irregularity == stemChange }
        }), let own = VowelChange.all.first(where: { $0.irregularity == actual }) {
          return Diagnosis(
            .overapplied,
            .diagnosisOtherChangeHere(
              verb: verb, own: own.arrow, change: change.arrow, expected: expected),
            irregularity: change.irregularity)
        }
        guard verbShows(change.irregularity) else {
          return Diagnosis(
            .overapplied,
            .diagnosis(.noStemChange, verb: verb, change: change.arrow, expected: expected),
            irregularity: change.irregularity)
        }
        // A stressed stem without the change (tengo, di) keeps its vowel for another reason.
        if isStemStressed {
          return Diagnosis(
            .overapplied,
            .diagnosis(.changeElsewhere, verb: verb, change: change.arrow, expected: expected),
            irregularity: change.irregularity)
        }
        let rule: Message.ChangeRule =
          change.to.count == 2 ? .changeOnlyStemStressed : .changeOnlyNoStressedI
        return Diagnosis(
          .overapplied, .diagnosis(rule, verb: verb, change: change.arrow, expected: expected),
          irregularity: change.irregularity)
      }
    }
    return nil
  }

  /// A spelling rule the expected form follows and the answer does not, or one it applies
  /// where it does not belong (leyí: a stressed í is not written y).
  func spelling() -> Diagnosis? {
    guard let word = givenWord else { return nil }
    if isYBeforeEndingI(word) {
      return Diagnosis(.spelling, .diagnosisForm(.diagnosisStressedIStays, expected))
    }
    guard let rule = SpellingRule.between(right: expectedWord, naive: word, stemLength: stemLength)
    else { return nil }
    return Diagnosis(.spelling, .diagnosisRule(rule.rule, form: expected))
  }

  /// Whether `word` is the expected form with a y put between the stem's last vowel and an
  /// ending starting with i (construyimos, oyí, leyí).
  private func isYBeforeEndingI(_ word: String) -> Bool {
    let right = Array(expectedWord)
    let typed = Array(word)
    guard typed.count == right.count + 1, stemLength > 0, stemLength < right.count,
      typed[stemLength] == "y", typed[..<stemLength] == right[..<stemLength],
      typed[(stemLength + 1)...] == right[stemLength...], "ií".contains(right[stemLength]),
      SpellingRule.isVowel(Character(String(right[stemLength - 1]).folded(.answerChecking)))
    else { return false }
    return true
  }

  /// Whether the asked form stresses its stem: the singular and third plural of the present,
  /// its subjunctive and imperatives.
  private var isStemStressed: Bool {
    guard let tense, let person = question.person,
      [.presenteDeIndicativo, .presenteDeSubjuntivo, .imperativoPositivo, .imperativoNegativo]
        .contains(tense)
    else { return false }
    return [.yo, .tu, .el, .ellos].contains(person)
  }

  /// Whether some present or preterite form of the verb shows the irregularity.
  func verbShows(_ irregularity: Irregularity) -> Bool {
    for tense in [Tense.presenteDeIndicativo, .preterito, .presenteDeSubjuntivo] {
      for person in Person.allCases
      where irregularities.irregularities(tense, person).contains(irregularity) {
        return true
      }
    }
    return false
  }
}

extension VowelChange {
  /// `word` with the change taken back at the stem's last changed vowel: piensa → pensa.
  func undone(in word: String, stemLength: Int) -> String? {
    let letters = Array(word)
    let target = Array(to)
    let limit = min(letters.count, stemLength + target.count)
    guard limit >= target.count else { return nil }
    for start in stride(from: limit - target.count, through: 0, by: -1)
    where Array(letters[start..<(start + target.count)]) == target {
      return String(letters[..<start] + [from] + letters[(start + target.count)...])
    }
    return nil
  }
}
