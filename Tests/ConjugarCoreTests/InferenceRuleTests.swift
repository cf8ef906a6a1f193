import Testing

@testable import ConjugarCore

/// Inference on real rare verbs, one rule per group (issue 11, item 5). Each verb is taken
/// out of the list first, so the rule is tested even once the list grows to know the verb.
@Suite struct InferenceRuleTests {
  /// The bundled list without `verb` (and its pronominal entry).
  static func lexicon(without verb: String) -> Lexicon {
    Lexicon.bundled.excluding([verb, verb + "se"])
  }

  static func check(_ form: FormCase, unknown: Bool = true) throws {
    let conjugator = Conjugator(lexicon: unknown ? lexicon(without: form.verb) : .bundled)
    let conjugation = try conjugator.conjugate(form.verb)
    #expect(conjugation.isKnown == !unknown)
    let slot = form.tense.map { conjugation.form($0, form.person) } ?? conjugation.participle
    #expect(slot?.text == form.expected)
    for accepted in form.accepted { #expect(slot?.alternatives.contains(accepted) == true) }
  }

  /// Families of listed verbs that end alike (issue 28, item 2): the longest shared ending whose
  /// verbs agree decides; a real prefix before a listed verb whose compounds mostly agree.
  @Test(arguments: [
    FormCase("desvergonzarse", .presenteDeIndicativo, .yo, "me desvergüenzo"),
    FormCase("coadquirir", .presenteDeIndicativo, .yo, "coadquiero"),
    FormCase("coadquirir", .preterito, .yo, "coadquirí"),
    FormCase("abnegar", .presenteDeIndicativo, .yo, "abniego"),
    FormCase("abnegar", .preterito, .yo, "abnegué"),
    FormCase("autoinferir", .presenteDeIndicativo, .el, "autoinfiere"),
    FormCase("reacordar", .presenteDeIndicativo, .ellos, "reacuerdan"),
    FormCase("autoabsolver", nil, .yo, "autoabsuelto"),
    // The verbs left out one by one: their family still gives their model.
    FormCase("inquirir", .presenteDeIndicativo, .yo, "inquiero"),
    FormCase("recordar", .presenteDeIndicativo, .yo, "recuerdo"),
    // A family that disagrees says nothing: -tentar is pensar (tentar) and regular (contentar).
    FormCase("detentar", .presenteDeIndicativo, .yo, "detento"),
    // -facer (not satisfacer): conjugated like hacer with f, participle -facto (DLE).
    FormCase("rarefacer", .presenteDeIndicativo, .yo, "rarefago"),
    FormCase("rarefacer", .preterito, .el, "rarefizo"),
    FormCase("rarefacer", .futuroDeIndicativo, .yo, "rarefaré"),
    FormCase("rarefacer", .imperativoPositivo, .tu, "rarefaz"),
    FormCase("licuefacer", nil, .yo, "licuefacto"),
    FormCase("licuefacer", .presenteDeSubjuntivo, .el, "licuefaga"),
  ])
  func families(_ form: FormCase) throws { try Self.check(form) }

  @Test(arguments: [
    // -eñir: e → i (teñir).
    FormCase("estreñir", .presenteDeIndicativo, .yo, "estriño"),
    FormCase("heñir", .preterito, .el, "hiñó"),
    FormCase("desceñir", .presenteDeSubjuntivo, .nosotros, "desciñamos"),
    // -erir, -ertir, -entir: e → ie and e → i (sentir).
    FormCase("zaherir", .presenteDeIndicativo, .yo, "zahiero"),
    FormCase("inserir", .preterito, .ellos, "insirieron"),
    FormCase("circunferir", .presenteDeIndicativo, .ellos, "circunfieren"),
    FormCase("revertir", .presenteDeIndicativo, .yo, "revierto"),
    FormCase("controvertir", .presenteDeSubjuntivo, .nosotros, "controvirtamos"),
    FormCase("presentir", .presenteDeIndicativo, .tu, "presientes"),
    // -edir, -etir, -egir, -estir, -enchir: e → i (pedir, elegir).
    FormCase("desmedir", .presenteDeIndicativo, .yo, "desmido"),
    FormCase("transgredir", .presenteDeIndicativo, .yo, "transgredo"),
    FormCase("colegir", .presenteDeIndicativo, .yo, "colijo"),
    FormCase("investir", .preterito, .el, "invistió"),
    FormCase("henchir", .presenteDeIndicativo, .yo, "hincho"),
    FormCase("rehenchir", .presenteDeIndicativo, .ellos, "rehínchen"),
    // -ducir, -uir with y, -ecer / -ocer with zc, but the cocer family with ue.
    FormCase("coproducir", .preterito, .yo, "coproduje"),
    FormCase("estatuir", .presenteDeIndicativo, .yo, "estatuyo"),
    FormCase("derruir", .preterito, .el, "derruyó"),
    FormCase("emplumecer", .presenteDeIndicativo, .yo, "emplumezco"),
    FormCase("enmohecer", .presenteDeSubjuntivo, .el, "enmohezca"),
    FormCase("pacer", .presenteDeIndicativo, .yo, "pazco"),
    FormCase("escocer", .presenteDeIndicativo, .yo, "escuezo"),
    FormCase("recocer", .presenteDeIndicativo, .el, "recuece"),
    // podrir: every form but the infinitive and participle is pudrir's.
    FormCase("podrir", .imperfectoDeIndicativo, .yo, "pudría"),
    FormCase("podrir", nil, .yo, "podrido"),
  ])
  func suffixFamilies(_ form: FormCase) throws { try Self.check(form) }

  @Test(arguments: [
    // -iar: a stem without another vowel, or a family that stresses the i…
    FormCase("ciar", .presenteDeIndicativo, .yo, "cío"),
    FormCase("triar", .presenteDeIndicativo, .ellos, "trían"),
    FormCase("biografiar", .presenteDeIndicativo, .yo, "biografío"),
    FormCase("cablegrafiar", .presenteDeSubjuntivo, .el, "cablegrafíe"),
    FormCase("ataviar", .presenteDeIndicativo, .yo, "atavío"),
    FormCase("descarriar", .presenteDeIndicativo, .tu, "descarrías"),
    FormCase("extasiar", .presenteDeIndicativo, .yo, "extasío"),
    FormCase("enlejiar", .presenteDeIndicativo, .yo, "enlejío"),
    // … or a diphthong.
    FormCase("agraviar", .presenteDeIndicativo, .yo, "agravio"),
    FormCase("obsequiar", .presenteDeIndicativo, .yo, "obsequio"),
    FormCase("aparroquiar", .presenteDeIndicativo, .yo, "aparroquio"),
    FormCase("vendimiar", .presenteDeIndicativo, .yo, "vendimio"),
    // -izar after a vowel: the suffix's i is stressed.
    FormCase("europeizar", .presenteDeIndicativo, .yo, "europeízo"),
    FormCase("judaizar", .presenteDeSubjuntivo, .el, "judaíce"),
    FormCase("hebraizar", .presenteDeIndicativo, .ellos, "hebraízan"),
    FormCase("desraizar", .presenteDeIndicativo, .yo, "desraízo"),
    // A silent h between the vowels does not make a diphthong of a stressed i or u.
    FormCase("prohijar", .presenteDeIndicativo, .yo, "prohíjo"),
    FormCase("sahumar", .presenteDeIndicativo, .yo, "sahúmo"),
    FormCase("ahilar", .presenteDeIndicativo, .el, "ahíla"),
    FormCase("rehundir", .presenteDeIndicativo, .yo, "rehúndo"),
    FormCase("ahincar", .presenteDeSubjuntivo, .yo, "ahínque"),
    FormCase("cabrahigar", .presenteDeIndicativo, .yo, "cabrahígo"),
    FormCase("amohinar", .presenteDeIndicativo, .yo, "amohíno"),
    FormCase("prohijar", .presenteDeIndicativo, .nosotros, "prohijamos"),
    // Hiatus without h: data (aislar, aunar families).
    FormCase("airar", .presenteDeIndicativo, .yo, "aíro"),
    FormCase("aupar", .presenteDeIndicativo, .yo, "aúpo"),
    FormCase("embaular", .presenteDeIndicativo, .yo, "embaúlo"),
    FormCase("atraillar", .presenteDeIndicativo, .yo, "atraíllo"),
  ])
  func stressedWeakVowels(_ form: FormCase) throws { try Self.check(form) }

  @Test(arguments: [
    // Real prefixes before a known base.
    FormCase("malquerer", .presenteDeIndicativo, .yo, "malquiero"),
    FormCase("malquerer", .preterito, .yo, "malquise"),
    FormCase("bienquerer", .futuroDeIndicativo, .yo, "bienquerré"),
    FormCase("condecir", .futuroDeIndicativo, .yo, "condiré"),
    FormCase("entredecir", .preterito, .yo, "entredije"),
    FormCase("interdecir", .condicional, .el, "interdiría"),
    FormCase("antever", nil, .yo, "antevisto"),
    FormCase("repensar", .presenteDeIndicativo, .yo, "repienso"),
    FormCase("resaber", .presenteDeIndicativo, .yo, "resé"),
    // Words that only end like a known verb.
    FormCase("expensar", .presenteDeIndicativo, .yo, "expenso"),
    FormCase("detentar", .presenteDeIndicativo, .yo, "detento"),
    FormCase("aferrar", .presenteDeIndicativo, .yo, "aferro"),
    FormCase("redar", .presenteDeIndicativo, .yo, "redo"),
  ])
  func prefixes(_ form: FormCase) throws { try Self.check(form) }

  @Test func theBaseOfAKnownPronominalVerbConjugatesLikeIt() throws {
    let conjugation = try Conjugator().conjugate("esforzar")
    #expect(conjugation.isKnown)  // listed by its pronominal, esforzarse
    #expect(conjugation.model == "almorzar")
    #expect(conjugation.form(.presenteDeIndicativo, .yo)?.text == "esfuerzo")
    #expect(!conjugation.isPronominal)
  }

  @Test(arguments: [
    ("oir", "oír"), ("reir", "reír"), ("freir", "freír"), ("sonreir", "sonreír"),
    ("sofreir", "sofreír"), ("desoir", "desoír"), ("reirse", "reírse"),
  ])
  func accentlessInputConjugatesTheListedVerb(_ typed: String, _ listed: String) throws {
    let conjugator = Conjugator()
    let conjugation = try conjugator.conjugate(typed)
    let expected = try conjugator.conjugate(listed)
    #expect(conjugation.infinitive == listed)
    #expect(conjugation.enteredAs == typed)
    #expect(conjugation.isKnown)
    for tense in Tense.allCases {
      for person in tense.persons {
        #expect(conjugation.form(tense, person) == expected.form(tense, person))
      }
    }
  }

  @Test func anUnlistedHiatusInfinitiveGetsItsAccent() throws {
    let conjugation = try Conjugator(lexicon: Self.lexicon(without: "entreoír")).conjugate(
      "entreoir")
    #expect(conjugation.infinitive == "entreoír")
    #expect(conjugation.enteredAs == "entreoir")
    #expect(conjugation.model == "oír")
    #expect(conjugation.form(.presenteDeIndicativo, .yo)?.text == "entreoigo")
  }

  @Test(arguments: ["desvaír", "embaír", "aterir", "despavorir"])
  func verbsWithOnlyEndingsInIHaveNoOtherForms(_ verb: String) throws {
    let conjugation = try Conjugator(lexicon: Self.lexicon(without: verb)).conjugate(verb)
    #expect(conjugation.defectiveness == .onlyEndingsWithI)
    for person in [Person.yo, .tu, .el, .ellos] {
      #expect(conjugation.form(.presenteDeIndicativo, person) == nil)
    }
    #expect(!conjugation.hasForms(in: .presenteDeSubjuntivo))
    #expect(!conjugation.hasForms(in: .imperativoNegativo))
    #expect(conjugation.form(.imperativoPositivo, .tu) == nil)
    #expect(conjugation.form(.presenteDeIndicativo, .nosotros) != nil)
    #expect(conjugation.form(.imperativoPositivo, .vosotros) != nil)
    #expect(conjugation.hasForms(in: .preterito))
  }

  @Test func balbucirHasNoFormsWithZc() throws {
    let conjugation = try Conjugator(lexicon: Self.lexicon(without: "balbucir")).conjugate(
      "balbucir")
    #expect(conjugation.form(.presenteDeIndicativo, .yo) == nil)
    #expect(conjugation.form(.presenteDeIndicativo, .tu)?.text == "balbuces")
    #expect(!conjugation.hasForms(in: .presenteDeSubjuntivo))
    #expect(conjugation.form(.imperativoPositivo, .el) == nil)
    #expect(conjugation.form(.imperativoPositivo, .tu)?.text == "balbuce")
    #expect(conjugation.form(.preterito, .yo)?.text == "balbucí")
  }
}
