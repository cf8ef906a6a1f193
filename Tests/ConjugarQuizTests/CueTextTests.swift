import Testing

@testable import ConjugarQuiz

/// A cue quoted in feedback: one rule for the ellipsis and the first letter's case, whatever
/// the bank's note wrote (`CueText`).
@Suite struct CueTextTests {
  @Test(arguments: [
    ("Si…celebraríamos", "Si mi jefe ___ el aumento, lo celebraríamos.", "si… celebraríamos"),
    ("si…pasaríamos", "Si ___ tiempo, pasaríamos por tu casa.", "si… pasaríamos"),
    ("Antes de que…sabían", "Antes de que (yo) ___ nada, ya lo sabían.", "antes de que… sabían"),
    (
      "No creo que…hasta ahora", "No creo que nadie ___ eso hasta ahora.",
      "no creo que… hasta ahora"
    ),
    ("Si… irías", "Si (tú) ___ el examen, ¿adónde irías?", "si… irías"),
    ("quizás…", "Quizás ___ mañana.", "quizás…"),
    ("(yo)…ayer", "Ayer (yo) ___ frío.", "(yo)… ayer"),
  ])
  func anEllipsisIsFollowedByASpace(_ cue: String, sentence: String, shown: String) {
    #expect(CueText.shown(cue, in: sentence) == shown)
  }

  @Test(arguments: [
    ("cuando yo era niño", "Cuando yo era niño, mi padre ___ a las seis.", "cuando yo era niño"),
    ("Cuando yo era niño", "Cuando yo era niño, la radio ___ un concurso.", "cuando yo era niño"),
    ("Cuando", "Me llamó cuando ___ a casa.", "cuando"),
    ("Ayer", "Ayer (yo) ___ frío.", "ayer"),
    ("ojalá", "¡Ojalá ___ buen tiempo!", "ojalá"),
    ("en Navidad", "Siempre ___ en Navidad.", "en Navidad"),
    ("navidad", "Siempre ___ en Navidad con la familia.", "Navidad"),
    ("Dijo que… Ana", "Dijo que Ana ___ pronto.", "dijo que… Ana"),
    ("mañana", "Nada que ver.", "mañana"),
  ])
  func theFirstLetterIsLowercaseButForAName(_ cue: String, sentence: String, shown: String) {
    #expect(CueText.shown(cue, in: sentence) == shown)
  }

  /// A name the bank lists for the sentence keeps its capital even where a sentence begins.
  @Test func aListedNameKeepsItsCapital() {
    #expect(CueText.shown("ana…mañana", in: "Ana ___ mañana.", names: ["Ana"]) == "Ana… mañana")
    #expect(CueText.shown("Ana…mañana", in: "Ana ___ mañana.") == "ana… mañana")
  }
}
