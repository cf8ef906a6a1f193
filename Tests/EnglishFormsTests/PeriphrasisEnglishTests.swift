import ConjugarCore
import EnglishForms
import Testing

/// The English of periphrases: the construction's English auxiliaries for the Spanish
/// auxiliary's tense and person, then the main verb's gerund, base form or participle.
struct PeriphrasisEnglishTests {
  @Test(arguments: [
    ("to eat", Periphrasis.progressive, Tense.presenteDeIndicativo, Person.yo, "I am eating"),
    ("to eat", .progressive, .imperfectoDeIndicativo, .nosotros, "we were eating"),
    ("to eat", .progressive, .futuroDeIndicativo, .el, "he/she will be eating"),
    ("to eat", .progressive, .perfectoDeIndicativo, .el, "he/she has been eating"),
    ("to eat", .progressive, .pluscuamperfectoDeIndicativo, .yo, "I had been eating"),
    ("to eat", .progressive, .imperfectoDeSubjuntivo1, .yo, "(that) I were eating"),
    ("to eat", .goingTo, .presenteDeIndicativo, .el, "he/she is going to eat"),
    ("to eat", .goingTo, .imperfectoDeIndicativo, .ellos, "they were going to eat"),
    ("to eat", .goingTo, .imperativoPositivo, .nosotros, "let's eat"),
    ("to arrive", .justDone, .presenteDeIndicativo, .el, "he/she has just arrived"),
    ("to arrive", .justDone, .imperfectoDeIndicativo, .yo, "I had just arrived"),
    ("to pay", .tenerQue, .preterito, .nosotros, "we had to pay"),
    ("to pay", .tenerQue, .futuroDeIndicativo, .yo, "I will have to pay"),
    ("to study", .deber, .presenteDeIndicativo, .tu, "you must study"),
    ("to study", .deber, .condicional, .yo, "I should study"),
    ("to be", .deberDe, .presenteDeIndicativo, .el, "he/she must be"),
    ("to leave", .haberDe, .presenteDeIndicativo, .yo, "I am to leave"),
    ("to call", .volverA, .preterito, .el, "he/she called again"),
    ("to wash oneself", .progressive, .presenteDeIndicativo, .yo, "I am washing myself"),
  ])
  func rendersTheConstruction(
    gloss: String, periphrasis: Periphrasis, tense: Tense, person: Person, expected: String
  ) throws {
    let rendering = try #require(EnglishRendering(gloss: gloss))
    #expect(rendering.render(periphrasis, tense, person) == expected)
  }

  @Test func imperativesOtherThanLetsAreNotRendered() throws {
    let rendering = try #require(EnglishRendering(gloss: "to eat"))
    #expect(rendering.render(.progressive, .imperativoPositivo, .tu) == nil)
    #expect(rendering.render(.tenerQue, .imperativoNegativo, .tu) == nil)
  }
}
