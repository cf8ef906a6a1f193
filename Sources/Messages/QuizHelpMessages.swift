/// `quiz`'s help: its discussion, its options and what it drills (`QuizFocusOptions`). The
/// values a person types (conjugate, recognize, strict…) stay as they are typed in both
/// languages; the Spanish says what they mean.
extension Catalogue {
  static let quizHelp: [MessageKey: [Language: String]] = [
    .helpQuizDiscussion: [
      .english: """
      Difficulty, region and vos come from the settings; --tense, --verbs, --verbs-file, \
      --person, --irregular, --model and --top choose what to drill. On a terminal you answer \
      at the prompt, and Ctrl-C stops with the summary; otherwise one answer per line is read \
      from standard input and the transcript depends only on the seed, the settings, the \
      selection and the answers. End early with :quit or end of input.

      --mode recognize shows a form to name (with --sentences, marked in a sentence: 'Ayer \
      (yo) *tuve* frío.'); --mode translate shows its English ('I had \
      (tener)') to put into Spanish; --mode context shows a sentence with a blank ('Ayer (yo) \
      ___ frío. (tener)') to fill with the form it asks for (--hint tense names the tense). --review asks the items of that drill that are due \
      (spaced repetition, FSRS-6, at the retention setting), the least likely to be recalled \
      first; --count N asks N, the next due after those. --weak drills the irregular forms \
      of the habits to work on that 'conjugar stats' names (20 questions by default), across \
      every verb of the difficulty or the selection. --worksheet prints the questions \
      (text, json, markdown or html) instead.

      Exit status: 0 (also when ended early, or with nothing to review or nothing weak), 64 for a usage error, \
      66 when --verbs-file does not exist, 69 when --speak finds no espeak-ng, 74 when \
      --verbs-file or standard input cannot be read.
      """,
      .spanish: """
      La dificultad, la región y vos se toman de los ajustes; --tense, --verbs, --verbs-file, \
      --person, --irregular, --model y --top eligen qué se practica. En una terminal usted \
      responde en el indicador y Ctrl-C termina con el resumen; en los demás casos se lee una \
      respuesta por línea de la entrada estándar, y la transcripción depende solo de la \
      semilla, los ajustes, la selección y las respuestas. Para terminar antes, escriba :quit \
      o cierre la entrada.

      --mode recognize muestra una forma para identificar (con --sentences, marcada en una \
      oración: «Ayer (yo) *tuve* frío.»); --mode translate muestra su inglés («I had \
      (tener)») para ponerlo en español; --mode context muestra una oración con un hueco \
      («Ayer (yo) ___ frío. (tener)») que se completa con la forma que pide (--hint tense \
      indica el tiempo). --review pregunta las formas de ese ejercicio que toca repasar \
      (repaso espaciado, FSRS-6, según el ajuste de retención), primero las que menos \
      probabilidad tienen de recordarse; --count N pregunta N, y tras ellas las siguientes \
      que toque repasar. --weak practica las formas irregulares de los hábitos que hay que \
      trabajar según «conjugar stats» (20 preguntas por defecto), con todos los verbos de la \
      dificultad o de la selección. --worksheet imprime las preguntas (text, json, markdown o \
      html) en lugar de hacer el ejercicio.

      Estado de salida: 0 (también si se termina antes, o si no hay nada que repasar ni \
      puntos débiles), 64 si hay un error de uso, 66 si el archivo de --verbs-file no existe, \
      69 si --speak no encuentra espeak-ng, 74 si no se puede leer el archivo de --verbs-file \
      o la entrada estándar.
      """,
    ],
    .helpQuizSeed: [
      .english: "Seed for a repeatable quiz (default: a random one, printed in the header).",
      .spanish:
        "Semilla para repetir un ejercicio (predeterminado: una al azar, que se muestra en el encabezado).",
    ],
    .helpQuizDifficulty: [
      .english: "Difficulty (default: the difficulty setting).",
      .spanish: "Dificultad (predeterminado: el ajuste difficulty).",
    ],
    .helpQuizMode: [
      .english:
        "conjugate: write the form of a verb; recognize: name the verb, tense and person of a form; translate: write the Spanish of an English form; context: fill the blank of a sentence.",
      .spanish:
        "conjugate: escribir la forma de un verbo; recognize: identificar el verbo, el tiempo y la persona de una forma; translate: escribir en español una forma inglesa; context: completar el hueco de una oración.",
    ],
    .helpQuizSentences: [
      .english:
        "With --mode recognize: show each form in a sentence (marked *like this*) and name its verb, tense and person.",
      .spanish:
        "Con --mode recognize: muestra cada forma en una oración (marcada *así*) para identificar su verbo, su tiempo y su persona.",
    ],
    .helpQuizHint: [
      .english: "With --mode context: tense names the tense after the verb in each sentence.",
      .spanish: "Con --mode context: tense indica el tiempo tras el verbo en cada oración.",
    ],
    .helpQuizCount: [
      .english:
        "Number of questions (1–500; default 50, 20 with --mode context, with --review every item due, at most 50).",
      .spanish:
        "Número de preguntas (de 1 a 500; predeterminado: 50; 20 con --mode context; con --review, todas las formas que toca repasar, como máximo 50).",
    ],
    .helpQuizReview: [
      .english: "Review the items that are due, most overdue first (FSRS-6 spaced repetition).",
      .spanish:
        "Repasa las formas que toca repasar, primero las más atrasadas (repaso espaciado FSRS-6).",
    ],
    .helpQuizWeak: [
      .english:
        "Drill the irregular forms of the habits to work on ('conjugar stats') across the selection's verbs (default 20 questions).",
      .spanish:
        "Practica las formas irregulares de los hábitos que hay que trabajar («conjugar stats») con los verbos de la selección (predeterminado: 20 preguntas).",
    ],
    .helpQuizWorksheet: [
      .english: "Print the questions as a worksheet instead of running the quiz.",
      .spanish: "Imprime las preguntas como hoja de ejercicios en lugar de hacer el ejercicio.",
    ],
    .helpQuizSpeak: [
      .english:
        "Read each right answer aloud after it is marked (espeak-ng, in the region's accent; see 'conjugar say').",
      .spanish:
        "Lee en voz alta cada respuesta correcta una vez corregida (espeak-ng, con el acento de la región; véase «conjugar say»).",
    ],
    .helpQuizAnswers: [
      .english: "With --worksheet: include the answer key.",
      .spanish: "Con --worksheet: incluye las soluciones.",
    ],
    .helpQuizFormat: [
      .english: "With --worksheet: output format (html: a print-ready page).",
      .spanish: "Con --worksheet: formato de salida (html: una página lista para imprimir).",
    ],
    .helpQuizVersions: [
      .english: "With --worksheet: N different sheets (1–26) from the seed, labelled Version A, B…",
      .spanish:
        "Con --worksheet: N hojas distintas (de 1 a 26) a partir de la semilla, rotuladas Versión A, B…",
    ],
    .helpQuizGrid: [
      .english:
        "With --worksheet: fill-in conjugation tables (verbs × persons for each tense); --count sets the number of verbs (default 8).",
      .spanish:
        "Con --worksheet: tablas de conjugación para completar (verbos × personas en cada tiempo); --count fija el número de verbos (predeterminado: 8).",
    ],
    .helpQuizEnglish: [
      .english:
        "With --worksheet and --mode context or --sentences: print each sentence's English under it (JSON always has it).",
      .spanish:
        "Con --worksheet y --mode context o --sentences: imprime el inglés de cada oración debajo de ella (el JSON siempre lo incluye).",
    ],
    .helpQuizTitle: [
      .english: "With --worksheet: the sheet's title (default: Worksheet).",
      .spanish: "Con --worksheet: el título de la hoja (predeterminado: Hoja de ejercicios).",
    ],
    .helpQuizInstructions: [
      .english:
        "With --worksheet: the line that says how to answer (default: one for the drill, on a sheet with --title, --paper or --class).",
      .spanish:
        "Con --worksheet: la línea que explica cómo responder (predeterminado: una según el ejercicio, en una hoja con --title, --paper o --class).",
    ],
    .helpQuizPaper: [
      .english: "With --worksheet --format html: the page size (default: a4).",
      .spanish: "Con --worksheet --format html: el tamaño de página (predeterminado: a4).",
    ],
    .helpQuizClass: [
      .english:
        "With --worksheet: sealed versions for a class: each sheet shows only its version's code; the key file (--key-file) keeps the answers.",
      .spanish:
        "Con --worksheet: versiones selladas para una clase: cada hoja muestra solo el código de su versión; el archivo de soluciones (--key-file) guarda las respuestas.",
    ],
    .helpQuizKeyFile: [
      .english:
        "The class's key file: written (never over a file) with --class (default: <class>-key.json); read with --answers (every version's key) or --assignment.",
      .spanish:
        "El archivo de soluciones de la clase: se escribe (nunca sobre un archivo existente) con --class (predeterminado: <class>-key.json); se lee con --answers (las soluciones de cada versión) o con --assignment.",
    ],
    .helpQuizAssignment: [
      .english:
        "Take version CODE of the --key-file's class as a test, without feedback; writes the answers for 'conjugar grade'.",
      .spanish:
        "Hace la versión CÓDIGO de la clase de --key-file como examen, sin corrección inmediata; escribe las respuestas para «conjugar grade».",
    ],
    .helpQuizOutput: [
      .english:
        "With --assignment: the answers file to write, never over a file (default: <code>-<name>.txt).",
      .spanish:
        "Con --assignment: el archivo de respuestas que se escribe, nunca sobre un archivo existente (predeterminado: <code>-<name>.txt).",
    ],
    .helpQuizAccents: [
      .english: "How accent slips are marked: strict (wrong), half (half marks) or ignore (right).",
      .spanish:
        "Cómo se califican los descuidos de tilde: strict (mal), half (medio punto) o ignore (bien).",
    ],
    .helpFocusTense: [
      .english:
        "Only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…), a mood (indicativo, subjuntivo, imperativo: all its tenses), or gerundio/participio; repeatable or comma-separated.",
      .spanish:
        "Solo estos tiempos, con cualquiera de sus nombres (pretérito perfecto simple, pretérito indefinido, copretérito, preterite…), un modo (indicativo, subjuntivo, imperativo: todos sus tiempos), o gerundio/participio; se puede repetir o separar con comas.",
    ],
    .helpFocusVerbs: [
      .english: "Only these verbs (hablar,comer); repeatable or comma-separated.",
      .spanish: "Solo estos verbos (hablar,comer); se puede repetir o separar con comas.",
    ],
    .helpFocusVerbsFile: [
      .english: "Only the verbs of this file: one per line, '#' starts a comment.",
      .spanish: "Solo los verbos de este archivo: uno por línea; «#» inicia un comentario.",
    ],
    .helpFocusPerson: [
      .english:
        "Only these persons: yo, tú, vos, él (usted), nosotros, vosotros, ellos (ustedes), or I, you, he, we, they; repeatable or comma-separated.",
      .spanish:
        "Solo estas personas: yo, tú, vos, él (usted), nosotros, vosotros, ellos (ustedes), o I, you, he, we, they; se puede repetir o separar con comas.",
    ],
    .helpFocusIrregular: [
      .english: "Only forms that depart from the regular pattern (stem changes, irregular stems).",
      .spanish:
        "Solo las formas que se apartan del modelo regular (cambios vocálicos en la raíz, raíces irregulares).",
    ],
    .helpFocusTop: [
      .english: "Only the N most used verbs (of --verbs, --verbs-file or --model when given).",
      .spanish: "Solo los N verbos más usados (de --verbs, --verbs-file o --model, si se dan).",
    ],
    .valueVerbs: [.english: "verbs", .spanish: "verbos"],
    .valueName: [.english: "name", .spanish: "nombre"],
    .valueCode: [.english: "code", .spanish: "código"],
    .valuePolicy: [.english: "policy", .spanish: "criterio"],
    .valueSeed: [.english: "seed", .spanish: "semilla"],
    .valueDifficulty: [.english: "difficulty", .spanish: "dificultad"],
    .valueMode: [.english: "mode", .spanish: "modalidad"],
    .valueHint: [.english: "hint", .spanish: "pista"],
    .valueCount: [.english: "count", .spanish: "número"],
    .valueTitle: [.english: "title", .spanish: "título"],
    .valueInstructions: [.english: "instructions", .spanish: "instrucciones"],
    .valuePaper: [.english: "paper", .spanish: "papel"],
  ]
}
