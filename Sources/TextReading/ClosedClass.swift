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
  ]

  /// Object and reflexive pronouns that go before a finite verb (me lo dijo).
  static let clitics: Set<String> = [
    "me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les",
  ]

  /// Words after which a present subjunctive is no command: que no vengas, ojalá no llueva.
  static let subjunctiveTriggers: Set<String> = [
    "que", "ojalá", "cuando", "si", "aunque", "quizá", "quizás", "tal", "para", "sin", "antes",
    "después", "hasta", "mientras", "donde", "como", "porque",
  ]

  /// Adverbs that may stand between haber and its participle (había ya comido).
  static let betweenHaberAndParticiple: Set<String> = [
    "ya", "siempre", "nunca", "jamás", "también", "tampoco", "todavía", "aún", "casi", "apenas",
    "bien", "mal", "incluso", "realmente", "solo", "sólo",
  ]
}
