import ConjugarCore
import Testing

/// Verbs the norms let follow two models (Docs/SPANISH.md, "Two accepted conjugations"): the
/// first model's form is shown, the second's is an alternative everywhere a form is accepted.
@Suite struct AcceptedVariantTests {
  let conjugator = Conjugator()

  @Test(arguments: [
    // Two stresses of -iar verbs: a diphthong like anunciar (cambio) or a hiatus like enviar.
    FormCase("repatriar", .presenteDeIndicativo, .yo, "repatrio", also: ["repatrío"]),
    FormCase("expatriar", .presenteDeIndicativo, .ellos, "expatrian", also: ["expatrían"]),
    FormCase("paliar", .presenteDeIndicativo, .ellos, "palian", also: ["palían"]),
    FormCase("agriar", .presenteDeIndicativo, .yo, "agrío", also: ["agrio"]),
    FormCase("auxiliar", .presenteDeSubjuntivo, .tu, "auxilies", also: ["auxilíes"]),
    FormCase("historiar", .imperativoPositivo, .tu, "historia", also: ["historía"]),
    FormCase("vidriar", .presenteDeIndicativo, .el, "vidria", also: ["vidría"]),
    FormCase("afiliar", .imperativoNegativo, .ellos, "no afilien", also: ["no afilíen"]),
    // -cuar: the diphthong like averiguar or the hiatus like actuar (adecuar's model has both).
    FormCase("adecuar", .presenteDeIndicativo, .yo, "adecuo", also: ["adecúo"]),
    FormCase("promiscuar", .presenteDeIndicativo, .yo, "promiscuo", also: ["promiscúo"]),
    // An irregular and a regular conjugation.
    FormCase("cimentar", .presenteDeIndicativo, .yo, "cimiento", also: ["cimento"]),
    FormCase("descimentar", .presenteDeSubjuntivo, .el, "descimiente", also: ["descimente"]),
    FormCase("emparentar", .presenteDeIndicativo, .el, "emparienta", also: ["emparenta"]),
    FormCase("engrosar", .presenteDeIndicativo, .yo, "engrueso", also: ["engroso"]),
    FormCase("desengrosar", .presenteDeIndicativo, .ellos, "desengruesan", also: ["desengrosan"]),
    FormCase("apostar", .presenteDeIndicativo, .yo, "apuesto", also: ["aposto"]),
    FormCase("asolar", .presenteDeIndicativo, .el, "asola", also: ["asuela"]),
    FormCase("atestar", .presenteDeIndicativo, .yo, "atesto", also: ["atiesto"]),
    FormCase("aterrar", .presenteDeSubjuntivo, .el, "aterre", also: ["atierre"]),
    FormCase("derrocar", .presenteDeSubjuntivo, .yo, "derroque", also: ["derrueque"]),
    // vos and the forms stressed on the ending have one form only.
    FormCase("cimentar", .presenteDeIndicativo, .nosotros, "cimentamos"),
    FormCase("repatriar", .presenteDeIndicativo, .vos, "repatriás"),
  ])
  func bothFormsAreGiven(_ form: FormCase) throws {
    let conjugation = try conjugator.conjugate(form.verb)
    let slot = try #require(form.tense.map { conjugation.form($0, form.person) } ?? nil)
    #expect(slot.text == form.expected)
    #expect(slot.alternatives == form.accepted)
  }

  @Test func theListNamesTheSecondModel() throws {
    let entry = try #require(conjugator.lexicon.entry(for: "repatriar"))
    #expect(entry.model == "hablar")
    #expect(entry.alternativeModel == "enviar")
    #expect(conjugator.lexicon.entry(for: "hablar")?.alternativeModel == nil)
    #expect(try conjugator.conjugate("hablar").alternativeModel == nil)
  }

  /// Every second model is a model, and differs from the first.
  @Test func everySecondModelIsAModelOfItsOwn() {
    for entry in conjugator.lexicon.entries {
      guard let alternative = entry.alternativeModel else { continue }
      #expect(VerbCatalog.modelNames.contains(alternative), "\(entry.infinitive)")
      #expect(alternative != entry.model, "\(entry.infinitive)")
    }
  }
}
