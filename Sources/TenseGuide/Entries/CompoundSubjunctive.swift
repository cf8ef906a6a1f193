/// The compound tenses of the subjunctive: perfecto, pluscuamperfecto (-ra and -se), futuro perfecto.
extension GuideEntry {
  static let perfectoDeSubjuntivo = GuideEntry(
    tense: .perfectoDeSubjuntivo,
    summary: Localized(
      "has happened, where the subjunctive is needed",
      es: "lo que ha ocurrido, donde se pide el subjuntivo"),
    whenUsed: Localized(
      """
      Use it after the usual subjunctive triggers (espero que, no creo que, me alegra que, \
      ojalá, es posible que) for an action that is already done: Espero que hayas descansado. \
      After cuando or hasta que it is something that will have been done by then: Cuando \
      hayas terminado, avísame.
      """,
      es: """
        El pretérito perfecto compuesto de subjuntivo se usa tras las expresiones que piden \
        subjuntivo (espero que, no creo que, me alegra que, ojalá, es posible que) para una \
        acción ya acabada: Espero que haya descansado. Tras cuando o hasta que, expresa algo que \
        estará hecho en ese momento: Cuando haya terminado, avíseme.
        """),
    formation: compound(
      Localized("the present subjunctive of haber", es: "el presente de subjuntivo de haber"),
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
    summary: Localized(
      "had happened, in regrets and unreal past conditions",
      es: "lo que había ocurrido, en lamentos y condiciones irreales del pasado"),
    whenUsed: Localized(
      """
      The subjunctive of "had done". Above all it states an unreal condition in the past: Si lo \
      hubiera sabido, habría venido, "If I had known, I would have come". It also follows a past \
      main verb of wishing, doubt or feeling (Me sorprendió que no hubiera llamado), and ojalá \
      for regrets (Ojalá no hubiera llovido). In speech it can also replace the conditional \
      perfect: Si lo hubiera sabido, no hubiera venido.
      """,
      es: """
        El pretérito pluscuamperfecto de subjuntivo expresa sobre todo una condición irreal en el \
        pasado: Si lo hubiera sabido, habría venido. Sigue también a un verbo principal en \
        pasado que expresa deseo, duda o sentimiento (Me sorprendió que no hubiera llamado), y a \
        ojalá en los lamentos (Ojalá no hubiera llovido). En la lengua hablada puede sustituir \
        además al condicional compuesto: Si lo hubiera sabido, no hubiera venido.
        """),
    formation: compound(
      Localized(
        "the -ra imperfect subjunctive of haber",
        es: "el pretérito imperfecto de subjuntivo de haber en -ra"),
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
    summary: Localized(
      "the same as the -ra form; commoner in Spain and in writing",
      es: "lo mismo que la forma en -ra; más frecuente en España y en la escritura"),
    whenUsed: Localized(
      """
      It means the same as the -ra form and can replace it after si, after a past main verb and \
      after ojalá (Si hubiese sabido…). It is more frequent in Spain and in writing. Unlike \
      hubiera, it cannot stand for the conditional perfect: the result clause says habría venido \
      or hubiera venido, never hubiese venido.
      """,
      es: """
        Significa lo mismo que la forma en -ra y puede sustituirla tras si, tras un verbo \
        principal en pasado y tras ojalá (Si hubiese sabido…). Es más frecuente en España y en la \
        escritura. A diferencia de hubiera, no puede ocupar el lugar del condicional compuesto: \
        en la oración principal se dice habría venido o hubiera venido, nunca hubiese venido.
        """),
    formation: compound(
      Localized(
        "the -se imperfect subjunctive of haber",
        es: "el pretérito imperfecto de subjuntivo de haber en -se"),
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
    summary: Localized(
      "only in laws: will have happened",
      es: "solo en textos legales: lo que habrá ocurrido"),
    whenUsed: Localized(
      """
      The rarest tense of all: an action that will have been completed before another, found \
      in laws and formal regulations (Si al vencer el plazo no se hubiere pagado la cuota…). \
      Normal Spanish uses the perfecto de subjuntivo or the perfecto instead (Cuando haya \
      pagado…, Si no ha pagado…). Recognise it; you will not need to use it.
      """,
      es: """
        El futuro compuesto de subjuntivo es el tiempo más raro de todos: una acción que estará \
        acabada antes que otra, propia de leyes y reglamentos (Si al vencer el plazo no se \
        hubiere pagado la cuota…). La lengua común usa en su lugar el pretérito perfecto \
        compuesto de subjuntivo o de indicativo (Cuando haya pagado…, Si no ha pagado…). Basta \
        con reconocerlo; no necesitará usarlo.
        """),
    formation: compound(
      Localized("the future subjunctive of haber", es: "el futuro simple de subjuntivo de haber"),
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
