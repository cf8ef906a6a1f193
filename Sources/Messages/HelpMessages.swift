/// Command help: the program's, every command's abstract, `verb`'s options and the shared
/// option groups, the examples after the program's help.
extension Catalogue {
  static let help: [MessageKey: [Language: String]] = [
    .helpProgramAbstract: [
      .english: "Spanish verb conjugations in the terminal.",
      .spanish: "Conjugación de verbos españoles en la terminal.",
    ],
    .helpProgramDiscussion: [
      .english: "Run 'conjugar help <command>' for a command's options.",
      .spanish: "Ejecute «conjugar help <subcomando>» para ver las opciones de un subcomando.",
    ],
    .helpVerbAbstract: [
      .english: "Print every conjugation of one or more verbs.",
      .spanish: "Muestra todas las formas conjugadas de uno o varios verbos.",
    ],
    .helpVerbsAbstract: [
      .english: "List the known verbs, with filters.",
      .spanish: "Enumera los verbos conocidos, con filtros.",
    ],
    .helpIdentifyAbstract: [
      .english:
        "Name the verb, tense and person of a conjugated form (fui, dímelo, habíamos dicho).",
      .spanish:
        "Identifica el verbo, el tiempo y la persona de una forma conjugada (fui, dímelo, habíamos dicho).",
    ],
    .helpCheckAbstract: [
      .english: "Mark an answer as the quiz would and say what kind of mistake it is.",
      .spanish: "Corrige una respuesta como lo haría quiz e indica qué tipo de error es.",
    ],
    .helpInfoAbstract: [
      .english: "Explain a tense: when it is used, how it is formed, irregular verbs, examples.",
      .spanish:
        "Explica un tiempo verbal: cuándo se usa, cómo se forma, verbos irregulares y ejemplos.",
    ],
    .helpQuizAbstract: [
      .english: "Drill conjugations; repeatable with --seed.",
      .spanish: "Ejercicios de conjugación; repetibles con --seed.",
    ],
    .helpGradeAbstract: [
      .english: "Mark a class's answers against the key file of its sealed worksheet versions.",
      .spanish:
        "Corrige las respuestas de una clase con el archivo de soluciones de las versiones selladas de su hoja de ejercicios.",
    ],
    .helpStatsAbstract: [
      .english: "Your progress from the quiz history: accuracy, weakest items, streak.",
      .spanish:
        "Su progreso según el historial de ejercicios: porcentaje de aciertos, puntos débiles y racha.",
    ],
    .helpDueAbstract: [
      .english: "How many missed items are due for review today, and your streak.",
      .spanish: "Cuántos fallos toca repasar hoy, y su racha.",
    ],
    .helpSettingsAbstract: [
      .english: "Show or change the settings kept between runs.",
      .spanish: "Muestra o cambia los ajustes que se conservan de una ejecución a otra.",
    ],
    .helpSayAbstract: [
      .english: "Read Spanish aloud (espeak-ng), or write it to a WAV file.",
      .spanish: "Lee en voz alta un texto en español (espeak-ng) o lo guarda en un archivo WAV.",
    ],
    .helpReplAbstract: [
      .english:
        "An interactive session (the default): the same commands, with history and tab completion.",
      .spanish:
        "Una sesión interactiva (la opción predeterminada): los mismos subcomandos, con historial y compleción con el tabulador.",
    ],
    .exampleEveryTense: [
      .english: "Every tense of tener.", .spanish: "Todos los tiempos de tener.",
    ],
    .exampleOneTense: [
      .english: "One tense, with the vos row.", .spanish: "Un solo tiempo, con la fila de vos.",
    ],
    .exampleIdentify: [
      .english: "The verb, tense and person of a form, and its pronouns.",
      .spanish: "El verbo, el tiempo y la persona de una forma, y sus pronombres.",
    ],
    .exampleSearch: [
      .english: "Verbs by their English meaning.",
      .spanish: "Verbos por su significado en inglés.",
    ],
    .exampleWorksheet: [
      .english: "A printable worksheet of ten questions.",
      .spanish: "Una hoja de ejercicios imprimible de diez preguntas.",
    ],
    .exampleModel: [
      .english: "The verbs conjugated like tener.",
      .spanish: "Los verbos que se conjugan como tener.",
    ],
    .exampleInfo: [
      .english: "When the preterite is used and how it is formed.",
      .spanish: "Cuándo se usa el pretérito perfecto simple y cómo se forma.",
    ],
    .exampleRegion: [
      .english: "Quizzes with vosotros from now on.",
      .spanish: "Ejercicios con vosotros a partir de ahora.",
    ],
    .exampleJSON: [
      .english: "A table as JSON, for programs.", .spanish: "Una tabla en JSON, para programas.",
    ],
  ]
}
