/// `verb`'s help, and the option groups shared by many commands.
extension Catalogue {
  static let verbHelp: [MessageKey: [Language: String]] = [
    .helpVerbDiscussion: [
      .english: """
      Irregular letters are highlighted in colour. Pronominal verbs end in -se (levantarse). A \
      verb not in the list is conjugated by inference from its ending and marked as such, \
      unless it is one letter (or an accent) away from a listed verb: that is taken for a typo \
      and refused with the listed verbs (comir: did you mean comer?); --infer conjugates it \
      anyway. In a list of verbs each word that is no verb gets its error line, the others are \
      printed, and the status is 65 at the end. \
      --english adds each form's English (tuve — I had); --speak reads the forms aloud \
      (espeak-ng). For many verbs, --all conjugates the whole list and '-' reads infinitives \
      from standard input, one a line: faster than thousands of arguments, same output.

      Exit status: 0 on success, 64 for a usage error, 65 when a word is not a verb, 69 when \
      --speak cannot use espeak-ng, 71 when --all or - runs out of memory under a limit.
      """,
      .spanish: """
      Las letras irregulares se resaltan en color. Los verbos pronominales terminan en -se \
      (levantarse). Un verbo que no está en la lista se conjuga por deducción a partir de su \
      terminación y se indica así, salvo que esté a una letra (o a una tilde) de un verbo de \
      la lista: entonces se toma por una errata y se rechaza con los verbos de la lista \
      (comir: ¿quiso decir comer?); --infer lo conjuga de todos modos. En una lista de verbos, \
      cada palabra que no es un verbo recibe su línea de error, los demás se muestran y el \
      estado de salida es 65 al final. --english añade el inglés de cada forma \
      (tuve — I had); --speak lee las formas en voz alta (espeak-ng). Para muchos verbos, \
      --all conjuga la lista entera y «-» lee infinitivos de la entrada estándar, uno por \
      línea: más rápido que miles de argumentos, con la misma salida.

      Estado de salida: 0 si todo va bien, 64 si hay un error de uso, 65 si una palabra no es \
      un verbo, 69 si --speak no puede usar espeak-ng, 71 si --all o - se quedan sin memoria \
      por un límite.
      """,
    ],
    .helpVerbInfinitives: [
      .english:
        "Infinitives to conjugate, e.g. hablar tener levantarse; '-' reads them from standard input, one a line.",
      .spanish:
        "Infinitivos que se van a conjugar; por ejemplo, hablar tener levantarse; «-» los lee de la entrada estándar, uno por línea.",
    ],
    .helpVerbAll: [
      .english: "Conjugate every verb of the list, in the order 'conjugar verbs' lists them.",
      .spanish: "Conjuga todos los verbos de la lista, en el orden en que los da «conjugar verbs».",
    ],
    .helpVerbTense: [
      .english:
        "Show only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…), or a mood (indicativo, subjuntivo, imperativo: all its tenses); repeatable or comma-separated.",
      .spanish:
        "Muestra solo estos tiempos, con cualquiera de sus nombres (pretérito perfecto simple, pretérito indefinido, copretérito, preterite…), o un modo (indicativo, subjuntivo, imperativo: todos sus tiempos); se puede repetir o separar con comas.",
    ],
    .helpVerbVos: [
      .english: "Show or hide the vos row (default: the vos setting, off).",
      .spanish: "Muestra u oculta la fila de vos (predeterminado: el ajuste vos, desactivado).",
    ],
    .helpVerbEnglish: [
      .english: "Show the English of every form (tuve — I had), from the verb's gloss.",
      .spanish:
        "Muestra el inglés de cada forma (tuve — I had), a partir de la traducción del verbo.",
    ],
    .helpVerbExamples: [
      .english:
        "After each table, example sentences from the sentence bank (at most {limit}; every one of the tenses given with --tense).",
      .spanish:
        "Tras cada tabla, oraciones de ejemplo del banco de oraciones (como máximo, {limit}; todas las de los tiempos indicados con --tense).",
    ],
    .helpVerbSpeak: [
      .english:
        "Read the forms shown aloud (espeak-ng, in the region's accent; see 'conjugar say').",
      .spanish:
        "Lee en voz alta las formas mostradas (espeak-ng, con el acento de la región; véase «conjugar say»).",
    ],
    .helpVerbLayout: [
      .english:
        "Table layout: auto (tenses side by side on a terminal of 100 columns or more, one column elsewhere), grid (fit the width even into a pipe: the terminal's, else COLUMNS, else 80), list (one column).",
      .spanish:
        "Disposición de la tabla: auto (tiempos en paralelo en una terminal de 100 columnas o más; una sola columna en los demás casos), grid (ajustada al ancho incluso en una tubería: el de la terminal, si no COLUMNS, si no 80), list (una columna).",
    ],
    .helpVerbNoPager: [
      .english:
        "Print long tables directly instead of through $PAGER (default: less -FRX), which is used only on a terminal.",
      .spanish:
        "Muestra las tablas largas directamente, sin pasar por $PAGER (predeterminado: less -FRX), que solo se usa en una terminal.",
    ],
    .helpVerbInfer: [
      .english:
        "Conjugate a word that is not in the list by inference even when it looks like a typo of a listed verb (comir, one letter from comer).",
      .spanish:
        "Conjuga por deducción una palabra que no está en la lista aunque parezca una errata de un verbo de la lista (comir, a una letra de comer).",
    ],
    .helpFormat: [.english: "Output format.", .spanish: "Formato de salida."],
    .helpColor: [
      .english:
        "Colour irregular letters: auto (a terminal, TERM not dumb, NO_COLOR unset), always, never.",
      .spanish:
        "Colorea las letras irregulares: auto (en una terminal, con TERM distinto de dumb y NO_COLOR sin definir), always, never.",
    ],
    .helpSettingsFile: [
      .english:
        "Settings file (default: $CONJUGAR_SETTINGS, else $XDG_CONFIG_HOME/conjugar/settings.json, else ~/.config/conjugar/settings.json).",
      .spanish:
        "Archivo de ajustes (predeterminado: $CONJUGAR_SETTINGS, si no $XDG_CONFIG_HOME/conjugar/settings.json, si no ~/.config/conjugar/settings.json).",
    ],
    .helpLanguage: [
      .english:
        "Language of messages and help: en or es (default: the language setting, else LC_ALL, LC_MESSAGES, LANG, LANGUAGE).",
      .spanish:
        "Idioma de los mensajes y de la ayuda: en o es (predeterminado: el ajuste language, si no LC_ALL, LC_MESSAGES, LANG, LANGUAGE).",
    ],
    .valueInfinitives: [.english: "infinitives", .spanish: "infinitivos"],
    .valueTense: [.english: "tense", .spanish: "tiempo"],
    .valuePath: [.english: "path", .spanish: "ruta"],
    .valueLanguage: [.english: "language", .spanish: "idioma"],
  ]
}
