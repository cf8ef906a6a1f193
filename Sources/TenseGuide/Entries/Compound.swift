import Messages

/// The nine compound tenses: a form of haber and the past participle.
extension GuideEntry {
  static let perfecto = GuideEntry(
    tense: .perfectoDeIndicativo,
    summary: .guidePerfectoSummary,
    whenUsed: .guidePerfectoWhenUsed,
    formation: compound(
      .guidePerfectoAuxiliary,
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
    summary: .guidePreteritoAnteriorSummary,
    whenUsed: .guidePreteritoAnteriorWhenUsed,
    formation: compound(
      .guidePreteritoAnteriorAuxiliary,
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
    summary: .guidePluscuamperfectoSummary,
    whenUsed: .guidePluscuamperfectoWhenUsed,
    formation: compound(
      .guidePluscuamperfectoAuxiliary,
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
    summary: .guideFuturoPerfectoSummary,
    whenUsed: .guideFuturoPerfectoWhenUsed,
    formation: compound(
      .guideFuturoPerfectoAuxiliary,
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
    summary: .guideCondicionalCompuestoSummary,
    whenUsed: .guideCondicionalCompuestoWhenUsed,
    formation: compound(
      .guideCondicionalCompuestoAuxiliary,
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
  static func compound(_ auxiliary: Message, _ haber: [String]) -> Formation {
    Formation(
      .guideCompoundFormation(auxiliary: auxiliary),
      table: EndingTable([("haber", haber)]),
      note: .guideCompoundFormationNote)
  }

  /// The irregular participles, the one irregularity every compound tense has.
  static let participleFamilies = [
    IrregularFamily(
      .guideParticiplesFamily1,
      "abrir → abierto, cubrir → cubierto, escribir → escrito, morir → muerto, "
        + "poner → puesto, resolver → resuelto, romper → roto, ver → visto, volver → vuelto"),
    IrregularFamily(
      .guideParticiplesFamily2,
      "decir → dicho, hacer → hecho, satisfacer → satisfecho"),
    IrregularFamily(
      .guideParticiplesFamily3,
      "devolver → devuelto, descubrir → descubierto, "
        + "deshacer → deshecho, suponer → supuesto"),
    IrregularFamily(
      .guideParticiplesFamily4,
      "leer → leído, oír → oído, traer → traído, caer → caído, creer → creído"),
    IrregularFamily(
      .guideParticiplesFamily5,
      .guideParticiplesFamily5Examples),
  ]
}
