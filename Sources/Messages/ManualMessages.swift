/// The manual page's own words (`conjugar --generate-manual`): its section names, the
/// sentences around the commands, settings, files, environment, exit statuses and examples;
/// the commands' help comes from their own tables. mdoc section names are upper case in both
/// languages, as man pages in Spanish write them (NOMBRE, SINOPSIS).
extension Catalogue {
  static let manual: [MessageKey: [Language: String]] = [
    .manualDate: [.english: "November 22, 2026", .spanish: "22 de noviembre de 2026"],
    .manualName: [.english: "NAME", .spanish: "NOMBRE"],
    .manualSynopsis: [.english: "SYNOPSIS", .spanish: "SINOPSIS"],
    .manualDescription: [.english: "DESCRIPTION", .spanish: "DESCRIPCIÓN"],
    .manualCommands: [.english: "COMMANDS", .spanish: "COMANDOS"],
    .manualSettings: [.english: "SETTINGS", .spanish: "AJUSTES"],
    .manualFiles: [.english: "FILES", .spanish: "ARCHIVOS"],
    .manualEnvironment: [.english: "ENVIRONMENT", .spanish: "ENTORNO"],
    .manualExitStatus: [.english: "EXIT STATUS", .spanish: "ESTADO DE SALIDA"],
    .manualExamples: [.english: "EXAMPLES", .spanish: "EJEMPLOS"],
    .manualSeeAlso: [.english: "SEE ALSO", .spanish: "VÉASE TAMBIÉN"],
    .manualDefaultCommand: [
      .english: "With no command, {program} runs {command}.",
      .spanish: "Sin comando, {program} ejecuta {command}.",
    ],
    .manualDefaultSubcommand: [
      .english: "With no subcommand: {command}.",
      .spanish: "Sin subcomando: {command}.",
    ],
    .manualValues: [.english: " Values: {values}.", .spanish: " Valores: {values}."],
    .manualDefault: [.english: " Default: {value}.", .spanish: " Predeterminado: {value}."],
    .manualSeeAlsoText: [
      .english: "{program} help <command>; the README and guides that come with the source.",
      .spanish:
        "{program} help <comando>; el README y las guías que acompañan al código fuente.",
    ],
    .manualSettingsIntro: [
      .english:
        "Kept between runs in the settings file (see FILES); shown with 'conjugar settings', changed with 'conjugar settings set KEY VALUE'.",
      .spanish:
        "Se conservan de una ejecución a otra en el archivo de ajustes (véase ARCHIVOS); se muestran con «conjugar settings» y se cambian con «conjugar settings set CLAVE VALOR».",
    ],
    .manualCounter: [
      .english: " Kept by conjugar; listed with 'settings list --all'.",
      .spanish: " Lo lleva conjugar; se muestra con «settings list --all».",
    ],
    .manualSettingsFile: [
      .english:
        "The settings (JSON), unless --settings or CONJUGAR_SETTINGS names another file. Without XDG_CONFIG_HOME: {path}.",
      .spanish:
        "Los ajustes (JSON), salvo que --settings o CONJUGAR_SETTINGS indiquen otro archivo. Sin XDG_CONFIG_HOME: {path}.",
    ],
    .manualHistoryFile: [
      .english:
        "The quiz history (JSON Lines), in the settings file's folder: read by 'conjugar stats' and 'conjugar quiz --review'.",
      .spanish:
        "El historial de ejercicios (JSON Lines), en la carpeta del archivo de ajustes: lo leen «conjugar stats» y «conjugar quiz --review».",
    ],
    .manualReplHistoryFile: [
      .english: "The REPL's line history. Without XDG_STATE_HOME: {path}.",
      .spanish: "El historial de líneas de la sesión interactiva. Sin XDG_STATE_HOME: {path}.",
    ],
    .manualFilesNote: [
      .english:
        "XDG_CONFIG_HOME, XDG_STATE_HOME and HOME count only when they are absolute paths; with none of them, settings are not saved (an error names the cause).",
      .spanish:
        "XDG_CONFIG_HOME, XDG_STATE_HOME y HOME solo cuentan si son rutas absolutas; sin ninguna de ellas, los ajustes no se guardan (un error indica la causa).",
    ],
    .manualEnvSettings: [
      .english: "The settings file, when --settings is not given.",
      .spanish: "El archivo de ajustes, si no se da --settings.",
    ],
    .manualEnvConfigHome: [
      .english: "The folder of conjugar/settings.json (see FILES).",
      .spanish: "La carpeta de conjugar/settings.json (véase ARCHIVOS).",
    ],
    .manualEnvStateHome: [
      .english: "The folder of conjugar/history, the REPL's line history.",
      .spanish: "La carpeta de conjugar/history, el historial de líneas de la sesión interactiva.",
    ],
    .manualEnvHome: [
      .english: "Where the files go when the XDG variables are unset.",
      .spanish: "Dónde van los archivos si las variables XDG no están definidas.",
    ],
    .manualEnvNoColor: [
      .english: "When set and not empty, --color auto prints no colour.",
      .spanish: "Si está definida y no vacía, --color auto no imprime colores.",
    ],
    .manualEnvTerm: [
      .english:
        "Unset, empty or dumb: no colour with --color auto, and no line editor in the REPL.",
      .spanish:
        "Sin definir, vacía o dumb: sin colores con --color auto y sin editor de líneas en la sesión interactiva.",
    ],
    .manualEnvColumns: [
      .english:
        "The width 'conjugar info' wraps to when standard output is not a terminal (else 80).",
      .spanish:
        "El ancho al que se ajusta «conjugar info» cuando la salida estándar no es una terminal (si no, 80).",
    ],
    .manualEnvLocale: [
      .english: "The REPL's character set (UTF-8 is used when they name none).",
      .spanish:
        "El juego de caracteres de la sesión interactiva (UTF-8 si no indican ninguno); LC_ALL, LC_MESSAGES, LANG y LANGUAGE eligen también el idioma (véase el ajuste language).",
    ],
    .manualEnvTimeZone: [
      .english: "The time zone of the local days in 'conjugar stats' streaks and spaced review.",
      .spanish:
        "La zona horaria de los días locales en las rachas de «conjugar stats» y en el repaso espaciado.",
    ],
    .manualEnvEspeak: [
      .english:
        "Where 'conjugar say' finds espeak-ng: CONJUGAR_ESPEAK names the program, else PATH.",
      .spanish:
        "Dónde encuentra espeak-ng «conjugar say»: CONJUGAR_ESPEAK indica el programa; si no, PATH.",
    ],
    .manualSigpipe: [
      .english:
        "When the program reading the output goes away (head), conjugar ends by SIGPIPE, like cat.",
      .spanish:
        "Cuando el programa que lee la salida termina antes (head), conjugar termina por SIGPIPE, como cat.",
    ],
    .manualStatus0: [
      .english: "Success, also when a list or a review has nothing in it.",
      .spanish: "Éxito, también cuando una lista o un repaso no tienen nada.",
    ],
    .manualStatus64: [
      .english: "A usage error: unknown command, option or value; nothing was changed.",
      .spanish: "Un error de uso: comando, opción o valor desconocidos; no se ha cambiado nada.",
    ],
    .manualStatus65: [
      .english:
        "A word is not a verb (verb) or not a form of one (identify), or a class key file is not one, was edited or is of another format (grade).",
      .spanish:
        "Una palabra no es un verbo (verb) ni una forma de un verbo (identify), o un archivo de soluciones de una clase no lo es, se ha modificado o tiene otro formato (grade).",
    ],
    .manualStatus66: [
      .english:
        "A file named on the command line does not exist (quiz --verbs-file, grade's key or answers).",
      .spanish:
        "Un archivo indicado en la línea de órdenes no existe (quiz --verbs-file, las soluciones o las respuestas de grade).",
    ],
    .manualStatus69: [
      .english:
        "A program the command needs is not installed or failed (espeak-ng for say, verb --speak, quiz --speak).",
      .spanish:
        "Un programa que el comando necesita no está instalado o ha fallado (espeak-ng para say, verb --speak, quiz --speak).",
    ],
    .manualStatus71: [
      .english:
        "The system refused what conjugar needed: memory under a limit (ulimit -v or -d; conjugar asks for 65536 KiB), or the command line could not be read.",
      .spanish:
        "El sistema ha negado lo que conjugar necesitaba: memoria por un límite (ulimit -v o -d; conjugar pide 65536 KiB), o no se ha podido leer la línea de órdenes.",
    ],
    .manualStatus73: [
      .english:
        "A file that must be new could not be created: it exists (quiz --key-file, quiz --assignment --output), nothing was written over; or grade --output names the key or an answers file.",
      .spanish:
        "No se ha podido crear un archivo que debe ser nuevo: ya existe (quiz --key-file, quiz --assignment --output), y no se ha sobrescrito nada; o grade --output indica el archivo de soluciones o uno de respuestas.",
    ],
    .manualStatus74: [
      .english:
        "User data could not be read or written (settings, quiz history, say --output), or standard input or output failed.",
      .spanish:
        "No se han podido leer o escribir los datos del usuario (ajustes, historial de ejercicios, say --output), o ha fallado la entrada o la salida estándar.",
    ],
    .manualSettingLine: [
      .english: "{summary}.{counter} Values: {choices}. Default: {value}.",
      .spanish: "{summary}.{counter} Valores: {choices}. Predeterminado: {value}.",
    ],
    .manualSettingVos: [
      .english: "show and ask vos forms (always on for region rioplatense)",
      .spanish: "muestra y pregunta las formas de vos (siempre activado con la región rioplatense)",
    ],
    .manualSettingRegion: [
      .english:
        "the persons quizzes ask for you: tú and ustedes in latin-america, vos and ustedes in rioplatense, tú and vosotros in spain",
      .spanish:
        "las formas de segunda persona que preguntan los ejercicios: tú y ustedes en latin-america, vos y ustedes en rioplatense, tú y vosotros en spain",
    ],
    .manualSettingDifficulty: [
      .english: "quiz difficulty", .spanish: "dificultad de los ejercicios",
    ],
    .manualSettingRetention: [
      .english: "desired retention of spaced review (FSRS): the chance of recall when due",
      .spanish:
        "retención deseada del repaso espaciado (FSRS): la probabilidad de recordar una forma cuando toca repasarla",
    ],
    .manualSettingReviewPrompts: [
      .english: "occasionally invite feedback",
      .spanish: "invita de vez en cuando a dar una opinión",
    ],
    .manualSettingLanguage: [
      .english: "the language conjugar speaks (auto: from LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
      .spanish:
        "el idioma en que habla conjugar (auto: según LC_ALL, LC_MESSAGES, LANG, LANGUAGE)",
    ],
    .manualSettingPromptActionCount: [
      .english: "actions counted towards the next feedback invitation",
      .spanish: "acciones contadas hasta la próxima invitación a dar una opinión",
    ],
    .manualSettingLastReviewPromptDate: [
      .english: "when feedback was last invited (ISO 8601)",
      .spanish: "cuándo se invitó por última vez a dar una opinión (ISO 8601)",
    ],
    .manualChoicesRetention: [
      .english: "a number from {low} to {high}",
      .spanish: "un número de {low} a {high}",
    ],
    .manualChoicesCount: [
      .english: "a whole number from 0 to {high}",
      .spanish: "un número entero de 0 a {high}",
    ],
    .manualChoicesDate: [
      .english: "a date such as 2026-01-31 or 2026-01-31T12:00:00Z",
      .spanish: "una fecha como 2026-01-31 o 2026-01-31T12:00:00Z",
    ],
  ]
}
