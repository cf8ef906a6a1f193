/// Why a file could not be used (`FileFailure`): the system's reasons for the errors a person
/// meets (glibc's English wording, lower-cased, as conjugar has always shown it; in Spanish the
/// wording of glibc's Spanish translation), and the kinds of file that are not regular files.
/// A folder is "carpeta", as a desktop names it. `verbatim` is a text in every language (a
/// reason given by the system, a verb form).
extension Catalogue {
  static let files: [MessageKey: [Language: String]] = [
    .fileNoSuchFile: [
      .english: "no such file or directory", .spanish: "no existe el archivo o la carpeta",
    ],
    .filePermissionDenied: [.english: "permission denied", .spanish: "permiso denegado"],
    .fileNotPermitted: [
      .english: "operation not permitted", .spanish: "operación no permitida",
    ],
    .fileIsADirectory: [.english: "is a directory", .spanish: "es una carpeta"],
    .fileNotADirectory: [.english: "not a directory", .spanish: "no es una carpeta"],
    .fileNoSpace: [
      .english: "no space left on device", .spanish: "no queda espacio en el dispositivo",
    ],
    .fileReadOnly: [
      .english: "read-only file system", .spanish: "sistema de archivos de solo lectura",
    ],
    .fileExists: [.english: "file exists", .spanish: "el archivo ya existe"],
    .fileTooManyLinks: [
      .english: "too many levels of symbolic links",
      .spanish: "demasiados niveles de enlaces simbólicos",
    ],
    .fileNameTooLong: [
      .english: "file name too long", .spanish: "nombre de archivo demasiado largo",
    ],
    .fileInputOutput: [.english: "input/output error", .spanish: "error de entrada/salida"],
    .fileQuotaExceeded: [
      .english: "disk quota exceeded", .spanish: "se ha superado la cuota de disco",
    ],
    .fileTooBig: [.english: "file too large", .spanish: "archivo demasiado grande"],
    .fileKindIs: [
      .english: "it is {kind}, not a regular file", .spanish: "es {kind}, no un archivo normal",
    ],
    .fileKindAt: [
      .english: "{path} is {kind}, not a regular file",
      .spanish: "{path} es {kind}, no un archivo normal",
    ],
    .fileKindRegular: [.english: "a regular file", .spanish: "un archivo normal"],
    .fileKindDirectory: [.english: "a directory", .spanish: "una carpeta"],
    .fileKindFIFO: [.english: "a FIFO", .spanish: "una tubería con nombre (FIFO)"],
    .fileKindCharacterDevice: [
      .english: "a character device", .spanish: "un dispositivo de caracteres",
    ],
    .fileKindBlockDevice: [.english: "a block device", .spanish: "un dispositivo de bloques"],
    .fileKindSocket: [.english: "a socket", .spanish: "un conector (socket)"],
    .fileKindSymbolicLink: [.english: "a symbolic link", .spanish: "un enlace simbólico"],
    .fileKindSpecial: [.english: "a special file", .spanish: "un archivo especial"],
    .verbatim: [.english: "{text}", .spanish: "{text}"],
  ]
}
