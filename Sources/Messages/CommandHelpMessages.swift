/// The detailed help of every command but `verb` and `quiz` (VerbHelpMessages,
/// QuizHelpMessages): discussions, arguments, options and their value names. Values a person
/// types (text, json, on, off…) and file names stay as they are typed in both languages.
extension Catalogue {
  static let commandHelp: [MessageKey: [Language: String]] =
    verbsAndIdentify.merging(checkAndInfo) { first, _ in first }
    .merging(gradeStatsAndDue) { first, _ in first }
    .merging(settingsSayAndRepl) { first, _ in first }

  private static let verbsAndIdentify: [MessageKey: [Language: String]] = [
    .helpVerbsDiscussion: [
      .english: """
      A search lists the best matches first: the infinitive itself, a whole sense of the gloss \
      (to be: ser, estar, haber), an infinitive or a sense that starts with the text, then one \
      that contains it; within each, the most used verbs first. As text it shows the first \
      {screenful} and counts the others on standard error; --all or --top shows \
      more, and JSON has every match.
      Exit status: 0 (also when nothing matches, with a note on standard error), 64 for a usage \
      error.
      """,
      .spanish: """
      Una búsqueda muestra primero las mejores coincidencias: el propio infinitivo, una \
      acepción entera de la traducción inglesa (to be: ser, estar, haber), un infinitivo o una \
      acepción que empiezan por el texto y, después, los que lo contienen; dentro de cada \
      grupo, primero los verbos más usados. Como texto muestra los {screenful} primeros y \
      cuenta los demás en la salida de error; --all o --top muestran más, y el JSON tiene \
      todas las coincidencias.
      Estado de salida: 0 (también si nada coincide, con una nota en la salida de error), 64 \
      si hay un error de uso.
      """,
    ],
    .helpVerbsIrregular: [
      .english: "Only verbs with irregular forms (stem changes, irregular stems).",
      .spanish:
        "Solo los verbos con formas irregulares (cambios vocálicos en la raíz, raíces irregulares).",
    ],
    .helpVerbsRegular: [
      .english: "Only regular verbs (including spelling-only changes such as busqué).",
      .spanish:
        "Solo los verbos regulares (incluidos los que solo cambian la ortografía, como busqué).",
    ],
    .helpModelOption: [
      .english:
        "Only verbs conjugated like this model, or like the verb given (mantener: like tener).",
      .spanish:
        "Solo los verbos que se conjugan como este modelo, o como el verbo dado (mantener: como tener).",
    ],
    .helpVerbsSearch: [
      .english:
        "Only verbs whose infinitive contains this text or whose English gloss has it as whole words; best matches first, then the most used.",
      .spanish:
        "Solo los verbos cuyo infinitivo contiene este texto o cuya traducción inglesa lo tiene como palabras enteras; primero las mejores coincidencias y luego los más usados.",
    ],
    .helpVerbsAll: [
      .english: "With --search, every match (as text, a search shows its best {screenful}).",
      .spanish:
        "Con --search, todas las coincidencias (como texto, una búsqueda muestra las {screenful} mejores).",
    ],
    .helpVerbsTop: [
      .english: "Only the N most used verbs (after the other filters), most used first.",
      .spanish:
        "Solo los N verbos más usados (tras los demás filtros), empezando por los más usados.",
    ],
    .helpIdentifyDiscussion: [
      .english: """
      The words form one phrase: 'no' and object pronouns may come before the verb, pronouns may \
      be attached (dímelo), haber may come before a participle. Readings that need other accents \
      are listed apart (hablo → habló). Periphrases are read too: estar + gerund in any tense \
      (estoy comiendo, he estado comiendo), ir a, acabar de, haber de, tener que, deber (de) and \
      volver a + infinitive (voy a comer).
      Exit status: 0 when the form has a reading, 64 for a usage error, 65 when it has none (with \
      --format json the object is still printed, its lists empty).
      """,
      .spanish: """
      Las palabras forman una sola expresión: «no» y los pronombres átonos pueden ir delante \
      del verbo, los pronombres pueden ir unidos a él (dímelo) y haber puede preceder a un \
      participio. Las lecturas que exigen otras tildes se dan aparte (hablo → habló). También \
      se reconocen las perífrasis: estar + gerundio en cualquier tiempo (estoy comiendo, he \
      estado comiendo), ir a, acabar de, haber de, tener que, deber (de) y volver a + \
      infinitivo (voy a comer).
      Estado de salida: 0 si la forma tiene alguna lectura, 64 si hay un error de uso, 65 si \
      no tiene ninguna (con --format json el objeto se imprime igualmente, con las listas \
      vacías).
      """,
    ],
    .helpIdentifyWords: [
      .english: "A conjugated form, e.g. fui, tuvieron, habíamos dicho.",
      .spanish: "Una forma conjugada; por ejemplo, fui, tuvieron, habíamos dicho.",
    ],
    .valueWords: [.english: "words", .spanish: "palabras"],
  ]

  private static let checkAndInfo: [MessageKey: [Language: String]] = [
    .helpCheckDiscussion: [
      .english: """
      Prints the verdict (right, accent or wrong), the expected and accepted forms, and each \
      diagnosis with the rule it breaks: accent, other-form, other-verb, regularized, \
      overapplied, spelling, nonstandard, ending, typo. Several words (haya hablado) are one \
      answer.

      Exit status: 0 for any verdict (a wrong answer is still an answer), 64 for a usage error \
      (unknown tense or person, a person the tense lacks, an empty, too long or unprintable \
      answer), 65 for an unknown verb or an answer that is not valid UTF-8.
      """,
      .spanish: """
      Muestra la calificación (bien, tilde o mal), las formas esperadas y aceptadas, y cada \
      diagnóstico con la regla que incumple: accent, other-form, other-verb, regularized, \
      overapplied, spelling, nonstandard, ending, typo. Varias palabras (haya hablado) forman \
      una sola respuesta.

      Estado de salida: 0 con cualquier calificación (una respuesta errónea sigue siendo una \
      respuesta), 64 si hay un error de uso (tiempo o persona desconocidos, una persona que el \
      tiempo no tiene, una respuesta vacía, demasiado larga o con caracteres no imprimibles), \
      65 si el verbo es desconocido o la respuesta no es UTF-8 válido.
      """,
    ],
    .helpCheckAnswer: [
      .english: "The answer to check, e.g. tuvistes.",
      .spanish: "La respuesta que se va a corregir; por ejemplo, tuvistes.",
    ],
    .helpCheckVerb: [
      .english: "The verb asked, e.g. tener.",
      .spanish: "El verbo preguntado; por ejemplo, tener.",
    ],
    .helpCheckTense: [
      .english:
        "The tense asked, by any name (preterite, pretérito indefinido…), or gerundio/participio.",
      .spanish:
        "El tiempo preguntado, con cualquiera de sus nombres (pretérito perfecto simple, pretérito indefinido, preterite…), o gerundio/participio.",
    ],
    .helpCheckPerson: [
      .english: "The person asked: yo, tú, vos, él (usted), nosotros, vosotros, ellos (ustedes).",
      .spanish:
        "La persona preguntada: yo, tú, vos, él (usted), nosotros, vosotros, ellos (ustedes).",
    ],
    .helpCheckVos: [
      .english: "Name vos forms among what a wrong answer can be, as a quiz with vos on.",
      .spanish:
        "Cuenta las formas de vos entre lo que puede ser una respuesta errónea, como un ejercicio con vos activado.",
    ],
    .valueAnswer: [.english: "answer", .spanish: "respuesta"],
    .valuePerson: [.english: "person", .spanish: "persona"],
    .valueVerb: [.english: "verb", .spanish: "verbo"],
    .valueModel: [.english: "model", .spanish: "modelo"],
    .valueText: [.english: "search", .spanish: "texto"],
    .helpInfoDiscussion: [
      .english: """
      Without a tense, lists every tense with a one-line summary; a mood (indicativo, subjuntivo, \
      imperativo) lists the tenses of that mood. The tenses by mood:

      {moods}

      Each tense answers to other names too: RAE's and Bello's (copretérito), English (past \
      perfect), without accents or with hyphens (presente-de-subjuntivo).

      Text wraps to the terminal's \
      width (else the COLUMNS environment variable, else 80 columns). 'conjugar info --all' \
      prints the guide for every tense. On a terminal, a guide longer than the screen goes \
      through $PAGER (default: less -FRX); --no-pager prints it directly.

      Exit status: 0 on success, 64 for a usage error (an unknown tense).
      """,
      .spanish: """
      Sin un tiempo, enumera todos los tiempos con un resumen de una línea; un modo \
      (indicativo, subjuntivo, imperativo) enumera los tiempos de ese modo. Los tiempos por \
      modo:

      {moods}

      Cada tiempo responde también a otros nombres: los de la RAE y los de Bello \
      (copretérito), el inglés (past perfect), sin tildes o con guiones \
      (presente-de-subjuntivo).

      El texto se ajusta al ancho de la terminal (si no, a la variable de entorno COLUMNS; si \
      no, a 80 columnas). «conjugar info --all» imprime la guía de todos los tiempos. En una \
      terminal, una guía más larga que la pantalla pasa por $PAGER (predeterminado: \
      less -FRX); --no-pager la imprime directamente.

      Estado de salida: 0 si todo va bien, 64 si hay un error de uso (un tiempo desconocido).
      """,
    ],
    .helpInfoTense: [
      .english:
        "A tense by any name (pretérito, \"presente de subjuntivo\", past-perfect…) or a mood (indicativo, subjuntivo, imperativo).",
      .spanish:
        "Un tiempo con cualquiera de sus nombres (pretérito, \"presente de subjuntivo\", past-perfect…) o un modo (indicativo, subjuntivo, imperativo).",
    ],
    .helpInfoAll: [
      .english: "Print every tense in full.",
      .spanish: "Imprime completos todos los tiempos.",
    ],
    .helpInfoColor: [
      .english:
        "Colour headings and verb forms: auto (a terminal without NO_COLOR, TERM not dumb), always, never.",
      .spanish:
        "Colorea los encabezados y las formas verbales: auto (en una terminal, sin NO_COLOR y con TERM distinto de dumb), always, never.",
    ],
    .helpInfoNoPager: [
      .english:
        "Print a long guide directly instead of through $PAGER (default: less -FRX), which is used only on a terminal.",
      .spanish:
        "Imprime directamente una guía larga, sin pasar por $PAGER (predeterminado: less -FRX), que solo se usa en una terminal.",
    ],
  ]

  private static let gradeStatsAndDue: [MessageKey: [Language: String]] = [
    .helpGradeDiscussion: [
      .english: """
      KEYFILE is the key `quiz --worksheet --versions N --class NAME` wrote. Each ANSWERS file \
      is one student's: a name line (or 'name: Ana García'), 'version: CODE' with the code on \
      the sheet (needed when the key has several versions), then numbered answers ('1. tuve', \
      '1 tuve', '1) tuve'), blank or '-' for none; a file without a single number is read in \
      order. A .csv file (or one whose first line starts 'name,') holds a class: a header \
      'name,version,1,2,…' and a row per student. Files in UTF-8, UTF-16 with a byte order mark \
      or Windows-1252 are read (the report notes which). Answers are marked as the quiz marks \
      them, with the key's accents policy; problems in an answers file (missing or extra lines, \
      an unknown code, another encoding, over 1 MiB) are named in the report and the rest is \
      graded; an empty file is named and left out of the class's figures. Nothing is written to \
      a file unless --output names it.

      Exit status: 0 when every file was graded, 64 for a usage error, 65 when the key file is \
      not one, was edited or is of another format (nothing graded), 66 when a file does not \
      exist, 74 when a file cannot be read or the report cannot be written (the other answers \
      are still graded).
      """,
      .spanish: """
      SOLUCIONES es el archivo que escribió «quiz --worksheet --versions N --class NOMBRE». \
      Cada archivo de RESPUESTAS es de un alumno: una línea con el nombre (o «name: Ana \
      García»), «version: CÓDIGO» con el código de la hoja (necesario cuando las soluciones \
      tienen varias versiones) y después las respuestas numeradas («1. tuve», «1 tuve», \
      «1) tuve»), en blanco o «-» si no hay respuesta; un archivo sin ningún número se lee en \
      orden. Un archivo .csv (o uno cuya primera línea empieza por «name,») contiene una \
      clase: una cabecera «name,version,1,2,…» y una fila por alumno. Se leen archivos en \
      UTF-8, en UTF-16 con marca de orden de bytes o en Windows-1252 (el informe indica \
      cuál). Las respuestas se corrigen como en quiz, con el criterio de tildes de las \
      soluciones; los problemas de un archivo de respuestas (líneas que faltan o sobran, un \
      código desconocido, otra codificación, más de 1 MiB) se indican en el informe y se \
      corrige el resto; un archivo vacío se indica y no cuenta en las cifras de la clase. No \
      se escribe nada en un archivo salvo que --output lo indique.

      Estado de salida: 0 si se han corregido todos los archivos, 64 si hay un error de uso, \
      65 si el archivo de soluciones no lo es, se ha modificado o tiene otro formato (no se \
      corrige nada), 66 si un archivo no existe, 74 si no se puede leer un archivo o escribir \
      el informe (las demás respuestas se corrigen igualmente).
      """,
    ],
    .helpGradeKey: [
      .english: "The class's key file.",
      .spanish: "El archivo de soluciones de la clase.",
    ],
    .helpGradeAnswers: [
      .english: "Answers files: one per student, or a CSV of the class.",
      .spanish: "Archivos de respuestas: uno por alumno, o un CSV de la clase.",
    ],
    .helpGradeFormat: [
      .english: "Output format: text, json, csv (a gradebook row per student) or html.",
      .spanish:
        "Formato de salida: text, json, csv (una fila del cuaderno de notas por alumno) o html.",
    ],
    .helpGradeOutput: [
      .english: "Write the report to this file (replacing it).",
      .spanish: "Escribe el informe en este archivo (y lo reemplaza).",
    ],
    .helpGradePaper: [
      .english: "With --format html: the page size (default: the key's, else a4).",
      .spanish:
        "Con --format html: el tamaño de página (predeterminado: el de las soluciones, o a4).",
    ],
    .helpGradePerStudent: [
      .english:
        "With --format html: one page per student to hand back (score, each wrong answer, the right form, why).",
      .spanish:
        "Con --format html: una página por alumno para devolverla (nota, cada respuesta incorrecta, la forma correcta y por qué).",
    ],
    .valueFile: [.english: "file", .spanish: "archivo"],
    .valueKeyFile: [.english: "key", .spanish: "soluciones"],
    .valueAnswerFiles: [.english: "answers", .spanish: "respuestas"],
    .helpStatsDiscussion: [
      .english: """
      Reads history.jsonl beside the settings file: quizzes taken, accuracy per tense and per \
      verb family (bar charts), the weakest items, the streak of days with a quiz (in local \
      time) and how many items are due for 'conjugar quiz --review'. Unreadable lines are \
      skipped.

      With --items: every item answered (verb, tense, person and drill) with its spaced-review \
      state (FSRS-6): reviews, lapses, stability, difficulty, last answer, due day and the \
      chance of recall now, most overdue first.

      On a terminal, text wraps to its width and bars shrink to fit it (a table too wide for \
      it becomes a block an item); into a pipe the report is the same at any size unless the \
      COLUMNS environment variable is set.

      Exit status: 0 (also with no history), 64 for a usage error, 71 when it runs out of \
      memory under a limit, 74 when the history exists but cannot be read.
      """,
      .spanish: """
      Lee history.jsonl, junto al archivo de ajustes: los ejercicios hechos, el porcentaje de \
      aciertos por tiempo y por familia de verbos (gráficos de barras), los puntos más \
      débiles, la racha de días con algún ejercicio (en hora local) y cuántas formas toca \
      repasar con «conjugar quiz --review». Las líneas ilegibles se omiten.

      Con --items: cada forma respondida (verbo, tiempo, persona y ejercicio) con su estado \
      de repaso espaciado (FSRS-6): repasos, olvidos, estabilidad, dificultad, última \
      respuesta, día en que toca repasarla y probabilidad de recordarla ahora, primero las \
      más atrasadas.

      En una terminal, el texto se ajusta a su ancho y las barras se acortan para caber (una \
      tabla demasiado ancha se convierte en un bloque por forma); en una tubería el informe \
      es el mismo con cualquier tamaño, salvo que esté definida la variable de entorno \
      COLUMNS.

      Estado de salida: 0 (también sin historial), 64 si hay un error de uso, 71 si se queda \
      sin memoria por un límite, 74 si el historial existe pero no se puede leer.
      """,
    ],
    .helpStatsItems: [
      .english: "List every item's spaced-review state instead of the summary.",
      .spanish: "Enumera el estado de repaso espaciado de cada forma en lugar del resumen.",
    ],
    .helpDueDiscussion: [
      .english: """
      Prints one line such as "3 items due today · streak 5 days", or with --format json \
      {"due":3,"nextDue":"2025-03-14T23:00:00Z","streak":5} (nextDue: when the next item falls \
      due, null when none will). Made for shell prompts and status lines: it reads the first \
      line of history.summary.json, a cache beside the history that is checked against the \
      history and rebuilt from it when it does not match.

      Exit status: 0 (also with no history), 64 for a usage error, 71 when it runs out of \
      memory under a limit, 74 when the history exists but cannot be read.
      """,
      .spanish: """
      Imprime una línea como «3 formas para repasar hoy · racha de 5 días» o, con --format \
      json, {"due":3,"nextDue":"2025-03-14T23:00:00Z","streak":5} (nextDue: cuándo tocará \
      repasar la siguiente forma; null si no tocará ninguna). Pensado para el indicador del \
      shell y las líneas de estado: lee la primera línea de history.summary.json, una caché \
      junto al historial que se comprueba con este y se reconstruye a partir de él si no \
      coinciden.

      Estado de salida: 0 (también sin historial), 64 si hay un error de uso, 71 si se queda \
      sin memoria por un límite, 74 si el historial existe pero no se puede leer.
      """,
    ],
  ]

  private static let settingsSayAndRepl: [MessageKey: [Language: String]] = [
    .helpSettingsDiscussion: [
      .english: """
      Keys: vos (on/off), region (latin-america/rioplatense/spain), difficulty (easy/moderate/difficult), \
      reviewPrompts (on/off); the counters promptActionCount and lastReviewPromptDate are listed \
      with 'settings list --all'.
      Exit status: 0 on success, 64 for an unknown key or value (the file is left untouched), \
      74 when the settings cannot be saved.
      """,
      .spanish: """
      Claves: vos (on/off), region (latin-america/rioplatense/spain), difficulty \
      (easy/moderate/difficult), reviewPrompts (on/off); los contadores promptActionCount y \
      lastReviewPromptDate se muestran con «settings list --all».
      Estado de salida: 0 si todo va bien, 64 si la clave o el valor son desconocidos (el \
      archivo no se toca), 74 si no se pueden guardar los ajustes.
      """,
    ],
    .helpSettingsListAbstract: [
      .english: "List your settings with their values and defaults (--all: the counters too).",
      .spanish:
        "Enumera sus ajustes con sus valores y los predeterminados (--all: también los contadores).",
    ],
    .helpSettingsListAll: [
      .english:
        "Also the counters conjugar keeps for itself (promptActionCount, lastReviewPromptDate).",
      .spanish:
        "También los contadores que conjugar lleva para sí (promptActionCount, lastReviewPromptDate).",
    ],
    .helpSettingsGetAbstract: [
      .english: "Print one setting's value.",
      .spanish: "Imprime el valor de un ajuste.",
    ],
    .helpSettingKey: [.english: "The setting's key.", .spanish: "La clave del ajuste."],
    .helpSettingsSetAbstract: [
      .english: "Change a setting (booleans: on/off, true/false, yes/no).",
      .spanish: "Cambia un ajuste (los de sí o no: on/off, true/false, yes/no).",
    ],
    .helpSettingsSetUsage: [
      .english: "conjugar settings set <key> <value> [--settings <path>]",
      .spanish: "conjugar settings set <clave> <valor> [--settings <ruta>]",
    ],
    .helpSettingValue: [.english: "The new value.", .spanish: "El nuevo valor."],
    .helpSettingsResetAbstract: [
      .english: "Put one setting, or all of them, back to the default.",
      .spanish: "Devuelve un ajuste, o todos, a su valor predeterminado.",
    ],
    .helpSettingsResetKey: [
      .english: "The setting's key (default: every setting).",
      .spanish: "La clave del ajuste (predeterminado: todos los ajustes).",
    ],
    .valueKey: [.english: "key", .spanish: "clave"],
    .valueValue: [.english: "value", .spanish: "valor"],
    .helpSayDiscussion: [
      .english: """
      The words are said as one phrase, as written: any text, not only verb forms. The voice \
      follows the region setting (es for spain, es-419 for latin-america and rioplatense) \
      unless --region is given. Needs espeak-ng (Debian package espeak-ng) on the PATH, or the \
      program named by the CONJUGAR_ESPEAK environment variable.

      Exit status: 0 on success, 64 for a usage error (no text, a control character, over 500 \
      characters), 69 when espeak-ng is missing or fails, 74 when the WAV file cannot be written.
      """,
      .spanish: """
      Las palabras se dicen como una sola expresión, tal como están escritas: cualquier \
      texto, no solo formas verbales. La voz sigue el ajuste region (es para spain, es-419 \
      para latin-america y rioplatense), salvo que se indique --region. Necesita espeak-ng \
      (paquete espeak-ng de Debian) en el PATH, o el programa que indique la variable de \
      entorno CONJUGAR_ESPEAK.

      Estado de salida: 0 si todo va bien, 64 si hay un error de uso (sin texto, con un \
      carácter de control, con más de 500 caracteres), 69 si falta espeak-ng o falla, 74 si \
      no se puede escribir el archivo WAV.
      """,
    ],
    .helpSayWords: [
      .english: "A form or phrase to say, e.g. 'tuve' or 'que tengas suerte'.",
      .spanish: "Una forma o una frase para decir; por ejemplo, «tuve» o «que tengas suerte».",
    ],
    .helpSayOutput: [
      .english: "Write the audio to this WAV file instead of playing it.",
      .spanish: "Escribe el audio en este archivo WAV en lugar de reproducirlo.",
    ],
    .helpSayRegion: [
      .english: "The accent (default: the region setting).",
      .spanish: "El acento (predeterminado: el ajuste region).",
    ],
    .valueRegion: [.english: "region", .spanish: "región"],
    .valueFormat: [.english: "format", .spanish: "formato"],
    .helpReplDiscussion: [
      .english: """
      On a terminal: line editing, history (saved in $XDG_STATE_HOME/conjugar/history, else \
      ~/.local/state/conjugar/history) and tab completion. Otherwise lines are read from \
      standard input without a prompt. Ctrl-C abandons the line; Ctrl-Z suspends; Ctrl-D on an \
      empty line, quit or exit leave; clear clears the screen. Quiz answers are not saved in \
      the history.

      A word alone is understood too: an infinitive shows its table (hablar, as verb hablar), \
      a conjugated form is identified (tuve, as identify tuve), and anything else gets the \
      nearest command or verb (did you mean 'verb'?). A command's name always means the \
      command. The first word completes to a command, else to a verb.

      Exit status: 0.
      """,
      .spanish: """
      En una terminal: edición de la línea, historial (guardado en \
      $XDG_STATE_HOME/conjugar/history; si no, en ~/.local/state/conjugar/history) y \
      compleción con el tabulador. En los demás casos, las líneas se leen de la entrada \
      estándar sin indicador. Ctrl-C descarta la línea; Ctrl-Z suspende la sesión; Ctrl-D en \
      una línea vacía, quit o exit salen; clear borra la pantalla. Las respuestas de los \
      ejercicios no se guardan en el historial.

      También se entiende una palabra sola: un infinitivo muestra su tabla (hablar, como verb \
      hablar), una forma conjugada se identifica (tuve, como identify tuve) y cualquier otra \
      cosa recibe el comando o el verbo más parecido (¿quiso decir «verb»?). El nombre de un \
      comando siempre designa el comando. La primera palabra se completa con un comando y, si \
      no, con un verbo.

      Estado de salida: 0.
      """,
    ],
  ]
}
