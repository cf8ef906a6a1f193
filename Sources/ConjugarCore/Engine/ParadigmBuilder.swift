/// Builds the simple tenses of a verb from a model's rules.
struct ParadigmBuilder {
  var model: ConjugationModel { didSet { stems = nil } }
  /// The infinitive the rules apply to: the family ending, or the whole verb.
  let infinitive: [Letter]
  /// Whether the infinitive starts the word (errar → yerro, but not inside a prefixed verb).
  var atWordStart = true { didSet { stems = nil } }
  /// Off for the regular pattern used to find irregular letters (busqué vs buscé).
  var respell = true

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
    addPresent(to: &paradigm)
    addPreterite(to: &paradigm)
    addImperfect(to: &paradigm)
    let future = model.futureStem?.letters ?? infinitive.map(Letters.removingAccent)
    set(.futuroDeIndicativo, in: &paradigm) { Self.normalized(future, Endings.future[$0]) }
    set(.condicional, in: &paradigm) { Self.normalized(future, Endings.conditional[$0]) }
    addPresentSubjunctive(to: &paradigm, presentYo: paradigm[.presenteDeIndicativo, .yo]!)
    addRaSeReSubjunctives(to: &paradigm, preteriteEllos: paradigm[.preterito, .ellos]!)
    paradigm[.form(.presenteDeIndicativo, .vos)] = Self.voseo(
      paradigm[.presenteDeIndicativo, .vosotros]!)
    addImperative(to: &paradigm)
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

  // MARK: - Tenses

  /// Sets a tense's six forms (and vos as tú, outside the present): the model's own when it
  /// lists the tense, else `form` of each position (yo 0 … ellos 5).
  private func set(
    _ tense: Tense, in paradigm: inout SimpleParadigm, _ form: (Int) -> String
  ) {
    let listed = model.tenses.isEmpty ? nil : model.tenses[tense]
    for (index, person) in Person.six.enumerated() {
      paradigm[.form(tense, person)] = listed?[index] ?? form(index)
    }
    if tense != .presenteDeIndicativo { paradigm[.form(tense, .vos)] = paradigm[tense, .tu] }
  }

  private func addPresent(to paradigm: inout SimpleParadigm) {
    let endings = Endings.present(verbClass)
    set(.presenteDeIndicativo, in: &paradigm) { index in
      if index == 0, let yo = model.yo { return yo }
      let stressed = index <= 2 || index == 5
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

  private func addPreterite(to paradigm: inout SimpleParadigm) {
    if let strong = model.preteriteStem {
      let base = Stem(strong, front: true)
      let afterJ = strong.hasSuffix("j")
      set(.preterito, in: &paradigm) { index in
        let ending =
          index == 5 && afterJ ? Endings.strongPreteriteAfterJ : Endings.strongPreterite[index]
        return make(base, ending)
      }
      return
    }
    let endings = Endings.preterite(verbClass)
    set(.preterito, in: &paradigm) { index in
      make(verbClass == .ir && (index == 2 || index == 5) ? closedStem : stem, endings[index])
    }
  }

  private func addImperfect(to paradigm: inout SimpleParadigm) {
    if let special = model.imperfectStem {
      let base = Stem(special, front: true)
      let endings = Endings.imperfect(.er)
      set(.imperfectoDeIndicativo, in: &paradigm) { make(base, endings[$0]) }
      return
    }
    let endings = Endings.imperfect(verbClass)
    set(.imperfectoDeIndicativo, in: &paradigm) { make(stem, endings[$0]) }
  }

  private func addPresentSubjunctive(to paradigm: inout SimpleParadigm, presentYo: String) {
    let endings = Endings.presentSubjunctive(verbClass)
    if let special = model.subjunctiveStem {
      let base = Stem(special, front: false)
      set(.presenteDeSubjuntivo, in: &paradigm) { make(base, endings[$0]) }
      return
    }
    if model.yo != nil || model.insertsY || model.insertsZ, presentYo.hasSuffix("o") {
      let yoStem = Stem(letters: presentYo.letters.dropLast(), front: false)
      // The ending takes the stress in nosotros and vosotros: rehúya but rehuyamos.
      let unstressed = Stem(letters: yoStem.letters.map(Letters.removingAccent), front: false)
      set(.presenteDeSubjuntivo, in: &paradigm) { index in
        make(index == 3 || index == 4 ? unstressed : yoStem, endings[index])
      }
      return
    }
    let unstressed = model.stemChange.closesInIr ? closedStem : stem
    set(.presenteDeSubjuntivo, in: &paradigm) { index in
      make(index <= 2 || index == 5 ? stressedStem : unstressed, endings[index])
    }
  }

  /// The -ra subjunctive: the preterite's ellos form less -ron, plus the ending; nosotros
  /// stresses the vowel before it (tuviéramos). The -se and -re forms are respelt from it.
  private func addRaSeReSubjunctives(to paradigm: inout SimpleParadigm, preteriteEllos: String) {
    let base = Array(preteriteEllos.letters.dropLast(3))
    let lastVowel = base.lastIndex(where: Letters.isVowelLetter) ?? 0
    var ra = ["", "", "", "", "", ""]
    var se = ra
    var re = ra
    for index in 0..<6 {
      base.withFollowed(by: Endings.imperfectSubjunctiveRa[index]) { word in
        if index == 3 {
          Stress.accentuate(word, stressed: lastVowel)
        } else {
          Stress.normalize(word)
        }
        ra[index] = String(letters: word)
        Self.respell(word, at: base.count, "s", "e")
        se[index] = String(letters: word)
        Self.respell(word, at: base.count, "r", "e")
        re[index] = String(letters: word)
      }
    }
    set(.imperfectoDeSubjuntivo1, in: &paradigm) { ra[$0] }
    set(.imperfectoDeSubjuntivo2, in: &paradigm) { se[$0] }
    set(.futuroDeSubjuntivo, in: &paradigm) { re[$0] }
  }

  /// A -se or -re form from the -ra one (tuviera → tuviese, tuviere), rewritten in place.
  /// The three endings have the same shape (a consonant other than h, a strong vowel, then
  /// the same letters), so the accent rules treat the three words alike: only the ending's
  /// first two letters differ.
  private static func respell(
    _ form: UnsafeMutableBufferPointer<Letter>, at index: Int, _ consonant: Letter,
    _ vowel: Letter
  ) {
    form[index] = consonant
    form[index + 1] = Letters.hasAccent(form[index + 1]) ? Letters.addingAccent(vowel) : vowel
  }

  private func addImperative(to paradigm: inout SimpleParadigm) {
    let tense = Tense.imperativoPositivo
    let vosotros = Array(infinitive.dropLast()) + ["d"]
    paradigm[.form(tense, .tu)] = model.imperativeTu ?? paradigm[.presenteDeIndicativo, .el]
    for extra in paradigm.extras(.form(.presenteDeIndicativo, .el)) where model.imperativeTu == nil
    {
      paradigm.add(extra: extra, to: .form(tense, .tu))
    }
    paradigm[.form(tense, .vos)] = model.imperativeVos ?? Self.vosImperative(vosotros)
    paradigm[.form(tense, .el)] = paradigm[.presenteDeSubjuntivo, .el]
    paradigm[.form(tense, .nosotros)] = paradigm[.presenteDeSubjuntivo, .nosotros]
    paradigm[.form(tense, .vosotros)] = String(letters: vosotros)
    paradigm[.form(tense, .ellos)] = paradigm[.presenteDeSubjuntivo, .ellos]
  }

  // MARK: - Forms

  /// Joins stem and ending and applies the accent rules.
  private func make(_ stem: Stem, _ ending: [Letter]) -> String {
    Junction.withJoined(stem, ending, respell: respell) { word in
      Stress.normalize(word)
      return String(letters: word)
    }
  }

  /// Two pieces joined as they are, with the accent rules applied (the future: tendr + é).
  private static func normalized(_ stem: [Letter], _ ending: [Letter]) -> String {
    stem.withFollowed(by: ending) { word in
      Stress.normalize(word)
      return String(letters: word)
    }
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
