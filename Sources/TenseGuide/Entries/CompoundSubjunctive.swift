/// The compound tenses of the subjunctive: perfecto, pluscuamperfecto (-ra and -se), futuro perfecto.
extension GuideEntry {
  static let perfectoDeSubjuntivo = GuideEntry(
    tense: .perfectoDeSubjuntivo,
    summary: .guidePerfectoDeSubjuntivoSummary,
    whenUsed: .guidePerfectoDeSubjuntivoWhenUsed,
    formation: compound(
      .guidePerfectoDeSubjuntivoAuxiliary,
      ["haya", "hayas", "haya", "hayamos", "hayáis", "hayan"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Espero que hayas descansado bien.", english: "I hope you have rested well.",
        verb: "descansar", person: .tu, form: "hayas descansado"),
      Example(
        spanish: "No creo que Juan haya dicho eso.", english: "I don't think Juan said that.",
        verb: "decir", person: .el, form: "haya dicho"),
    ])

  static let pluscuamperfectoDeSubjuntivoRa = GuideEntry(
    tense: .pluscuamperfectoDeSubjuntivo1,
    summary: .guidePluscuamperfectoDeSubjuntivoRaSummary,
    whenUsed: .guidePluscuamperfectoDeSubjuntivoRaWhenUsed,
    formation: compound(
      .guidePluscuamperfectoDeSubjuntivoRaAuxiliary,
      ["hubiera", "hubieras", "hubiera", "hubiéramos", "hubierais", "hubieran"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Si me hubieras llamado, habría ido a buscarte.",
        english: "If you had called me, I would have gone to pick you up.",
        verb: "llamar", person: .tu, form: "hubieras llamado"),
      Example(
        spanish: "Ojalá no hubiera llovido tanto el fin de semana.",
        english: "If only it hadn't rained so much at the weekend.",
        verb: "llover", person: .el, form: "hubiera llovido"),
    ])

  static let pluscuamperfectoDeSubjuntivoSe = GuideEntry(
    tense: .pluscuamperfectoDeSubjuntivo2,
    summary: .guidePluscuamperfectoDeSubjuntivoSeSummary,
    whenUsed: .guidePluscuamperfectoDeSubjuntivoSeWhenUsed,
    formation: compound(
      .guidePluscuamperfectoDeSubjuntivoSeAuxiliary,
      ["hubiese", "hubieses", "hubiese", "hubiésemos", "hubieseis", "hubiesen"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Si hubiese estudiado más, habría aprobado el examen.",
        english: "If I had studied more, I would have passed the exam.",
        verb: "estudiar", person: .yo, form: "hubiese estudiado"),
      Example(
        spanish: "Me sorprendió que no hubiesen invitado a Pedro.",
        english: "I was surprised that they hadn't invited Pedro.",
        verb: "invitar", person: .ellos, form: "hubiesen invitado"),
    ])

  static let futuroPerfectoDeSubjuntivo = GuideEntry(
    tense: .futuroPerfectoDeSubjuntivo,
    summary: .guideFuturoPerfectoDeSubjuntivoSummary,
    whenUsed: .guideFuturoPerfectoDeSubjuntivoWhenUsed,
    formation: compound(
      .guideFuturoPerfectoDeSubjuntivoAuxiliary,
      ["hubiere", "hubieres", "hubiere", "hubiéremos", "hubiereis", "hubieren"]),
    irregularFamilies: participleFamilies,
    examples: [
      Example(
        spanish: "Quien no hubiere pagado la cuota antes del 1 de marzo perderá su plaza.",
        english: "Anyone who has not paid the fee by 1 March will lose their place.",
        verb: "pagar", person: .el, form: "hubiere pagado"),
      Example(
        spanish: "Los alumnos que hubieren completado el curso recibirán un diploma.",
        english: "Students who have completed the course will receive a certificate.",
        verb: "completar", person: .ellos, form: "hubieren completado"),
    ])
}
