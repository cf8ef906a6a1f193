/// The simple tenses of the subjunctive: presente, imperfecto (-ra and -se), futuro.
extension GuideEntry {
  static let presenteDeSubjuntivo = GuideEntry(
    tense: .presenteDeSubjuntivo,
    summary: "wishes, doubts, feelings and the future after que",
    whenUsed: """
      The subjunctive presents an action not as a fact but as something wished, asked for, \
      doubted, needed or felt. Use it after que when the main verb does that and the subject \
      changes (Quiero que vengas), after ojalá, after cuando and similar words for something \
      still to come (Cuando llegues, llámame), and after para que, antes de que, sin que. \
      Triggers: querer que, esperar que, es importante que, no creo que, me alegra que, ojalá.
      """,
    formation: Formation(
      "Take the yo form of the present, drop the -o and add the \"opposite\" vowel: -ar verbs take "
        + "e, -er and -ir verbs take a (hablo → hable, tengo → tenga):",
      table: EndingTable([
        ("-ar", ["-e", "-es", "-e", "-emos", "-éis", "-en"]),
        ("-er", ["-a", "-as", "-a", "-amos", "-áis", "-an"]),
        ("-ir", ["-a", "-as", "-a", "-amos", "-áis", "-an"]),
      ]),
      note: "Vos normally uses the tú form (que vos vengas); que vos vengás is also heard."),
    irregularFamilies: [
      IrregularFamily(
        "the irregular yo carries over",
        "tener → tenga, hacer → haga, decir → diga, salir → salga, "
          + "conocer → conozca, caber → quepa, ver → vea"),
      IrregularFamily(
        "stem changes as in the present", "pensar → piense, volver → vuelva, pedir → pida",
        note: "-ir verbs change in nosotros and vosotros too: pidamos, sintamos, durmamos."),
      IrregularFamily(
        "spelling keeps the sound",
        "buscar → busque, llegar → llegue, empezar → empiece, "
          + "escoger → escoja"),
      IrregularFamily(
        "six that do not come from yo",
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
    summary: "the past subjunctive; unreal conditions after si",
    whenUsed: """
      The past partner of the present subjunctive: use it where the subjunctive is needed and the \
      main verb is in the past or the conditional (Quería que vinieras). It also states an \
      unreal or unlikely condition after si (Si tuviera tiempo, …) and follows como si and, for \
      unlikely wishes, ojalá. Quisiera is a very polite "I would like".
      """,
    formation: Formation(
      "Take the ellos form of the pretérito, drop -ron and add -ra, -ras, -ra, -ramos, -rais, -ran "
        + "(hablaron → hablara, tuvieron → tuviera):",
      table: EndingTable([
        ("-ar", ["-ara", "-aras", "-ara", "-áramos", "-arais", "-aran"]),
        ("-er, -ir", ["-iera", "-ieras", "-iera", "-iéramos", "-ierais", "-ieran"]),
      ]),
      note: "Nosotros carries a written accent: habláramos, tuviéramos."),
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
    summary: "the same as the -ra form; commoner in Spain and in writing",
    whenUsed: """
      It means the same as the -ra form and can replace it in almost every use: after a past \
      main verb (Quería que vinieses), in unreal conditions after si (Si tuviese tiempo, …), \
      after como si and ojalá. It is more frequent in Spain and in writing; in Latin American \
      speech the -ra form is far more common. It never replaces the polite quisiera.
      """,
    formation: Formation(
      "Take the ellos form of the pretérito, drop -ron and add -se, -ses, -se, -semos, -seis, -sen "
        + "(hablaron → hablase, tuvieron → tuviese):",
      table: EndingTable([
        ("-ar", ["-ase", "-ases", "-ase", "-ásemos", "-aseis", "-asen"]),
        ("-er, -ir", ["-iese", "-ieses", "-iese", "-iésemos", "-ieseis", "-iesen"]),
      ]),
      note: "Nosotros carries a written accent: hablásemos, tuviésemos."),
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
    summary: "only in laws, old texts and sayings",
    whenUsed: """
      It has almost disappeared from everyday Spanish. You meet it in laws and regulations \
      (Quien infringiere esta norma…), in old texts and in set phrases such as sea lo que fuere. \
      Normal speech uses the present subjunctive or the present instead (Quien no cumpla…, Si \
      alguien tiene dudas…): learn to recognise it rather than to use it.
      """,
    formation: Formation(
      "Take the ellos form of the pretérito, drop -ron and add -re, -res, -re, -remos, -reis, -ren "
        + "(hablaron → hablare, tuvieron → tuviere):",
      table: EndingTable([
        ("-ar", ["-are", "-ares", "-are", "-áremos", "-areis", "-aren"]),
        ("-er, -ir", ["-iere", "-ieres", "-iere", "-iéremos", "-iereis", "-ieren"]),
      ]),
      note: "Nosotros carries a written accent: habláremos, tuviéremos."),
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
        "every irregular pretérito carries over",
        "tener → tuvieron → tuv\(iera), hacer → hic\(iera), "
          + "poder → pud\(iera), querer → quis\(iera), venir → vin\(iera), estar → estuv\(iera)"),
      IrregularFamily(
        "j stems take -e\(ending)",
        "decir → dije\(ending), traer → traje\(ending), conducir → conduje\(ending)"),
      IrregularFamily(
        "ser and ir share their forms", "fue\(ending), fue\(ending)s, fué\(ending)mos…"),
      IrregularFamily("dar and ver", "dar → d\(iera), ver → v\(iera)"),
      IrregularFamily(
        "i → y, and -ir stem changes",
        "leer → leye\(ending), oír → oye\(ending), "
          + "pedir → pid\(iera), dormir → durm\(iera), sentir → sint\(iera)"),
    ]
  }
}
