/// The two imperatives: positive (habla) and negative (no hables).
extension GuideEntry {
  static let imperativoPositivo = GuideEntry(
    tense: .imperativoPositivo,
    summary: .guideImperativoPositivoSummary,
    whenUsed: .guideImperativoPositivoWhenUsed,
    formation: Formation(
      .guideImperativoPositivoFormation,
      table: EndingTable(
        labels: EndingTable.imperative,
        [
          ("-ar", ["-a", "-á", "-e", "-emos", "-ad", "-en"]),
          ("-er", ["-e", "-é", "-a", "-amos", "-ed", "-an"]),
          ("-ir", ["-e", "-í", "-a", "-amos", "-id", "-an"]),
        ])),
    irregularFamilies: [
      IrregularFamily(
        .guideImperativoPositivoFamily1,
        "tener → ten, poner → pon, venir → ven, salir → sal, hacer → haz, "
          + "decir → di, ir → ve, ser → sé"),
      IrregularFamily(
        .guideImperativoPositivoFamily2,
        "pensar → piensa, volver → vuelve, pedir → pide",
        note: .guideImperativoPositivoFamily2Note
      ),
      IrregularFamily(
        .guideImperativoPositivoFamily3,
        "tener → tenga, hacer → hagamos, "
          + "ir → vayan, ser → sea",
        note: .guideImperativoPositivoFamily3Note),
      IrregularFamily(
        .guideImperativoPositivoFamily4, "tené, poné, vení, salí, hacé, decí",
        note: .guideImperativoPositivoFamily4Note),
      IrregularFamily(
        .guideImperativoPositivoFamily5,
        .guideImperativoPositivoFamily5Examples),
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
    summary: .guideImperativoNegativoSummary,
    whenUsed: .guideImperativoNegativoWhenUsed,
    formation: Formation(
      .guideImperativoNegativoFormation,
      table: EndingTable(
        labels: EndingTable.negativeImperative,
        [
          ("-ar", ["no -es", "no -e", "no -emos", "no -éis", "no -en"]),
          ("-er", ["no -as", "no -a", "no -amos", "no -áis", "no -an"]),
          ("-ir", ["no -as", "no -a", "no -amos", "no -áis", "no -an"]),
        ]),
      note: .guideImperativoNegativoFormationNote),
    irregularFamilies: [
      IrregularFamily(
        .guideImperativoNegativoFamily1,
        "no tengas, no hagas, no digas, no salgas, no pienses, "
          + "no vuelvas, no pidas"),
      IrregularFamily(
        .guideImperativoNegativoFamily2,
        "no seas, no vayas, no estés, no des"),
      IrregularFamily(
        .guideImperativoNegativoFamily3,
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
