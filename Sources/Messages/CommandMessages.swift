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
    .dueOne: [.english: "{count} item due today", .spanish: "{count} repaso pendiente hoy"],
    .dueMany: [.english: "{count} items due today", .spanish: "{count} repasos pendientes hoy"],
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
  ]
}
