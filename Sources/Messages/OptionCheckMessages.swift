/// What a command's `validate()` says of options that do not go together or values it cannot
/// take (`quiz`, `verbs`, `grade`, the focus options); its language is `HelpLanguage.current`
/// there. Options, their values and commands stay as they are typed (`--mode context`); the
/// reasons after a colon say why, as the English does.
extension Catalogue {
  static let optionChecks: [MessageKey: [Language: String]] = [
    .optionBetween: [
      .english: "{option} must be between {low} and {high}",
      .spanish: "{option} debe estar entre {low} y {high}",
    ],
    .optionGoesWith: [
      .english: "{option} goes with {other}", .spanish: "{option} solo se usa con {other}",
    ],
    .optionNotWith: [
      .english: "{option} does not go with {other}",
      .spanish: "{option} no se puede usar con {other}",
    ],
    .optionsExclude: [
      .english: "{first} and {second} exclude each other",
      .spanish: "{first} y {second} se excluyen mutuamente",
    ],
    .optionNeedsFileName: [
      .english: "{option} needs a file name", .spanish: "{option} necesita un nombre de archivo",
    ],
    .wholeNumberFrom: [
      .english: "a whole number from {low}", .spanish: "un número entero a partir de {low}",
    ],
    .weakNotWithReview: [
      .english:
        "--weak does not go with --review: --weak drills weak habits, --review the items due",
      .spanish:
        "--weak no se puede usar con --review: --weak practica los puntos débiles;"
        + " --review, las formas que toca repasar",
    ],
    .assignmentNeedsCode: [
      .english: "--assignment needs the code on the sheet",
      .spanish: "--assignment necesita el código que figura en la hoja",
    ],
    .assignmentNeedsClassKey: [
      .english: "--assignment needs --key-file, the class's key",
      .spanish: "--assignment necesita --key-file, el archivo de soluciones de la clase",
    ],
    .assignmentAlone: [
      .english:
        "--assignment asks the questions of the key file alone; leave out the other quiz options",
      .spanish:
        "--assignment hace solo las preguntas del archivo de soluciones; omita las demás opciones"
        + " del ejercicio",
    ],
    .keyFileGoesWith: [
      .english:
        "--key-file goes with --class (to write it), --answers or --assignment (to read it)",
      .spanish:
        "--key-file solo se usa con --class (para escribirlo), --answers o --assignment"
        + " (para leerlo)",
    ],
    .answersKeyFileAlone: [
      .english: "--answers --key-file prints the key file's answers alone",
      .spanish: "--answers --key-file imprime solo las respuestas del archivo de soluciones",
    ],
    .classNeedsName: [
      .english: "--class needs the class's name",
      .spanish: "--class necesita el nombre de la clase",
    ],
    .seedNotWithClass: [
      .english: "--seed does not go with --class: a class's versions are drawn from its secret",
      .spanish:
        "--seed no se puede usar con --class: las versiones de una clase salen de su clave secreta",
    ],
    .answersNotWithClass: [
      .english:
        "--answers does not go with --class: the answers are in the key file;"
        + " print them with --answers --key-file PATH",
      .spanish:
        "--answers no se puede usar con --class: las respuestas están en el archivo de soluciones;"
        + " imprímalas con --answers --key-file RUTA",
    ],
    .classNotRecognize: [
      .english: "--class makes sheets of --mode conjugate, translate or context, not recognize",
      .spanish:
        "--class hace hojas de --mode conjugate, translate o context, no de recognize",
    ],
    .gridNotContext: [
      .english:
        "--grid does not go with --mode context: a grid asks tables of forms, not sentences",
      .spanish:
        "--grid no se puede usar con --mode context: una cuadrícula pide tablas de formas,"
        + " no oraciones",
    ],
    .gridNotIrregular: [
      .english: "--grid does not go with --irregular: a table asks every person of its verbs",
      .spanish:
        "--grid no se puede usar con --irregular: una tabla pide todas las personas de sus verbos",
    ],
    .englishGoesWithWorksheet: [
      .english:
        "--english goes with --worksheet: the drill shows the English after a wrong answer",
      .spanish:
        "--english solo se usa con --worksheet: el ejercicio muestra el inglés tras una respuesta"
        + " incorrecta",
    ],
    // A person named wrong, then the names there are: the Spanish pronouns, and the English
    // ones the option takes as well.
    .personEmpty: [.english: "empty person", .spanish: "persona vacía"],
    .personUnknown: [
      .english: "unknown person {name}", .spanish: "persona desconocida: {name}",
    ],
    .personNotAPerson: [.english: "not a person", .spanish: "no es una persona"],
    .personNames: [
      .english:
        "{problem}; use yo, tú, vos, él, nosotros, vosotros or ellos (or I, you, he, we, they)",
      .spanish:
        "{problem}; use yo, tú, vos, él, nosotros, vosotros o ellos (o, en inglés, I, you, he,"
        + " we, they)",
    ],
    .unknownVerbOne: [
      .english: "unknown verb {verbs}; 'conjugar verbs --search TEXT' finds verbs",
      .spanish: "verbo desconocido: {verbs}; «conjugar verbs --search TEXTO» busca verbos",
    ],
    .unknownVerbMany: [
      .english: "unknown verbs {verbs}; 'conjugar verbs --search TEXT' finds verbs",
      .spanish: "verbos desconocidos: {verbs}; «conjugar verbs --search TEXTO» busca verbos",
    ],
    .unknownVerbsMore: [
      .english: "{verbs} and {count} more", .spanish: "{verbs} y {count} más",
    ],
    .verbListLine: [.english: "line {line} of {file}", .spanish: "línea {line} de {file}"],
    .gradeNeedsAnswers: [
      .english:
        "give the answers to grade after the key file, e.g. 'conjugar grade 3B-key.json ana.txt'",
      .spanish:
        "indique las respuestas que se han de corregir después del archivo de soluciones;"
        + " por ejemplo, «conjugar grade 3B-key.json ana.txt»",
    ],
  ]
}
