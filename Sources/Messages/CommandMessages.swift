/// `identify`, `due`, `settings` and `check`. The tense and person names are Spanish in both
/// languages; the English of a reading stays English (it is the translation shown).
extension Catalogue {
  static let commands: [MessageKey: [Language: String]] = [
    // `identify`.
    .identifyDidYouMean: [
      .english: "Did you mean {spelling}?", .spanish: "¿Quiso decir {spelling}?",
    ],
    .identifyOtherAccents: [
      .english: "With other accents: {spelling}", .spanish: "Con otras tildes: {spelling}",
    ],
    // English says "pronouns" for one too, as it always has.
    .identifyPronoun: [.english: "pronouns {pronouns}", .spanish: "pronombre {pronouns}"],
    .identifyPronouns: [.english: "pronouns {pronouns}", .spanish: "pronombres {pronouns}"],
    .identifyAfterNo: [.english: "after no", .spanish: "en forma negativa"],
    // A periphrasis `identify` reads: "estar + gerund (progressive)".
    .periphrasisGerund: [
      .english: "{verbs} + gerund ({meaning})", .spanish: "{verbs} + gerundio ({meaning})",
    ],
    .periphrasisInfinitive: [
      .english: "{verbs} + infinitive ({meaning})", .spanish: "{verbs} + infinitivo ({meaning})",
    ],
    .periphrasisProgressive: [.english: "progressive", .spanish: "acción en curso"],
    .periphrasisGoingTo: [
      .english: "near future, going to", .spanish: "futuro próximo, intención",
    ],
    .periphrasisJustDone: [.english: "just done", .spanish: "acción recién terminada"],
    .periphrasisObligationFuture: [
      .english: "obligation, future", .spanish: "obligación, futuro",
    ],
    .periphrasisObligation: [.english: "obligation", .spanish: "obligación"],
    .periphrasisProbability: [.english: "probability", .spanish: "probabilidad"],
    .periphrasisAgain: [.english: "again", .spanish: "repetición"],
    // `due`: short, for a shell prompt.
    // An item is one form of one verb (verb, tense, person), hence «forma».
    .dueOne: [.english: "{count} item due today", .spanish: "{count} forma para repasar hoy"],
    .dueMany: [.english: "{count} items due today", .spanish: "{count} formas para repasar hoy"],
    .streakOne: [.english: " · streak {count} day", .spanish: " · racha de {count} día"],
    .streakMany: [.english: " · streak {count} days", .spanish: " · racha de {count} días"],
    // `settings`.
    .settingDefault: [
      .english: "(default: {value}{implied})", .spanish: "(predeterminado: {value}{implied})",
    ],
    .settingVosImplied: [
      .english: "; vos is shown and asked anyway in region {region}",
      .spanish: "; en la región {region}, las formas de vos se muestran y se preguntan igualmente",
    ],
    .settingsAllReset: [
      .english: "all settings reset to defaults",
      .spanish: "todos los ajustes vuelven a sus valores predeterminados",
    ],
    .settingReset: [
      .english: "{key} reset to {value}",
      .spanish: "{key} vuelve a su valor predeterminado: {value}",
    ],
    .unknownSetting: [
      .english: "unknown setting {name}; settings are {keys}",
      .spanish: "ajuste desconocido: {name}; los ajustes son {keys}",
    ],
    .invalidSettingValue: [
      .english: "invalid value {value} for {key}{near}; use {choices}",
      .spanish: "valor no válido {value} para {key}{near}; use {choices}",
    ],
    .settingDidYouMean: [
      .english: " (did you mean {choice}?)", .spanish: " (¿quiso decir {choice}?)",
    ],
    // `check`'s verdict lines (the diagnoses under them are English).
    .checkRight: [.english: "right: {answer}", .spanish: "correcto: {answer}"],
    .checkAccent: [
      .english: "accent: {answer} (right but for accents, half marks)",
      .spanish: "tildes: {answer} (correcto salvo por las tildes; cuenta la mitad)",
    ],
    .checkWrong: [.english: "wrong: {answer}", .spanish: "incorrecto: {answer}"],
    .checkExpected: [.english: "expected: {form}", .spanish: "se esperaba: {form}"],
    .checkAccepted: [.english: "accepted: {forms}", .spanish: "se aceptan: {forms}"],
    // `check`'s errors. Every tense's name is masculine (el presente, el imperativo).
    .checkEmptyAnswer: [
      .english: "the answer is empty: give the form to check",
      .spanish: "la respuesta está vacía: escriba la forma que quiere comprobar",
    ],
    .checkAnswerNotUTF8: [
      .english: "the answer is not valid UTF-8 text",
      .spanish: "la respuesta no es texto UTF-8 válido",
    ],
    .checkAnswerTooLong: [
      .english: "an answer of {length} characters is too long (at most {maximum})",
      .spanish: "una respuesta de {length} caracteres es demasiado larga (como máximo, {maximum})",
    ],
    .checkAnswerControlCharacters: [
      .english: "the answer {answer} has control characters",
      .spanish: "la respuesta {answer} contiene caracteres de control",
    ],
    .checkNotInList: [
      .english: "{verb} is not in the verb list", .spanish: "{verb} no está en la lista de verbos",
    ],
    .checkNoAnswer: [
      .english:
        "give the answer to check, e.g. 'conjugar check tuve --verb tener --tense preterite --person yo'",
      .spanish:
        "indique la respuesta que quiere comprobar; por ejemplo, «conjugar check tuve --verb tener --tense pretérito --person yo»",
    ],
    .checkOnePerson: [
      .english: "--person names one person here (you is tú and vos: say which)",
      .spanish: "--person indica aquí una sola persona («you» es tú y vos: diga cuál)",
    ],
    .checkPersonNeeded: [
      .english: "--person is needed with a tense", .spanish: "con un tiempo hace falta --person",
    ],
    .checkNoPersonForItem: [
      .english: "the gerundio and the participio take no --person",
      .spanish: "el gerundio y el participio no admiten --person",
    ],
    .checkNoItem: [.english: "{verb} has no {item}", .spanish: "{verb} no tiene {item}"],
    .checkNeedsPerson: [
      .english: "--person is needed for the {tense}", .spanish: "el {tense} necesita --person",
    ],
    .checkTenseLacksPerson: [
      .english: "the {tense} has no {person} form",
      .spanish: "el {tense} no tiene forma de {person}",
    ],
    .checkVerbLacksForm: [
      .english: "{verb} has no {tense} {person} form",
      .spanish: "{verb} no tiene forma de {person} en el {tense}",
    ],
  ]
}
