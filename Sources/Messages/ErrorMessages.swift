/// Usage errors the parser reports from a command's `validate()` (its language is
/// `HelpLanguage.current` there): an empty required argument, one tense where several were
/// named, an empty path.
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
  ]
}
