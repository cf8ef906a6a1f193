import ConjugarCore
import Testing

/// Faults of listed verbs (issue 11, item 6): each form as RAE writes it.
@Suite struct KnownVerbFixTests {
  let conjugator = Conjugator()

  @Test(arguments: [
    // rehuir: the stressed u after e and a silent h is written ú; rehuís, rehuí are two syllables.
    FormCase("rehuir", .presenteDeIndicativo, .yo, "rehúyo"),
    FormCase("rehuir", .presenteDeIndicativo, .tu, "rehúyes"),
    FormCase("rehuir", .presenteDeIndicativo, .el, "rehúye"),
    FormCase("rehuir", .presenteDeIndicativo, .ellos, "rehúyen"),
    FormCase("rehuir", .presenteDeIndicativo, .vosotros, "rehuís"),
    FormCase("rehuir", .presenteDeIndicativo, .vos, "rehuís"),
    FormCase("rehuir", .preterito, .yo, "rehuí"),
    FormCase("rehuir", .presenteDeSubjuntivo, .yo, "rehúya"),
    FormCase("rehuir", .presenteDeSubjuntivo, .nosotros, "rehuyamos"),
    FormCase("rehuir", .imperativoPositivo, .tu, "rehúye"),
    FormCase("rehuir", .imperativoPositivo, .vos, "rehuí"),
    FormCase("rehusar", .presenteDeIndicativo, .yo, "rehúso"),
    FormCase("prohibir", .presenteDeIndicativo, .yo, "prohíbo"),
    FormCase("cohibir", .presenteDeIndicativo, .ellos, "cohíben"),
    FormCase("reunir", .presenteDeIndicativo, .yo, "reúno"),
    FormCase("ahumar", .presenteDeIndicativo, .yo, "ahúmo"),
    FormCase("aullar", .presenteDeIndicativo, .yo, "aúllo"),
    // desosar: o→ue where stressed, and the diphthong after des- takes the h of hueso (DLE).
    FormCase("desosar", .presenteDeIndicativo, .yo, "deshueso"),
    FormCase("desosar", .presenteDeIndicativo, .ellos, "deshuesan"),
    FormCase("desosar", .presenteDeIndicativo, .nosotros, "desosamos"),
    FormCase("desosar", .presenteDeSubjuntivo, .el, "deshuese"),
    FormCase("desosar", .preterito, .yo, "desosé"),
    FormCase("desosar", .imperativoPositivo, .tu, "deshuesa"),
    FormCase("desosar", .imperativoPositivo, .vos, "desosá"),
    // haber: impersonal hay; imperative he for tú and vos (DLE).
    FormCase("haber", .presenteDeIndicativo, .el, "ha", also: ["hay"]),
    FormCase("haber", .imperativoPositivo, .vos, "he"),
    // placer: literary forms beside the regular ones.
    FormCase("placer", .preterito, .el, "plació", also: ["plugo"]),
    FormCase("placer", .preterito, .ellos, "placieron", also: ["pluguieron"]),
    FormCase("placer", .presenteDeSubjuntivo, .el, "plazca", also: ["plegue", "plega"]),
    FormCase("placer", .imperfectoDeSubjuntivo1, .el, "placiera", also: ["pluguiera"]),
    FormCase("placer", .imperfectoDeSubjuntivo2, .el, "placiese", also: ["pluguiese"]),
    // Rioplatense participles.
    FormCase("inscribir", nil, .yo, "inscrito", also: ["inscripto"]),
    FormCase("suscribir", nil, .yo, "suscrito", also: ["suscripto"]),
    FormCase("prescribir", nil, .yo, "prescrito", also: ["prescripto"]),
    FormCase("proscribir", nil, .yo, "proscrito", also: ["proscripto"]),
    FormCase("describir", nil, .yo, "descrito", also: ["descripto"]),
    FormCase("transcribir", nil, .yo, "transcrito", also: ["transcripto"]),
    FormCase("circunscribir", nil, .yo, "circunscrito", also: ["circunscripto"]),
    FormCase("inscribir", .perfectoDeIndicativo, .yo, "he inscrito", also: ["he inscripto"]),
    // vos subjunctive and negative imperative: the pre-2010 spelling as an alternative.
    FormCase("fiar", .presenteDeSubjuntivo, .vos, "fíes", also: ["fies", "fiés"]),
    FormCase("guiar", .imperativoNegativo, .vos, "no guíes", also: ["no guies", "no guiés"]),
    FormCase("criar", .presenteDeSubjuntivo, .vos, "críes", also: ["cries", "criés"]),
    FormCase("liar", .presenteDeSubjuntivo, .vos, "líes", also: ["lies", "liés"]),
    FormCase("piar", .presenteDeSubjuntivo, .vos, "píes", also: ["pies", "piés"]),
    FormCase("reír", .imperativoNegativo, .vos, "no rías", also: ["no rias", "no riás"]),
    FormCase("freír", .presenteDeSubjuntivo, .vos, "frías", also: ["frias", "friás"]),
  ])
  func form(_ form: FormCase) throws {
    let conjugation = try conjugator.conjugate(form.verb)
    #expect(conjugation.isKnown)
    let slot = form.tense.map { conjugation.form($0, form.person) } ?? conjugation.participle
    #expect(slot?.text == form.expected)
    for accepted in form.accepted { #expect(slot?.alternatives.contains(accepted) == true) }
  }

  @Test(arguments: ["escribir", "reescribir", "sobrescribir"])
  func escribirHasNoScriptoParticiple(_ verb: String) throws {
    guard let conjugation = try? conjugator.conjugate(verb) else { return }
    #expect(!conjugation.participle.allForms.contains { $0.hasSuffix("scripto") })
  }

  @Test(arguments: ["valer", "equivaler"])
  func valerHasOnlyValeInTheImperative(_ verb: String) throws {
    let tu = try #require(try conjugator.conjugate(verb).form(.imperativoPositivo, .tu))
    #expect(tu.text.hasSuffix("vale"))
    #expect(tu.alternatives.isEmpty)
  }

  @Test func rehuirHasNoInventedAccents() throws {
    let conjugation = try conjugator.conjugate("rehuir")
    for tense in Tense.allCases {
      for person in tense.persons {
        for form in conjugation.form(tense, person)?.allForms ?? [] {
          #expect(!form.contains("réhu"), "\(tense) \(person): \(form)")
          #expect(
            !form.hasSuffix("rehuis") && !form.hasSuffix("rehui"), "\(tense) \(person): \(form)")
        }
      }
    }
  }

  @Test func identifyFindsHay() throws {
    let hay = try FormAnalyzer().identify("hay")
    #expect(
      hay.analyses.contains {
        $0.infinitive == "haber" && $0.tense == .presenteDeIndicativo && $0.person == .el
      })
  }

  @Test func identifyListsEachReadingOnce() throws {
    let crie = try FormAnalyzer().identify("crié")
    let readings = (crie.analyses + crie.accentVariants).map { "\($0.infinitive) \($0.kind)" }
    #expect(Set(readings).count == readings.count)
    #expect(crie.analyses.contains { $0.tense == .preterito && $0.person == .yo })
    #expect(!crie.accentVariants.contains { $0.tense == .preterito && $0.person == .yo })
  }
}
