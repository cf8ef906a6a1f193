import Messages
import Testing

/// The catalogue is complete: every key in both languages with the same placeholders.
@Suite struct CatalogueTests {
  @Test func everyKeyHasEveryLanguageWithTheSamePlaceholders() {
    #expect(Catalogue.problems() == [])
  }

  @Test func noKeyIsInTwoAreasTables() {
    #expect(Catalogue.keysInSeveralTables() == [])
    let twice = [[MessageKey.noExamples: [Language.english: "a"]], [.noExamples: [.english: "b"]]]
    #expect(Catalogue.keysInSeveralTables(twice) == [.noExamples])
  }

  @Test func aMissingLanguageOrPlaceholderIsFound() {
    var broken = Catalogue.entries
    broken[.noExamples]?[.spanish] = nil
    broken[.unknownVerb]?[.spanish] = "verbo desconocido: {palabra}; ¿quiso decir {choices}?"
    broken[.wordTooLong]?[.spanish] = "demasiado larga {length"
    broken[.andMore] = nil
    #expect(
      Catalogue.problems(in: broken).sorted() == [
        "andMore: no English", "noExamples: no spanish",
        "unknownVerb: placeholders differ in spanish: [\"choices\", \"palabra\"]",
        "wordTooLong: unpaired brace in spanish",
      ])
  }
}
