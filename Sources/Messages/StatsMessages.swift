/// `stats` (summary, charts, habits, weakest items, personal bests, `--items`) and the notes of
/// `quiz --review` and `quiz --weak`. An answer is "respuesta" (feminine: correctas, omitidas),
/// an item of the review queue a "forma" (as `due` says), a habit a "punto" to work on (the
/// weak-spots quiz is "Puntos débiles"). Percentages take a space before "%" as the quiz's
/// lines do, one that does not break since these lines wrap; decimals keep the point, as the
/// quiz's score does (the Ortografía of 2010 recommends it, for one sign across the
/// Spanish-speaking world); dates stay ISO, as in JSON.
extension Catalogue {
  static let stats: [MessageKey: [Language: String]] = [
    .statsQuizzesOne: [.english: "{count} quiz", .spanish: "{count} cuestionario"],
    .statsQuizzesMany: [.english: "{count} quizzes", .spanish: "{count} cuestionarios"],
    .statsReviewsOne: [.english: "{count} review", .spanish: "{count} repaso"],
    .statsReviewsMany: [.english: "{count} reviews", .spanish: "{count} repasos"],
    .statsAnswersOne: [.english: "{count} answer", .spanish: "{count} respuesta"],
    .statsAnswersMany: [.english: "{count} answers", .spanish: "{count} respuestas"],
    .statsCorrectOne: [.english: "{count} correct", .spanish: "{count} correcta"],
    .statsCorrectMany: [.english: "{count} correct", .spanish: "{count} correctas"],
    .statsAccentSlipsOne: [
      .english: ", {count} accent slip", .spanish: ", {count} error de tilde",
    ],
    .statsAccentSlipsMany: [
      .english: ", {count} accent slips", .spanish: ", {count} errores de tilde",
    ],
    .statsWrongOne: [.english: ", {count} wrong", .spanish: ", {count} incorrecta"],
    .statsWrongMany: [.english: ", {count} wrong", .spanish: ", {count} incorrectas"],
    .statsSkippedOne: [.english: ", {count} skipped", .spanish: ", {count} omitida"],
    .statsSkippedMany: [.english: ", {count} skipped", .spanish: ", {count} omitidas"],
    // "6 quizzes (1 review), 32 answers: 20 correct (63%)", then the slips, wrong and skipped.
    .statsSummary: [
      .english: "{quizzes}, {answers}: {correct} ({percent})",
      .spanish: "{quizzes}, {answers}: {correct} ({percent})",
    ],
    .statsSummaryWithReviews: [
      .english: "{quizzes} ({reviews}), {answers}: {correct} ({percent})",
      .spanish: "{quizzes} ({reviews}), {answers}: {correct} ({percent})",
    ],
    // A percentage in lines that wrap: the space before "%" does not break (U+00A0).
    .statsPercent: [.english: "{percent}%", .spanish: "{percent}\u{A0}%"],
    .statsQuizDay: [.english: "Quiz day: {day}", .spanish: "Día de cuestionario: {day}"],
    .statsFirstAndLast: [
      .english: "First quiz: {first}, last: {last}",
      .spanish: "Primer cuestionario: {first}; último: {last}",
    ],
    .statsDaysOne: [.english: "{count} day", .spanish: "{count} día"],
    .statsDaysMany: [.english: "{count} days", .spanish: "{count} días"],
    .statsStreak: [
      .english: "Streak: {current} (longest: {longest})",
      .spanish: "Racha: {current} (la más larga: {longest})",
    ],
    .statsItemsOne: [.english: "{count} item", .spanish: "{count} forma"],
    .statsItemsMany: [.english: "{count} items", .spanish: "{count} formas"],
    .statsReviewNone: [
      .english: "Review: no items yet", .spanish: "Repaso: todavía no hay formas",
    ],
    .statsReviewDue: [
      .english: "Review: {due} of {items} due today (conjugar quiz --review)",
      .spanish: "Repaso: {due} de {items} para repasar hoy (conjugar quiz --review)",
    ],
    .statsByTense: [.english: "Accuracy by tense", .spanish: "Aciertos por tiempo"],
    .statsByFamily: [
      .english: "Accuracy by verb family", .spanish: "Aciertos por modelo de conjugación",
    ],
    .statsByHabit: [.english: "Accuracy by habit", .spanish: "Aciertos por punto de conjugación"],
    .statsMissesByKind: [
      .english: "Misses by kind: {kinds}", .spanish: "Fallos por tipo: {kinds}",
    ],
    .statsUndiagnosed: [
      .english: "{count} not diagnosed (older quizzes)",
      .spanish: "{count} sin diagnóstico (cuestionarios anteriores)",
    ],
    .statsWorkOn: [.english: "Habits to work on", .spanish: "Puntos que conviene practicar"],
    .statsWorkOnNone: [
      .english: "  none yet: a habit needs {count} answers and a miss",
      .spanish: "  ninguno todavía: cada punto necesita {count} respuestas y un fallo",
    ],
    .statsHabitLine: [
      .english: "  {habit}: {correct} of {answers} right ({percent}); missed {examples}",
      .spanish:
        "  {habit}: {correct} de {answers} correctas ({percent}); formas falladas: {examples}",
    ],
    .statsDrillThem: [
      .english: "  Drill them: conjugar quiz --weak",
      .spanish: "  Practíquelos: conjugar quiz --weak",
    ],
    .statsWeakest: [.english: "Weakest items", .spanish: "Formas con menos aciertos"],
    .statsWeakestRecent: [
      .english: " (last {count}: {correct}/{answers})",
      .spanish: " (últimas {count}: {correct}/{answers})",
    ],
    .statsBests: [.english: "Personal bests", .spanish: "Mejores puntuaciones"],
    .statsBestLine: [
      .english: "  {group} — {score} on {day}", .spanish: "  {group} — {score}, el {day}",
    ],
    .statsBestSeed: [.english: " (seed {seed})", .spanish: " (semilla {seed})"],
    .statsOnly: [.english: "only: {focus}", .spanish: "solo: {focus}"],
    .statsNoQuizzes: [
      .english: "No quizzes yet: run 'conjugar quiz'.",
      .spanish: "Todavía no hay cuestionarios: ejecute «conjugar quiz».",
    ],
    // `stats --items`: the review queue's table.
    .statsItemsNone: [
      .english: "No items yet: run 'conjugar quiz'.",
      .spanish: "Todavía no hay formas para repasar: ejecute «conjugar quiz».",
    ],
    .statsItemsTitle: [
      .english: "{items}, {due} due today (retention {retention})",
      .spanish: "{items}, {due} para repasar hoy (retención {retention})",
    ],
    .statsColumnItem: [.english: "Item", .spanish: "Forma"],
    .statsColumnDrill: [.english: "Drill", .spanish: "Ejercicio"],
    .statsColumnReviews: [.english: "Reviews", .spanish: "Repasos"],
    .statsColumnLapses: [.english: "Lapses", .spanish: "Olvidos"],
    .statsColumnStability: [.english: "Stability", .spanish: "Estabilidad"],
    .statsColumnDifficulty: [.english: "Difficulty", .spanish: "Dificultad"],
    .statsColumnLastAnswer: [.english: "Last answer", .spanish: "Última respuesta"],
    .statsColumnDue: [.english: "Due", .spanish: "Próximo repaso"],
    .statsColumnRecall: [.english: "Recall", .spanish: "Recuerdo"],
    // A stability in days ("d", the symbol in both languages).
    .statsDaysValue: [.english: "{value} d", .spanish: "{value} d"],
    // The drills and marks as the table and the bests name them (English: the JSON's values).
    .statsDrillConjugate: [.english: "conjugate", .spanish: "conjugación"],
    .statsDrillRecognize: [.english: "recognize", .spanish: "reconocimiento"],
    .statsDrillTranslate: [.english: "translate", .spanish: "traducción"],
    .statsDrillContext: [.english: "context", .spanish: "en contexto"],
    .statsDrillRecognizeSentences: [
      .english: "recognize-sentences", .spanish: "reconocimiento en oraciones",
    ],
    .statsMarkCorrect: [.english: "correct", .spanish: "correcta"],
    .statsMarkAccentOnly: [.english: "accentOnly", .spanish: "error de tilde"],
    .statsMarkPartlyRight: [.english: "partlyRight", .spanish: "correcta en parte"],
    .statsMarkWrong: [.english: "wrong", .spanish: "incorrecta"],
    .statsMarkSkipped: [.english: "skipped", .spanish: "omitida"],
    // Verb families, by their model verb.
    .statsFamilyRegular: [.english: "regular -{ending}", .spanish: "regulares en -{ending}"],
    .statsFamilyLike: [.english: "like {model}", .spanish: "como {model}"],
    .statsFamilySpelling: [
      .english: "like {model} (spelling)", .spanish: "como {model} (cambios ortográficos)",
    ],
    .statsFamilyUnknown: [.english: "unknown verbs", .spanish: "verbos desconocidos"],
    // The kinds of mistake (English: the JSON's values).
    // The habits as a teacher names them (English: `Habit.name`, which a test compares).
    .habitStemEToIE: [.english: "stem change e→ie", .spanish: "diptongación e→ie"],
    .habitStemOToUE: [.english: "stem change o→ue", .spanish: "diptongación o→ue"],
    .habitStemUToUE: [.english: "stem change u→ue", .spanish: "diptongación u→ue"],
    .habitStemIToIE: [.english: "stem change i→ie", .spanish: "diptongación i→ie"],
    .habitStemEToI: [.english: "stem change e→i", .spanish: "cierre vocálico e→i"],
    .habitStemOToU: [.english: "stem change o→u", .spanish: "cierre vocálico o→u"],
    .habitStrongPreterite: [.english: "strong preterites", .spanish: "pretéritos fuertes"],
    .habitIrregularPreterite: [
      .english: "irregular preterites", .spanish: "pretéritos irregulares",
    ],
    .habitYoGo: [.english: "yo in -go", .spanish: "yo en -go"],
    .habitZC: [.english: "-zc- before a and o", .spanish: "-zc- ante a y o"],
    .habitIrregularYo: [.english: "irregular yo form", .spanish: "formas de yo irregulares"],
    .habitYInsertion: [.english: "y added after the stem", .spanish: "y añadida tras la raíz"],
    .habitFutureStem: [
      .english: "irregular future stems", .spanish: "raíces irregulares de futuro",
    ],
    .habitIrregularParticiple: [
      .english: "irregular participles", .spanish: "participios irregulares",
    ],
    .habitIrregularGerund: [.english: "irregular gerunds", .spanish: "gerundios irregulares"],
    .habitShortImperative: [
      .english: "short tú imperatives", .spanish: "imperativos breves de tú",
    ],
    .habitIrregularImperfect: [
      .english: "irregular imperfect", .spanish: "pretéritos imperfectos irregulares",
    ],
    .habitIrregularSubjunctive: [
      .english: "irregular present subjunctive stem",
      .spanish: "raíces irregulares del presente de subjuntivo",
    ],
    .habitAccentHiatus: [
      .english: "written accent on i or u (hiatus)", .spanish: "tilde en i o u (hiato)",
    ],
    .habitIrregularStress: [
      .english: "stress on the ending", .spanish: "acento en la desinencia",
    ],
    .habitIrregularForm: [.english: "other irregular forms", .spanish: "otras formas irregulares"],
    .habitSpellingBeforeE: [
      .english: "-car/-gar/-zar spelling before e",
      .spanish: "ortografía de -car, -gar y -zar ante e",
    ],
    .habitSpellingBeforeAO: [
      .english: "-cer/-ger/-guir spelling before a, o",
      .spanish: "ortografía de -cer, -ger y -guir ante a y o",
    ],
    .habitSpellingIToY: [
      .english: "i written y between vowels", .spanish: "i escrita y entre vocales",
    ],
    .habitSpellingIDropped: [
      .english: "i of the ending dropped after ñ, ll or i",
      .spanish: "i de la desinencia perdida tras ñ, ll o i",
    ],
    .habitSpellingInitialH: [
      .english: "h before ue starting a word", .spanish: "h ante ue inicial",
    ],
    .habitAccents: [.english: "written accents", .spanish: "tildes"],
    // The notes of `quiz --review` when there is nothing to ask.
    .reviewNoHistory: [
      .english: "no quiz history yet: run 'conjugar quiz' first; --review asks again what is due",
      .spanish: "todavía no hay historial de cuestionarios: ejecute antes «conjugar quiz»;"
        + " --review vuelve a preguntar lo que toca repasar",
    ],
    .reviewNoDrillAnswers: [
      .english: "nothing to review: no answers in this drill yet (run {command} first)",
      .spanish: "nada que repasar: todavía no hay respuestas en este ejercicio (ejecute antes"
        + " {command})",
    ],
    .reviewNothingDue: [
      .english: "nothing is due for review today; the next item is due on {day}"
        + " (review early with --count N)",
      .spanish: "hoy no hay nada que repasar; la próxima forma se repasa el {day} (para"
        + " adelantar el repaso, use --count N)",
    ],
    .reviewEmptySelection: [
      .english: "nothing to review in this selection: widen it or leave it out",
      .spanish: "nada que repasar en esta selección: amplíela o quítela",
    ],
    .reviewNoForms: [
      .english: "nothing to review: the items due have no forms in this version",
      .spanish: "nada que repasar: las formas pendientes no existen en esta versión",
    ],
    // The notes of `quiz --weak` when there is nothing to drill.
    .weakNoHistory: [
      .english: "no quiz history yet: run 'conjugar quiz' first; --weak drills the habits it"
        + " shows weak",
      .spanish: "todavía no hay historial de cuestionarios: ejecute antes «conjugar quiz»;"
        + " --weak practica los puntos débiles que muestre",
    ],
    .weakNothingWeak: [
      .english: "nothing weak yet: a habit needs {count} answers and a miss ({command} shows"
        + " them)",
      .spanish: "todavía no hay puntos débiles: cada punto necesita {count} respuestas y un"
        + " fallo ({command} los muestra)",
    ],
    .weakNoForms: [
      .english: "no form of the selection shows {habits}: widen it or leave it out",
      .spanish: "ninguna forma de la selección presenta estos puntos: {habits}; amplíela o quítela",
    ],
  ]
}
