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
  ]
}
