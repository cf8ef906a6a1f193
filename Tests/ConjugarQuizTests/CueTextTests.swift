import Testing

@testable import ConjugarQuiz

/// A cue quoted in feedback: one rule for the ellipsis and the first letter's case, whatever
/// the bank's note wrote (`CueText`).
@Suite struct CueTextTests {
  @Test(arguments: [
    ("Si…celebraríamos", "Si mi jefe ___ el aumento, lo celebraríamos.", "Si… celebraríamos"),
    ("si…pasaríamos", "Si ___ tiempo, pasaríamos por tu casa.", "Si… pasaríamos"),
    ("Antes de que…sabían", "Antes de que (yo) ___ nada, ya lo sabían.", "Antes de que… sabían"),
    (
      "No creo que…hasta ahora", "No creo que nadie ___ eso hasta ahora.",
      "No creo que… hasta ahora"
    ),
    ("Si… irías", "Si (tú) ___ el examen, ¿adónde irías?", "Si… irías"),
    ("quizás…", "Quizás ___ mañana.", "Quizás…"),
    ("(yo)…ayer", "Ayer (yo) ___ frío.", "(yo)… ayer"),
  ])
  func anEllipsisIsFollowedByASpace(_ cue: String, sentence: String, shown: String) {
    #expect(CueText.shown(cue, in: sentence) == shown)
  }

  @Test(arguments: [
    ("cuando yo era niño", "Cuando yo era niño, mi padre ___ a las seis.", "Cuando yo era niño"),
    ("Cuando yo era niño", "Cuando yo era niño, la radio ___ un concurso.", "Cuando yo era niño"),
    ("Cuando", "Me llamó cuando ___ a casa.", "cuando"),
    ("ayer", "Ayer (yo) ___ frío.", "Ayer"),
    ("Ayer", "Lo vi ayer cuando ___ al cine.", "ayer"),
    ("si", "Así fue: si ___ tiempo, vendría.", "si"),
    ("ojalá", "¡Ojalá ___ buen tiempo!", "Ojalá"),
    ("de niño", "Yo nunca ___ de niño.", "de niño"),
    ("mañana", "Nada que ver.", "mañana"),
  ])
  func theFirstLetterIsAsTheSentenceWritesIt(_ cue: String, sentence: String, shown: String) {
    #expect(CueText.shown(cue, in: sentence) == shown)
  }
}
