/// The simple tenses of the indicative: presente, pretérito, imperfecto, futuro, condicional.
extension GuideEntry {
  static let presente = GuideEntry(
    tense: .presenteDeIndicativo,
    summary: .guidePresenteSummary,
    whenUsed: .guidePresenteWhenUsed,
    formation: Formation(
      .guidePresenteFormation,
      table: EndingTable(
        labels: EndingTable.withVos,
        [
          ("-ar", ["-o", "-as", "-ás", "-a", "-amos", "-áis", "-an"]),
          ("-er", ["-o", "-es", "-és", "-e", "-emos", "-éis", "-en"]),
          ("-ir", ["-o", "-es", "-ís", "-e", "-imos", "-ís", "-en"]),
        ]),
      note: .guidePresenteFormationNote),
    irregularFamilies: [
      IrregularFamily(
        "e → ie",
        "pensar → pienso, querer → quiero, empezar → empiezo, sentir → siento",
        note: .guidePresenteFamily1Note),
      IrregularFamily(
        "o → ue",
        .guidePresenteFamily2Examples),
      IrregularFamily(
        .guidePresenteFamily3,
        "pedir → pido, servir → sirvo, repetir → repito, seguir → sigo"),
      IrregularFamily(
        .guidePresenteFamily4,
        "tener → tengo, venir → vengo, hacer → hago, poner → pongo, salir → salgo, "
          + "decir → digo, traer → traigo, oír → oigo",
        note: .guidePresenteFamily4Note),
      IrregularFamily(
        .guidePresenteFamily5,
        "conocer → conozco, parecer → parezco, conducir → conduzco, "
          + "traducir → traduzco"),
      IrregularFamily(
        .guidePresenteFamily6,
        "construir → construyo, incluir → incluye, huir → huyen"),
      IrregularFamily(
        .guidePresenteFamily7,
        "enviar → envío, continuar → continúo, reunir → reúno"),
      IrregularFamily(
        .guidePresenteFamily8,
        "escoger → escojo, vencer → venzo, distinguir → distingo"),
      IrregularFamily(
        .guidePresenteFamily9,
        "saber → sé, caber → quepo, dar → doy, ver → veo"),
      IrregularFamily(
        .guidePresenteFamily10,
        "ser → soy, eres, es, somos, sois, son; ir → voy, vas, va, vamos, vais, "
          + "van; estar → estoy, estás, está; haber → he, has, ha (hay)"),
    ],
    examples: [
      Example(
        spanish: "Normalmente desayuno a las siete.", english: "I usually have breakfast at seven.",
        verb: "desayunar", person: .yo, form: "desayuno"),
      Example(
        spanish: "¿Tienes tiempo esta tarde?", english: "Do you have time this afternoon?",
        verb: "tener", person: .tu, form: "tienes"),
    ])

  static let preterito = GuideEntry(
    tense: .preterito,
    summary: .guidePreteritoSummary,
    whenUsed: .guidePreteritoWhenUsed,
    formation: Formation(
      .guidePreteritoFormation,
      table: EndingTable([
        ("-ar", ["-é", "-aste", "-ó", "-amos", "-asteis", "-aron"]),
        ("-er", ["-í", "-iste", "-ió", "-imos", "-isteis", "-ieron"]),
        ("-ir", ["-í", "-iste", "-ió", "-imos", "-isteis", "-ieron"]),
      ]),
      note: .guidePreteritoFormationNote),
    irregularFamilies: [
      IrregularFamily(
        .guidePreteritoFamily1,
        "tener → tuve, estar → estuve, andar → anduve, poder → pude, poner → puse, "
          + "saber → supe, caber → cupe, haber → hube, querer → quise, venir → vine, hacer → hice (hizo)",
        note: .guidePreteritoFamily1Note),
      IrregularFamily(
        .guidePreteritoFamily2,
        "decir → dije, dijeron; traer → traje, trajeron; "
          + "conducir → conduje, condujeron; traducir → traduje"),
      IrregularFamily(
        .guidePreteritoFamily3,
        "fui, fuiste, fue, fuimos, fuisteis, fueron",
        note: .guidePreteritoFamily3Note),
      IrregularFamily(
        .guidePreteritoFamily4,
        .guidePreteritoFamily4Examples),
      IrregularFamily(
        .guidePreteritoFamily5,
        "leer → leyó, leyeron; creer → creyó; oír → oyó; construir → construyó"),
      IrregularFamily(
        .guidePreteritoFamily6,
        "pedir → pidió, pidieron; sentir → sintió; "
          + "dormir → durmió, durmieron; morir → murió"),
      IrregularFamily(
        .guidePreteritoFamily7,
        "buscar → busqué, llegar → llegué, empezar → empecé"),
    ],
    examples: [
      Example(
        spanish: "Ayer conduje cinco horas sin parar.",
        english: "Yesterday I drove for five hours without stopping.",
        verb: "conducir", person: .yo, form: "conduje"),
      Example(
        spanish: "¿Qué hiciste el fin de semana?", english: "What did you do at the weekend?",
        verb: "hacer", person: .tu, form: "hiciste"),
    ])

  static let imperfecto = GuideEntry(
    tense: .imperfectoDeIndicativo,
    summary: .guideImperfectoSummary,
    whenUsed: .guideImperfectoWhenUsed,
    formation: Formation(
      .guideImperfectoFormation,
      table: EndingTable([
        ("-ar", ["-aba", "-abas", "-aba", "-ábamos", "-abais", "-aban"]),
        ("-er", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
        ("-ir", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
      ]),
      note: .guideImperfectoFormationNote),
    irregularFamilies: [
      IrregularFamily("ser", "era, eras, era, éramos, erais, eran"),
      IrregularFamily("ir", "iba, ibas, iba, íbamos, ibais, iban"),
      IrregularFamily(
        "ver",
        .guideImperfectoFamily3Examples),
      IrregularFamily(
        .guideImperfectoFamily4,
        "tener → tenía, hacer → hacía, pedir → pedía, haber → había",
        note: .guideImperfectoFamily4Note),
    ],
    examples: [
      Example(
        spanish: "De niño, jugaba al fútbol todas las tardes.",
        english: "As a boy, I used to play football every afternoon.",
        verb: "jugar", person: .yo, form: "jugaba"),
      Example(
        spanish: "Cuando éramos pequeños, veíamos dibujos animados los sábados.",
        english: "When we were little, we used to watch cartoons on Saturdays.",
        verb: "ver", person: .nosotros, form: "veíamos"),
    ])

  static let futuro = GuideEntry(
    tense: .futuroDeIndicativo,
    summary: .guideFuturoSummary,
    whenUsed: .guideFuturoWhenUsed,
    formation: Formation(
      .guideFuturoFormation,
      table: EndingTable([("-ar, -er, -ir", ["-é", "-ás", "-á", "-emos", "-éis", "-án"])]),
      note: .guideFuturoFormationNote),
    irregularFamilies: futureStems(ending: "é"),
    examples: [
      Example(
        spanish: "El sábado saldré con mis primos.",
        english: "On Saturday I will go out with my cousins.",
        verb: "salir", person: .yo, form: "saldré"),
      Example(
        spanish: "Ya son las nueve: Ana estará en casa.",
        english: "It's already nine: Ana must be at home.",
        verb: "estar", person: .el, form: "estará"),
    ])

  static let condicional = GuideEntry(
    tense: .condicional,
    summary: .guideCondicionalSummary,
    whenUsed: .guideCondicionalWhenUsed,
    formation: Formation(
      .guideCondicionalFormation,
      table: EndingTable([("-ar, -er, -ir", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"])])),
    irregularFamilies: futureStems(ending: "ía"),
    examples: [
      Example(
        spanish: "Me gustaría viajar a Japón algún día.",
        english: "I would like to travel to Japan one day.",
        verb: "gustar", person: .el, form: "gustaría"),
      Example(
        spanish: "¿Podrías ayudarme con esta caja?", english: "Could you help me with this box?",
        verb: "poder", person: .tu, form: "podrías"),
    ])

  /// The irregular stems the future and the conditional share, with the given ending.
  static func futureStems(ending: String) -> [IrregularFamily] {
    [
      IrregularFamily(
        .guideFutureStemsFamily1,
        "poder → podr\(ending), saber → sabr\(ending), "
          + "caber → cabr\(ending), haber → habr\(ending), querer → querr\(ending)"),
      IrregularFamily(
        .guideFutureStemsFamily2,
        "tener → tendr\(ending), poner → pondr\(ending), venir → vendr\(ending), "
          + "salir → saldr\(ending), valer → valdr\(ending)"),
      IrregularFamily(
        .guideFutureStemsFamily3,
        "hacer → har\(ending), decir → dir\(ending)"),
      IrregularFamily(
        .guideFutureStemsFamily4,
        "mantener → mantendr\(ending), componer → compondr\(ending), "
          + "deshacer → deshar\(ending)"),
    ]
  }
}
