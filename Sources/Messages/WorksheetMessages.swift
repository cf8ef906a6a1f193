/// The worksheets' words (`quiz --worksheet`, the class's answer keys): titles, the name and
/// date line, each drill's instructions, the details line's pieces and the answer key. The
/// details line also says the quiz's words (`quizSeed`, `quizQuestions…`, the difficulty and
/// region names), so a sheet and a quiz name a selection alike. A sheet is «hoja de
/// ejercicios», its key «soluciones», as in Spanish textbooks; the instructions speak to the
/// student as usted, like the rest.
extension Catalogue {
  static let worksheets: [MessageKey: [Language: String]] = [
    .worksheetTitle: [.english: "Worksheet", .spanish: "Hoja de ejercicios"],
    .worksheetReviewTitle: [.english: "Review worksheet", .spanish: "Hoja de repaso"],
    .worksheetWeakSpotsTitle: [
      .english: "Weak spots worksheet", .spanish: "Hoja de puntos débiles",
    ],
    .worksheetGridTitle: [.english: "Grid worksheet", .spanish: "Tablas de conjugación"],
    // After a title: "Worksheet · Version B", "Answer key · Version B".
    .worksheetVersion: [.english: " · Version {version}", .spanish: " · Versión {version}"],
    .worksheetAnswerKey: [.english: "Answer key", .spanish: "Soluciones"],
    // The page title of a class's keys (`quiz --answers --key-file`, HTML).
    .worksheetAnswerKeys: [
      .english: "Answer keys · {className}", .spanish: "Soluciones · {className}",
    ],
    // After an answer in the key: the other forms or readings that count.
    .worksheetAlso: [.english: " (also {forms})", .spanish: " (también {forms})"],
    // The line a student fills in: text and Markdown, HTML (wider), a handed-out sheet.
    .worksheetNameLine: [
      .english: "Name: ________________________  Date: ______________",
      .spanish: "Nombre: ________________________  Fecha: ______________",
    ],
    .worksheetNameLineWide: [
      .english: "Name: ______________________________ Date: ________________",
      .spanish: "Nombre: ______________________________ Fecha: ________________",
    ],
    .worksheetNameClassLine: [
      .english: "Name: ________________________  Class: {className}  Date: ______________",
      .spanish: "Nombre: ________________________  Clase: {className}  Fecha: ______________",
    ],
    // How to answer on paper (`--instructions` replaces it).
    .worksheetInstructionsGrid: [
      .english: "Write each verb's form for each person in the table.",
      .spanish: "Complete la tabla con la forma de cada verbo en cada persona.",
    ],
    .worksheetInstructionsConjugate: [
      .english: "Write the form of the verb in the tense and person given.",
      .spanish: "Escriba la forma del verbo en el tiempo y la persona indicados.",
    ],
    .worksheetInstructionsTranslate: [
      .english: "Write the Spanish form for each English one.",
      .spanish: "Escriba la forma española que corresponde a cada forma inglesa.",
    ],
    .worksheetInstructionsContext: [
      .english: "Fill each blank with the form of the verb in brackets that the sentence needs.",
      .spanish:
        "Complete cada hueco con la forma del verbo entre paréntesis que pide la oración.",
    ],
    .worksheetInstructionsRecognize: [
      .english: "Name the verb, tense and person of each form.",
      .spanish: "Indique el verbo, el tiempo y la persona de cada forma.",
    ],
    .worksheetInstructionsRecognizeSentences: [
      .english: "Name the verb, tense and person of the form marked in each sentence.",
      .spanish: "Indique el verbo, el tiempo y la persona de la forma marcada en cada oración.",
    ],
    // A grid sheet's details: "8 verbs · 3 tenses"; its first column.
    .worksheetVerbsOne: [.english: "{count} verb", .spanish: "{count} verbo"],
    .worksheetVerbsMany: [.english: "{count} verbs", .spanish: "{count} verbos"],
    .worksheetTensesOne: [.english: "{count} tense", .spanish: "{count} tiempo"],
    .worksheetTensesMany: [.english: "{count} tenses", .spanish: "{count} tiempos"],
    .worksheetVerbColumn: [.english: "verb", .spanish: "verbo"],
    // A class's key: "class 3B · … · accents half".
    .worksheetClass: [.english: "class {className}", .spanish: "clase {className}"],
    .worksheetAccentsStrict: [.english: "accents strict", .spanish: "tildes: estrictas"],
    .worksheetAccentsHalf: [.english: "accents half", .spanish: "tildes: medio punto"],
    .worksheetAccentsIgnore: [.english: "accents ignore", .spanish: "tildes: no cuentan"],
    // The selection of a quiz or sheet (`QuizFocus.summary`, after "Only:"): "7 verbs (a, b, …)",
    // "irregular forms", a whole mood "subjuntivo (6 tenses)".
    .quizFocusVerbs: [
      .english: "{count} verbs ({shown}, …)", .spanish: "{count} verbos ({shown}…)",
    ],
    .quizFocusIrregular: [.english: "irregular forms", .spanish: "formas irregulares"],
    .quizFocusMood: [.english: "{mood} ({count} tenses)", .spanish: "{mood} ({count} tiempos)"],
    // What `quiz --worksheet` reports: usage errors (64) and the note after sealed sheets.
    .worksheetGridNoPersons: [
      .english: "--grid makes tables of persons and {item} has none; leave it out of --tense",
      .spanish: "--grid hace tablas por personas y el {item} no tiene personas; quítelo de --tense",
    ],
    .worksheetNoTableFits: [
      .english: "no table fits this selection; widen it",
      .spanish: "ninguna tabla se ajusta a esta selección; amplíela",
    ],
    .worksheetNoQuestionFits: [
      .english: "no question fits this selection; widen it",
      .spanish: "ninguna pregunta se ajusta a esta selección; amplíela",
    ],
    .worksheetKeyFileNote: [
      .english: "the key is in {path}; keep it from the students. Answer keys: "
        + "conjugar quiz --answers --key-file {command}",
      .spanish: "las soluciones están en {path}; no las deje al alcance de los alumnos. "
        + "Para imprimirlas: conjugar quiz --answers --key-file {command}",
    ],
  ]
}
