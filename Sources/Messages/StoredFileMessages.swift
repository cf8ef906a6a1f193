/// What conjugar says about the files it keeps for the user: the settings file, the quiz
/// history, the REPL history, and the lines it reads. "Ajustes" is the settings file as the
/// rest of the catalogue names it; the quiz history is the "historial de cuestionarios" of
/// `stats`; a reason after a colon (`{reason}`) is the file's own (`FileFailure`), already in
/// the same language.
extension Catalogue {
  static let storedFiles: [MessageKey: [Language: String]] = [
    .settingsCannotSaveTo: [
      .english: "cannot save settings to {path}: {reason}",
      .spanish: "no se pueden guardar los ajustes en {path}: {reason}",
    ],
    .settingsCannotSave: [
      .english: "cannot save settings: {reason}",
      .spanish: "no se pueden guardar los ajustes: {reason}",
    ],
    .settingsNotObjectKept: [
      .english:
        "settings file {path} is not a JSON object; using defaults (it is kept, and moved aside"
        + " when a setting is saved)",
      .spanish:
        "el archivo de ajustes {path} no es un objeto JSON; se usan los valores predeterminados"
        + " (se conserva, y se aparta cuando se guarde un ajuste)",
    ],
    .settingsNotObjectMoved: [
      .english: "settings file {path} is not a JSON object; moved it to {aside} and using defaults",
      .spanish:
        "el archivo de ajustes {path} no es un objeto JSON; se ha movido a {aside} y se usan los"
        + " valores predeterminados",
    ],
    .settingsCannotRead: [
      .english: "cannot read settings at {path}: {reason}; using defaults",
      .spanish:
        "no se pueden leer los ajustes de {path}: {reason}; se usan los valores predeterminados",
    ],
    .settingsThisRunOnly: [
      .english: "{error}; changes last for this run only",
      .spanish: "{error}; los cambios solo valen para esta ejecución",
    ],
    .settingsTooLarge: [
      .english: "it is {size}, over the {limit} a settings file may be",
      .spanish: "ocupa {size}, más de los {limit} que puede ocupar un archivo de ajustes",
    ],
    .settingsTooDeep: [
      .english: "it nests deeper than the {depth} levels a settings file may have",
      .spanish: "anida más de los {depth} niveles que puede tener un archivo de ajustes",
    ],
    .settingsLeftAlone: [
      .english: "{reason}; it was left as it is", .spanish: "{reason}; se ha dejado como estaba",
    ],
    .noHomeForSettings: [
      .english:
        "no home folder (HOME is not set to an absolute path); set HOME or XDG_CONFIG_HOME, or"
        + " give --settings <path>",
      .spanish:
        "no hay carpeta personal (HOME no contiene una ruta absoluta); defina HOME o"
        + " XDG_CONFIG_HOME, o indique --settings <ruta>",
    ],
    .noHomeForState: [
      .english: "no home folder (HOME is not set to an absolute path); set HOME or XDG_STATE_HOME",
      .spanish:
        "no hay carpeta personal (HOME no contiene una ruta absoluta); defina HOME o"
        + " XDG_STATE_HOME",
    ],
    .historyCannotWrite: [
      .english: "cannot write quiz history to {path}: {reason}",
      .spanish: "no se puede escribir el historial de cuestionarios en {path}: {reason}",
    ],
    .historyCannotRead: [
      .english: "cannot read quiz history at {path}: {reason}",
      .spanish: "no se puede leer el historial de cuestionarios de {path}: {reason}",
    ],
    .historyNoLocation: [
      .english: "the quiz history has no location",
      .spanish: "el historial de cuestionarios no tiene ubicación",
    ],
    .historyMissing: [
      .english: "no quiz history: {reason}",
      .spanish: "no hay historial de cuestionarios: {reason}",
    ],
    .historyLineSkipped: [
      .english:
        "1 line of {path} could not be read (not a quiz with a valid date) and was skipped",
      .spanish:
        "no se ha podido leer 1 línea de {path} (no es un cuestionario con una fecha válida) y"
        + " se ha omitido",
    ],
    .historyLinesSkipped: [
      .english:
        "{count} lines of {path} could not be read (not a quiz with a valid date) and were"
        + " skipped",
      .spanish:
        "no se han podido leer {count} líneas de {path} (no son cuestionarios con una fecha"
        + " válida) y se han omitido",
    ],
    .quizNotInHistory: [
      .english: "{error}; this quiz is not in the history",
      .spanish: "{error}; este cuestionario no queda en el historial",
    ],
    .replHistoryNotKept: [
      .english: "the REPL history is not kept: {reason}",
      .spanish: "el historial de la sesión interactiva no se guarda: {reason}",
    ],
    .replHistoryCannotSave: [
      .english: "cannot save history to {path}: {reason}",
      .spanish: "no se puede guardar el historial en {path}: {reason}",
    ],
    .lineTooLong: [
      .english: "the line is too long (over {maximum} bytes)",
      .spanish: "la línea es demasiado larga (más de {maximum} bytes)",
    ],
    .lineNotUTF8: [
      .english: "the line is not valid UTF-8 text",
      .spanish: "la línea no es texto UTF-8 válido",
    ],
    .lineControlCharacters: [
      .english: "the line contains control characters",
      .spanish: "la línea contiene caracteres de control",
    ],
    .standardInputLine: [
      .english: "line {number} of standard input: {reason}",
      .spanish: "línea {number} de la entrada estándar: {reason}",
    ],
    .outOfMemory: [
      .english: "out of memory under {ulimit} {limit}; conjugar needs {ulimit} {enough} or more",
      .spanish:
        "memoria agotada con {ulimit} {limit}; conjugar necesita {ulimit} {enough} o más",
    ],
    .verbListCannotRead: [
      .english: "cannot read the verb list {path}: {reason}",
      .spanish: "no se puede leer la lista de verbos {path}: {reason}",
    ],
    .verbListNoSuchFile: [.english: "no such file", .spanish: "no existe el archivo"],
    .standardOutputCannotWrite: [
      .english: "cannot write to standard output: {reason}",
      .spanish: "no se puede escribir en la salida estándar: {reason}",
    ],
    .commandLineUnreadable: [
      .english:
        "cannot read the command line (Swift reads it from /proc/self/cmdline): mount /proc",
      .spanish:
        "no se puede leer la línea de comandos (Swift la lee de /proc/self/cmdline): monte /proc",
    ],
    .verbListTooLarge: [
      .english: "the verb list {path} is over 4 MiB; give one verb per line",
      .spanish: "la lista de verbos {path} ocupa más de 4 MiB; escriba un verbo por línea",
    ],
  ]
}
