import ConjugarCore
import EnglishForms
import Testing

/// "oneself" and "one's" follow the subject in every tense and the addressee in commands; the
/// gerund and participle, which have no subject, keep them.
struct ReflexiveTests {
  static let washed = [
    (Tense.presenteDeIndicativo, Person.yo, "I wash myself"),
    (.presenteDeIndicativo, .tu, "you wash yourself"),
    (.presenteDeIndicativo, .vos, "you wash yourself"),
    (.presenteDeIndicativo, .el, "he/she washes himself/herself"),
    (.presenteDeIndicativo, .nosotros, "we wash ourselves"),
    (.presenteDeIndicativo, .vosotros, "you all wash yourselves"),
    (.presenteDeIndicativo, .ellos, "they wash themselves"),
    (.preterito, .el, "he/she washed himself/herself"),
    (.imperfectoDeIndicativo, .yo, "I used to wash myself"),
    (.futuroDeIndicativo, .nosotros, "we will wash ourselves"),
    (.condicional, .ellos, "they would wash themselves"),
    (.presenteDeSubjuntivo, .tu, "(that) you wash yourself"),
    (.imperfectoDeSubjuntivo2, .vosotros, "(that) you all washed yourselves"),
    (.futuroDeSubjuntivo, .el, "(if) he/she washes himself/herself"),
    (.perfectoDeIndicativo, .yo, "I have washed myself"),
    (.pluscuamperfectoDeSubjuntivo1, .ellos, "(that) they had washed themselves"),
    (.futuroPerfecto, .el, "he/she will have washed himself/herself"),
    (.imperativoPositivo, .tu, "wash yourself!"),
    (.imperativoPositivo, .vos, "wash yourself!"),
    (.imperativoPositivo, .el, "wash yourself! (formal)"),
    (.imperativoPositivo, .nosotros, "let's wash ourselves!"),
    (.imperativoPositivo, .vosotros, "wash yourselves! (you all)"),
    (.imperativoPositivo, .ellos, "wash yourselves! (you all, formal)"),
    (.imperativoNegativo, .tu, "don't wash yourself!"),
    (.imperativoNegativo, .nosotros, "let's not wash ourselves!"),
    (.imperativoNegativo, .ellos, "don't wash yourselves! (you all, formal)"),
  ]

  @Test(arguments: washed)
  func reflexivePronounFollowsThePerson(_ tense: Tense, _ person: Person, _ text: String) throws {
    let english = try #require(EnglishRendering(gloss: "to wash oneself, to wash up"))
    #expect(english.render(tense, person) == text)
  }

  @Test(arguments: [
    ("to clear one's throat", Tense.preterito, Person.el, "he/she cleared his/her throat"),
    ("to clear one's throat", .presenteDeSubjuntivo, .ellos, "(that) they clear their throat"),
    ("to clear one's throat", .imperativoPositivo, .nosotros, "let's clear our throat!"),
    ("to clear one's throat", .imperativoNegativo, .vosotros, "don't clear your throat! (you all)"),
    ("to make up one's mind", .perfectoDeIndicativo, .yo, "I have made up my mind"),
    ("to shave (oneself)", .presenteDeIndicativo, .yo, "I shave (myself)"),
    ("to claim (for oneself)", .preterito, .nosotros, "we claimed (for ourselves)"),
    ("to tear at (one's hair or beard)", .preterito, .tu, "you tore at (your hair or beard)"),
    ("to talk oneself into something", .preterito, .ellos, "they talked themselves into something"),
    ("to pick (someone's) pocket", .preterito, .yo, "I picked (someone's) pocket"),
    ("to mess up someone's hair", .preterito, .el, "he/she messed up someone's hair"),
    ("to help one another", .preterito, .nosotros, "we helped one another"),
  ])
  func possessivesAndParentheses(
    _ gloss: String, _ tense: Tense, _ person: Person, _ text: String
  ) throws {
    let english = try #require(EnglishRendering(gloss: gloss))
    #expect(english.render(tense, person) == text)
  }

  @Test func impersonalSubjectTakesItself() throws {
    let english = try #require(EnglishRendering(gloss: "to repeat oneself", impersonal: true))
    #expect(english.render(.presenteDeIndicativo, .el) == "it repeats itself")
    #expect(english.render(.presenteDeIndicativo, .ellos) == "they repeat themselves")
  }

  @Test func formsWithoutASubjectStayGeneric() throws {
    let english = try #require(EnglishRendering(gloss: "to absent oneself"))
    #expect(english.gerund == "absenting oneself")
    #expect(english.participle == "absented oneself")
  }

  /// The bundled lavarse, through the conjugator: the bug report's "I wash oneself".
  @Test func lavarse() throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate("lavarse")))
    #expect(english.render(.presenteDeIndicativo, .yo) == "I wash myself")
    #expect(english.render(.preterito, .el) == "he/she washed himself/herself")
  }
}
