/// ArgumentParser's errors as conjugar words them: lower case, the option without its
/// placeholder, and after "; " what to type instead.
extension Catalogue {
  static let parser: [MessageKey: [Language: String]] = [
    .parserUnknownOption: [
      .english: "unknown option {option}", .spanish: "opción desconocida: {option}",
    ],
    .parserUnknownOptionDidYouMean: [
      .english: "unknown option {option}; did you mean {suggestion}?",
      .spanish: "opción desconocida: {option}; ¿quiso decir {suggestion}?",
    ],
    .parserMissingValue: [
      .english: "missing value for {option}", .spanish: "falta el valor de {option}",
    ],
    .parserMissingOption: [
      .english: "missing option {argument}", .spanish: "falta la opción {argument}",
    ],
    .parserMissingArgument: [
      .english: "missing argument {argument}", .spanish: "falta el argumento {argument}",
    ],
    .parserMissingOneOf: [
      .english: "missing one of {choices}", .spanish: "falta una de estas opciones: {choices}",
    ],
    .parserUnexpectedArgument: [
      .english: "unexpected argument {argument}", .spanish: "argumento inesperado: {argument}",
    ],
    .parserUnexpectedArguments: [
      .english: "unexpected arguments {arguments}",
      .spanish: "argumentos inesperados: {arguments}",
    ],
    .parserTakesNoValue: [
      .english: "invalid value {value} for {option}; it takes no value",
      .spanish: "valor no válido {value} para {option}; no admite ningún valor",
    ],
    .parserFlagsConflict: [
      .english: "{later} does not go with {earlier}",
      .spanish: "{later} no es compatible con {earlier}",
    ],
    .parserMissingCommand: [.english: "missing command", .spanish: "falta el subcomando"],
    .parserInvalidValue: [
      .english: "invalid value {value} for {option}",
      .spanish: "valor no válido {value} para {option}",
    ],
    .parserUseChoices: [.english: "; use {choices}", .spanish: "; use {choices}"],
    .parserReason: [.english: "; {reason}", .spanish: "; {reason}"],
    .parserTail: [.english: "{tail}", .spanish: "{tail}"],
    .tenseEmpty: [.english: "empty tense name", .spanish: "nombre de tiempo vacío"],
    .tenseUnknown: [.english: "unknown tense {name}", .spanish: "tiempo desconocido: {name}"],
    .tenseNotAName: [.english: "not a tense name", .spanish: "no es el nombre de un tiempo"],
    .tenseDidYouMean: [
      .english: " (did you mean {choices}?)", .spanish: " (¿quiso decir {choices}?)",
    ],
    .tensesListed: [
      .english: "; 'conjugar info' lists the tenses",
      .spanish: "; «conjugar info» enumera los tiempos",
    ],
  ]
}
