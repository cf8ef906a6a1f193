import ConjugarCore
import EnglishForms
import Testing

/// haber's third person singular is "there is/there are" in every tense (hay, hubo, había…);
/// its other persons, and "have" as every other verb's auxiliary, are unchanged.
struct ExistentialTests {
  static let thereIs: [(Tense, String, String)] = [
    (.presenteDeIndicativo, "ha", "there is/there are"),
    (.preterito, "hubo", "there was/there were"),
    (.imperfectoDeIndicativo, "había", "there used to be"),
    (.futuroDeIndicativo, "habrá", "there will be"),
    (.condicional, "habría", "there would be"),
    (.presenteDeSubjuntivo, "haya", "(that) there is/there are"),
    (.imperfectoDeSubjuntivo1, "hubiera", "(that) there were"),
    (.imperfectoDeSubjuntivo2, "hubiese", "(that) there were"),
    (.futuroDeSubjuntivo, "hubiere", "(if) there is/there are"),
    (.perfectoDeIndicativo, "ha habido", "there has been/there have been"),
    (.preteritoAnterior, "hubo habido", "there had been"),
    (.pluscuamperfectoDeIndicativo, "había habido", "there had been"),
    (.futuroPerfecto, "habrá habido", "there will have been"),
    (.condicionalCompuesto, "habría habido", "there would have been"),
    (.perfectoDeSubjuntivo, "haya habido", "(that) there has been/there have been"),
    (.pluscuamperfectoDeSubjuntivo1, "hubiera habido", "(that) there had been"),
    (.pluscuamperfectoDeSubjuntivo2, "hubiese habido", "(that) there had been"),
    (.futuroPerfectoDeSubjuntivo, "hubiere habido", "(if) there has been/there have been"),
  ]

  @Test(arguments: thereIs)
  func haberThirdPersonSingular(_ tense: Tense, _ form: String, _ text: String) throws {
    let conjugation = try Conjugator().conjugate("haber")
    #expect(conjugation.form(tense, .el)?.text == form)
    let english = try #require(EnglishRendering(conjugation))
    #expect(english.isExistential)
    if tense == .presenteDeIndicativo {
      // The row holds the auxiliary ha and the impersonal hay: each read alone means one.
      #expect(english.render(tense, .el) == "he/she has (auxiliary); " + text)
      #expect(english.render(tense, .el, form: "hay") == text)
      #expect(english.render(tense, .el, form: "ha") == "he/she has (auxiliary)")
    } else {
      #expect(english.render(tense, .el) == text)
      #expect(english.render(tense, .el, form: form) == text)
    }
  }

  @Test func hayIsTheSameRow() throws {
    let conjugation = try Conjugator().conjugate("haber")
    #expect(conjugation.form(.presenteDeIndicativo, .el)?.allForms.contains("hay") == true)
  }

  @Test func haberOtherPersonsStayAuxiliary() throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate("haber")))
    #expect(english.render(.presenteDeIndicativo, .yo) == "I have (auxiliary)")
    #expect(english.render(.presenteDeIndicativo, .ellos) == "they have (auxiliary)")
    #expect(english.render(.preterito, .nosotros) == "we had (auxiliary)")
    #expect(english.render(.imperativoPositivo, .el) == "have (auxiliary)! (formal)")
    #expect(english.gerund == "having (auxiliary)")
    #expect(english.participle == "had (auxiliary)")
  }

  @Test func otherVerbsKeepHaveAsTheirAuxiliary() throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate("tener")))
    #expect(!english.isExistential)
    #expect(english.render(.perfectoDeIndicativo, .el) == "he/she has had")
    #expect(english.render(.pluscuamperfectoDeIndicativo, .el) == "he/she had had")
  }

  @Test func onlyTheSenseThereToBeMakesItExistential() throws {
    let auxiliary = try #require(EnglishRendering(gloss: "to have (auxiliary)"))
    #expect(auxiliary.render(.presenteDeIndicativo, .el) == "he/she has (auxiliary)")
    let bothSenses = try #require(EnglishRendering(gloss: "to have (auxiliary), there to be"))
    #expect(bothSenses.render(.preterito, .el) == "there was/there were")
  }
}
