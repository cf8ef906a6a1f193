/// The catalogue: every message's template in every language, compiled in (the binary installs
/// as one file, no resource bundle). Each area keeps both languages side by side so a change to
/// one is made to the other at once.
///
/// The Spanish speaks to the reader as usted, throughout. conjugar is a tool for teachers as
/// much as learners, used across the Spanish-speaking world: usted is courteous everywhere and
/// the same in every region, where tú or vos would take sides (this very program teaches that
/// Río de la Plata says vos). Terminology follows the RAE's Nueva gramática and school use
/// (pretérito perfecto simple, presente de subjuntivo), spelling the Ortografía of 2010 (solo,
/// guion), and quotation marks are the RAE's first choice, «».
public enum Catalogue {
  /// The template of `key` in `language`, with `{name}` placeholders; English when a language
  /// lacks it (which `MessagesTests` does not let pass).
  public static func template(_ key: MessageKey, in language: Language) -> String {
    entries[key]?[language] ?? entries[key]?[.english] ?? key.rawValue
  }

  /// Every key's templates by language.
  public static let entries: [MessageKey: [Language: String]] = tables.reduce(into: [:]) {
    $0.merge($1, uniquingKeysWith: { first, _ in first })
  }

  /// Each area's table, one per line (a key in two tables is a mistake `CatalogueTests`
  /// reports).
  public static let tables: [[MessageKey: [Language: String]]] = [
    shared, conjugationErrors, verbTable, verb, help, parser, verbHelp, commands, quiz,
    // Diagnosis.
    diagnosis, diagnosisRules, irregularityNames,

    // The tense guide (info).
    guide,

    // Stats and review.
    stats,

    // Grading and assignments.
    grading,

    // Worksheets.
    worksheets,

    // Command help.
    commandHelp, quizHelp, manual,

    // Files, speech and the rest.
    speech, files, verbList, quizCues, session, quizNotices,

    // Errors.
    errors,

    // Command-line checks.
    optionChecks,

    // Stored files.
    storedFiles,

  ]

  static let shared: [MessageKey: [Language: String]] = [
    .empty: [.english: "", .spanish: ""],
    .errorLabel: [.english: "error", .spanish: "error"],
    .warningLabel: [.english: "warning", .spanish: "aviso"],
    .noteLabel: [.english: "note", .spanish: "nota"],
    .andMore: [.english: "{count} more", .spanish: "{count} más"],
    .seeHelpHint: [.english: " (see 'conjugar help')", .spanish: " (véase «conjugar help»)"],
    .sessionHelpHint: [
      .english: " (type 'help' for commands)", .spanish: " (escriba «help» para ver los comandos)",
    ],
    .missingLanguage: [
      .english: "--lang needs a language: use {choices}",
      .spanish: "--lang necesita un idioma: use {choices}",
    ],
    .sessionBanner: [
      .english: "conjugar {version}: type 'help' for commands, 'quit' to leave.",
      .spanish: "conjugar {version}: escriba «help» para ver los comandos y «quit» para salir.",
    ],
    .sessionCommandsHeading: [
      .english: "Commands (type them without 'conjugar', e.g. verb hablar):",
      .spanish: "Comandos (escríbalos sin «conjugar»; por ejemplo, verb hablar):",
    ],
    .sessionHelpWord: [.english: "help [command]", .spanish: "help [comando]"],
    .sessionHelpHelp: [
      .english: "This list, or one command's options (help verb).",
      .spanish: "Esta lista, o las opciones de un comando (help verb).",
    ],
    .sessionClearHelp: [.english: "Clear the screen.", .spanish: "Borra la pantalla."],
    .sessionQuitHelp: [
      .english: "Leave the session (Ctrl-D too).",
      .spanish: "Sale de la sesión (también con Ctrl-D).",
    ],
    .sessionWordsHelp: [
      .english:
        "A word alone: an infinitive shows its table (hablar, as verb hablar), a conjugated form is identified (tuve, as identify tuve); a command's name always means the command.",
      .spanish:
        "Una palabra sola: un infinitivo muestra su tabla (hablar, como verb hablar) y una forma conjugada se identifica (tuve, como identify tuve); el nombre de un comando siempre designa el comando.",
    ],
    .unknownLanguage: [
      .english: "unknown language {value} for --lang; use {choices}",
      .spanish: "idioma desconocido {value} para --lang; use {choices}",
    ],
  ]
}
