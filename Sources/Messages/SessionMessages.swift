/// A command line that names no command, in the shell and in the REPL (`UnknownCommand`,
/// `SessionLine`), the REPL's own refusals, and the feedback invitation a person at a terminal
/// sees now and then.
/// A verb form is "la forma" (feminine: "para identificarla").
extension Catalogue {
  static let session: [MessageKey: [Language: String]] = [
    .unknownCommand: [.english: "unknown command {word}", .spanish: "comando desconocido: {word}"],
    .noHelpFor: [.english: "no help for {word}", .spanish: "no hay ayuda para {word}"],
    .commandDidYouMean: [
      .english: "; did you mean {choices}?", .spanish: "; ¿quiso decir {choices}?",
    ],
    .commandDidYouMeanVerb: [
      .english: "; did you mean the verb {choices}?",
      .spanish: "; ¿quiso decir el verbo {choices}?",
    ],
    .commandsAre: [
      .english: "; commands are {commands}", .spanish: "; los comandos son {commands}",
    ],
    .commandsAreAfterColon: [
      .english: ": commands are {commands}", .spanish: ": los comandos son {commands}",
    ],
    .toConjugateIt: [
      .english: "; to conjugate it: {command}", .spanish: "; para conjugarlo: {command}",
    ],
    .toIdentifyIt: [
      .english: "; to identify it: {command}", .spanish: "; para identificarla: {command}",
    ],
    .alreadyInSession: [
      .english: "already in the REPL", .spanish: "ya está en la sesión interactiva",
    ],
    .unclosedQuote: [.english: "unclosed quote", .spanish: "comillas sin cerrar"],
    .feedbackInvitation: [
      .english: "conjugar: enjoying conjugar? Tell us what helps and what gets in the way: "
        + "{address} (Turn this off: conjugar settings set reviewPrompts off)",
      .spanish: "conjugar: ¿le resulta útil conjugar? Cuéntenos qué le ayuda y qué le estorba: "
        + "{address} (para no volver a verlo: conjugar settings set reviewPrompts off)",
    ],
  ]
}
