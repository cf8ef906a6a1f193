import ConjugarCore

/// Which irregularities each form of one verb shows, found by comparing the form with the
/// verb's regular pattern (`Conjugator.regularPattern(of:)`): no list of verbs or forms.
///
/// The comparison tries, in order: the same form (a spelling rule may still show: leyó); a
/// spelling rule between the two (busqué); a stem-vowel change, with or without a spelling rule
/// or an accent (piensa, empiece, río); accents alone (envío, estás); then what the tense says
/// the difference is (a yo in -go, a strong preterite, a future stem…). Forms built on another
/// form take its irregularities: the present subjunctive from yo (tenga), the -ra, -se and -re
/// subjunctives from the preterite's ellos (tuviera), the imperatives from the present.
/// Classifying a form is a few string comparisons; building one costs two conjugations.
public struct VerbIrregularities: Sendable {
  public let conjugation: Conjugation
  public let regular: Conjugation
  /// The infinitive's stem (habl- of hablar), which the regular forms start with.
  let stem: String

  public init(_ conjugation: Conjugation, regular: Conjugation) {
    self.conjugation = conjugation
    self.regular = regular
    let verb = Self.verbPart(conjugation.infinitive)
    stem = String(verb.dropLast(2))
  }

  /// The verb's irregularities, with its regular pattern from `conjugator`.
  public init(_ conjugation: Conjugation, conjugator: Conjugator) {
    self.init(conjugation, regular: conjugator.regularPattern(of: conjugation))
  }

  /// What the expected form of `tense` and `person` shows, most telling first; empty for a
  /// regular form or a slot without one.
  public func irregularities(_ tense: Tense, _ person: Person) -> [Irregularity] {
    if tense.isCompound { return participleIrregularities }
    guard let expected = Self.word(conjugation.form(tense, person)?.text),
      let naive = Self.word(regular.form(tense, person)?.text)
    else { return [] }
    switch (tense, person) {
    case (.imperativoNegativo, _), (.imperativoPositivo, .el), (.imperativoPositivo, .ellos):
      return irregularities(.presenteDeSubjuntivo, person)
    case (.imperativoPositivo, .nosotros)
    where expected == Self.word(conjugation.form(.presenteDeSubjuntivo, .nosotros)?.text):
      return irregularities(.presenteDeSubjuntivo, person)
    case (.imperativoPositivo, .tu):
      if expected == Self.word(conjugation.form(.presenteDeIndicativo, .el)?.text) {
        return irregularities(.presenteDeIndicativo, .el)
      }
      return compared(expected, naive) ?? [.shortImperative]
    case (.imperfectoDeSubjuntivo1, _), (.imperfectoDeSubjuntivo2, _), (.futuroDeSubjuntivo, _):
      let preterite = irregularities(.preterito, .ellos)
      if expected != naive, !preterite.isEmpty { return preterite }
      return compared(expected, naive) ?? [.irregularForm]
    case (.presenteDeSubjuntivo, _):
      if let found = compared(expected, naive) { return found }
      if let yo = Self.word(conjugation.form(.presenteDeIndicativo, .yo)?.text), yo.hasSuffix("o"),
        expected.folded(.infinitiveSpelling).hasPrefix(
          String(yo.dropLast()).folded(.infinitiveSpelling))
      {
        let fromYo = irregularities(.presenteDeIndicativo, .yo)
        if !fromYo.isEmpty { return fromYo }
      }
      return [.irregularSubjunctive]
    default:
      return compared(expected, naive) ?? structural(tense, person, expected, naive)
    }
  }

  /// The participle's irregularities (abierto, hecho); those of compound tenses too.
  public var participleIrregularities: [Irregularity] {
    guard let expected = Self.word(conjugation.participle.text),
      let naive = Self.word(regular.participle.text)
    else { return [] }
    return compared(expected, naive) ?? [.irregularParticiple]
  }

  /// The gerund's irregularities (pidiendo, leyendo).
  public var gerundIrregularities: [Irregularity] {
    guard let expected = Self.word(conjugation.gerund.text),
      let naive = Self.word(regular.gerund.text)
    else { return [] }
    return compared(expected, naive) ?? [.irregularGerund]
  }

  /// Whether the verb's preterite is strong (tuve, hice, dije: the stress on the stem).
  public var hasStrongPreterite: Bool {
    guard let yo = conjugation.form(.preterito, .yo)?.text, let last = yo.last,
      yo != regular.form(.preterito, .yo)?.text, yo.count > 2
    else { return false }
    return last == "e" || last == "o"
  }

  // MARK: - Comparing

  /// The irregularities a form-by-form comparison explains, [] when the forms are the same
  /// (bar a junction spelling), nil when it explains nothing.
  func compared(_ expected: String, _ naive: String) -> [Irregularity]? {
    if expected == naive { return junctionSpelling(expected) }
    if let rule = SpellingRule.between(right: expected, naive: naive, stemLength: stem.count) {
      return [rule.irregularity]
    }
    for change in VowelChange.all {
      guard let changed = change.applied(to: naive, stemLength: stem.count) else { continue }
      if changed == expected { return [change.irregularity] }
      if let rule = SpellingRule.between(right: expected, naive: changed, stemLength: stem.count) {
        return [change.irregularity, rule.irregularity]
      }
      if changed.folded(.infinitiveSpelling) == expected.folded(.infinitiveSpelling) {
        return [change.irregularity, .accentHiatus]
      }
      if let dropped = iDroppedAfterChange(changed, expected) {
        return [change.irregularity, dropped]
      }
    }
    if naive.folded(.infinitiveSpelling) == expected.folded(.infinitiveSpelling) {
      return [Self.accentedVowelIsWeak(expected) ? .accentHiatus : .irregularStress]
    }
    if insertsY(expected) { return [.yInsertion] }
    return nil
  }

  /// reír: the stem's e closed to i leaves the ending's i after an i, not between vowels, so
  /// it is dropped rather than written y (reyeron → rieron, reyendo → riendo).
  private func iDroppedAfterChange(_ changed: String, _ expected: String) -> Irregularity? {
    var letters = Array(changed)
    guard stem.count < letters.count, letters[stem.count] == "y" else { return nil }
    letters[stem.count] = "i"
    let rule = SpellingRule.between(
      right: expected, naive: String(letters), stemLength: stem.count)
    return rule?.irregularity == .spellingIDropped ? .spellingIDropped : nil
  }

  /// leyó, construyó: the ending's i written y after the stem's vowel, though the regular
  /// pattern writes it so too.
  private func junctionSpelling(_ form: String) -> [Irregularity] {
    let letters = Array(form)
    let stemLetters = Array(stem)
    guard stemLetters.count < letters.count,
      letters[..<stemLetters.count].elementsEqual(stemLetters),
      letters[stemLetters.count] == "y", let last = stemLetters.last,
      SpellingRule.isVowel(Character(String(last).folded(.infinitiveSpelling)))
    else { return [] }
    return [.spellingIToY]
  }

  /// construyo, oyes: y after the stem (u of -uir written u before it: arguyo).
  private func insertsY(_ form: String) -> Bool {
    let base = stem.replacingLast("ü", with: "u")
    return form.hasPrefix(base + "y") && !regular.infinitive.hasPrefix(base + "y")
  }

  private func structural(_ tense: Tense, _ person: Person, _ expected: String, _ naive: String)
    -> [Irregularity]
  {
    switch tense {
    case .presenteDeIndicativo where person == .yo:
      if expected.hasSuffix("go") && !naive.hasSuffix("go") { return [.yoGo] }
      if expected.contains("zc") && !naive.contains("zc") { return [.zc] }
      return [.irregularYo]
    case .preterito: return [hasStrongPreterite ? .strongPreterite : .irregularPreterite]
    case .futuroDeIndicativo, .condicional: return [.futureStem]
    case .imperfectoDeIndicativo: return [.irregularImperfect]
    default: return [.irregularForm]
    }
  }

  /// The last word of a form (the verb of "me levanto", "no hables"); nil for none.
  static func word(_ form: String?) -> String? {
    guard let form, let last = form.split(separator: " ").last else { return nil }
    return String(last)
  }

  static func verbPart(_ infinitive: String) -> String {
    let letters = Array(infinitive)
    if letters.count > 4, infinitive.hasSuffix("se"),
      ["r"].contains(letters[letters.count - 3])
    {
      return String(letters.dropLast(2))
    }
    return infinitive
  }

  static func accentedVowelIsWeak(_ form: String) -> Bool {
    form.contains("í") || form.contains("ú")
  }
}

extension String {
  /// The text with its last `old` replaced by `new`.
  func replacingLast(_ old: Character, with new: Character) -> String {
    guard let index = lastIndex(of: old) else { return self }
    var copy = self
    copy.replaceSubrange(index...index, with: String(new))
    return copy
  }
}
