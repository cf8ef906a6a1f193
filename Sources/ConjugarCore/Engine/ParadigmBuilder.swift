/// Builds the simple tenses of a verb from a model's rules.
struct ParadigmBuilder {
  var model: ConjugationModel { didSet { stems = nil } }
  /// The infinitive the rules apply to: the family ending, or the whole verb.
  let infinitive: [Letter]
  /// Whether the infinitive starts the word (errar → yerro, but not inside a prefixed verb).
  var atWordStart = true { didSet { stems = nil } }
  /// Off for the regular pattern used to find irregular letters (busqué vs buscé).
  var respell = true
  /// The simple tenses to work out (with what they derive from); the others stay empty.
  var tenses = TenseSet.all { didSet { needed = tenses.simpleTensesNeeded } }
  private var needed = TenseSet.all

  /// The stems, worked out once when `build` starts (nil until then, and after a change).
  private var stems: Stems? = nil

  private struct Stems {
    let verbClass: VerbClass
    let stem: Stem
    let stressed: Stem
    let closed: Stem
  }

  init(model: ConjugationModel, infinitive: [Letter]) {
    self.model = model
    self.infinitive = infinitive
  }

  private var verbClass: VerbClass { stems?.verbClass ?? computedVerbClass }
  private var computedVerbClass: VerbClass { VerbClass(infinitive: infinitive) ?? .ar }
  private var front: Bool { verbClass != .ar }
  private var stem: Stem { stems?.stem ?? computedStem }
  private var computedStem: Stem {
    Stem(letters: Array(infinitive.dropLast(2)), front: computedVerbClass != .ar)
  }

  private var stressedStem: Stem { stems?.stressed ?? computedStressedStem }
  private var computedStressedStem: Stem {
    var letters = model.stemChange.stressed(computedStem.letters, wordStart: atWordStart)
    if model.accentsStem || Self.hasHiatusAfterH(letters) {
      letters = Self.accentingLastWeakVowel(letters)
    }
    return Stem(letters: letters, front: computedVerbClass != .ar)
  }

  private var closedStem: Stem { stems?.closed ?? computedClosedStem }
  private var computedClosedStem: Stem {
    guard computedVerbClass == .ir else { return computedStem }
    return Stem(
      letters: model.stemChange.closed(computedStem.letters), front: computedVerbClass != .ar)
  }

  func build() -> SimpleParadigm {
    guard stems != nil else {
      var prepared = self
      prepared.stems = Stems(
        verbClass: computedVerbClass, stem: computedStem, stressed: computedStressedStem,
        closed: computedClosedStem)
      return prepared.build()
    }
    var paradigm = SimpleParadigm()
    var table = TenseTable()
    func set(_ tense: Tense, _ forms: @autoclosure () -> [String]) {
      guard needed.contains(tense) else { return }
      table[tense] = model.tenses.isEmpty ? forms() : model.tenses[tense] ?? forms()
    }
    set(.presenteDeIndicativo, present())
    set(.preterito, preterite())
    set(.imperfectoDeIndicativo, imperfect())
    let future = model.futureStem?.letters ?? infinitive.map(Letters.removingAccent)
    set(.futuroDeIndicativo, Endings.future.map { normalized(future.followed(by: $0)) })
    set(.condicional, Endings.conditional.map { normalized(future.followed(by: $0)) })
    set(.presenteDeSubjuntivo, presentSubjunctive(present: table[.presenteDeIndicativo]!))
    if needed.contains(.imperfectoDeSubjuntivo1) || needed.contains(.imperfectoDeSubjuntivo2)
      || needed.contains(.futuroDeSubjuntivo)
    {
      let ra = raSubjunctive(preteriteEllos: table[.preterito]![5])
      set(.imperfectoDeSubjuntivo1, ra.forms.map { String(letters: $0) })
      set(.imperfectoDeSubjuntivo2, ra.forms.map { Self.ending($0, at: ra.ending, "s", "e") })
      set(.futuroDeSubjuntivo, ra.forms.map { Self.ending($0, at: ra.ending, "r", "e") })
    }

    for (tense, forms) in table.filled {
      for (person, form) in zip(Person.six, forms) { paradigm[.form(tense, person)] = form }
      if tense != .presenteDeIndicativo { paradigm[.form(tense, .vos)] = forms[1] }
    }
    if let present = table[.presenteDeIndicativo] {
      paradigm[.form(.presenteDeIndicativo, .vos)] = Self.voseo(present[4])
    }
    if needed.contains(.imperativoPositivo) {
      addImperative(to: &paradigm, subjunctive: table[.presenteDeSubjuntivo]!)
    }
    paradigm[.gerund] =
      model.gerund
      ?? make(verbClass == .ar ? stem : closedStem, (verbClass == .ar ? "ando" : "iendo").letters)
    paradigm[.participle] =
      model.participle ?? make(stem, (verbClass == .ar ? "ado" : "ido").letters)

    for (slot, form) in model.forms { paradigm[slot] = form }
    for (slot, forms) in model.extras { for form in forms { paradigm.add(extra: form, to: slot) } }
    for alternative in model.alternativeModels {
      var builder = self
      builder.model = alternative
      paradigm.merge(alternative: builder.build())
    }
    if respell && Junction.endsInPronouncedVowel(stem.letters) {
      addPre2010Spellings(to: &paradigm)
    }
    for tense in Tense.simple where tense != .presenteDeIndicativo && !tense.isImperative {
      for extra in paradigm.extras(.form(tense, .tu)) {
        paradigm.add(extra: extra, to: .form(tense, .vos))
      }
    }
    return paradigm
  }

  /// The simple tenses' six forms, by tense.
  private struct TenseTable {
    private var forms = [[String]?](repeating: nil, count: Tense.allCases.count)

    subscript(_ tense: Tense) -> [String]? {
      get { forms[tense.index] }
      set { forms[tense.index] = newValue }
    }

    var filled: [(Tense, [String])] {
      Tense.allCases.compactMap { tense in forms[tense.index].map { (tense, $0) } }
    }
  }

  // MARK: - Tenses

  private func present() -> [String] {
    let endings = Endings.present(verbClass)
    return (0..<6).map { index in
      if index == 0, let yo = model.yo { return yo }
      let stressed = [0, 1, 2, 5].contains(index)
      var base = stressed ? stressedStem : stem
      if stressed && model.insertsY {
        let letters = base.letters.last == "ü" ? base.letters.dropLast() + ["u"] : base.letters
        base = Stem(letters: letters + ["y"], front: false)
      }
      if index == 0 && model.insertsZ, base.letters.last == "c" {
        base = Stem(letters: base.letters.dropLast() + ["z", "c"], front: false)
      }
      return make(base, endings[index])
    }
  }

  private func preterite() -> [String] {
    if let strong = model.preteriteStem {
      let base = Stem(strong, front: true)
      return Endings.strongPreterite.enumerated().map { index, ending in
        make(base, index == 5 && strong.hasSuffix("j") ? "eron".letters : ending)
      }
    }
    return Endings.preterite(verbClass).enumerated().map { index, ending in
      let base = verbClass == .ir && (index == 2 || index == 5) ? closedStem : stem
      return make(base, ending)
    }
  }

  private func imperfect() -> [String] {
    if let special = model.imperfectStem {
      return Endings.imperfect(.er).map { make(Stem(special, front: true), $0) }
    }
    return Endings.imperfect(verbClass).map { make(stem, $0) }
  }

  private func presentSubjunctive(present: [String]) -> [String] {
    let endings = Endings.presentSubjunctive(verbClass)
    if let special = model.subjunctiveStem {
      return endings.map { make(Stem(special, front: false), $0) }
    }
    if model.yo != nil || model.insertsY || model.insertsZ, present[0].hasSuffix("o") {
      let yoStem = Stem(letters: present[0].letters.dropLast(), front: false)
      // The ending takes the stress in nosotros and vosotros: rehúya but rehuyamos.
      let unstressed = Stem(letters: yoStem.letters.map(Letters.removingAccent), front: false)
      return endings.enumerated().map { make([3, 4].contains($0) ? unstressed : yoStem, $1) }
    }
    return endings.enumerated().map { index, ending in
      if [0, 1, 2, 5].contains(index) { return make(stressedStem, ending) }
      return make(model.stemChange.closesInIr ? closedStem : stem, ending)
    }
  }

  /// The -ra subjunctive: the preterite's ellos form less -ron, plus the ending; nosotros
  /// stresses the vowel before it (tuviéramos). `ending` is where the ending starts.
  private func raSubjunctive(preteriteEllos ellos: String) -> (forms: [[Letter]], ending: Int) {
    let base = Array(ellos.letters.dropLast(3))
    let lastVowel = base.lastIndex(where: Letters.isVowelLetter) ?? 0
    let forms = Endings.imperfectSubjunctiveRa.enumerated().map { index, ending in
      let word = base.followed(by: ending)
      return index == 3 ? Stress.accentuate(word, stressed: lastVowel) : Stress.normalized(word)
    }
    return (forms, base.count)
  }

  /// A -se or -re form from the -ra one (tuviera → tuviese, tuviere). The three endings have
  /// the same shape (a consonant other than h, a strong vowel, then the same letters), so the
  /// accent rules treat the three words alike: only the ending's first two letters differ.
  private static func ending(
    _ raForm: [Letter], at index: Int, _ consonant: Letter, _ vowel: Letter
  ) -> String {
    var letters = raForm
    letters[index] = consonant
    letters[index + 1] = Letters.hasAccent(raForm[index + 1]) ? Letters.addingAccent(vowel) : vowel
    return String(letters: letters)
  }

  private func addImperative(to paradigm: inout SimpleParadigm, subjunctive: [String]) {
    let tense = Tense.imperativoPositivo
    let vosotros = Array(infinitive.dropLast()) + ["d"]
    paradigm[.form(tense, .tu)] = model.imperativeTu ?? paradigm[.presenteDeIndicativo, .el]
    for extra in paradigm.extras(.form(.presenteDeIndicativo, .el)) where model.imperativeTu == nil
    {
      paradigm.add(extra: extra, to: .form(tense, .tu))
    }
    paradigm[.form(tense, .vos)] = model.imperativeVos ?? Self.vosImperative(vosotros)
    paradigm[.form(tense, .el)] = subjunctive[2]
    paradigm[.form(tense, .nosotros)] = subjunctive[3]
    paradigm[.form(tense, .vosotros)] = String(letters: vosotros)
    paradigm[.form(tense, .ellos)] = subjunctive[5]
  }

  // MARK: - Forms

  /// Joins stem and ending and applies the accent rules.
  private func make(_ stem: Stem, _ ending: [Letter]) -> String {
    Junction.withJoined(stem, ending, respell: respell) { word in
      Stress.normalize(word)
      return String(letters: word)
    }
  }

  private func normalized(_ letters: [Letter]) -> String {
    String(letters: Stress.normalized(letters))
  }

  /// Until 2010 a diphthong after a stem vowel could be written as a hiatus: rió, criéis,
  /// huí. Those spellings stay accepted beside the monosyllables (rio, crieis, hui).
  private func addPre2010Spellings(to paradigm: inout SimpleParadigm) {
    for (index, form) in paradigm.filledSlots where !Self.hasSeveralNuclei(form) {
      let letters = form.letters
      guard Stress.endsInVowelNOrS(letters), !letters.contains(where: Letters.hasAccent),
        Stress.isOneNucleusOfSeveralVowels(letters),
        let stressed = Stress.stressedVowel(letters)
      else { continue }
      var older = letters
      older[stressed] = Letters.addingAccent(older[stressed])
      paradigm.add(extra: String(letters: older), at: index)
    }
  }

  /// A quick test, on the bytes, that a form has two syllable nuclei or more: a pronounced
  /// vowel, a consonant other than h, then a pronounced vowel. Only unaccented vowels are
  /// looked at, and a u after q or g is skipped (it may be silent); false when unsure.
  static func hasSeveralNuclei(_ form: String) -> Bool {
    var vowelSeen = false
    var consonantAfterVowel = false
    var previous: UInt8 = 0
    for byte in form.utf8 {
      defer { previous = byte }
      switch byte {
      case UInt8(ascii: "u") where previous == UInt8(ascii: "q") || previous == UInt8(ascii: "g"):
        continue
      case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"),
        UInt8(ascii: "u"):
        if consonantAfterVowel { return true }
        vowelSeen = true
      case UInt8(ascii: "h"): continue
      case UInt8(ascii: "b")...UInt8(ascii: "z"):
        consonantAfterVowel = consonantAfterVowel || vowelSeen
      default: continue
      }
    }
    return false
  }

  /// Whether the stem ends its last syllable with i or u after a strong vowel and a silent h
  /// (prohib-, rehu-, sahum-): stressed, that weak vowel stands in hiatus and is written with
  /// an accent (prohíbo, rehúyo, sahúmo), as a silent h does not break a diphthong in writing.
  static func hasHiatusAfterH(_ letters: [Letter]) -> Bool {
    guard let last = letters.lastIndex(where: Letters.isVowelLetter), last >= 2,
      letters[last] == "i" || letters[last] == "u",
      letters[last - 1] == "h", Letters.isStrongVowel(letters[last - 2])
    else { return false }
    return true
  }

  static func accentingLastWeakVowel(_ letters: [Letter]) -> [Letter] {
    guard
      let index = letters.indices.last(where: {
        (letters[$0] == "i" || letters[$0] == "u") && Letters.isPronouncedVowel(letters, at: $0)
      })
    else { return letters }
    var result = letters
    result[index] = Letters.addingAccent(letters[index])
    return result
  }

  /// The vos present from the vosotros one: habláis → hablás, sois → sos.
  static func voseo(_ vosotros: String) -> String {
    String(letters: Stress.normalized(voseoLetters(vosotros)))
  }

  /// The vos form as the vosotros one is spelt, before the accent rules: fiéis → fiés (the
  /// pre-2010 spelling of the monosyllable fies).
  static func voseoLetters(_ vosotros: String) -> [Letter] {
    var letters = vosotros.letters
    let n = letters.count
    if n >= 3, letters[n - 1] == "s", letters[n - 2] == "i",
      ["a", "á", "e", "é", "o"].contains(letters[n - 3])
    {
      letters.remove(at: n - 2)
    }
    return letters
  }

  /// The vos imperative from the vosotros one: hablad → hablá, tened → tené, sed → sé.
  static func vosImperative(_ vosotros: [Letter]) -> String {
    let word = Array(vosotros.dropLast())
    guard let last = word.lastIndex(where: Letters.isVowelLetter) else {
      return String(letters: word)
    }
    return String(letters: Stress.accentuate(word, stressed: last))
  }
}
