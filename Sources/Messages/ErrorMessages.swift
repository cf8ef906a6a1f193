/// Usage errors the parser reports from a command's `validate()` (its language is
/// `HelpLanguage.current` there): an empty required argument, one tense where several were
/// named, an empty path; the values a setting or `--seed` takes when they are no list of
/// words; `--generate-completion-script` for a shell it cannot write for.
extension Catalogue {
  static let errors: [MessageKey: [Language: String]] = [
    .identifyNeedsForm: [
      .english: "give a conjugated form, e.g. 'conjugar identify fui'",
      .spanish: "indique una forma conjugada; por ejemplo, «conjugar identify fui»",
    ],
    // Tense names are masculine ("el imperativo positivo"); with the article before each, the
    // Spanish conjunction is always "y".
    .checkOneTensePair: [
      .english: "--tense names one tense here; this names {first} and {second}: give one",
      .spanish: "aquí --tense admite un solo tiempo, no el {first} y el {second}: indique uno",
    ],
    .checkOneTenseMany: [
      .english: "--tense names one tense here; this names {count} tenses ({first}, …): give one",
      .spanish: "aquí --tense admite un solo tiempo, no {count} ({first}, …): indique uno",
    ],
    .optionNeedsPath: [
      .english: "{option} needs a path; it was given an empty one",
      .spanish: "{option} necesita una ruta y la que se le ha dado está vacía",
    ],
    // The values of a setting, after "use": numbers as they are typed (with a point).
    .numberRange: [
      .english: "a number from {low} to {high}", .spanish: "un número de {low} a {high}",
    ],
    .wholeNumberRange: [
      .english: "a whole number from {low} to {high}",
      .spanish: "un número entero de {low} a {high}",
    ],
    .useValue: [.english: "use {value}", .spanish: "use {value}"],
    .unsupportedShell: [
      .english: "unsupported shell {shell}: use {choices}",
      .spanish: "intérprete de órdenes no admitido: {shell}; use {choices}",
    ],
    .unknownShell: [
      .english: "cannot tell which shell this is: --generate-completion-script {choices}",
      .spanish:
        "no se puede saber qué intérprete de órdenes es este:"
        + " --generate-completion-script {choices}",
    ],
    .completionRequestMalformed: [
      .english:
        "malformed completion request: ---completion is for the scripts of"
        + " --generate-completion-script",
      .spanish:
        "solicitud de autocompletado mal formada: ---completion es para los scripts de"
        + " --generate-completion-script",
    ],
    .dateExample: [
      .english: "a date such as {date} or {time}", .spanish: "una fecha como {date} o {time}",
    ],
  ]
}
