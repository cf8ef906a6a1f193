/// The quiz's notes and errors when there is nothing to ask: an empty selection, no history yet
/// for --review or --weak, nothing due. What is due is "lo pendiente", as the due line's
/// "formas para repasar".
extension Catalogue {
  static let quizNotices: [MessageKey: [Language: String]] = [
    .quizVerbListEmpty: [
      .english: "the verb list is empty", .spanish: "la lista de verbos está vacía",
    ],
    .quizNoVerbFollowsModel: [
      .english: "no verb of the selection follows the model {model}",
      .spanish: "ningún verbo de la selección se conjuga como el modelo {model}",
    ],
    .quizNoQuestionFits: [
      .english: "no question fits {names}: its verbs have no such forms at this difficulty; "
        + "widen the selection",
      .spanish: "ninguna pregunta se ajusta a {names}: sus verbos no tienen esas formas en esta "
        + "dificultad; amplíe la selección",
    ],
    .reviewNoSentences: [
      .english: "nothing to review: the items due have no sentences in this version",
      .spanish: "nada que repasar: las formas pendientes no tienen oraciones en esta versión",
    ],
    .reviewNoForms: [
      .english: "nothing to review: the items due have no forms in this version",
      .spanish: "nada que repasar: las formas pendientes no existen en esta versión",
    ],
    .reviewNoHistory: [
      .english: "no quiz history yet: run 'conjugar quiz' first; --review asks again what is due",
      .spanish: "aún no hay historial de cuestionarios: ejecute antes «conjugar quiz»; --review "
        + "vuelve a preguntar lo pendiente",
    ],
    .reviewNothingInDrill: [
      .english: "nothing to review: no answers in this drill yet (run {command} first)",
      .spanish: "nada que repasar: aún no hay respuestas en este ejercicio (ejecute antes "
        + "{command})",
    ],
    .reviewNothingDue: [
      .english: "nothing is due for review today; the next item is due on {day} (review early "
        + "with --count N)",
      .spanish: "hoy no hay nada pendiente de repaso; lo siguiente toca el {day} (para repasar "
        + "antes, --count N)",
    ],
    .reviewNothingInSelection: [
      .english: "nothing to review in this selection: widen it or leave it out",
      .spanish: "nada que repasar en esta selección: amplíela o quítela",
    ],
    .weakNoHistory: [
      .english: "no quiz history yet: run 'conjugar quiz' first; --weak drills the habits it "
        + "shows weak",
      .spanish: "aún no hay historial de cuestionarios: ejecute antes «conjugar quiz»; --weak "
        + "practica los puntos débiles que muestre",
    ],
    .weakNothingYet: [
      .english: "nothing weak yet: a habit needs {count} answers and a miss ('conjugar stats' "
        + "shows them)",
      .spanish: "aún no hay puntos débiles: un hábito necesita {count} respuestas y un fallo "
        + "(«conjugar stats» los muestra)",
    ],
  ]
}
