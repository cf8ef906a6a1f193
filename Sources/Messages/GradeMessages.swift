/// Class mode: `grade`'s report (text, HTML, the CSV gradebook's header), the problems it finds
/// in answers files, the key file's errors, and `quiz --assignment` and `--class`'s own lines.
/// A student is "alumno" (the generic masculine, as schools write it), a question "pregunta"
/// (so "correctas", "en blanco"); a percentage takes a space before "%", as the RAE writes it.
/// The drill and accents policy are named in words in Spanish; in English they stay the option
/// values the report has always shown.
extension Catalogue {
  static let grading: [MessageKey: [Language: String]] = [
    // The report's lines.
    .gradeClassLine: [
      .english: "Class {className} · {students} · {versions} · {drill} · {accents}",
      .spanish: "Clase {className} · {students} · {versions} · {drill} · {accents}",
    ],
    // An answers file's name, as it is.
    .gradeFile: [.english: "{file}", .spanish: "{file}"],
    .gradeClassTitle: [.english: "Class {className}", .spanish: "Clase {className}"],
    .gradeStudentsOne: [.english: "{count} student", .spanish: "{count} alumno"],
    .gradeStudentsMany: [.english: "{count} students", .spanish: "{count} alumnos"],
    .gradeVersionsOne: [.english: "{count} version", .spanish: "{count} versión"],
    .gradeVersionsMany: [.english: "{count} versions", .spanish: "{count} versiones"],
    .gradeAnswersOne: [.english: "{count} answer", .spanish: "{count} respuesta"],
    .gradeAnswersMany: [.english: "{count} answers", .spanish: "{count} respuestas"],
    .gradeDrillConjugate: [.english: "conjugate", .spanish: "conjugación"],
    .gradeDrillRecognize: [.english: "recognize", .spanish: "reconocimiento"],
    .gradeDrillTranslate: [.english: "translate", .spanish: "traducción"],
    .gradeDrillContext: [.english: "context", .spanish: "en contexto"],
    .gradeDrillRecognizeSentences: [
      .english: "recognize-sentences", .spanish: "reconocimiento en oraciones",
    ],
    .gradeAccentsStrict: [.english: "accents strict", .spanish: "tildes estrictas"],
    .gradeAccentsHalf: [.english: "accents half", .spanish: "tildes a medio punto"],
    .gradeAccentsIgnore: [.english: "accents ignore", .spanish: "tildes no evaluadas"],
    .gradeNoName: [.english: "(no name)", .spanish: "(sin nombre)"],
    .gradeVersionCode: [.english: " · version {code}", .spanish: " · versión {code}"],
    .gradePoints: [
      .english: "{points}/{maximum} points · {percent}%",
      .spanish: "{points}/{maximum} puntos · {percent} %",
    ],
    // A no-break space keeps "50 %" and "en blanco" whole where a line is wrapped (the
    // wrapping writes it back as a space) and on the HTML page.
    .gradePercent: [.english: "{percent}%", .spanish: "{percent}\u{A0}%"],
    .gradeBlankGiven: [.english: "blank → {answer}", .spanish: "en\u{A0}blanco → {answer}"],
    .gradeAccentsHalfMarks: [
      .english: "{given} → {answer} (accents, half marks)",
      .spanish: "{given} → {answer} (tildes, medio punto)",
    ],
    .gradeSuccessHeading: [.english: "Success per question", .spanish: "Aciertos por pregunta"],
    .gradeMistakesLine: [
      .english: "Most common mistakes: {kinds}", .spanish: "Errores más frecuentes: {kinds}",
    ],
    .gradeMistakesHeading: [.english: "Most common mistakes", .spanish: "Errores más frecuentes"],
    .gradeNone: [.english: "none", .spanish: "ninguno"],
    .gradeKindBlank: [.english: "blank", .spanish: "en blanco"],
    .gradeKindWrong: [.english: "wrong", .spanish: "otro error"],
    .gradeReteachNothing: [
      .english: "To reteach: nothing under {percent}%",
      .spanish: "Para reforzar: nada por debajo del {percent} %",
    ],
    .gradeReteachUnder: [
      .english: "To reteach (under {percent}%):",
      .spanish: "Para reforzar (por debajo del {percent} %):",
    ],
    .gradeReteachHeading: [.english: "To reteach", .spanish: "Para reforzar"],
    .gradeReteachItem: [
      .english: "{label}: {percent}% of {answers}", .spanish: "{label}: {percent} % de {answers}",
    ],
    .gradeScoresHeading: [.english: "Scores", .spanish: "Notas"],
    .gradeNameColumn: [.english: "Name", .spanish: "Nombre"],
    .gradeVersionColumn: [.english: "Version", .spanish: "Versión"],
    .gradePointsColumn: [.english: "Points", .spanish: "Puntos"],
    // The gradebook's header row: the columns' names, in the order of the data.
    .gradeCSVHeader: [
      .english: "name,file,version,points,maximum,percent,right,blank,problems,notes",
      .spanish:
        "nombre,archivo,versión,puntos,máximo,porcentaje,correctas,en blanco,problemas,notas",
    ],
    // Problems found in an answers file: the student's, reported with their score.
    .gradeOverLimit: [
      .english: "the file is over 1 MiB; only its first 1 MiB was read",
      .spanish: "el archivo supera 1 MiB; solo se ha leído su primer MiB",
    ],
    .gradeUnknownEncoding: [
      .english:
        "the file is not UTF-8, UTF-16 with a byte order mark or Windows-1252; what could not be read shows as �",
      .spanish:
        "el archivo no está en UTF-8, en UTF-16 con marca de orden de bytes ni en Windows-1252; lo que no se ha podido leer aparece como �",
    ],
    // Notes on an answers file: what the teacher should know, no problem.
    .gradeReadAs: [.english: "read as {encoding}", .spanish: "leído como {encoding}"],
    .gradeReadInOrder: [
      .english: "no numbered answers; read in order as questions 1, 2, 3…",
      .spanish: "sin respuestas numeradas; se leen en orden como preguntas 1, 2, 3…",
    ],
    .gradeEmptyFile: [
      .english: "the file is empty; not graded, left out of the class's figures",
      .spanish: "el archivo está vacío; no se califica ni cuenta en las cifras de la clase",
    ],
    .gradeEmptyFiles: [
      .english: "Empty files, not graded: {files}",
      .spanish: "Archivos vacíos, sin calificar: {files}",
    ],
    // The HTML report's columns and a student's page to hand back (`--per-student`).
    .gradeFileColumn: [.english: "File", .spanish: "Archivo"],
    .gradeQuestionColumn: [.english: "Question", .spanish: "Pregunta"],
    .gradeGivenColumn: [.english: "Your answer", .spanish: "Su respuesta"],
    .gradeRightColumn: [.english: "Right form", .spanish: "Forma correcta"],
    .gradeWhyColumn: [.english: "Why", .spanish: "Por qué"],
    .gradeAllRight: [
      .english: "Every answer is right.", .spanish: "Todas las respuestas son correctas.",
    ],
    .gradeStudentPageTitle: [
      .english: "Class {className} · {name}", .spanish: "Clase {className} · {name}",
    ],
    .gradeProblemsHeading: [
      .english: "Notes on the sheet", .spanish: "Observaciones sobre la hoja",
    ],
    .gradeNoHeaderRow: [
      .english: "{file}: no header row", .spanish: "{file}: falta la fila de encabezado",
    ],
    .gradeNoNameColumn: [
      .english: "{file}: the header row has no 'name' column",
      .spanish: "{file}: la fila de encabezado no tiene la columna «nombre» (o «name»)",
    ],
    .gradeNotAQuestionColumn: [
      .english: "{file}: column {title} is not a question number; ignored",
      .spanish: "{file}: la columna {title} no es un número de pregunta; se omite",
    ],
    .gradeRowPlace: [.english: "row {row} of {file}", .spanish: "fila {row} de {file}"],
    .gradeLinePlace: [.english: "line {line}", .spanish: "línea {line}"],
    .gradeNoNameInRow: [.english: "no name", .spanish: "sin nombre"],
    .gradeFieldsBeyondHeader: [
      .english: "{count} fields beyond the header; ignored",
      .spanish: "{count} campos más que el encabezado; se omiten",
    ],
    .gradeAnswerTooLong: [
      .english: "{place}: answer {number} is over {limit} characters; cut",
      .spanish: "{place}: la respuesta {number} supera los {limit} caracteres; se ha recortado",
    ],
    .gradeAnswerAgain: [
      .english: "{place}: answer {number} given again; the later one is graded",
      .spanish: "{place}: la respuesta {number} aparece de nuevo; se califica la última",
    ],
    .gradeNotNumbered: [
      .english: "{place}: not a numbered answer: {line}",
      .spanish: "{place}: no es una respuesta numerada: {line}",
    ],
    .gradeNoNameLine: [.english: "no name line", .spanish: "falta la línea del nombre"],
    .gradeKeyWithoutVersions: [
      .english: "the key has no versions", .spanish: "el archivo de soluciones no tiene versiones",
    ],
    .gradeCodeNotThisKeys: [
      .english: "version code {code} is not this key's; graded as {version}",
      .spanish:
        "el código de versión {code} no es de este archivo de soluciones; se califica como {version}",
    ],
    .gradeUnknownCode: [
      .english: "unknown version code {code}; graded as {version}, which the answers fit best",
      .spanish:
        "código de versión desconocido: {code}; se califica como {version}, la versión a la que mejor se ajustan las respuestas",
    ],
    .gradeNoCode: [
      .english: "no version code; graded as {version}, which the answers fit best",
      .spanish:
        "falta el código de versión; se califica como {version}, la versión a la que mejor se ajustan las respuestas",
    ],
    .gradeFitsBetter: [
      .english: "the answers fit version {best} better than {version} (the code written)",
      .spanish:
        "las respuestas se ajustan mejor a la versión {best} que a la {version} (el código escrito)",
    ],
    .gradeNumbersMore: [.english: " and {count} more", .spanish: " y {count} más"],
    .gradeBeyondSheet: [
      .english: "answers to questions the sheet does not have: {numbers}{more}; ignored",
      .spanish: "respuestas a preguntas que la hoja no tiene: {numbers}{more}; se omiten",
    ],
    .gradeMissingOne: [
      .english: "no line for question {numbers}{more}; marked blank",
      .spanish: "falta la línea de la pregunta {numbers}{more}; se marca en blanco",
    ],
    .gradeMissingMany: [
      .english: "no line for questions {numbers}{more}; marked blank",
      .spanish: "faltan las líneas de las preguntas {numbers}{more}; se marcan en blanco",
    ],
    .gradeNoAnswers: [.english: "no answers", .spanish: "sin respuestas"],
    // `grade`'s errors.
    .gradeCannotWriteReport: [
      .english: "cannot write the report to {path}: {reason}",
      .spanish: "no se puede escribir el informe en {path}: {reason}",
    ],
    .gradeCannotReadAnswers: [
      .english: "cannot read the answers {file}: {reason}",
      .spanish: "no se pueden leer las respuestas {file}: {reason}",
    ],
    .gradeNoSuchAnswers: [
      .english: "cannot read the answers {file}: no such file",
      .spanish: "no se pueden leer las respuestas {file}: el archivo no existe",
    ],
    .gradeOutputIsKey: [
      .english:
        "the report cannot be written to {path}: it is the key file; choose another file with --output",
      .spanish:
        "no se puede escribir el informe en {path}: es el archivo de soluciones; elija otro archivo con --output",
    ],
    .gradeOutputIsAnswers: [
      .english:
        "the report cannot be written to {path}: it is the answers file {file}; choose another file with --output",
      .spanish:
        "no se puede escribir el informe en {path}: es el archivo de respuestas {file}; elija otro archivo con --output",
    ],
    .gradeQuoteNeverClosed: [
      .english: "{place}: a quote is never closed; it is read as text",
      .spanish: "{place}: unas comillas se abren y nunca se cierran; se toman como texto",
    ],
    // The key file's errors (every command that reads a key).
    .keyFileCannotRead: [
      .english: "cannot read the key file {file}: {reason}",
      .spanish: "no se puede leer el archivo de soluciones {file}: {reason}",
    ],
    .keyFileNoSuchFile: [
      .english: "cannot read the key file {file}: no such file",
      .spanish: "no se puede leer el archivo de soluciones {file}: el archivo no existe",
    ],
    .keyFileNotAKey: [
      .english: "the key file {file}: not a conjugar class key file",
      .spanish:
        "el archivo de soluciones {file}: no es un archivo de soluciones de una clase de conjugar",
    ],
    .keyFileFormatVersion: [
      .english:
        "the key file {file}: key file format version {version}; this conjugar reads version {current}",
      .spanish:
        "el archivo de soluciones {file}: tiene la versión de formato {version}; este conjugar lee la versión {current}",
    ],
    .keyFileNoFormatVersion: [
      .english: "the key file {file}: key file without a readable format version",
      .spanish: "el archivo de soluciones {file}: no tiene una versión de formato legible",
    ],
    .keyFileEdited: [
      .english:
        "the key file {file}: key file was edited or damaged (its checksum does not match)",
      .spanish:
        "el archivo de soluciones {file}: se ha modificado o está dañado (su suma de verificación no coincide)",
    ],
    .keyFileUnreadable: [
      .english: "the key file {file}: key file unreadable: {member}",
      .spanish: "el archivo de soluciones {file}: no se puede interpretar: {member}",
    ],
    // A file class mode creates and never writes over (the key, a student's answers).
    .newFileExists: [
      .english: "{path} exists and is never written over; choose another file with {option}",
      .spanish: "{path} ya existe y nunca se sobrescribe; elija otro archivo con {option}",
    ],
    .newFileCannotCreate: [
      .english: "cannot create {path}: {reason}", .spanish: "no se puede crear {path}: {reason}",
    ],
    // `quiz --assignment`.
    .assignmentNeedsKeyFile: [
      .english: "--assignment needs --key-file", .spanish: "--assignment necesita --key-file",
    ],
    .assignmentUnknownCode: [
      .english:
        "no version of class {className} has the code {code}; type the code printed on the sheet",
      .spanish:
        "ninguna versión de la clase {className} tiene el código {code}; escriba el código impreso en la hoja",
    ],
    .assignmentHeader: [
      .english: "Assignment · class {className} · Version {code} · {questions}",
      .spanish: "Tarea · clase {className} · versión {code} · {questions}",
    ],
    .assignmentInstructions: [
      .english:
        "No marks until your teacher grades it. :skip leaves a question blank; :quit stops and saves the answers so far.",
      .spanish:
        "No hay nota hasta que su profesor la califique. :skip deja una pregunta en blanco; :quit termina y guarda las respuestas dadas hasta entonces.",
    ],
    .assignmentNeedsName: [
      .english: "the assignment needs your name; nothing was written",
      .spanish: "la tarea necesita su nombre; no se ha escrito nada",
    ],
    .assignmentNamePrompt: [.english: "Your name: ", .spanish: "Su nombre: "],
    .assignmentPrintedAbove: [
      .english: "{error}; the answers are printed above",
      .spanish: "{error}; las respuestas se muestran arriba",
    ],
    .assignmentSaved: [
      .english: "{answered} of {count} answered; saved to {path} for your teacher.",
      .spanish: "{answered} de {count} respondidas; guardadas en {path} para su profesor.",
    ],
    // The answers file's labels: `grade` reads both languages' (`AnswerSheet`).
    .assignmentNameLabel: [.english: "name: ", .spanish: "nombre: "],
    .assignmentClassLabel: [.english: "class: ", .spanish: "clase: "],
    .assignmentVersionLabel: [.english: "version: ", .spanish: "versión: "],
  ]
}
