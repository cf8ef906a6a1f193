import ConjugarCore
import ConjugarOutput
import Testing

@Suite struct InputTests {
  let conjugator = Conjugator()

  @Test func acceptsCaseSpacesAndDecomposedAccents() throws {
    #expect(try conjugator.conjugate("  Hablar ").infinitive == "hablar")
    #expect(try conjugator.conjugate("rei\u{301}r").infinitive == "reír")
  }

  @Test(arguments: [
    ("", ConjugationError.empty),
    ("   ", .empty),
    ("hab1ar", .notAWord("hab1ar")),
    ("hablar!", .notAWord("hablar!")),
    ("dos palabras", .notAWord("dos palabras")),
    ("ab\u{FFFD}ar", .invalidEncoding),
    (String(repeating: "a", count: 100_000), .tooLong(length: 100_000)),
  ])
  func rejectsBadInput(_ input: String, _ expected: ConjugationError) {
    #expect(throws: expected) { try conjugator.conjugate(input) }
  }

  @Test func suggestsNearMisses() {
    #expect(throws: ConjugationError.self) { try conjugator.conjugate("hablr") }
    #expect(conjugator.suggestions(for: "hablr").first == "hablar")
    #expect(conjugator.suggestions(for: "tenr").contains("tener"))
    #expect(conjugator.suggestions(for: "qwxzvbn").isEmpty)
  }

  @Test func namesTheInfinitiveOfAConjugatedForm() {
    do {
      _ = try conjugator.conjugate("tengo")
      Issue.record("tengo should not conjugate")
    } catch {
      guard case .notAnInfinitive(_, _, let formOf) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(formOf == ["tener"])
      #expect(error.message.contains("a form of 'tener'"))
    }
  }

  @Test func messagesAreOneLine() {
    let errors: [ConjugationError] = [
      .empty, .tooLong(length: 100_000), .invalidEncoding, .notAWord("1"),
      .notAnInfinitive("hablr", suggestions: ["hablar", "haber"], formOf: []),
    ]
    for error in errors { #expect(!error.message.contains("\n") && !error.message.isEmpty) }
  }
}
