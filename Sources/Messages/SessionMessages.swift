/// A command line that names no command, in the shell and in the REPL (`UnknownCommand`,
/// `SessionLine`), the REPL's own refusals, the line reader's reasons for refusing a line, and
/// the feedback invitation a person at a terminal sees now and then.
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
    .lineTooLong: [
      .english: "the line is too long (over {maximum} bytes)",
      .spanish: "la línea es demasiado larga (más de {maximum} bytes)",
    ],
    .lineNotUTF8: [
      .english: "the line is not valid UTF-8 text", .spanish: "la línea no es texto UTF-8 válido",
    ],
    .feedbackInvitation: [
      .english: "conjugar: enjoying conjugar? Tell us what helps and what gets in the way: "
        + "{address} (Turn this off: conjugar settings set reviewPrompts off)",
      .spanish: "conjugar: ¿le resulta útil conjugar? Cuéntenos qué le ayuda y qué le estorba: "
        + "{address} (para no volver a verlo: conjugar settings set reviewPrompts off)",
    ],
    .lineControlCharacters: [
      .english: "the line contains control characters",
      .spanish: "la línea contiene caracteres de control",
    ],
  ]
}
