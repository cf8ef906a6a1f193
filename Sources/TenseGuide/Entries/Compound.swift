/// The nine compound tenses: a form of haber and the past participle.
extension GuideEntry {
  static let perfecto = GuideEntry(
    tense: .perfectoDeIndicativo,
    summary: "what has happened: so far, today, ever",
    whenUsed: """
      Use it for the past that still touches the present: things done in a period that is not \
      over (hoy, esta mañana, esta semana, este año), experiences up to now (¿Has estado en \
      México?) and what has or has not happened yet (ya, todavía no, nunca, alguna vez). Spain \
      also uses it for what happened earlier today; much of Latin America prefers the pretérito.
      """,
    formation: compound("the present of haber", ["he", "has", "ha", "hemos", "habéis", "han"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Todavía no he abierto tu regalo.", english: "I haven't opened your present yet.",
        verb: "abrir", person: .yo, form: "he abierto"),
      Example(
        spanish: "¿Alguna vez has probado el pulpo a la gallega?",
        english: "Have you ever tried Galician-style octopus?",
        verb: "probar", person: .tu, form: "has probado"),
    ])

  static let preteritoAnterior = GuideEntry(
    tense: .preteritoAnterior,
    summary: "literary: what had just happened",
    whenUsed: """
      A literary tense you will read rather than say: an action completed just before another \
      past action, after apenas, en cuanto, tan pronto como, una vez que or luego que. In speech \
      and in most modern writing the pretérito or the pluscuamperfecto take its place (En cuanto \
      terminó, se fue).
      """,
    formation: compound(
      "the pretérito of haber", ["hube", "hubiste", "hubo", "hubimos", "hubisteis", "hubieron"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Apenas hubo cenado, se fue a dormir.",
        english: "As soon as he had had dinner, he went to bed.",
        verb: "cenar", person: .el, form: "hubo cenado"),
      Example(
        spanish: "En cuanto se hubieron marchado los invitados, apagamos las luces.",
        english: "As soon as the guests had left, we turned off the lights.",
        verb: "marcharse", person: .ellos, form: "se hubieron marchado"),
    ])

  static let pluscuamperfecto = GuideEntry(
    tense: .pluscuamperfectoDeIndicativo,
    summary: "what had happened before a past moment",
    whenUsed: """
      The past before the past, like English "had done": what had already happened before another \
      past moment (Cuando llegué, la clase ya había empezado). Typical words: ya, todavía no, \
      nunca, antes. It often stands beside a pretérito in the same sentence, and it reports what \
      someone said about their past (Dijo que había terminado).
      """,
    formation: compound(
      "the imperfecto of haber", ["había", "habías", "había", "habíamos", "habíais", "habían"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Nunca había oído esa canción.", english: "I had never heard that song.",
        verb: "oír", person: .yo, form: "había oído"),
      Example(
        spanish: "Cuando llegamos al cine, la película ya había empezado.",
        english: "When we got to the cinema, the film had already started.",
        verb: "empezar", person: .el, form: "había empezado"),
    ])

  static let futuroPerfecto = GuideEntry(
    tense: .futuroPerfecto,
    summary: "what will have happened; guesses about the past",
    whenUsed: """
      Use it for what will have happened by a point in the future (Para el lunes habré \
      terminado). Typical words: para entonces, para el viernes, dentro de un año. Very often it \
      is a guess about the recent past: ¿Dónde está Marta? Se habrá dormido, "She has probably \
      overslept".
      """,
    formation: compound(
      "the futuro of haber", ["habré", "habrás", "habrá", "habremos", "habréis", "habrán"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Para el viernes habré terminado el informe.",
        english: "By Friday I will have finished the report.",
        verb: "terminar", person: .yo, form: "habré terminado"),
      Example(
        spanish: "Marta no contesta; se habrá quedado sin batería.",
        english: "Marta isn't answering; her battery has probably run out.",
        verb: "quedarse", person: .el, form: "se habrá quedado"),
    ])

  static let condicionalCompuesto = GuideEntry(
    tense: .condicionalCompuesto,
    summary: "what would have happened",
    whenUsed: """
      Use it for what would have happened but did not: the result of an unreal condition in the \
      past (Si me hubieras avisado, habría venido), and regrets or advice about the past (Yo en \
      tu lugar habría aceptado). It is also the future perfect seen from the past (Dijo que lo \
      habría terminado para el lunes). In speech the -ra form often replaces it (hubiera venido).
      """,
    formation: compound(
      "the condicional of haber",
      ["habría", "habrías", "habría", "habríamos", "habríais", "habrían"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Yo en tu lugar habría aceptado el trabajo.",
        english: "If I were you, I would have accepted the job.",
        verb: "aceptar", person: .yo, form: "habría aceptado"),
      Example(
        spanish: "Con un poco más de tiempo, habríamos visitado el museo.",
        english: "With a bit more time, we would have visited the museum.",
        verb: "visitar", person: .nosotros, form: "habríamos visitado"),
    ])

  /// The formation of a compound tense: `auxiliary` forms of haber for the six persons.
  static func compound(_ auxiliary: String, _ haber: [String]) -> Formation {
    Formation(
      "Use \(auxiliary) with the past participle: -ar verbs → -ado (hablado), -er and -ir verbs → -ido "
        + "(comido, vivido):",
      table: EndingTable([("haber", haber)]),
      note: "The participle never changes, and nothing goes between haber and it: ya lo he visto, "
        + "never he ya visto. Pronouns go before haber: me he levantado.")
  }

  /// The irregular participles, the one irregularity every compound tense has.
  static let participleFamilies = [
    IrregularFamily(
      "participles in -to",
      "abrir → abierto, cubrir → cubierto, escribir → escrito, morir → muerto, "
        + "poner → puesto, resolver → resuelto, romper → roto, ver → visto, volver → vuelto"),
    IrregularFamily("participles in -cho", "decir → dicho, hacer → hecho, satisfacer → satisfecho"),
    IrregularFamily(
      "compounds follow their verb",
      "devolver → devuelto, descubrir → descubierto, "
        + "deshacer → deshecho, suponer → supuesto"),
    IrregularFamily(
      "-ído with an accent",
      "leer → leído, oír → oído, traer → traído, caer → caído, creer → creído"),
    IrregularFamily(
      "two participles",
      "imprimir → impreso or imprimido, freír → frito or freído, "
        + "proveer → provisto or proveído"),
  ]
}
