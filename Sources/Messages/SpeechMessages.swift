/// `say`'s messages and errors, and espeak-ng's failures wherever something is said aloud
/// (`verb --speak`, a quiz with sound). A "voice" is espeak-ng's; audio is "el audio".
extension Catalogue {
  static let speech: [MessageKey: [Language: String]] = [
    .speechNothingToSay: [
      .english: "give a word or phrase to say", .spanish: "dé una palabra o una frase para decir",
    ],
    .speechControlCharacter: [
      .english: "the text to say contains a control character ({shown})",
      .spanish: "el texto para decir contiene un carácter de control ({shown})",
    ],
    .speechTooLong: [
      .english: "a phrase of {count} characters is too long to say (at most {maximum})",
      .spanish: "una frase de {count} caracteres es demasiado larga para decirla ({maximum} como"
        + " máximo)",
    ],
    .speechOutputNeedsFile: [
      .english: "--output needs a file name", .spanish: "--output necesita un nombre de archivo",
    ],
    .speechMissingProgram: [
      .english: "cannot speak: {name} was not found; install the Debian package espeak-ng "
        + "(sudo apt-get install espeak-ng)",
      .spanish: "no se puede hablar: no se encuentra {name}; instale el paquete de Debian "
        + "espeak-ng (sudo apt-get install espeak-ng)",
    ],
    .speechCannotStart: [
      .english: "cannot start {path}: {reason}", .spanish: "no se puede iniciar {path}: {reason}",
    ],
    .speechProgramFailed: [
      .english: "{path} could not speak the text ({status}){said}",
      .spanish: "{path} no pudo decir el texto en voz alta ({status}){said}",
    ],
    .speechExitStatus: [.english: "exit status {code}", .spanish: "código de salida {code}"],
    .speechKilledBySignal: [
      .english: "killed by signal {signal}", .spanish: "terminado por la señal {signal}",
    ],
    .speechSaid: [.english: ": {said}", .spanish: ": {said}"],
    .speechNoAudioDevice: [
      .english: "cannot play the audio: {path} said {said} (no sound device?)",
      .spanish: "no se puede reproducir el audio: {path} dijo {said} (¿falta un dispositivo de"
        + " sonido?)",
    ],
    .speechWriteToFileHint: [
      .english: "; write it to a file instead with --output FILE.wav",
      .spanish: "; guárdelo en un archivo con --output ARCHIVO.wav",
    ],
    .speechCannotWrite: [
      .english: "cannot write audio to {path}: {reason}",
      .spanish: "no se puede escribir el audio en {path}: {reason}",
    ],
    .speechWroteNoAudio: [
      .english: "{path} wrote no audio", .spanish: "{path} no escribió ningún audio",
    ],
    .speechGoingOnWithoutSound: [
      .english: "; going on without sound", .spanish: "; se sigue sin sonido",
    ],
    .speechQuizWithoutSound: [
      .english: "; the quiz goes on without sound",
      .spanish: "; el cuestionario sigue sin sonido",
    ],
  ]
}
