import ConjugarCore
import ConjugarOutput
import Testing

/// The messages name near misses as a sentence does and quote a long phrase cut short.
@Suite struct ConjugationErrorTests {
  static let notInfinitive = "'hablr' is not a Spanish infinitive (they end in -ar, -er or -ir)"

  @Test(
    arguments: [
      ([], [], notInfinitive), (["hablar"], [], notInfinitive + "; did you mean 'hablar'?"),
      (["hablar", "haber"], [], notInfinitive + "; did you mean 'hablar' or 'haber'?"),
      (
        ["hablar", "haber", "hacer"], [],
        notInfinitive + "; did you mean 'hablar', 'haber' or 'hacer'?"
      ),
      (["hablar"], ["tener", "ir"], notInfinitive + "; it is a form of 'tener' or 'ir'"),
    ] as [([String], [String], String)])
  func nearMissesReadAsASentence(_ suggestions: [String], _ formOf: [String], _ message: String) {
    let error = ConjugationError.notAnInfinitive("hablr", suggestions: suggestions, formOf: formOf)
    #expect(error.message == message)
  }

  /// comér: an infinitive but for the accent, and the message says which part is wrong.
  @Test func anAccentedEndingIsNamed() {
    let error = ConjugationError.notAnInfinitive("comér", suggestions: ["comer"], formOf: [])
    #expect(
      error.message
        == "'comér' is not a Spanish infinitive (they end in -ar, -er or -ir, without an accent);"
        + " did you mean 'comer'?")
  }

  @Test func aLongPhraseIsQuotedCutShort() {
    let phrase = String(repeating: "ab ", count: 14)
    let error = ConjugationError.notAForm(phrase, suggestions: ["abrir", "haber"])
    #expect(
      error.message
        == "'\(phrase.prefix(40))…' is not a form of any verb conjugar knows;"
        + " did you mean 'abrir' or 'haber'?")
    let short = ConjugationError.notAForm(String(phrase.prefix(40)), suggestions: [])
    #expect(short.message == "'\(phrase.prefix(40))' is not a form of any verb conjugar knows")
  }
}
