import ConjugarCore
import Messages

/// The strong preterite (tuve, dije, puse: the stress on an irregular stem) as learners miss
/// it: a prefixed verb conjugated as if it had lost its base's strong preterite (maldició,
/// componí), and the strong stem with the endings of a regular preterite (estuvemos, tuvió).
extension Attempt {
  /// The common verb whose strong preterite the asked verb keeps under a prefix (decir for
  /// maldecir and predecir, poner for componer); nil for a verb that is no such compound
  /// (conducir: ducir is no verb).
  var strongPreteriteBase: String? {
    guard irregularities.hasStrongPreterite,
      let yo = conjugation.form(.preterito, .yo)?.text
    else { return nil }
    let verb = Array(VerbIrregularities.verbPart(conjugation.infinitive))
    let lexicon = diagnoser.conjugator.lexicon
    for length in stride(from: verb.count - 1, through: 3, by: -1) {
      let base = String(verb.suffix(length))
      guard lexicon.entry(for: base) != nil,
        let rank = lexicon.frequency.rank(of: base), rank <= Diagnoser.commonVerbRank,
        let conjugation = try? diagnoser.conjugator.conjugate(base),
        VerbIrregularities(conjugation, conjugator: diagnoser.conjugator).hasStrongPreterite,
        let baseYo = conjugation.form(.preterito, .yo)?.text,
        yo.folded(.answerChecking).hasSuffix(baseYo.folded(.answerChecking))
      else { continue }
      return base
    }
    return nil
  }

  /// The strong preterite where a preterite form's strong stem differs from the infinitive's
  /// by a vowel only (viniste, provinieron: vin- is venir's strong stem, no stem change).
  func strongPreteriteOverStemChange(_ irregularity: Irregularity) -> Irregularity {
    guard tense == .preterito, irregularities.hasStrongPreterite,
      VowelChange.all.contains(where: { $0.irregularity == irregularity })
    else { return irregularity }
    return .strongPreterite
  }

  /// The regular preterite with a stem change the verb shows in its present, as pedir's
  /// pidió (maldició, predició for maldijo, predijo): the strong preterite left out.
  func strongPreteriteLookalikes(naive: String, missing: [Irregularity]) -> [String] {
    guard missing.contains(.strongPreterite) else { return [] }
    // The strong stem with a weak ending (vinió) is `strongPreteriteEnding`'s.
    let stems = strongStems
    return VowelChange.all.filter { verbShows($0.irregularity) }.compactMap {
      $0.applied(to: naive, stemLength: stemLength)
    }.filter { lookalike in !stems.contains { lookalike.folded(.answerChecking).hasPrefix($0) } }
  }

  /// The strong stem with another ending than the strong preterite's (estuvemos, tuvió,
  /// pudí, quisamos): strong preterites take -e, -iste, -o, -imos, -isteis, -ieron.
  func strongPreteriteEnding() -> Diagnosis? {
    guard hasStrongStemWithOtherEnding, let person = question.person else { return nil }
    if person == .yo || person == .el {
      return Diagnosis(.ending, .diagnosisForm(.diagnosisStrongEndings, expected))
    }
    return Diagnosis(.ending, .diagnosisStrongPreteriteEndings(expected: expected))
  }

  /// Whether the answer is a preterite on the verb's strong stem with an ending starting with
  /// a vowel (vinió, estuvemos): the stem is right, whatever the ending looks like.
  var hasStrongStemWithOtherEnding: Bool {
    guard tense == .preterito, irregularities.hasStrongPreterite,
      let word = givenWord?.folded(.answerChecking),
      let stem = strongStems.first(where: { word.hasPrefix($0) && word.count > $0.count }),
      let first = word.dropFirst(stem.count).first
    else { return false }
    return Self.isVowel(first)
  }

  /// Whether the strong preterite explains the answer better than a stem change put where
  /// there is none: the strong stem with another ending (vinió), or the regular preterite
  /// changed like pedir's (maldició).
  var isStrongPreteriteMistake: Bool {
    if hasStrongStemWithOtherEnding { return true }
    guard let word = givenWord, let naive = naiveWord else { return false }
    return strongPreteriteLookalikes(naive: naive, missing: slotIrregularities).contains {
      followsRegularPattern(word, naive: $0)
    }
  }

  /// The accent-only slip on a strong preterite's unstressed -e or -o (tuvó, pudé).
  func strongPreteriteAccent() -> Message? {
    guard tense == .preterito, irregularities.hasStrongPreterite,
      question.person == .yo || question.person == .el, let word = givenWord,
      word.hasSuffix("é") || word.hasSuffix("ó"),
      strongStems.contains(where: { word.folded(.answerChecking).hasPrefix($0) })
    else { return nil }
    return .diagnosisForm(.diagnosisStrongEndings, expected)
  }

  /// The strong preterite's stems, longest first: tuv-; hic- and hiz- (hice, hizo); dij-.
  private var strongStems: [String] {
    var stems: [String] = []
    for (person, endings) in [(Person.yo, ["e"]), (.el, ["o"]), (.ellos, ["ieron", "eron"])] {
      guard let form = VerbIrregularities.word(conjugation.form(.preterito, person)?.text),
        let ending = endings.first(where: form.hasSuffix), form.count > ending.count + 1
      else { continue }
      let stem = String(form.dropLast(ending.count)).folded(.answerChecking)
      if !stems.contains(stem) { stems.append(stem) }
    }
    return stems.sorted { $0.count > $1.count }
  }
}
