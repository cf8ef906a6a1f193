import Testing

@testable import TextInput

@Suite struct SpanishWordsTests {
  static let spanish = [
    "El gobierno anunció ayer que los precios de la vivienda subirán este año, según los datos del instituto.",
    "¿Vienes o no? Yo ya estoy listo y también mi hermana, que está en la puerta desde hace una hora.",
    "Se corta la cebolla en trozos pequeños y se fríe en una sartén con aceite hasta que esté dorada.",
  ]
  static let others = [
    "The government announced yesterday that house prices will rise this year, according to the latest figures from the national institute of statistics and others.",
    "Le gouvernement a annoncé hier que les prix des logements augmenteront cette année, selon les chiffres publiés par l'institut national de la statistique.",
    "Il governo ha annunciato ieri che i prezzi delle case aumenteranno quest'anno, secondo i dati pubblicati dall'istituto nazionale di statistica italiano oggi.",
    "Die Regierung hat gestern angekündigt, dass die Preise für Wohnungen in diesem Jahr steigen werden, wie das nationale Statistikamt heute mitteilte und erklärte.",
  ]

  @Test(arguments: spanish)
  func spanishIsSpanish(_ text: String) {
    let words = SpanishWords(prose: String(repeating: text + " ", count: 2))
    #expect(!words.isOtherLanguage)
    #expect(words.percent >= 10)
  }

  @Test(arguments: others)
  func otherLanguagesAreSaidSo(_ text: String) {
    let words = SpanishWords(prose: text)
    #expect(words.words >= SpanishWords.wordsToJudge)
    #expect(words.isOtherLanguage)
  }

  @Test func shortTextsAreNotJudged() {
    #expect(!SpanishWords(prose: "Comí. Bebí. Dormí.").isOtherLanguage)
    #expect(!SpanishWords(prose: "Hello there").isOtherLanguage)
  }
}
