import ConjugarCore
import Testing

@testable import SentenceBank

/// Filling the blank, showing it, and looking sentences up.
struct SentenceTests {
  static func sentence(_ spanish: String) -> Sentence {
    Sentence(
      verb: "tener", tenses: [.presenteDeIndicativo], person: .tu, spanish: spanish,
      english: "-", cue: "-")
  }

  @Test func theFormGoesInTheBlank() {
    #expect(Self.sentence("Ayer (yo) ___ frío.").filled(with: "tuve") == "Ayer (yo) tuve frío.")
    #expect(Self.sentence("Ya ___.").filled(with: "he comido") == "Ya he comido.")
  }

  @Test func aFormThatBeginsTheSentenceBeginsWithACapital() {
    #expect(Self.sentence("___ la puerta.").filled(with: "cierra") == "Cierra la puerta.")
    #expect(Self.sentence("¿___ frío?").filled(with: "tienes") == "¿Tienes frío?")
    #expect(Self.sentence("¡___ ya!").filled(with: "ábrela") == "¡Ábrela ya!")
    #expect(Self.sentence("Y ¿___ frío?").filled(with: "tienes") == "Y ¿tienes frío?")
  }

  @Test func theFilledPiecesSetTheFormApartAsWritten() {
    let pieces = Self.sentence("¿___ frío?").filledPieces(with: "tienes")
    #expect(pieces.before == "¿" && pieces.form == "Tienes" && pieces.after == " frío?")
    let middle = Self.sentence("Ya ___.").filledPieces(with: "he comido")
    #expect(middle.before == "Ya " && middle.form == "he comido" && middle.after == ".")
  }

  @Test func theBlankIsShownAsGiven() {
    #expect(Self.sentence("¿___ frío?").text(blank: "_____") == "¿_____ frío?")
    #expect(Self.sentence("Tú ___ frío.").text(blank: "… (tener)") == "Tú … (tener) frío.")
  }

  static let bank = SentenceBank(files: [
    SentenceFile(
      name: "a.tsv",
      text: """
        tener\tpreterito\tyo\tAyer (yo) ___ frío.\tYesterday I was cold.\tcue=ayer
        tener\tpresenteDeIndicativo|futuroDeIndicativo\tel\tMañana ___ tiempo.\tTomorrow he has time.\tcue=mañana
        """),
    SentenceFile(
      name: "b.tsv",
      text: """
        ser\tpreterito\tel\tAyer ___ lunes.\tYesterday was Monday.\tcue=ayer
        tener\tpreterito\tnosotros\tAnoche ___ suerte.\tLast night we were lucky.\tcue=anoche
        """),
  ])

  @Test func sentencesAreFoundByVerbTenseOrBothInFileOrder() {
    let bank = Self.bank
    #expect(bank.sentences.map(\.location) == ["a.tsv:1", "a.tsv:2", "b.tsv:1", "b.tsv:2"])
    #expect(bank.sentences(for: "tener").map(\.location) == ["a.tsv:1", "a.tsv:2", "b.tsv:2"])
    #expect(bank.sentences(for: "haber").isEmpty)
    #expect(bank.sentences(in: .preterito).map(\.location) == ["a.tsv:1", "b.tsv:1", "b.tsv:2"])
    // A tense the blank also accepts finds the sentence too.
    #expect(bank.sentences(in: .futuroDeIndicativo).map(\.location) == ["a.tsv:2"])
    #expect(bank.sentences(for: "tener", in: .preterito).map(\.location) == ["a.tsv:1", "b.tsv:2"])
    #expect(bank.sentences(for: "ser", in: .futuroDeIndicativo).isEmpty)
  }
}
