/// `conjugar info`'s own words: the guide's headings, the overview's title and hint, a mood's
/// title and the command's error. The guide's prose (each tense's uses, formation and irregular
/// verbs) is content and lives beside its English in Sources/TenseGuide/Entries. Terminology is
/// the school's: "tiempo verbal", "modo", "verbos irregulares"; an example's English stays
/// English (it is the meaning) and is labelled as such in Spanish.
extension Catalogue {
  static let guide: [MessageKey: [Language: String]] = [
    .guideWhen: [.english: "When", .spanish: "Cuándo se usa"],
    .guideFormation: [.english: "How it is formed", .spanish: "Cómo se forma"],
    .guideIrregularFamilies: [.english: "Irregular families", .spanish: "Verbos irregulares"],
    .guideExamples: [.english: "Examples", .spanish: "Ejemplos"],
    .guideBankExamples: [
      .english: "Examples from the sentence bank", .spanish: "Más ejemplos, del banco de oraciones",
    ],
    .guideInEnglish: [.english: "{english}", .spanish: "En inglés: {english}"],
    .guideTableFor: [.english: "For {persons}:", .spanish: "Para {persons}:"],
    .guideOverviewTitle: [
      .english: "Spanish tenses", .spanish: "Los tiempos verbales del español",
    ],
    .guideOverviewHint: [
      .english: "conjugar info <tense> for details, where <tense> is a key (preterito), a name in "
        + "quotes (\"futuro perfecto\") or an alias (preterite, futuro, \"presente de subjuntivo\"); "
        + "conjugar info subjuntivo (or indicativo, imperativo) for a mood's tenses; conjugar info "
        + "--all for every tense.",
      .spanish: "Para ver un tiempo en detalle, escriba conjugar info <tiempo>, donde <tiempo> es "
        + "una clave (preterito) o un nombre, entre comillas si tiene varias palabras (futuro, "
        + "copretérito, \"pretérito perfecto simple\"); conjugar info subjuntivo (o indicativo, "
        + "imperativo) presenta los tiempos de un modo, y conjugar info --all, todos los tiempos.",
    ],
    .guideMoodTitle: [.english: "{mood}: {count} tenses", .spanish: "{mood}: {count} tiempos"],
    .guideMoodRaSe: [
      .english: " (the -ra and -se forms count as one)",
      .spanish: " (las formas en -ra y en -se cuentan como un solo tiempo)",
    ],
    .guideMoodIndicative: [.english: "Indicativo · indicative mood", .spanish: "Modo indicativo"],
    .guideMoodSubjunctive: [
      .english: "Subjuntivo · subjunctive mood", .spanish: "Modo subjuntivo",
    ],
    .guideMoodImperative: [.english: "Imperativo · imperative mood", .spanish: "Modo imperativo"],
    .infoTenseAndAll: [
      .english: "give a tense or --all, not both", .spanish: "indique un tiempo o --all, no ambos",
    ],
  ]
}
