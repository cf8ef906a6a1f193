/// The two imperatives: positive (habla) and negative (no hables).
extension GuideEntry {
  static let imperativoPositivo = GuideEntry(
    tense: .imperativoPositivo,
    summary: Localized(
      "telling someone to do something", es: "mandar, pedir o aconsejar que se haga algo"),
    whenUsed: Localized(
      """
      Use it to tell someone to do something: orders, instructions, advice and invitations (Pasa \
      y siéntate). Tú and vos are informal, usted and ustedes polite; vosotros is the informal \
      plural of Spain. The nosotros form means "let's" (Empecemos). Pronouns are attached to the \
      end, often with an added accent: dímelo, siéntate.
      """,
      es: """
        El imperativo sirve para pedir a alguien que haga algo: órdenes, instrucciones, consejos \
        e invitaciones (Pasa y siéntate). Tú y vos son de confianza, usted y ustedes de cortesía; \
        vosotros es el plural de confianza de España. La forma de nosotros incluye al hablante \
        (Empecemos). Los pronombres van pospuestos y unidos al verbo, a menudo con una tilde \
        nueva: dímelo, siéntese.
        """),
    formation: Formation(
      Localized(
        "Tú uses the él form of the present (habla, come); vos takes the infinitive's r off and "
          + "stresses the last vowel (hablá); vosotros turns the r into d (hablad); usted, "
          + "nosotros and ustedes borrow the present subjunctive (hable):",
        es: "La forma de tú es la de él en el presente de indicativo (habla, come); la de vos "
          + "quita la r del infinitivo y acentúa la última vocal (hablá); la de vosotros cambia la r "
          + "por d (hablad); usted, nosotros y ustedes toman las formas del presente de subjuntivo "
          + "(hable):"),
      table: EndingTable(
        labels: EndingTable.imperative,
        [
          ("-ar", ["-a", "-á", "-e", "-emos", "-ad", "-en"]),
          ("-er", ["-e", "-é", "-a", "-amos", "-ed", "-an"]),
          ("-ir", ["-e", "-í", "-a", "-amos", "-id", "-an"]),
        ])),
    irregularFamilies: [
      IrregularFamily(
        Localized("short tú forms", es: "formas breves de tú"),
        "tener → ten, poner → pon, venir → ven, salir → sal, hacer → haz, "
          + "decir → di, ir → ve, ser → sé"),
      IrregularFamily(
        Localized("stem changes as in the present", es: "cambios de raíz como en el presente"),
        "pensar → piensa, volver → vuelve, pedir → pide",
        note: Localized(
          "Not in vos or vosotros: pensá, pensad.", es: "Salvo con vos y vosotros: pensá, pensad.")
      ),
      IrregularFamily(
        Localized(
          "usted, nosotros, ustedes follow the subjunctive",
          es: "usted, nosotros y ustedes siguen al subjuntivo"),
        "tener → tenga, hacer → hagamos, "
          + "ir → vayan, ser → sea",
        note: Localized(
          "For ir, nosotros says vamos (also vayamos).",
          es: "Con ir, la forma de nosotros es vamos (también vayamos).")),
      IrregularFamily(
        Localized("vos is regular", es: "vos es regular"), "tené, poné, vení, salí, hacé, decí",
        note: Localized(
          "Ir has no vos form in use: andá takes its place.",
          es: "Ir no tiene forma de vos en uso: la sustituye andá.")),
      IrregularFamily(
        Localized(
          "pronominal verbs drop a letter", es: "los verbos pronominales pierden una letra"),
        Localized(
          "sentarse → sentémonos (not sentémosnos), sentaos "
            + "(not sentados); but irse → idos (also iros)",
          es: "sentarse → sentémonos (no sentémosnos), sentaos "
            + "(no sentados); pero irse → idos (también iros)")),
    ],
    examples: [
      Example(
        spanish: "Pon la mesa, por favor.", english: "Lay the table, please.",
        verb: "poner", person: .tu, form: "pon"),
      Example(
        spanish: "Siga todo recto y gire a la derecha en el semáforo.",
        english: "Go straight on and turn right at the traffic lights.",
        verb: "seguir", person: .el, form: "siga"),
    ])

  static let imperativoNegativo = GuideEntry(
    tense: .imperativoNegativo,
    summary: Localized(
      "telling someone not to do something", es: "pedir que no se haga algo"),
    whenUsed: Localized(
      """
      Use it to tell someone not to do something: No toques eso; No te preocupes. It is simply no \
      followed by the present subjunctive, for every person, polite or informal. Pronouns go \
      before the verb instead of being attached: No lo hagas; No te sientes ahí.
      """,
      es: """
        Sirve para pedir a alguien que no haga algo: No toques eso; No se preocupe. Es \
        simplemente no seguido del presente de subjuntivo, en todas las personas, de confianza o \
        de cortesía. Los pronombres van delante del verbo, separados: No lo hagas; No se siente \
        ahí.
        """),
    formation: Formation(
      Localized(
        "no + the present subjunctive: -ar verbs take e, -er and -ir verbs take a (no hables, no "
          + "comas, no vivas):",
        es: "no + el presente de subjuntivo: e en los verbos en -ar, a en los verbos en -er y en "
          + "-ir (no hables, no comas, no vivas):"),
      table: EndingTable(
        labels: EndingTable.negativeImperative,
        [
          ("-ar", ["no -es", "no -e", "no -emos", "no -éis", "no -en"]),
          ("-er", ["no -as", "no -a", "no -amos", "no -áis", "no -an"]),
          ("-ir", ["no -as", "no -a", "no -amos", "no -áis", "no -an"]),
        ]),
      note: Localized(
        "Vos normally uses the tú form (no hables); no hablés is also heard.",
        es: "Con vos se usa normalmente la forma de tú (no hables); también se oye no hablés.")),
    irregularFamilies: [
      IrregularFamily(
        Localized("every irregular subjunctive", es: "todos los subjuntivos irregulares"),
        "no tengas, no hagas, no digas, no salgas, no pienses, "
          + "no vuelvas, no pidas"),
      IrregularFamily(
        Localized("ser, ir, estar, dar", es: "ser, ir, estar y dar"),
        "no seas, no vayas, no estés, no des"),
      IrregularFamily(
        Localized("spelling keeps the sound", es: "cambios ortográficos que conservan el sonido"),
        "tocar → no toques, pagar → no pagues, empezar → no empieces"),
    ],
    examples: [
      Example(
        spanish: "No toques el horno, que quema.", english: "Don't touch the oven, it's hot.",
        verb: "tocar", person: .tu, form: "no toques"),
      Example(
        spanish: "No se preocupe, todo saldrá bien.",
        english: "Don't worry, everything will be fine.",
        verb: "preocuparse", person: .el, form: "no se preocupe"),
    ])
}
