/// The nine compound tenses: a form of haber and the past participle.
extension GuideEntry {
  static let perfecto = GuideEntry(
    tense: .perfectoDeIndicativo,
    summary: Localized(
      "what has happened: so far, today, ever",
      es: "lo que ha ocurrido: hasta ahora, hoy, alguna vez"),
    whenUsed: Localized(
      """
      Use it for the past that still touches the present: things done in a period that is not \
      over (hoy, esta mañana, esta semana, este año), experiences up to now (¿Has estado en \
      México?) and what has or has not happened yet (ya, todavía no, nunca, alguna vez). Spain \
      also uses it for what happened earlier today; much of Latin America prefers the pretérito.
      """,
      es: """
        El pretérito perfecto compuesto expresa un pasado que aún toca el presente: lo hecho en \
        un periodo que no ha terminado (hoy, esta mañana, esta semana, este año), las \
        experiencias vividas hasta ahora (¿Ha estado usted en México?) y lo que ya ha ocurrido o \
        todavía no (ya, todavía no, nunca, alguna vez). En España se usa además para lo ocurrido \
        hace poco; buena parte de América prefiere ahí el pretérito perfecto simple.
        """),
    formation: compound(
      Localized("the present of haber", es: "el presente de haber"),
      ["he", "has", "ha", "hemos", "habéis", "han"]),
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
    summary: Localized(
      "literary: what had just happened", es: "literario: lo que acababa de ocurrir"),
    whenUsed: Localized(
      """
      A literary tense you will read rather than say: an action completed just before another \
      past action, after apenas, en cuanto, tan pronto como, una vez que or luego que. In speech \
      and in most modern writing the pretérito or the pluscuamperfecto take its place (En cuanto \
      terminó, se fue).
      """,
      es: """
        Es un tiempo literario, que se lee más que se dice: expresa una acción acabada justo \
        antes de otra acción pasada, tras apenas, en cuanto, tan pronto como, una vez que o luego \
        que. En la lengua hablada y en casi toda la escritura actual lo sustituyen el pretérito \
        perfecto simple o el pluscuamperfecto (En cuanto terminó, se fue).
        """),
    formation: compound(
      Localized("the pretérito of haber", es: "el pretérito perfecto simple de haber"),
      ["hube", "hubiste", "hubo", "hubimos", "hubisteis", "hubieron"]),
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
    summary: Localized(
      "what had happened before a past moment",
      es: "lo que había ocurrido antes de un momento pasado"),
    whenUsed: Localized(
      """
      The past before the past, like English "had done": what had already happened before another \
      past moment (Cuando llegué, la clase ya había empezado). Typical words: ya, todavía no, \
      nunca, antes. It often stands beside a pretérito in the same sentence, and it reports what \
      someone said about their past (Dijo que había terminado).
      """,
      es: """
        El pretérito pluscuamperfecto es el pasado del pasado: lo que ya había ocurrido antes de \
        otro momento pasado (Cuando llegué, la clase ya había empezado). Palabras frecuentes: ya, \
        todavía no, nunca, antes. Suele acompañar a un pretérito perfecto simple en la misma \
        oración, y en el estilo indirecto refiere lo que alguien contó de su pasado (Dijo que \
        había terminado).
        """),
    formation: compound(
      Localized("the imperfecto of haber", es: "el pretérito imperfecto de haber"),
      ["había", "habías", "había", "habíamos", "habíais", "habían"]),
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
    summary: Localized(
      "what will have happened; guesses about the past",
      es: "lo que habrá ocurrido; suposiciones sobre el pasado"),
    whenUsed: Localized(
      """
      Use it for what will have happened by a point in the future (Para el lunes habré \
      terminado). Typical words: para entonces, para el viernes, dentro de un año. Very often it \
      is a guess about the recent past: ¿Dónde está Marta? Se habrá dormido, "She has probably \
      overslept".
      """,
      es: """
        El futuro compuesto expresa lo que ya habrá ocurrido en un momento futuro (Para el lunes \
        habré terminado). Palabras frecuentes: para entonces, para el viernes, dentro de un año. \
        Muy a menudo formula una suposición sobre un pasado reciente: ¿Dónde está Marta? Se \
        habrá dormido.
        """),
    formation: compound(
      Localized("the futuro of haber", es: "el futuro simple de haber"),
      ["habré", "habrás", "habrá", "habremos", "habréis", "habrán"]),
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
    summary: Localized(
      "what would have happened", es: "lo que habría ocurrido"),
    whenUsed: Localized(
      """
      Use it for what would have happened but did not: the result of an unreal condition in the \
      past (Si me hubieras avisado, habría venido), and regrets or advice about the past (Yo en \
      tu lugar habría aceptado). It is also the future perfect seen from the past (Dijo que lo \
      habría terminado para el lunes). In speech the -ra form often replaces it (hubiera venido).
      """,
      es: """
        El condicional compuesto expresa lo que habría ocurrido y no ocurrió: la consecuencia de \
        una condición irreal en el pasado (Si me hubiera avisado, habría venido), y lamentos o \
        consejos sobre el pasado (Yo en su lugar habría aceptado). Es también el futuro compuesto \
        visto desde el pasado (Dijo que lo habría terminado para el lunes). En la lengua hablada \
        lo sustituye a menudo la forma en -ra (hubiera venido).
        """),
    formation: compound(
      Localized("the condicional of haber", es: "el condicional simple de haber"),
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
  static func compound(_ auxiliary: Localized, _ haber: [String]) -> Formation {
    Formation(
      Localized(
        "Use \(auxiliary.english) with the past participle: -ar verbs → -ado (hablado), -er and -ir "
          + "verbs → -ido (comido, vivido):",
        es: "Se forma con \(auxiliary.spanish) y el participio, que termina en -ado en los verbos "
          + "en -ar (hablado) y en -ido en los verbos en -er y en -ir (comido, vivido):"),
      table: EndingTable([("haber", haber)]),
      note: Localized(
        "The participle never changes, and nothing goes between haber and it: ya lo he visto, "
          + "never he ya visto. Pronouns go before haber: me he levantado.",
        es: "El participio no varía, y nada se interpone entre haber y él: ya lo he visto, nunca "
          + "he ya visto. Los pronombres se colocan delante de haber: me he levantado."))
  }

  /// The irregular participles, the one irregularity every compound tense has.
  static let participleFamilies = [
    IrregularFamily(
      Localized("participles in -to", es: "participios en -to"),
      "abrir → abierto, cubrir → cubierto, escribir → escrito, morir → muerto, "
        + "poner → puesto, resolver → resuelto, romper → roto, ver → visto, volver → vuelto"),
    IrregularFamily(
      Localized("participles in -cho", es: "participios en -cho"),
      "decir → dicho, hacer → hecho, satisfacer → satisfecho"),
    IrregularFamily(
      Localized("compounds follow their verb", es: "los derivados siguen a su verbo"),
      "devolver → devuelto, descubrir → descubierto, "
        + "deshacer → deshecho, suponer → supuesto"),
    IrregularFamily(
      Localized("-ído with an accent", es: "-ído con tilde"),
      "leer → leído, oír → oído, traer → traído, caer → caído, creer → creído"),
    IrregularFamily(
      Localized("two participles", es: "dos participios"),
      Localized(
        "imprimir → impreso or imprimido, freír → frito or freído, "
          + "proveer → provisto or proveído",
        es: "imprimir → impreso o imprimido, freír → frito o freído, "
          + "proveer → provisto o proveído")),
  ]
}
