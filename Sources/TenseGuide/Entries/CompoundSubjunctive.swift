/// The compound tenses of the subjunctive: perfecto, pluscuamperfecto (-ra and -se), futuro perfecto.
extension GuideEntry {
  static let perfectoDeSubjuntivo = GuideEntry(
    tense: .perfectoDeSubjuntivo,
    summary: "has happened, where the subjunctive is needed",
    whenUsed: """
      Use it after the usual subjunctive triggers (espero que, no creo que, me alegra que, \
      ojalá, es posible que) for an action that is already done: Espero que hayas descansado. \
      After cuando or hasta que it is something that will have been done by then: Cuando \
      hayas terminado, avísame.
      """,
    formation: compound(
      "the present subjunctive of haber", ["haya", "hayas", "haya", "hayamos", "hayáis", "hayan"]),
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
    summary: "had happened, in regrets and unreal past conditions",
    whenUsed: """
      The subjunctive of "had done". Above all it states an unreal condition in the past: Si lo \
      hubiera sabido, habría venido, "If I had known, I would have come". It also follows a past \
      main verb of wishing, doubt or feeling (Me sorprendió que no hubiera llamado), and ojalá \
      for regrets (Ojalá no hubiera llovido). In speech it can also replace the conditional \
      perfect: Si lo hubiera sabido, no hubiera venido.
      """,
    formation: compound(
      "the -ra imperfect subjunctive of haber",
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
    summary: "the same as the -ra form; commoner in Spain and in writing",
    whenUsed: """
      It means the same as the -ra form and can replace it after si, after a past main verb and \
      after ojalá (Si hubiese sabido…). It is more frequent in Spain and in writing. Unlike \
      hubiera, it cannot stand for the conditional perfect: the result clause says habría venido \
      or hubiera venido, never hubiese venido.
      """,
    formation: compound(
      "the -se imperfect subjunctive of haber",
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
    summary: "only in laws: will have happened",
    whenUsed: """
      The rarest tense of all: an action that will have been completed before another, found \
      in laws and formal regulations (Si al vencer el plazo no se hubiere pagado la cuota…). \
      Normal Spanish uses the perfecto de subjuntivo or the perfecto instead (Cuando haya \
      pagado…, Si no ha pagado…). Recognise it; you will not need to use it.
      """,
    formation: compound(
      "the future subjunctive of haber",
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
