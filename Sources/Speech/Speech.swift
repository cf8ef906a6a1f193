import ChildProcess
import ConjugarOutput
import ConjugarQuiz
import DurableFiles
import Messages
import PlainText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading Spanish aloud with espeak-ng (Debian `espeak-ng`), started as a process by
/// `ChildProcess` (`posix_spawn`). Nothing else in conjugar needs the program: it is looked for
/// only when something is to be said.
///
/// The program is `espeak-ng` on the PATH of the command's environment, or the name or path in
/// `CONJUGAR_ESPEAK` (tests point it at a missing program). Its standard output goes to
/// /dev/null and its standard error to an unlinked temporary file, never to the terminal (audio
/// libraries print pages of noise on a machine without a sound card): conjugar reports a failure
/// as one line, quoting espeak-ng's own `error:` line. espeak-ng exits 0 when it cannot open the
/// sound device, so an `error:` line while playing is a failure too (`noAudioDevice`; `say`
/// adds the way round it, `--output FILE.wav`).
public struct Speech: Sendable {
  /// The variable that names another program (or path) instead of `espeak-ng`.
  public static let programVariable = "CONJUGAR_ESPEAK"
  /// The longest phrase `say` accepts, in characters.
  public static let maximumLength = 500

  /// espeak-ng's voice for a region: Castilian Spanish for Spain, Latin American otherwise.
  public enum Voice: String, Sendable {
    case spain = "es"
    case latinAmerica = "es-419"

    public init(_ region: Region) {
      self = region == .spain ? .spain : .latinAmerica
    }
  }

  /// Why nothing was said; `typed` is the one line for standard error.
  public enum Failure: Error, Equatable {
    /// The program is not installed (or not where CONJUGAR_ESPEAK says).
    case missingProgram(name: String)
    case cannotStart(path: String, reason: Message)
    /// The program exited with a failure; `said` is its error line, if it printed one.
    case programFailed(path: String, ending: Ending, said: String? = nil)
    /// The program exited 0 but printed an error while playing: no sound device it could open.
    case noAudioDevice(path: String, said: String)
    case cannotWrite(path: String, reason: Message)

    /// How a program that failed ended.
    public enum Ending: Equatable, Sendable {
      case exitStatus(Int)
      case signal(Int)
    }

    /// The line in English.
    public var message: String { typed.english }

    /// The line in `language`.
    public func message(in language: Language) -> String { typed.text(in: language) }

    public var typed: Message {
      switch self {
      case .missingProgram(let name): .speechMissingProgram(name)
      case .cannotStart(let path, let reason): .speechCannotStart(path, reason: reason)
      case .programFailed(let path, let ending, let said):
        .speechProgramFailed(path, ending: ending.typed, said: said)
      case .noAudioDevice(let path, let said): .speechNoAudioDevice(path, said: said)
      case .cannotWrite(let path, let reason): .speechCannotWrite(path, reason: reason)
      }
    }
  }

  /// The program's absolute path or the name searched on PATH.
  public let program: String
  /// The environment the program runs with (the command's variables).
  public let variables: [String: String]

  public init(variables: [String: String]) {
    let named = variables[Self.programVariable] ?? ""
    program = named.isEmpty ? "espeak-ng" : named
    self.variables = variables
  }

  /// Why `text` cannot be said (empty, a control character, too long), or nil.
  public static func problem(with text: String) -> Message? {
    if text.allSatisfy(\.isWhitespace) { return .speechNothingToSay }
    if let control = text.unicodeScalars.first(where: \.isControlCharacter) {
      return .speechControlCharacter(String(Character(control)).escapingControlCharacters)
    }
    if text.count > maximumLength { return .speechTooLong(text.count, maximum: maximumLength) }
    return nil
  }

  /// Says `text` in `voice`, or writes it as a WAV file to `output`; returns when done.
  ///
  /// The WAV file follows the policy of every file conjugar writes (`DurableFiles`): only a
  /// regular file or a new path, replaced atomically. espeak-ng writes a temporary file beside
  /// it, never `output` itself: a FIFO there would block it (and conjugar, waiting for it), a
  /// device would take the bytes. A symbolic link is followed to its target.
  public func say(_ text: String, voice: Voice, output: String?) throws(Failure) {
    guard let path = locate() else { throw .missingProgram(name: program) }
    let arguments = [path, "-v", voice.rawValue, "-b", "1"]
    guard let output else { return try speak(path, arguments + ["--", text], playing: true) }
    let replacement: PendingReplacement
    do {
      replacement = try DurableFile(path: output).prepareReplacement()
    } catch {
      throw .cannotWrite(path: output, reason: error.typed)
    }
    do throws(Failure) {
      try speak(path, arguments + ["-w", replacement.temporaryPath, "--", text])
      // espeak-ng exits 0 when it cannot write, and writes a header alone when it has nothing
      // to say.
      if Self.size(of: replacement.temporaryPath) <= Self.wavHeaderSize {
        throw .cannotWrite(path: output, reason: .speechWroteNoAudio(path))
      }
      do {
        try replacement.commit()
      } catch {
        throw .cannotWrite(path: output, reason: error.typed)
      }
    } catch {
      replacement.discard()
      throw error
    }
  }

  /// Runs the program to the end; a failure is `programFailed`, or `noAudioDevice` when it
  /// printed an error while `playing` but exited 0.
  private func speak(_ path: String, _ arguments: [String], playing: Bool = false)
    throws(Failure)
  {
    let (status, errors) = try run(path, arguments)
    let said = Self.errorLine(in: errors, failed: status != 0)
    if status != 0 { throw .programFailed(path: path, ending: Self.ending(status), said: said) }
    if playing, let said { throw .noAudioDevice(path: path, said: said) }
  }

  /// The line of the program's standard error worth quoting: its own `error:` line (without the
  /// word), else, when it `failed`, the last line; control characters escaped, at most 160
  /// characters. nil for no such line (ALSA's noise alone is no failure).
  static func errorLine(in errors: String, failed: Bool) -> String? {
    let lines = errors.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
    let line: String
    if let error = lines.first(where: { $0.lowercased().hasPrefix("error") }) {
      let words = error.drop { $0 != ":" }.dropFirst().trimmingWhitespace()
      line = words.isEmpty ? error : words
    } else if failed, let last = lines.last {
      line = last
    } else {
      return nil
    }
    let shown = line.escapingControlCharacters
    return shown.count <= 160 ? shown : shown.prefix(159) + "…"
  }

  /// The program's path: itself when it holds a "/", else the first executable on PATH.
  public func locate() -> String? { ChildProcess.locate(program, variables: variables) }

  /// Spawns `path` with standard input and output on /dev/null, standard error in an unlinked
  /// temporary file, and no signal blocked, and waits for it: the raw wait status and what it
  /// wrote on standard error (its first 64 KiB). A file, not a pipe: a sound server the program
  /// starts may inherit the descriptor and keep a pipe open long after the program ends.
  private func run(_ path: String, _ arguments: [String]) throws(Failure) -> (Int32, String) {
    let errors = Self.scratchFile(in: variables["TMPDIR"] ?? "/tmp")
    defer { if errors >= 0 { close(errors) } }
    // A quiz blocks the signals that end a process (its watcher thread takes them); espeak-ng
    // starts with none blocked.
    do throws(ChildProcess.SystemError) {
      let child = try ChildProcess.start(
        path, arguments: arguments, variables: variables, input: .nullDevice,
        output: .nullDevice, errors: errors >= 0 ? .descriptor(errors) : .nullDevice,
        unblockingSignals: true)
      let status = try child.wait()
      return (status, errors >= 0 ? Self.contents(of: errors) : "")
    } catch {
      throw .cannotStart(path: path, reason: FileFailure.system(error.code).typed)
    }
  }

  /// A temporary file already unlinked (nothing is left behind), open for reading and writing;
  /// -1 when none can be made (the program's errors then go to /dev/null).
  private static func scratchFile(in folder: String) -> Int32 {
    var template = Array((folder + "/conjugar-espeak-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return -1 }
    _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    return descriptor
  }

  /// The first 64 KiB of the file open at `descriptor`, from its start.
  private static func contents(of descriptor: Int32) -> String {
    var bytes = [UInt8](repeating: 0, count: 65_536)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
  }

  /// How the program ended, from a wait status.
  private static func ending(_ status: Int32) -> Failure.Ending {
    switch ChildProcess.Termination(waitStatus: status) {
    case .exited(let code): .exitStatus(code)
    case .signalled(let signal): .signal(signal)
    }
  }

  /// A WAV header alone (espeak-ng writes one even when it has nothing to say).
  private static let wavHeaderSize = 44

  private static func size(of path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }
}

extension Speech.Failure.Ending {
  /// "exit status 1", "killed by signal 9".
  var typed: Message {
    switch self {
    case .exitStatus(let code): .speechEnding(exitStatus: code, signal: nil)
    case .signal(let signal): .speechEnding(exitStatus: nil, signal: signal)
    }
  }
}
