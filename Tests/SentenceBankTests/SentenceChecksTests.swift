import ConjugarCore
import Testing

/// The checks the bundled-bank tests apply, on sentences made to pass or fail them.
struct SentenceChecksTests {
  @Test(arguments: [
    ("Ayer (yo) ___ frío.", "yo", Person.yo),
    ("¿Tú no te ___ temprano?", "tú", .tu),
    ("Ustedes ya lo ___.", "ustedes", .ellos),
    ("Vos nunca ___ tarde.", "vos", .vos),
    ("Nosotras también se lo ___.", "nosotras", .nosotros),
  ])
  func thePronounBeforeTheBlankIsFound(_ spanish: String, _ word: String, _ person: Person) {
    let found = SentenceChecks.pronounBeforeBlank(in: spanish)
    #expect(found?.word == word && found?.person == person)
  }

  @Test(arguments: ["Mi madre ___ frío.", "___ (tú) la puerta.", "Ella dice que ___ tarde."])
  func noPronounRightBeforeTheBlankIsNone(_ spanish: String) {
    #expect(SentenceChecks.pronounBeforeBlank(in: spanish) == nil)
  }

  @Test func sentencesDifferingInPunctuationOrCaseAreTheSame() {
    #expect(
      SentenceChecks.normalized("¿Ayer (yo) ___ frío?")
        == SentenceChecks.normalized("ayer yo ___ frío"))
    #expect(
      SentenceChecks.normalized("Ayer ___ frío.") != SentenceChecks.normalized("Ayer frío ___."))
    #expect(
      SentenceChecks.words(of: "Ayer, (yo) tuve 3 días.") == ["Ayer", "yo", "tuve", "3", "días"])
  }
}
