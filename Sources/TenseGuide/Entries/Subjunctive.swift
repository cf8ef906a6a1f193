/// The simple tenses of the subjunctive: presente, imperfecto (-ra and -se), futuro.
extension GuideEntry {
  static let presenteDeSubjuntivo = GuideEntry(
    tense: .presenteDeSubjuntivo,
    summary: Localized(
      "wishes, doubts, feelings and the future after que",
      es: "deseos, dudas, sentimientos y el futuro tras que"),
    whenUsed: Localized(
      """
      The subjunctive presents an action not as a fact but as something wished, asked for, \
      doubted, needed or felt. Use it after que when the main verb does that and the subject \
      changes (Quiero que vengas), after ojalá, after cuando and similar words for something \
      still to come (Cuando llegues, llámame), and after para que, antes de que, sin que. \
      Triggers: querer que, esperar que, es importante que, no creo que, me alegra que, ojalá.
      """,
      es: """
        El presente de subjuntivo, como todo el modo subjuntivo, no presenta la acción como un \
        hecho, sino como algo deseado, pedido, dudoso, necesario o sentido. Se usa tras que \
        cuando el verbo principal expresa deseo, duda o sentimiento y el sujeto cambia (Quiero \
        que vengas), tras ojalá, tras cuando y otras conjunciones de tiempo para lo que aún no ha \
        ocurrido (Cuando llegues, llámame), y tras para que, antes de que, sin que. Lo piden, \
        entre otros: querer que, esperar que, es importante que, no creo que, me alegra que, \
        ojalá.
        """),
    formation: Formation(
      Localized(
        "Take the yo form of the present, drop the -o and add the \"opposite\" vowel: -ar verbs "
          + "take e, -er and -ir verbs take a (hablo → hable, tengo → tenga):",
        es: "Se parte de la primera persona del presente de indicativo, se quita la -o y se añade "
          + "la vocal «contraria»: e en los verbos en -ar, a en los verbos en -er y en -ir "
          + "(hablo → hable, tengo → tenga):"),
      table: EndingTable([
        ("-ar", ["-e", "-es", "-e", "-emos", "-éis", "-en"]),
        ("-er", ["-a", "-as", "-a", "-amos", "-áis", "-an"]),
        ("-ir", ["-a", "-as", "-a", "-amos", "-áis", "-an"]),
      ]),
      note: Localized(
        "Vos normally uses the tú form (que vos vengas); que vos vengás is also heard.",
        es: "Con vos se usa normalmente la forma de tú (que vos vengas); también se oye que vos "
          + "vengás.")),
    irregularFamilies: [
      IrregularFamily(
        Localized("the irregular yo carries over", es: "se hereda la irregularidad de yo"),
        "tener → tenga, hacer → haga, decir → diga, salir → salga, "
          + "conocer → conozca, caber → quepa, ver → vea"),
      IrregularFamily(
        Localized("stem changes as in the present", es: "cambios de raíz como en el presente"),
        "pensar → piense, volver → vuelva, pedir → pida",
        note: Localized(
          "-ir verbs change in nosotros and vosotros too: pidamos, sintamos, durmamos.",
          es: "Los verbos en -ir cambian también en nosotros y vosotros: pidamos, sintamos, "
            + "durmamos.")),
      IrregularFamily(
        Localized("spelling keeps the sound", es: "cambios ortográficos que conservan el sonido"),
        "buscar → busque, llegar → llegue, empezar → empiece, "
          + "escoger → escoja"),
      IrregularFamily(
        Localized("six that do not come from yo", es: "seis que no parten de yo"),
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
    summary: Localized(
      "the past subjunctive; unreal conditions after si",
      es: "el subjuntivo del pasado; condiciones irreales tras si"),
    whenUsed: Localized(
      """
      The past partner of the present subjunctive: use it where the subjunctive is needed and the \
      main verb is in the past or the conditional (Quería que vinieras). It also states an \
      unreal or unlikely condition after si (Si tuviera tiempo, …) and follows como si and, for \
      unlikely wishes, ojalá. Quisiera is a very polite "I would like".
      """,
      es: """
        El pretérito imperfecto de subjuntivo es el compañero en pasado del presente de \
        subjuntivo: se usa donde hace falta el subjuntivo y el verbo principal está en pasado o \
        en condicional (Quería que vinieras). Expresa también una condición irreal o poco \
        probable tras si (Si tuviera tiempo, …), y sigue a como si y, en los deseos difíciles, a \
        ojalá. Quisiera es una forma muy cortés de pedir algo.
        """),
    formation: Formation(
      Localized(
        "Take the ellos form of the pretérito, drop -ron and add -ra, -ras, -ra, -ramos, -rais, "
          + "-ran (hablaron → hablara, tuvieron → tuviera):",
        es: "Se parte de la tercera persona del plural del pretérito perfecto simple, se quita "
          + "-ron y se añade -ra, -ras, -ra, -ramos, -rais, -ran (hablaron → hablara, tuvieron → "
          + "tuviera):"),
      table: EndingTable([
        ("-ar", ["-ara", "-aras", "-ara", "-áramos", "-arais", "-aran"]),
        ("-er, -ir", ["-iera", "-ieras", "-iera", "-iéramos", "-ierais", "-ieran"]),
      ]),
      note: Localized(
        "Nosotros carries a written accent: habláramos, tuviéramos.",
        es: "La forma de nosotros lleva tilde: habláramos, tuviéramos.")),
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
    summary: Localized(
      "the same as the -ra form; commoner in Spain and in writing",
      es: "lo mismo que la forma en -ra; más frecuente en España y en la escritura"),
    whenUsed: Localized(
      """
      It means the same as the -ra form and can replace it in almost every use: after a past \
      main verb (Quería que vinieses), in unreal conditions after si (Si tuviese tiempo, …), \
      after como si and ojalá. It is more frequent in Spain and in writing; in Latin American \
      speech the -ra form is far more common. It never replaces the polite quisiera.
      """,
      es: """
        Significa lo mismo que la forma en -ra y puede sustituirla en casi todos sus usos: tras \
        un verbo principal en pasado (Quería que vinieses), en las condiciones irreales tras si \
        (Si tuviese tiempo, …), tras como si y tras ojalá. Es más frecuente en España y en la \
        escritura; en el habla de América predomina con mucho la forma en -ra. Nunca sustituye \
        al quisiera de cortesía.
        """),
    formation: Formation(
      Localized(
        "Take the ellos form of the pretérito, drop -ron and add -se, -ses, -se, -semos, -seis, "
          + "-sen (hablaron → hablase, tuvieron → tuviese):",
        es: "Se parte de la tercera persona del plural del pretérito perfecto simple, se quita "
          + "-ron y se añade -se, -ses, -se, -semos, -seis, -sen (hablaron → hablase, tuvieron → "
          + "tuviese):"),
      table: EndingTable([
        ("-ar", ["-ase", "-ases", "-ase", "-ásemos", "-aseis", "-asen"]),
        ("-er, -ir", ["-iese", "-ieses", "-iese", "-iésemos", "-ieseis", "-iesen"]),
      ]),
      note: Localized(
        "Nosotros carries a written accent: hablásemos, tuviésemos.",
        es: "La forma de nosotros lleva tilde: hablásemos, tuviésemos.")),
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
    summary: Localized(
      "only in laws, old texts and sayings",
      es: "solo en leyes, textos antiguos y refranes"),
    whenUsed: Localized(
      """
      It has almost disappeared from everyday Spanish. You meet it in laws and regulations \
      (Quien infringiere esta norma…), in old texts and in set phrases such as sea lo que fuere. \
      Normal speech uses the present subjunctive or the present instead (Quien no cumpla…, Si \
      alguien tiene dudas…): learn to recognise it rather than to use it.
      """,
      es: """
        El futuro simple de subjuntivo casi ha desaparecido del español actual. Aparece en leyes \
        y reglamentos (Quien infringiere esta norma…), en textos antiguos y en expresiones fijas \
        como sea lo que fuere. La lengua común usa en su lugar el presente de subjuntivo o el de \
        indicativo (Quien no cumpla…, Si alguien tiene dudas…): basta con saber reconocerlo.
        """),
    formation: Formation(
      Localized(
        "Take the ellos form of the pretérito, drop -ron and add -re, -res, -re, -remos, -reis, "
          + "-ren (hablaron → hablare, tuvieron → tuviere):",
        es: "Se parte de la tercera persona del plural del pretérito perfecto simple, se quita "
          + "-ron y se añade -re, -res, -re, -remos, -reis, -ren (hablaron → hablare, tuvieron → "
          + "tuviere):"),
      table: EndingTable([
        ("-ar", ["-are", "-ares", "-are", "-áremos", "-areis", "-aren"]),
        ("-er, -ir", ["-iere", "-ieres", "-iere", "-iéremos", "-iereis", "-ieren"]),
      ]),
      note: Localized(
        "Nosotros carries a written accent: habláremos, tuviéremos.",
        es: "La forma de nosotros lleva tilde: habláremos, tuviéremos.")),
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
        Localized(
          "every irregular pretérito carries over",
          es: "se heredan todas las irregularidades del pretérito perfecto simple"),
        "tener → tuvieron → tuv\(iera), hacer → hic\(iera), "
          + "poder → pud\(iera), querer → quis\(iera), venir → vin\(iera), estar → estuv\(iera)"),
      IrregularFamily(
        Localized("j stems take -e\(ending)", es: "las raíces en j toman -e\(ending)"),
        "decir → dije\(ending), traer → traje\(ending), conducir → conduje\(ending)"),
      IrregularFamily(
        Localized("ser and ir share their forms", es: "ser e ir comparten las mismas formas"),
        "fue\(ending), fue\(ending)s, fué\(ending)mos…"),
      IrregularFamily(
        Localized("dar and ver", es: "dar y ver"), "dar → d\(iera), ver → v\(iera)"),
      IrregularFamily(
        Localized(
          "i → y, and -ir stem changes", es: "i → y, y cambios de raíz de los verbos en -ir"),
        "leer → leye\(ending), oír → oye\(ending), "
          + "pedir → pid\(iera), dormir → durm\(iera), sentir → sint\(iera)"),
    ]
  }
}
