/// Words that are no verb, the verb table and `conjugar verb`.
extension Catalogue {
  static let conjugationErrors: [MessageKey: [Language: String]] = [
    .noVerbGiven: [
      .english: "no verb given: type an infinitive such as 'hablar'",
      .spanish: "no se ha dado ningún verbo: escriba un infinitivo, como «hablar»",
    ],
    .wordTooLong: [
      .english: "a word of {length} characters is too long for a verb (at most {maximum})",
      .spanish:
        "una palabra de {length} caracteres es demasiado larga para un verbo (como máximo, {maximum})",
    ],
    .notUTF8: [
      .english: "the verb is not valid UTF-8 text",
      .spanish: "el verbo no es texto UTF-8 válido",
    ],
    .notAWord: [
      .english: "{word} is not a Spanish word: use letters only (a–z, á é í ó ú ü ñ)",
      .spanish: "{word} no es una palabra española: use solo letras (a–z, á é í ó ú ü ñ)",
    ],
    .unknownVerb: [
      // A real verb missing from the list can look like a typo of a listed one: say the way out.
      .english: "unknown verb {word}; did you mean {choices}? (--infer conjugates it as written)",
      .spanish:
        "verbo desconocido: {word}; ¿quiso decir {choices}? (--infer lo conjuga tal como está escrito)",
    ],
    .notAForm: [
      .english: "{text} is not a form of any verb conjugar knows",
      .spanish: "{text} no es una forma de ningún verbo que conjugar conozca",
    ],
    .notAnInfinitive: [
      .english: "{word} is not a Spanish infinitive (they end in -ar, -er or -ir)",
      .spanish: "{word} no es un infinitivo español (los infinitivos terminan en -ar, -er o -ir)",
    ],
    // comér ends like an infinitive but for the accent, which no infinitive has.
    .notAnInfinitiveAccented: [
      .english:
        "{word} is not a Spanish infinitive (they end in -ar, -er or -ir, without an accent)",
      .spanish:
        "{word} no es un infinitivo español (los infinitivos terminan en -ar, -er o -ir, sin tilde)",
    ],
    .notAKnownVerb: [
      .english: "{word} is not a verb conjugar knows or can infer",
      .spanish: "{word} no es un verbo que conjugar conozca o pueda deducir",
    ],
    .isAFormOf: [.english: "; it is a form of {verbs}", .spanish: "; es una forma de {verbs}"],
    .didYouMeanClause: [
      .english: "; did you mean {choices}?", .spanish: "; ¿quiso decir {choices}?",
    ],
  ]

  static let verbTable: [MessageKey: [Language: String]] = [
    .modelLine: [
      .english: "model: {model}{also}, {regularity}",
      .spanish: "modelo: {model}{also}, {regularity}",
    ],
    .modelAlso: [.english: " (also {model})", .spanish: " (también {model})"],
    .inferredLine: [
      .english: "not in the verb list; conjugated like {model}",
      .spanish: "no está en la lista de verbos; se conjuga como {model}",
    ],
    .regular: [.english: "regular", .spanish: "regular"],
    .spellingChanges: [.english: "spelling", .spanish: "regular con cambios ortográficos"],
    .irregular: [.english: "irregular", .spanish: "irregular"],
    .vosotrosSpain: [.english: "vosotros (Spain)", .spanish: "vosotros (España)"],
    .rareForm: [.english: " (rare)", .spanish: " (poco usado)"],
    .alsoForms: [.english: " (also {forms})", .spanish: " (también {forms})"],
    .defectiveNote: [
      .english: "(rare) used in the third person; other persons only in figurative use.",
      .spanish:
        "(poco usado) se usa en tercera persona; las demás personas, solo en sentido figurado.",
    ],
  ]

  static let verb: [MessageKey: [Language: String]] = [
    .respeltNote: [
      .english: "{typed} is written {infinitive}; conjugating {infinitive}",
      .spanish: "{typed} se escribe {infinitive}; se conjuga {infinitive}",
    ],
    .notInListNote: [
      .english: "{infinitive} is not in the verb list; conjugated like {model}{nearest}",
      .spanish: "{infinitive} no está en la lista de verbos; se conjuga como {model}{nearest}",
    ],
    .nearestVerbClause: [
      .english: " (did you mean {verb}?)", .spanish: " (¿quiso decir {verb}?)",
    ],
    .examplesHeading: [.english: "Examples", .spanish: "Ejemplos"],
    .noExamples: [
      .english: "no example sentences for {infinitive} yet",
      .spanish: "todavía no hay oraciones de ejemplo con {infinitive}",
    ],
    .noEnglishForOne: [
      .english: "no English for {verbs}: the verb has no gloss in the verb list",
      .spanish: "sin inglés para {verbs}: el verbo no tiene traducción en la lista de verbos",
    ],
    .noEnglishForMany: [
      .english: "no English for {verbs}: these verbs have no gloss in the verb list",
      .spanish:
        "sin inglés para {verbs}: estos verbos no tienen traducción en la lista de verbos",
    ],
    .pagerFailed: [
      .english: "the pager {pager} failed; the output follows without it",
      .spanish: "el paginador {pager} ha fallado; la salida sigue sin él",
    ],
    .verbStandardInputInSession: [
      .english: "'-' reads standard input, which the REPL is reading: name the verbs",
      .spanish: "«-» lee la entrada estándar, que ya lee el REPL: escriba los verbos",
    ],
    .verbAllWithInfinitives: [
      .english: "--all does not go with infinitives",
      .spanish: "--all no admite infinitivos",
    ],
    .verbDashAlone: [
      .english: "'-' (infinitives from standard input) goes alone",
      .spanish: "«-» (infinitivos de la entrada estándar) va solo",
    ],
    .verbNeedsInfinitive: [
      .english: "give at least one infinitive, e.g. 'conjugar verb hablar'",
      .spanish: "indique al menos un infinitivo; por ejemplo, «conjugar verb hablar»",
    ],
  ]
}
