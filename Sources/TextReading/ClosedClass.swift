import ConjugarCore

/// The closed classes of Spanish words the reading rules look at, as data.
enum ClosedClass {
  /// Abbreviations whose full stop ends no sentence (lower case, without the stop).
  static let abbreviations: Set<String> = [
    "sr", "sra", "srta", "sres", "dr", "dra", "ud", "uds", "vd", "vds", "etc", "p", "ej", "pág",
    "págs", "núm", "n", "art", "av", "avda", "c", "ee", "uu", "lic", "ing", "prof", "profa",
    "dña", "d", "aprox", "tel", "cap", "vol", "ed", "fig", "min", "máx", "mín", "cía", "s", "a",
    "km", "kg", "gr", "cm", "mm", "ml", "cda", "cdta", "cdas", "cdtas", "approx", "vs",
  ]

  /// Words never read as verbs (articles, prepositions, conjunctions… that a rare verb form
  /// spells): the analyzer is not asked about them.
  static let neverVerbs: Set<String> = [
    "el", "la", "los", "las", "un", "una", "unos", "unas", "lo", "de", "del", "al", "a", "en",
    "con", "por", "y", "e", "o", "u", "ni", "que", "se", "me", "te", "nos", "os", "le", "les",
    "mi", "mis", "tu", "tus", "su", "sus", "si", "sí", "no", "ya", "más", "muy", "pero", "mas",
    "aquello", "esto", "eso", "ello", "ella", "ellas", "ellos", "él", "yo", "tú", "usted",
    "ustedes", "nosotros", "nosotras", "vosotros", "vosotras", "vos", "mí", "ti", "conmigo",
    "contigo", "qué", "quién", "cuál", "cómo", "dónde", "cuándo", "cuánto", "otra", "otro",
    "otras", "otros", "toda", "todo", "todas", "todos", "mucha", "mucho", "muchas", "muchos",
  ]

  /// Object and reflexive pronouns that go before a finite verb (me lo dijo).
  static let clitics: Set<String> = [
    "me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les",
  ]

  /// Words after which a present subjunctive is no command: que no vengas, ojalá no llueva.
  static let subjunctiveTriggers: Set<String> = [
    "que", "ojalá", "cuando", "aunque", "quizá", "quizás", "tal", "para", "sin", "antes",
    "después", "hasta", "mientras",
  ]

  /// Adverbs that may stand between haber and its participle (había ya comido).
  static let betweenHaberAndParticiple: Set<String> = [
    "ya", "siempre", "nunca", "jamás", "también", "tampoco", "todavía", "aún", "casi", "apenas",
    "bien", "mal", "incluso", "realmente", "solo", "sólo",
  ]

  /// Subject pronouns and the person each agrees with (tu and el, without their accent, are a
  /// possessive and an article).
  static let subjects: [String: Person] = [
    "yo": .yo, "tú": .tu, "vos": .vos, "él": .el, "ella": .el, "usted": .el, "nosotros": .nosotros,
    "nosotras": .nosotros, "vosotros": .vosotros, "vosotras": .vosotros, "ellos": .ellos,
    "ellas": .ellos, "ustedes": .ellos, "nadie": .el, "alguien": .el,
  ]

  /// Determiners: a finite verb never follows one (el trabajo, su cambio, tres pasos). La, los
  /// and las are articles or clitics (`TextReading.isClitic`).
  static let determiners: Set<String> = [
    "el", "un", "unos", "unas", "una", "este", "esta", "estos", "estas", "ese", "esa", "esos",
    "esas", "aquel", "aquella", "aquellos", "aquellas", "mi", "mis", "tu", "tus", "su", "sus",
    "nuestro", "nuestra", "nuestros", "nuestras", "vuestro", "vuestra", "vuestros", "vuestras",
    "cada", "algún", "alguna", "algunos", "algunas", "ningún", "ninguna", "ningunos", "ningunas",
    "cualquier", "varios", "varias", "dicho", "dicha", "dichos", "dichas", "cuyo", "cuya",
    "cuyos", "cuyas", "buen", "gran", "primer", "tercer", "ambos", "ambas", "sendos",
  ]

  /// Words before a noun that may also stand before a verb (mucho trabajo, mucho trabajo yo):
  /// they rule out only the noun-like verb forms (`Homographs`).
  static let prenominals: Set<String> = [
    "qué", "cuánto", "cuánta", "cuántos", "cuántas", "mucho", "mucha", "muchos", "muchas",
    "poco", "poca", "pocos", "pocas", "tanto", "tanta", "tantos", "tantas", "todo", "toda",
    "todos", "todas", "otro", "otra", "otros", "otras", "mismo", "misma", "nuevo", "nueva",
    "nuevos", "nuevas", "viejo", "vieja", "último", "última", "mal", "mejor", "peor", "mayor",
    "menor", "propio", "propia", "pequeño", "pequeña", "segundo", "segunda", "cierto",
    "cierta", "verdadero", "verdadera", "largo", "larga", "buena", "bueno", "mala", "malo",
    "demasiado", "demasiada", "bastante", "medio", "media", "lo", "tal", "sin", "primera",
    "primero", "antiguo", "antigua", "gran", "grandes", "pequeños", "pequeñas", "dos", "tres",
    "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "veinte", "cien", "mil",
  ]

  /// Nouns of time: a noun phrase of theirs is no subject (aquella noche dormí, el lunes
  /// trabajo).
  static let timeNouns: Set<String> = [
    "lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo", "sábados",
    "domingos", "mañana", "tarde", "noche", "día", "días", "semana", "semanas", "mes", "meses",
    "año", "años", "verano", "invierno", "otoño", "primavera", "vez", "veces", "momento",
    "rato", "hora", "horas", "mediodía", "madrugada", "fin", "siglo", "época",
  ]

  /// Numbers in words: a finite verb does not follow one, unless it follows a subject
  /// (vosotros dos podéis).
  static let numerals: Set<String> = [
    "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "once", "doce",
    "quince", "veinte", "treinta", "cuarenta", "cincuenta", "cien", "ciento", "mil", "millones",
  ]

  /// Degree words before adjectives and adverbs, not before finite verbs (muy libre, más
  /// antigua).
  static let degreeWords: Set<String> = ["muy", "tan", "más", "menos"]

  /// Words of a narrator speaking in the first person (yo, mi, me, nosotros); "nos" is left
  /// out, as a reporter writes "nos contó".
  static let firstPersonMarkers: Set<String> = [
    "yo", "mi", "mis", "mí", "me", "conmigo", "nosotros", "nosotras", "nuestro", "nuestra",
    "nuestros", "nuestras",
  ]

  /// What may open a subject relative clause: quien, quienes, and el, la, los, las, lo before
  /// que (Quienes lo critican olvidan…, Los que llegan tarde esperan…).
  static let relativeArticles: Set<String> = ["el", "la", "los", "las", "lo"]

  /// Words that tell the text speaks to tú (te, tu, contigo).
  static let tuMarkers: Set<String> = [
    "tú", "te", "ti", "contigo", "tu", "tus", "tuyo", "tuya", "tuyos", "tuyas",
  ]

  /// Verbs seldom given as commands: their imperative reading comes last (está, cabe, hay).
  static let seldomCommanded: Set<String> = [
    "estar", "haber", "poder", "caber", "soler", "parecer", "deber", "gustar", "existir",
    "ocurrir", "suceder", "valer", "costar", "doler", "importar", "faltar", "bastar",
  ]

  /// Prepositions: a finite verb never follows one (de vino, en casa, al paso); an infinitive
  /// may (para comer). Hasta and según may stand before a verb (según dicen).
  static let prepositions: Set<String> = [
    "a", "al", "ante", "con", "contra", "de", "del", "desde", "durante", "en", "hacia",
    "mediante", "por", "sin", "tras",
  ]

  /// Homographs that are prepositions when they are not verbs.
  static let homographPrepositions: Set<String> = ["bajo", "entre", "para", "sobre"]

  /// Words that start a clause: after them a verb may open it.
  static let clauseOpeners: Set<String> = [
    "y", "e", "o", "u", "ni", "pero", "que", "porque", "cuando", "si", "aunque", "pues", "luego",
    "después", "entonces", "mientras", "donde", "quien", "quienes", "sino", "ojalá", "quizá",
    "quizás", "también", "tampoco", "ya", "ahora", "primero", "además", "así", "cuanto", "como",
    "adonde", "cual", "cuales", "dónde", "cuándo", "cómo", "qué", "quién", "por", "eso", "esto",
    "hoy", "ayer", "mañana", "siempre", "nunca", "jamás", "antes", "aquí", "allí", "bien",
  ]

  /// Words after which a command may open a clause (pela las patatas y córtalas).
  static let commandOpeners: Set<String> = [
    "y", "e", "o", "u", "pero", "luego", "después", "entonces", "primero", "ahora", "también",
    "además", "así", "bien", "mejor", "pues",
  ]

  /// Coordinating conjunctions: what follows is like what came before (pan y vino).
  static let coordinators: Set<String> = ["y", "e", "o", "u", "ni", "pero", "sino"]

  /// Adverbs between a subject and its verb (yo también como, ella nunca nada).
  static let adverbs: Set<String> = [
    "no", "ya", "también", "tampoco", "siempre", "nunca", "jamás", "todavía", "aún", "solo",
    "sólo", "casi", "apenas", "incluso", "bien", "mal", "hoy", "ayer", "ahora", "luego",
    "pronto", "tarde", "mucho", "poco", "realmente", "entonces", "después", "antes",
  ]

  /// Words that place a clause in the past (ayer, anoche, el año pasado).
  static let pastMarkers: Set<String> = [
    "ayer", "anoche", "anteayer", "pasado", "pasada", "pasados", "pasadas", "entonces", "hace",
    "antaño",
  ]

  /// Words that place a clause in the present or the habitual.
  static let presentMarkers: Set<String> = [
    "hoy", "ahora", "siempre", "normalmente", "cada", "actualmente", "habitualmente", "nunca",
    "todavía", "generalmente", "próximo", "próxima", "próximos", "próximas", "mañana", "pronto",
    "siguiente",
  ]

  /// Words after fue, fui… that tell ir from ser (fue a Madrid, fueron allí).
  static let goingWords: Set<String> = [
    "a", "al", "hacia", "hasta", "allí", "allá", "ahí", "aquí", "acá", "lejos", "adonde",
    "adónde", "donde", "dónde", "para",
  ]

  /// Verbs whose "se" before lo, la, los or las is the indirect object (se lo dijo, se lo di):
  /// their reflexive use is read only without those pronouns.
  static let dativeVerbs: Set<String> = [
    "decir", "dar", "contar", "explicar", "pedir", "enviar", "mandar", "entregar", "enseñar",
    "mostrar", "regalar", "devolver", "vender", "preguntar", "prestar", "traer", "dejar",
    "ofrecer", "comprar", "presentar", "recordar", "agradecer", "prometer",
  ]
}
