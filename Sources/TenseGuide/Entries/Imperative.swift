/// The two imperatives: positive (habla) and negative (no hables).
extension GuideEntry {
  static let imperativoPositivo = GuideEntry(
    tense: .imperativoPositivo,
    summary: "telling someone to do something",
    whenUsed: """
      Use it to tell someone to do something: orders, instructions, advice and invitations (Pasa \
      y siéntate). Tú and vos are informal, usted and ustedes polite; vosotros is the informal \
      plural of Spain. The nosotros form means "let's" (Empecemos). Pronouns are attached to the \
      end, often with an added accent: dímelo, siéntate.
      """,
    formation: Formation(
      "Tú uses the él form of the present (habla, come); vos takes the infinitive's r off and stresses "
        + "the last vowel (hablá); vosotros turns the r into d (hablad); usted, nosotros and ustedes "
        + "borrow the present subjunctive (hable):",
      table: EndingTable(
        labels: EndingTable.imperative,
        [
          ("-ar", ["-a", "-á", "-e", "-emos", "-ad", "-en"]),
          ("-er", ["-e", "-é", "-a", "-amos", "-ed", "-an"]),
          ("-ir", ["-e", "-í", "-a", "-amos", "-id", "-an"]),
        ])),
    irregularFamilies: [
      IrregularFamily(
        "short tú forms",
        "tener → ten, poner → pon, venir → ven, salir → sal, hacer → haz, "
          + "decir → di, ir → ve, ser → sé"),
      IrregularFamily(
        "stem changes as in the present", "pensar → piensa, volver → vuelve, pedir → pide",
        note: "Not in vos or vosotros: pensá, pensad."),
      IrregularFamily(
        "usted, nosotros, ustedes follow the subjunctive",
        "tener → tenga, hacer → hagamos, "
          + "ir → vayan, ser → sea",
        note: "For ir, nosotros says vamos (also vayamos)."),
      IrregularFamily(
        "vos is regular", "tené, poné, vení, salí, hacé, decí",
        note: "Ir has no vos form in use: andá takes its place."),
      IrregularFamily(
        "pronominal verbs drop a letter",
        "sentarse → sentémonos (not sentémosnos), sentaos "
          + "(not sentados); but irse → idos (also iros)"),
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
    summary: "telling someone not to do something",
    whenUsed: """
      Use it to tell someone not to do something: No toques eso; No te preocupes. It is simply no \
      followed by the present subjunctive, for every person, polite or informal. Pronouns go \
      before the verb instead of being attached: No lo hagas; No te sientes ahí.
      """,
    formation: Formation(
      "no + the present subjunctive: -ar verbs take e, -er and -ir verbs take a (no hables, no comas, "
        + "no vivas):",
      table: EndingTable(
        labels: EndingTable.negativeImperative,
        [
          ("-ar", ["no -es", "no -e", "no -emos", "no -éis", "no -en"]),
          ("-er", ["no -as", "no -a", "no -amos", "no -áis", "no -an"]),
          ("-ir", ["no -as", "no -a", "no -amos", "no -áis", "no -an"]),
        ]),
      note: "Vos normally uses the tú form (no hables); no hablés is also heard."),
    irregularFamilies: [
      IrregularFamily(
        "every irregular subjunctive",
        "no tengas, no hagas, no digas, no salgas, no pienses, "
          + "no vuelvas, no pidas"),
      IrregularFamily("ser, ir, estar, dar", "no seas, no vayas, no estés, no des"),
      IrregularFamily(
        "spelling keeps the sound", "tocar → no toques, pagar → no pagues, empezar → no empieces"),
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
