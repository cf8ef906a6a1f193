/// The quiz's own lines: header, typing help, prompts, feedback, relearning, summary and score.
/// A question is "pregunta" (feminine), so a skipped one is "omitida" and right ones
/// "correctas"; a percentage takes a space before "%", as the RAE writes it.
extension Catalogue {
  static let quiz: [MessageKey: [Language: String]] = [
    .quizWord: [.english: "Quiz", .spanish: "Cuestionario"],
    .quizReviewWord: [.english: "Review", .spanish: "Repaso"],
    .quizWeakSpotsWord: [.english: "Weak spots", .spanish: "Puntos débiles"],
    .quizSeed: [.english: "seed {seed}", .spanish: "semilla {seed}"],
    .quizQuestionsOne: [.english: "{count} question", .spanish: "{count} pregunta"],
    .quizQuestionsMany: [.english: "{count} questions", .spanish: "{count} preguntas"],
    .quizDueToday: [.english: "{count} due today", .spanish: "{count} para repasar hoy"],
    .quizInstructionsConjugate: [
      .english: "Answer with the verb form; :skip skips a question, :quit stops.\n"
        + "Typing help: a' → á, n~ → ñ, u: → ü.",
      .spanish: "Responda con la forma verbal; :skip omite una pregunta, :quit termina.\n"
        + "Para escribir: a' → á, n~ → ñ, u: → ü.",
    ],
    .quizInstructionsRecognize: [
      .english: "Name the verb, tense and person of each form, e.g. 'tener, pretérito, yo'\n"
        + "(half marks for the verb alone); :skip skips a question, :quit stops.",
      .spanish: "Indique el verbo, el tiempo y la persona de cada forma; por ejemplo,\n"
        + "«tener, pretérito, yo» (medio punto solo por el verbo); :skip omite una\n"
        + "pregunta, :quit termina.",
    ],
    .quizInstructionsTranslate: [
      .english: "Write the Spanish form, e.g. tuve for 'I had (tener)'; :skip skips a question,\n"
        + ":quit stops. Typing help: a' → á, n~ → ñ, u: → ü.",
      .spanish: "Escriba la forma en español; por ejemplo, tuve para «I had (tener)»; :skip omite\n"
        + "una pregunta, :quit termina. Para escribir: a' → á, n~ → ñ, u: → ü.",
    ],
    .quizInstructionsContext: [
      .english: "Fill the blank with the form of the verb the sentence asks for; :skip skips a\n"
        + "question, :quit stops. Typing help: a' → á, n~ → ñ, u: → ü.",
      .spanish: "Complete el hueco con la forma del verbo que pide la oración; :skip omite una\n"
        + "pregunta, :quit termina. Para escribir: a' → á, n~ → ñ, u: → ü.",
    ],
    .quizInstructionsRecognizeSentences: [
      .english: "Name the verb, tense and person of the form marked in each sentence, e.g.\n"
        + "'tener, pretérito, yo' (half marks for the verb alone); :skip skips a question,\n"
        + ":quit stops.",
      .spanish: "Indique el verbo, el tiempo y la persona de la forma marcada en cada oración;\n"
        + "por ejemplo, «tener, pretérito, yo» (medio punto solo por el verbo); :skip omite\n"
        + "una pregunta, :quit termina.",
    ],
    // The drill a header names after the rest (the conjugation drill is not named).
    .quizDrillRecognize: [.english: " · recognize", .spanish: " · reconocimiento"],
    .quizDrillTranslate: [.english: " · translate", .spanish: " · traducción"],
    .quizDrillContext: [.english: " · context", .spanish: " · en contexto"],
    .quizDrillRecognizeSentences: [
      .english: " · recognize-sentences", .spanish: " · reconocimiento en oraciones",
    ],
    // What `--tense`, `--person` or `--verbs` limited the quiz to, under the header.
    .quizOnly: [.english: "Only: {focus}", .spanish: "Solo: {focus}"],
    .quizAccentSlipStrict: [
      .english: "accent slip: counted wrong (strict accents)",
      .spanish: "error de tilde: se cuenta como fallo (tildes estrictas)",
    ],
    .quizAccentSlipIgnore: [
      .english: "accent slip: counted right (accents ignored)",
      .spanish: "error de tilde: se cuenta como acierto (no se tienen en cuenta las tildes)",
    ],
    .quizAgain: [.english: " again", .spanish: " de nuevo"],
    .quizUnreadableLine: [.english: "> (unreadable line)", .spanish: "> (línea ilegible)"],
    .quizAnswerAgain: [
      .english: "  ! {reason}; answer again", .spanish: "  ! {reason}; responda de nuevo",
    ],
    .quizUnknownCommand: [
      .english: "  ! unknown command {command}: use :skip or :quit",
      .spanish: "  ! comando desconocido: {command}; use :skip o :quit",
    ],
    .quizNothingTyped: [
      .english: "  ! nothing typed: answer, or :skip or :quit",
      .spanish: "  ! no ha escrito nada: responda, o use :skip o :quit",
    ],
    .quizSkipped: [.english: " skipped: {expected}", .spanish: " omitida: {expected}"],
    .quizCorrect: [.english: " correct", .spanish: " correcto"],
    .quizCanAlsoBe: [
      .english: " (it can also be {forms})", .spanish: " (también puede ser {forms})",
    ],
    .quizOr: [.english: " or ", .spanish: " o "],
    .quizAlmost: [.english: " almost: ", .spanish: " casi: "],
    .quizMindAccents: [.english: " (mind the accents)", .spanish: " (cuidado con las tildes)"],
    .quizHalfMarks: [.english: ", half marks", .spanish: ", medio punto"],
    .quizVerbIsRight: [
      .english: " the verb is right: {expected}", .spanish: " el verbo es correcto: {expected}",
    ],
    .quizAnswerIs: [.english: " the answer is ", .spanish: " la respuesta es "],
    .quizStopped: [
      .english: "Stopped after {answered} of {total} questions.",
      .spanish: "Cuestionario interrumpido tras {answered} de {total} preguntas.",
    ],
    .quizTime: [.english: "Time: {duration}", .spanish: "Tiempo: {duration}"],
    .quizNoneAnswered: [
      .english: "No questions answered.", .spanish: "No se ha respondido ninguna pregunta.",
    ],
    .quizSummary: [.english: "Summary", .spanish: "Resumen"],
    .quizSkippedMark: [.english: "(skipped)", .spanish: "(omitida)"],
    .quizEmptyMark: [.english: "(empty)", .spanish: "(vacía)"],
    .quizTally: [
      .english: "{correct} of {answered} correct ({percent}%)",
      .spanish: "{correct} de {answered} correctas ({percent} %)",
    ],
    .quizAccentSlips: [
      .english: ", {count} with accent slips", .spanish: ", {count} con errores de tilde",
    ],
    .quizRelearnedOne: [
      .english: "Relearned {relearned} of {missed} missed question",
      .spanish: "Acertadas al repetirlas: {relearned} de {missed} pregunta fallada",
    ],
    .quizRelearnedMany: [
      .english: "Relearned {relearned} of {missed} missed questions",
      .spanish: "Acertadas al repetirlas: {relearned} de {missed} preguntas falladas",
    ],
    .quizScore: [
      .english: "Score: {points} points × {difficultyFactor} ({difficulty}) × {regionFactor}"
        + " ({region}) = {score}",
      .spanish: "Puntuación: {points} puntos × {difficultyFactor} ({difficulty}) × {regionFactor}"
        + " ({region}) = {score}",
    ],
    .quizPercent: [.english: "{percent}%", .spanish: "{percent} %"],
    // The settings' values as the header and the score name them (`--difficulty easy` still).
    .quizDifficultyEasy: [.english: "easy", .spanish: "fácil"],
    .quizDifficultyModerate: [.english: "moderate", .spanish: "intermedio"],
    .quizDifficultyDifficult: [.english: "difficult", .spanish: "difícil"],
    .quizRegionLatinAmerica: [.english: "latin-america", .spanish: "Latinoamérica"],
    .quizRegionRioplatense: [.english: "rioplatense", .spanish: "Río de la Plata"],
    .quizRegionSpain: [.english: "spain", .spanish: "España"],
    .quizAccuracyHeading: [.english: "Accuracy by tense:", .spanish: "Aciertos por tiempo:"],
    .personalBestLine: [
      .english: "New personal best: {score} (previous: {previous} on {date})",
      .spanish: "Nueva mejor puntuación: {score} (la anterior: {previous}, el {date})",
    ],
    .quizInputFailure: [
      .english: "could not read standard input: {reason}",
      .spanish: "no se ha podido leer la entrada estándar: {reason}",
    ],
  ]
}
