/// The simple tenses of the indicative: presente, pretérito, imperfecto, futuro, condicional.
extension GuideEntry {
  static let presente = GuideEntry(
    tense: .presenteDeIndicativo,
    summary: Localized(
      "facts, habits and what is happening now",
      es: "hechos, costumbres y lo que ocurre ahora"),
    whenUsed: Localized(
      """
      Use it for what is true now, for what you do regularly, and for what is happening at the \
      moment, where English says "I am eating". With a time word it also covers plans for the \
      near future (Mañana salgo a las ocho), and it makes stories about the past vivid. Typical \
      words: siempre, normalmente, todos los días, los lunes, ahora, hoy.
      """,
      es: """
        El presente de indicativo expresa lo que es verdad ahora, lo que se hace habitualmente y \
        lo que está ocurriendo en este momento (Ahora como; también: Estoy comiendo). Con una \
        expresión de tiempo sirve para planes próximos (Mañana salgo a las ocho), y en un relato \
        acerca el pasado al lector (presente histórico: Colón llega a América en 1492). Palabras \
        frecuentes: siempre, normalmente, todos los días, los lunes, ahora, hoy.
        """),
    formation: Formation(
      Localized(
        "Drop -ar, -er or -ir from the infinitive and add the ending (hablar → hablo, comer → "
          + "como, vivir → vivo):",
        es: "Se quita al infinitivo la terminación -ar, -er o -ir y se añade la desinencia "
          + "(hablar → hablo, comer → como, vivir → vivo):"),
      table: EndingTable(
        labels: EndingTable.withVos,
        [
          ("-ar", ["-o", "-as", "-ás", "-a", "-amos", "-áis", "-an"]),
          ("-er", ["-o", "-es", "-és", "-e", "-emos", "-éis", "-en"]),
          ("-ir", ["-o", "-es", "-ís", "-e", "-imos", "-ís", "-en"]),
        ]),
      note: Localized(
        "Vos (Argentina, Uruguay, Central America) stresses the ending and keeps the stem: "
          + "vos pensás, vos podés, vos tenés; ser gives vos sos.",
        es: "El voseo (Argentina, Uruguay, Centroamérica) acentúa la desinencia y conserva la "
          + "raíz: vos pensás, vos podés, vos tenés; el verbo ser da vos sos.")),
    irregularFamilies: [
      IrregularFamily(
        Localized(both: "e → ie"),
        "pensar → pienso, querer → quiero, empezar → empiezo, sentir → siento",
        note: Localized(
          "The stem vowel changes only where it is stressed: not in nosotros, vosotros or vos "
            + "(pensamos, pensáis, pensás).",
          es: "La vocal de la raíz cambia solo cuando es tónica: no en nosotros, vosotros ni vos "
            + "(pensamos, pensáis, pensás).")),
      IrregularFamily(
        Localized(both: "o → ue"),
        Localized(
          "poder → puedo, volver → vuelvo, contar → cuento, dormir → duermo; "
            + "jugar → juego (u → ue)",
          es: "poder → puedo, volver → vuelvo, contar → cuento, dormir → duermo; "
            + "y jugar → juego (u → ue)")),
      IrregularFamily(
        Localized("e → i (-ir verbs)", es: "e → i (verbos en -ir)"),
        "pedir → pido, servir → sirvo, repetir → repito, seguir → sigo"),
      IrregularFamily(
        Localized("yo ends in -go", es: "primera persona en -go"),
        "tener → tengo, venir → vengo, hacer → hago, poner → pongo, salir → salgo, "
          + "decir → digo, traer → traigo, oír → oigo",
        note: Localized(
          "Tener, venir and decir also change their stem: tienes, vienes, dices.",
          es: "Tener, venir y decir cambian además la raíz: tienes, vienes, dices.")),
      IrregularFamily(
        Localized("yo ends in -zco", es: "primera persona en -zco"),
        "conocer → conozco, parecer → parezco, conducir → conduzco, "
          + "traducir → traduzco"),
      IrregularFamily(
        Localized("-uir verbs add y", es: "los verbos en -uir añaden y"),
        "construir → construyo, incluir → incluye, huir → huyen"),
      IrregularFamily(
        Localized("accent on i or u", es: "tilde en la i o la u"),
        "enviar → envío, continuar → continúo, reunir → reúno"),
      IrregularFamily(
        Localized("spelling keeps the sound", es: "cambios ortográficos que conservan el sonido"),
        "escoger → escojo, vencer → venzo, distinguir → distingo"),
      IrregularFamily(
        Localized("odd yo forms", es: "primeras personas peculiares"),
        "saber → sé, caber → quepo, dar → doy, ver → veo"),
      IrregularFamily(
        Localized("fully irregular", es: "totalmente irregulares"),
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
    summary: Localized(
      "finished actions at a definite time in the past",
      es: "acciones acabadas en un momento concreto del pasado"),
    whenUsed: Localized(
      """
      Use it for actions you see as finished and tied to a definite time in the past: what \
      happened, one event after another, and how long something lasted once it is over (Viví \
      dos años en Lima). Typical words: ayer, anoche, anteayer, la semana pasada, el año pasado, \
      en 2015, hace tres días, de repente. In most of Latin America it also covers what Spain \
      says with the perfecto (Hoy comí temprano).
      """,
      es: """
        El pretérito perfecto simple (o pretérito indefinido) presenta acciones acabadas y \
        situadas en un momento concreto del pasado: lo que ocurrió, una acción tras otra y lo \
        que duró algo ya terminado (Viví dos años en Lima). Palabras frecuentes: ayer, anoche, \
        anteayer, la semana pasada, el año pasado, en 2015, hace tres días, de repente. En casi \
        toda América se usa también donde en España se dice el pretérito perfecto compuesto \
        (Hoy comí temprano).
        """),
    formation: Formation(
      Localized(
        "Drop -ar, -er or -ir and add the ending (hablar → hablé); -er and -ir verbs share theirs:",
        es: "Se quita -ar, -er o -ir y se añade la desinencia (hablar → hablé); los verbos en -er "
          + "y en -ir comparten las suyas:"),
      table: EndingTable([
        ("-ar", ["-é", "-aste", "-ó", "-amos", "-asteis", "-aron"]),
        ("-er", ["-í", "-iste", "-ió", "-imos", "-isteis", "-ieron"]),
        ("-ir", ["-í", "-iste", "-ió", "-imos", "-isteis", "-ieron"]),
      ]),
      note: Localized(
        "Vos uses the tú form (vos hablaste). Nosotros is the same as in the present for -ar "
          + "and -ir verbs (hablamos, vivimos).",
        es: "Con vos se usa la forma de tú (vos hablaste). En los verbos en -ar y en -ir, la "
          + "forma de nosotros coincide con la del presente (hablamos, vivimos).")),
    irregularFamilies: [
      IrregularFamily(
        Localized("strong stems", es: "pretéritos fuertes"),
        "tener → tuve, estar → estuve, andar → anduve, poder → pude, poner → puse, "
          + "saber → supe, caber → cupe, haber → hube, querer → quise, venir → vine, hacer → hice (hizo)",
        note: Localized(
          "They take -e, -iste, -o, -imos, -isteis, -ieron with no written accent: tuve, tuvo.",
          es: "Llevan -e, -iste, -o, -imos, -isteis, -ieron, sin tilde: tuve, tuvo.")),
      IrregularFamily(
        Localized("j stems, ellos in -eron", es: "raíz en j, con ellos en -eron"),
        "decir → dije, dijeron; traer → traje, trajeron; "
          + "conducir → conduje, condujeron; traducir → traduje"),
      IrregularFamily(
        Localized("ser and ir share one preterite", es: "ser e ir comparten las mismas formas"),
        "fui, fuiste, fue, fuimos, fuisteis, fueron",
        note: Localized(
          "Context tells them apart: Fue médico (ser), Fue a Roma (ir).",
          es: "El contexto las distingue: Fue médico (ser), Fue a Roma (ir).")),
      IrregularFamily(
        Localized("dar and ver", es: "dar y ver"),
        Localized(
          "dar → di, diste, dio; ver → vi, viste, vio (no accents)",
          es: "dar → di, diste, dio; ver → vi, viste, vio (sin tilde)")),
      IrregularFamily(
        Localized("i → y between vowels", es: "i → y entre vocales"),
        "leer → leyó, leyeron; creer → creyó; oír → oyó; construir → construyó"),
      IrregularFamily(
        Localized(
          "-ir stem changes in él and ellos",
          es: "verbos en -ir que cambian la raíz en él y ellos"),
        "pedir → pidió, pidieron; sentir → sintió; "
          + "dormir → durmió, durmieron; morir → murió"),
      IrregularFamily(
        Localized(
          "spelling keeps the sound in yo",
          es: "cambios ortográficos en yo para conservar el sonido"
        ),
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
    summary: Localized(
      "the past as background: habits, descriptions",
      es: "el pasado como fondo: costumbres y descripciones"),
    whenUsed: Localized(
      """
      Use it to paint the background of the past: what used to happen, what was going on when \
      something else happened (Leía cuando sonó el teléfono), and how people, places, the time \
      and ages were (Eran las diez; tenía veinte años). English often says "used to" or "was \
      …ing". Typical words: siempre, todos los días, a menudo, antes, mientras, de niño.
      """,
      es: """
        El pretérito imperfecto pinta el fondo del pasado: lo que solía ocurrir, lo que estaba \
        pasando cuando ocurrió otra cosa (Leía cuando sonó el teléfono) y cómo eran las personas, \
        los lugares, la hora o la edad (Eran las diez; tenía veinte años). No dice si la acción \
        terminó: la muestra en su transcurso. Palabras frecuentes: siempre, todos los días, a \
        menudo, antes, mientras, de niño.
        """),
    formation: Formation(
      Localized(
        "Drop -ar, -er or -ir and add the ending (hablar → hablaba, comer → comía); -er and -ir "
          + "verbs share theirs:",
        es: "Se quita -ar, -er o -ir y se añade la desinencia (hablar → hablaba, comer → comía); "
          + "los verbos en -er y en -ir comparten las suyas:"),
      table: EndingTable([
        ("-ar", ["-aba", "-abas", "-aba", "-ábamos", "-abais", "-aban"]),
        ("-er", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
        ("-ir", ["-ía", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
      ]),
      note: Localized(
        "Yo and él share one form (yo hablaba, ella hablaba): add the pronoun when it is unclear.",
        es: "La primera y la tercera persona del singular coinciden (yo hablaba, ella hablaba): "
          + "añada el pronombre si hay ambigüedad.")),
    irregularFamilies: [
      IrregularFamily(Localized(both: "ser"), "era, eras, era, éramos, erais, eran"),
      IrregularFamily(Localized(both: "ir"), "iba, ibas, iba, íbamos, ibais, iban"),
      IrregularFamily(
        Localized(both: "ver"),
        Localized(
          "veía, veías, veía, veíamos, veíais, veían (it keeps the e)",
          es: "veía, veías, veía, veíamos, veíais, veían (conserva la e)")),
      IrregularFamily(
        Localized("everything else is regular", es: "todos los demás son regulares"),
        "tener → tenía, hacer → hacía, pedir → pedía, haber → había",
        note: Localized(
          "No stem changes in this tense: pensaba, podía, dormía.",
          es: "En este tiempo la raíz no cambia: pensaba, podía, dormía.")),
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
    summary: Localized(
      "what will happen; guesses about the present",
      es: "lo que ocurrirá; suposiciones sobre el presente"),
    whenUsed: Localized(
      """
      Use it for what will happen: predictions, promises and plans (Mañana lloverá; Te llamaré). \
      It also makes a guess about the present: ¿Dónde estará Ana? "Where can Ana be?" In everyday \
      speech, ir a + infinitive (voy a salir) often replaces it for plans. Typical words: mañana, \
      pronto, la semana que viene, el próximo año, dentro de dos días.
      """,
      es: """
        El futuro simple expresa lo que ocurrirá: predicciones, promesas y planes (Mañana \
        lloverá; Te llamaré). También formula una suposición sobre el presente: ¿Dónde estará \
        Ana? (futuro de probabilidad). En la conversación, para los planes se prefiere a menudo \
        ir a + infinitivo (voy a salir). Palabras frecuentes: mañana, pronto, la semana que \
        viene, el próximo año, dentro de dos días.
        """),
    formation: Formation(
      Localized(
        "Add the ending to the whole infinitive (hablar → hablaré); all three groups share the same "
          + "endings:",
        es: "Se añade la desinencia al infinitivo entero (hablar → hablaré); las tres "
          + "conjugaciones comparten las mismas desinencias:"),
      table: EndingTable([("-ar, -er, -ir", ["-é", "-ás", "-á", "-emos", "-éis", "-án"])]),
      note: Localized(
        "Every form but nosotros carries a written accent.",
        es: "Todas las formas llevan tilde, salvo la de nosotros.")),
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
    summary: Localized(
      "what would happen; polite requests",
      es: "lo que ocurriría; peticiones corteses"),
    whenUsed: Localized(
      """
      Use it for what would happen: polite requests and wishes (¿Podrías…?, Me gustaría…), advice \
      (Yo que tú, lo compraría) and the result of an unlikely condition (Si tuviera dinero, \
      viajaría). It is also the future seen from the past (Dijo que vendría) and a guess about the \
      past (Serían las diez, "It must have been about ten").
      """,
      es: """
        El condicional simple expresa lo que ocurriría: peticiones y deseos corteses \
        (¿Podría…?, Me gustaría…), consejos (Yo que usted, lo compraría) y la consecuencia de \
        una condición poco probable (Si tuviera dinero, viajaría). Es también el futuro visto \
        desde el pasado (Dijo que vendría) y una suposición sobre el pasado (Serían las diez).
        """),
    formation: Formation(
      Localized(
        "Add the ending to the whole infinitive (hablar → hablaría); all three groups share the same "
          + "endings, those of the -er imperfect:",
        es: "Se añade la desinencia al infinitivo entero (hablar → hablaría); las tres "
          + "conjugaciones comparten las mismas desinencias, las del pretérito imperfecto en -er:"),
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
        Localized("the infinitive loses its e", es: "el infinitivo pierde la e"),
        "poder → podr\(ending), saber → sabr\(ending), "
          + "caber → cabr\(ending), haber → habr\(ending), querer → querr\(ending)"),
      IrregularFamily(
        Localized("d takes the place of e or i", es: "una d ocupa el lugar de la e o la i"),
        "tener → tendr\(ending), poner → pondr\(ending), venir → vendr\(ending), "
          + "salir → saldr\(ending), valer → valdr\(ending)"),
      IrregularFamily(
        Localized("short stems", es: "raíces abreviadas"),
        "hacer → har\(ending), decir → dir\(ending)"),
      IrregularFamily(
        Localized("compounds follow their verb", es: "los derivados siguen a su verbo"),
        "mantener → mantendr\(ending), componer → compondr\(ending), "
          + "deshacer → deshar\(ending)"),
    ]
  }
}
