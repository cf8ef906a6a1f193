/// The simple tenses of the indicative: presente, pretérito, imperfecto, futuro, condicional.
extension GuideEntry {
  static let presente = GuideEntry(
    tense: .presenteDeIndicativo,
    summary: "facts, habits and what is happening now",
    whenUsed: """
      Use it for what is true now, for what you do regularly, and for what is happening at the \
      moment, where English says "I am eating". With a time word it also covers plans for the \
      near future (Mañana salgo a las ocho), and it makes stories about the past vivid. Typical \
      words: siempre, normalmente, todos los días, los lunes, ahora, hoy.
      """,
    formation: Formation(
      "Drop -ar, -er or -ir from the infinitive and add the ending (hablar → hablo, comer → como, "
        + "vivir → vivo):",
      table: EndingTable(
        labels: EndingTable.withVos,
        [
          ("-ar", ["-o", "-as", "-ás", "-a", "-amos", "-áis", "-an"]),
          ("-er", ["-o", "-es", "-és", "-e", "-emos", "-éis", "-en"]),
          ("-ir", ["-o", "-es", "-ís", "-e", "-imos", "-ís", "-en"]),
        ]),
      note: "Vos (Argentina, Uruguay, Central America) stresses the ending and keeps the stem: "
        + "vos pensás, vos podés, vos tenés; ser gives vos sos."),
    irregularFamilies: [
      IrregularFamily(
        "e → ie", "pensar → pienso, querer → quiero, empezar → empiezo, sentir → siento",
        note: "The stem vowel changes only where it is stressed: not in nosotros, vosotros or vos "
          + "(pensamos, pensáis, pensás)."),
      IrregularFamily(
        "o → ue",
        "poder → puedo, volver → vuelvo, contar → cuento, dormir → duermo; "
          + "jugar → juego (u → ue)"),
      IrregularFamily(
        "e → i (-ir verbs)", "pedir → pido, servir → sirvo, repetir → repito, seguir → sigo"),
      IrregularFamily(
        "yo ends in -go",
        "tener → tengo, venir → vengo, hacer → hago, poner → pongo, salir → salgo, "
          + "decir → digo, traer → traigo, oír → oigo",
        note: "Tener, venir and decir also change their stem: tienes, vienes, dices."),
      IrregularFamily(
        "yo ends in -zco",
        "conocer → conozco, parecer → parezco, conducir → conduzco, "
          + "traducir → traduzco"),
      IrregularFamily("-uir verbs add y", "construir → construyo, incluir → incluye, huir → huyen"),
      IrregularFamily("accent on i or u", "enviar → envío, continuar → continúo, reunir → reúno"),
      IrregularFamily(
        "spelling keeps the sound", "escoger → escojo, vencer → venzo, distinguir → distingo"),
      IrregularFamily("odd yo forms", "saber → sé, caber → quepo, dar → doy, ver → veo"),
      IrregularFamily(
        "fully irregular",
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
    summary: "finished actions at a definite time in the past",
    whenUsed: """
      Use it for actions you see as finished and tied to a definite time in the past: what \
      happened, one event after another, and how long something lasted once it is over (Viví \
      dos años en Lima). Typical words: ayer, anoche, anteayer, la semana pasada, el año pasado, \
      en 2015, hace tres días, de repente. In most of Latin America it also covers what Spain \
      says with the perfecto (Hoy comí temprano).
      """,
    formation: Formation(
      "Drop -ar, -er or -ir and add the ending (hablar → hablé); -er and -ir verbs share theirs:",
      table: EndingTable([
        ("-ar", ["-é", "-aste", "-ó", "-amos", "-asteis", "-aron"]),
        ("-er", ["-í", "-iste", "-ió", "-imos", "-isteis", "-ieron"]),
        ("-ir", ["-í", "-iste", "-ió", "-imos", "-isteis", "-ieron"]),
      ]),
      note: "Vos uses the tú form (vos hablaste). Nosotros is the same as in the present for -ar "
        + "and -ir verbs (hablamos, vivimos)."),
    irregularFamilies: [
      IrregularFamily(
        "strong stems",
        "tener → tuve, estar → estuve, andar → anduve, poder → pude, poner → puse, "
          + "saber → supe, caber → cupe, haber → hube, querer → quise, venir → vine, hacer → hice (hizo)",
        note: "They take -e, -iste, -o, -imos, -isteis, -ieron with no written accent: tuve, tuvo."),
      IrregularFamily(
        "j stems, ellos in -eron",
        "decir → dije, dijeron; traer → traje, trajeron; "
          + "conducir → conduje, condujeron; traducir → traduje"),
      IrregularFamily(
        "ser and ir share one preterite", "fui, fuiste, fue, fuimos, fuisteis, fueron",
        note: "Context tells them apart: Fue médico (ser), Fue a Roma (ir)."),
      IrregularFamily("dar and ver", "dar → di, diste, dio; ver → vi, viste, vio (no accents)"),
      IrregularFamily(
        "i → y between vowels",
        "leer → leyó, leyeron; creer → creyó; oír → oyó; construir → construyó"),
      IrregularFamily(
        "-ir stem changes in él and ellos",
        "pedir → pidió, pidieron; sentir → sintió; "
          + "dormir → durmió, durmieron; morir → murió"),
      IrregularFamily(
        "spelling keeps the sound in yo", "buscar → busqué, llegar → llegué, empezar → empecé"),
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
    summary: "the past as background: habits, descriptions",
    whenUsed: """
      Use it to paint the background of the past: what used to happen, what was going on when \
      something else happened (Leía cuando sonó el teléfono), and how people, places, the time \
      and ages were (Eran las diez; tenía veinte años). English often says "used to" or "was \
      …ing". Typical words: siempre, todos los días, a menudo, antes, mientras, de niño.
      """,
    formation: Formation(
      "Drop -ar, -er or -ir and add the ending (hablar → hablaba, comer → comía); -er and -ir verbs "
        + "share theirs:",
      table: EndingTable([
        ("-ar", ["-aba", "-abas", "-aba", "-ábamos", "-abais", "-aban"]),
        ("-er", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
        ("-ir", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
      ]),
      note:
        "Yo and él share one form (yo hablaba, ella hablaba): add the pronoun when it is unclear."),
    irregularFamilies: [
      IrregularFamily("ser", "era, eras, era, éramos, erais, eran"),
      IrregularFamily("ir", "iba, ibas, iba, íbamos, ibais, iban"),
      IrregularFamily("ver", "veía, veías, veía, veíamos, veíais, veían (it keeps the e)"),
      IrregularFamily(
        "everything else is regular", "tener → tenía, hacer → hacía, pedir → pedía, haber → había",
        note: "No stem changes in this tense: pensaba, podía, dormía."),
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
    summary: "what will happen; guesses about the present",
    whenUsed: """
      Use it for what will happen: predictions, promises and plans (Mañana lloverá; Te llamaré). \
      It also makes a guess about the present: ¿Dónde estará Ana? "Where can Ana be?" In everyday \
      speech, ir a + infinitive (voy a salir) often replaces it for plans. Typical words: mañana, \
      pronto, la semana que viene, el próximo año, dentro de dos días.
      """,
    formation: Formation(
      "Add the ending to the whole infinitive (hablar → hablaré); all three groups share the same "
        + "endings:",
      table: EndingTable([("-ar, -er, -ir", ["-é", "-ás", "-á", "-emos", "-éis", "-án"])]),
      note: "Every form but nosotros carries a written accent."),
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
    summary: "what would happen; polite requests",
    whenUsed: """
      Use it for what would happen: polite requests and wishes (¿Podrías…?, Me gustaría…), advice \
      (Yo que tú, lo compraría) and the result of an unlikely condition (Si tuviera dinero, \
      viajaría). It is also the future seen from the past (Dijo que vendría) and a guess about the \
      past (Serían las diez, "It must have been about ten").
      """,
    formation: Formation(
      "Add the ending to the whole infinitive (hablar → hablaría); all three groups share the same "
        + "endings, those of the -er imperfect:",
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
        "the infinitive loses its e",
        "poder → podr\(ending), saber → sabr\(ending), "
          + "caber → cabr\(ending), haber → habr\(ending), querer → querr\(ending)"),
      IrregularFamily(
        "d takes the place of e or i",
        "tener → tendr\(ending), poner → pondr\(ending), venir → vendr\(ending), "
          + "salir → saldr\(ending), valer → valdr\(ending)"),
      IrregularFamily("short stems", "hacer → har\(ending), decir → dir\(ending)"),
      IrregularFamily(
        "compounds follow their verb",
        "mantener → mantendr\(ending), componer → compondr\(ending), "
          + "deshacer → deshar\(ending)"),
    ]
  }
}
