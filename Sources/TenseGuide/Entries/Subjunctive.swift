/// The simple tenses of the subjunctive: presente, imperfecto (-ra and -se), futuro.
extension GuideEntry {
  static let presenteDeSubjuntivo = GuideEntry(
    tense: .presenteDeSubjuntivo,
    summary: .guidePresenteDeSubjuntivoSummary,
    whenUsed: .guidePresenteDeSubjuntivoWhenUsed,
    formation: Formation(
      .guidePresenteDeSubjuntivoFormation,
      table: EndingTable([
        ("-ar", ["-e", "-es", "-e", "-emos", "-éis", "-en"]),
        ("-er", ["-a", "-as", "-a", "-amos", "-áis", "-an"]),
        ("-ir", ["-a", "-as", "-a", "-amos", "-áis", "-an"]),
      ]),
      note: .guidePresenteDeSubjuntivoFormationNote),
    irregularFamilies: [
      IrregularFamily(
        .guidePresenteDeSubjuntivoFamily1,
        "tener → tenga, hacer → haga, decir → diga, salir → salga, "
          + "conocer → conozca, caber → quepa, ver → vea"),
      IrregularFamily(
        .guidePresenteDeSubjuntivoFamily2,
        "pensar → piense, volver → vuelva, pedir → pida",
        note: .guidePresenteDeSubjuntivoFamily2Note),
      IrregularFamily(
        .guidePresenteDeSubjuntivoFamily3,
        "buscar → busque, llegar → llegue, empezar → empiece, "
          + "escoger → escoja"),
      IrregularFamily(
        .guidePresenteDeSubjuntivoFamily4,
        "ser → sea, ir → vaya, saber → sepa, haber → haya, "
          + "estar → esté, dar → dé"),
    ],
    examples: [
      Example(
        spanish: "Quiero que vengas a mi cumpleaños.",
        english: "I want you to come to my birthday party.",
        verb: "venir", person: .tu, form: "vengas"),
      Example(
        spanish: "Cuando llegues a casa, mándame un mensaje.",
        english: "When you get home, send me a message.",
        verb: "llegar", person: .tu, form: "llegues"),
    ])

  static let imperfectoDeSubjuntivoRa = GuideEntry(
    tense: .imperfectoDeSubjuntivo1,
    summary: .guideImperfectoDeSubjuntivoRaSummary,
    whenUsed: .guideImperfectoDeSubjuntivoRaWhenUsed,
    formation: Formation(
      .guideImperfectoDeSubjuntivoRaFormation,
      table: EndingTable([
        ("-ar", ["-ara", "-aras", "-ara", "-áramos", "-arais", "-aran"]),
        ("-er, -ir", ["-iera", "-ieras", "-iera", "-iéramos", "-ierais", "-ieran"]),
      ]),
      note: .guideImperfectoDeSubjuntivoRaFormationNote),
    irregularFamilies: pastSubjunctiveFamilies(ending: "ra"),
    examples: [
      Example(
        spanish: "Si supiera cocinar, invitaría a mis amigos a cenar.",
        english: "If I knew how to cook, I would invite my friends to dinner.",
        verb: "saber", person: .yo, form: "supiera"),
      Example(
        spanish: "Mis padres querían que aprendiera a nadar.",
        english: "My parents wanted me to learn to swim.",
        verb: "aprender", person: .yo, form: "aprendiera"),
    ])

  static let imperfectoDeSubjuntivoSe = GuideEntry(
    tense: .imperfectoDeSubjuntivo2,
    summary: .guideImperfectoDeSubjuntivoSeSummary,
    whenUsed: .guideImperfectoDeSubjuntivoSeWhenUsed,
    formation: Formation(
      .guideImperfectoDeSubjuntivoSeFormation,
      table: EndingTable([
        ("-ar", ["-ase", "-ases", "-ase", "-ásemos", "-aseis", "-asen"]),
        ("-er, -ir", ["-iese", "-ieses", "-iese", "-iésemos", "-ieseis", "-iesen"]),
      ]),
      note: .guideImperfectoDeSubjuntivoSeFormationNote),
    irregularFamilies: pastSubjunctiveFamilies(ending: "se"),
    examples: [
      Example(
        spanish: "Si fuese más joven, me iría a vivir a otro país.",
        english: "If I were younger, I would go and live in another country.",
        verb: "ser", person: .yo, form: "fuese"),
      Example(
        spanish: "Me pidió que cerrase la ventana.", english: "She asked me to close the window.",
        verb: "cerrar", person: .yo, form: "cerrase"),
    ])

  static let futuroDeSubjuntivo = GuideEntry(
    tense: .futuroDeSubjuntivo,
    summary: .guideFuturoDeSubjuntivoSummary,
    whenUsed: .guideFuturoDeSubjuntivoWhenUsed,
    formation: Formation(
      .guideFuturoDeSubjuntivoFormation,
      table: EndingTable([
        ("-ar", ["-are", "-ares", "-are", "-áremos", "-areis", "-aren"]),
        ("-er, -ir", ["-iere", "-ieres", "-iere", "-iéremos", "-iereis", "-ieren"]),
      ]),
      note: .guideFuturoDeSubjuntivoFormationNote),
    irregularFamilies: pastSubjunctiveFamilies(ending: "re"),
    examples: [
      Example(
        spanish: "Allá donde fueres, haz lo que vieres.",
        english: "When in Rome, do as the Romans do (wherever you go, do what you see).",
        verb: "ir", person: .tu, form: "fueres"),
      Example(
        spanish: "Quien no cumpliere esta norma será sancionado.",
        english: "Anyone who fails to comply with this rule will be penalised.",
        verb: "cumplir", person: .el, form: "cumpliere"),
    ])

  /// The families of the tenses built on the pretérito's ellos form (-ra, -se, -re).
  static func pastSubjunctiveFamilies(ending: String) -> [IrregularFamily] {
    let iera = "ie" + ending
    return [
      IrregularFamily(
        .guidePastSubjunctiveFamily1,
        "tener → tuvieron → tuv\(iera), hacer → hic\(iera), "
          + "poder → pud\(iera), querer → quis\(iera), venir → vin\(iera), estar → estuv\(iera)"),
      IrregularFamily(
        .guidePastSubjunctiveFamily2(ending: ending),
        "decir → dije\(ending), traer → traje\(ending), conducir → conduje\(ending)"),
      IrregularFamily(
        .guidePastSubjunctiveFamily3,
        "fue\(ending), fue\(ending)s, fué\(ending)mos…"),
      IrregularFamily(
        .guidePastSubjunctiveFamily4, "dar → d\(iera), ver → v\(iera)"),
      IrregularFamily(
        .guidePastSubjunctiveFamily5,
        "leer → leye\(ending), oír → oye\(ending), "
          + "pedir → pid\(iera), dormir → durm\(iera), sentir → sint\(iera)"),
    ]
  }
}
