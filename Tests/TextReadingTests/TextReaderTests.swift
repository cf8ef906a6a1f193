import ConjugarCore
import Testing

@testable import TextReading

/// What `TextReader.read` finds in short texts: spans, readings, pronouns, periphrases.
@Suite struct TextReaderTests {
  let reader = TextReader()

  func first(_ text: String, _ form: String) -> VerbOccurrence? {
    reader.read(text).first { $0.form == form }
  }

  @Test func emptyTextHasNoVerb() {
    #expect(reader.read("").isEmpty)
    #expect(reader.read("   \n\n ").isEmpty)
  }

  @Test func aCompoundTenseIsOneVerb() throws {
    let found = try #require(first("Ya he cerrado la puerta.", "he cerrado"))
    #expect(found.offset == 3)
    #expect(found.length == 10)
    #expect(
      found.readings.first
        == VerbReading(infinitive: "cerrar", kind: .finite(.perfectoDeIndicativo, .yo)))
  }

  @Test func aPronominalVerbIsReadWithItsPronoun() throws {
    let found = try #require(first("Ana se levantó temprano.", "levantó"))
    #expect(found.readings.first?.infinitive == "levantarse")
    #expect(found.pronouns == ["se"])
    #expect(found.offset == 7)
  }

  @Test func enclitics() throws {
    let found = try #require(first("Dámelo ahora.", "Dámelo"))
    #expect(
      found.readings.first
        == VerbReading(infinitive: "dar", kind: .finite(.imperativoPositivo, .tu)))
    #expect(found.pronouns == ["me", "lo"])
  }

  @Test func periphrasisMarksBothVerbs() throws {
    let found = reader.read("Mañana voy a comer con ella.")
    #expect(found.map(\.form) == ["voy", "comer"])
    #expect(found.allSatisfy { $0.periphrasis == .goingTo })
    #expect(
      found[0].readings.first
        == VerbReading(infinitive: "ir", kind: .finite(.presenteDeIndicativo, .yo)))
  }

  @Test func sentencesAreFound() throws {
    let text = "El Sr. López llegó tarde. ¿Viene usted?"
    let found = reader.read(text)
    let llego = try #require(found.first { $0.form == "llegó" })
    #expect(llego.sentenceOffset == 0)
    #expect(llego.sentenceLength == 25)
    let viene = try #require(found.first { $0.form == "Viene" })
    #expect(viene.sentenceOffset == 26)
  }
}
