import ConjugarCore
import Testing

@testable import TextReading

/// Forms of tú that are vos forms too (vas, eres, das) are still found where nothing else in
/// the text speaks to tú; a verb after a parenthetical comma (La oposición, sin embargo, cree…)
/// is read as its subject's verb, not as a usted command.
@Suite struct AddressAndCommandTests {
  let reader = TextReader()

  @Test(arguments: [
    ("¿Adónde vas tan temprano?", "vas", "ir", Tense.presenteDeIndicativo, Person.tu),
    ("¿Por qué eres tan terco?", "eres", "ser", .presenteDeIndicativo, .tu),
    ("¿Cuándo das la clase?", "das", "dar", .presenteDeIndicativo, .tu),
  ])
  func aTuFormThatIsAlsoAVosFormIsFound(
    _ text: String, _ form: String, _ verb: String, _ tense: Tense, _ person: Person
  ) throws {
    let found = try #require(reader.read(text).first { $0.form == form }, "\(text)")
    #expect(found.readings.first == VerbReading(infinitive: verb, kind: .finite(tense, person)))
  }

  @Test(arguments: [
    ("La oposición, sin embargo, cree que la subida llega tarde.", "cree", "creer"),
    ("El director, por su parte, lee el informe en voz alta.", "lee", "leer"),
    ("Mi vecina, como siempre, cree que tiene razón.", "cree", "creer"),
  ])
  func aVerbAfterAParentheticalIsNoCommand(_ text: String, _ form: String, _ verb: String) throws {
    let found = try #require(reader.read(text).first { $0.form == form }, "\(text)")
    #expect(
      found.readings.first
        == VerbReading(infinitive: verb, kind: .finite(.presenteDeIndicativo, .el)),
      "\(found.readings)")
  }

  @Test func aUstedCommandAfterACallStillReadsAsOne() throws {
    let found = try #require(
      reader.read("Señora, lea usted la carta, por favor.").first { $0.form == "lea" })
    #expect(
      found.readings.first
        == VerbReading(infinitive: "leer", kind: .finite(.imperativoPositivo, .el)))
  }
}
