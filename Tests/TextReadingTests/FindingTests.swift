import ConjugarCore
import Testing

@testable import TextReading

/// Every kind of verb the reader finds: simple forms (voseo, -se subjunctive), compound tenses,
/// periphrases, enclitics, pronominal verbs; and the spans it gives.
@Suite struct FindingTests {
  let reader = TextReader()

  func occurrence(_ text: String, _ form: String) throws -> VerbOccurrence {
    try #require(reader.read(text).first { $0.form == form })
  }

  @Test(arguments: [
    ("Vos tenés razón.", "tenés", "tener", Tense.presenteDeIndicativo, Person.vos),
    ("¿Vos hablás inglés?", "hablás", "hablar", .presenteDeIndicativo, .vos),
    ("Si hablase más despacio, lo entendería.", "hablase", "hablar", .imperfectoDeSubjuntivo2, .el),
    ("Ojalá vinieseis pronto.", "vinieseis", "venir", .imperfectoDeSubjuntivo2, .vosotros),
    ("Mañana iremos al cine.", "iremos", "ir", .futuroDeIndicativo, .nosotros),
  ])
  func simpleForms(_ text: String, _ form: String, _ verb: String, _ tense: Tense, _ person: Person)
    throws
  {
    let found = try occurrence(text, form)
    #expect(found.readings.first == VerbReading(infinitive: verb, kind: .finite(tense, person)))
  }

  @Test(arguments: [
    ("Lo he visto.", "he visto", "ver", Tense.perfectoDeIndicativo, Person.yo),
    ("Cuando llegué, había ya comido.", "había ya comido", "comer", .pluscuamperfectoDeIndicativo, .yo),
    ("Se habían marchado.", "habían marchado", "marcharse", .pluscuamperfectoDeIndicativo, .ellos),
    ("Si hubiese sabido, habría venido.", "habría venido", "venir", .condicionalCompuesto, .yo),
    ("Espero que hayan terminado.", "hayan terminado", "terminar", .perfectoDeSubjuntivo, .ellos),
  ])
  func compoundTenses(
    _ text: String, _ form: String, _ verb: String, _ tense: Tense, _ person: Person
  ) throws {
    let found = try occurrence(text, form)
    #expect(found.readings.first == VerbReading(infinitive: verb, kind: .finite(tense, person)))
    #expect(found.length == form.unicodeScalars.count)
  }

  @Test(arguments: [
    ("Acabo de llegar.", "Acabo", "llegar", Periphrasis.justDone),
    ("Tienes que venir.", "Tienes", "venir", .tenerQue),
    ("Estamos comiendo.", "Estamos", "comiendo", .progressive),
    ("Volvió a llamar.", "Volvió", "llamar", .volverA),
    ("Debe de estar cansada.", "Debe", "estar", .deberDe),
    ("He de salir pronto.", "He", "salir", .haberDe),
    ("Voy a comprar pan.", "Voy", "comprar", .goingTo),
  ])
  func periphrases(_ text: String, _ auxiliary: String, _ main: String, _ kind: Periphrasis)
    throws
  {
    let found = reader.read(text)
    let first = try #require(found.first { $0.form == auxiliary })
    let second = try #require(found.first { $0.form == main })
    #expect(first.periphrasis == kind)
    #expect(second.periphrasis == kind)
    #expect(second.readings.first?.tense == nil)
  }

  @Test func climbingPronounsGoToTheMainVerb() throws {
    let found = reader.read("Me voy a duchar ahora.")
    #expect(found.map(\.form) == ["voy", "duchar"])
    #expect(found[0].readings.first?.infinitive == "ir")
    #expect(found[1].readings.first?.infinitive == "ducharse")
    #expect(found[1].pronouns == ["me"])
  }

  @Test(arguments: [
    ("Quiero decírselo.", "decírselo", "decir", ["se", "lo"]),
    ("Salió llevándoselo.", "llevándoselo", "llevar", ["se", "lo"]),
    ("Dámelo, por favor.", "Dámelo", "dar", ["me", "lo"]),
    ("Sentaos aquí, chicos.", "Sentaos", "sentarse", ["os"]),
    ("¡Levántate ya!", "Levántate", "levantarse", ["te"]),
    ("Sentate, che.", "Sentate", "sentarse", ["te"]),
  ])
  func enclitics(_ text: String, _ form: String, _ verb: String, _ pronouns: [String]) throws {
    let found = try occurrence(text, form)
    #expect(found.readings.first?.infinitive == verb)
    #expect(found.pronouns == pronouns)
  }

  @Test(arguments: [
    ("Pablo se levantó tarde.", "levantó", "levantarse", ["se"]),
    ("Me levanto a las siete.", "levanto", "levantarse", ["me"]),
    ("Ella me lo dijo ayer.", "dijo", "decir", ["me", "lo"]),
    ("No se lo dije.", "dije", "decir", ["se", "lo"]),
    ("Se quedaron en casa.", "quedaron", "quedarse", ["se"]),
  ])
  func pronounsBeforeTheVerb(_ text: String, _ form: String, _ verb: String, _ pronouns: [String])
    throws
  {
    let found = try occurrence(text, form)
    #expect(found.readings.first?.infinitive == verb)
    #expect(found.pronouns == pronouns)
    #expect(text.unicodeScalars.map { $0 }[found.offset..<found.offset + found.length].count == form.unicodeScalars.count)
  }

  @Test func commandOrSubjunctiveKeepsBoth() throws {
    let found = try occurrence("Cante usted más alto, por favor.", "Cante")
    #expect(found.isAmbiguous)
    #expect(found.readings.first?.tense == .imperativoPositivo)
    #expect(found.readings.dropFirst().first?.tense == .presenteDeSubjuntivo)
  }

  @Test func negativeCommands() throws {
    let found = try occurrence("No hables tan alto.", "hables")
    #expect(found.readings.first == VerbReading(infinitive: "hablar", kind: .finite(.imperativoNegativo, .tu)))
    let subordinate = try occurrence("Quiero que no hables.", "hables")
    #expect(subordinate.readings.first?.tense == .presenteDeSubjuntivo)
  }
}
