import CalendarDates
import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import ConjugarSettings
import DurableFiles
import LearningProgress
import LineEditor
import LineInput
import Messages
import PlainText
import Speech

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command reads from or writes to the outside world, passed in so tests can
/// run commands in-process. `live` is the real process environment.
public struct CommandEnvironment: Sendable {
  public var variables: [String: String]
  public var standardOutputIsTerminal: Bool
  public var standardErrorIsTerminal: Bool
  public var standardInputIsTerminal: Bool
  public var write: @Sendable (String) -> Void
  /// Run before the process ends because writing to standard output failed
  /// (`write(_:undoingOnFailure:)`).
  public var outputUndo: OutputUndo
  public var writeError: @Sendable (String) -> Void
  public var now: @Sendable () -> Date
  /// Seconds east of UTC at an instant, in the user's time zone (TZ): where days begin.
  public var secondsFromUTC: @Sendable (Date) -> Int
  /// A seed for a quiz started without `--seed`.
  public var randomSeed: @Sendable () -> UInt64
  /// 64 unpredictable bits (live: the system's randomness): a class's secret.
  public var randomWord: @Sendable () -> UInt64
  /// Where answers and REPL lines come from.
  public var makeLineReader: @Sendable (_ environment: CommandEnvironment) -> any LineReader
  public var conjugator: Conjugator
  /// Opens the settings, the quiz history and the REPL history (live: files on disk).
  public var userData: UserData
  /// Columns of the terminal on standard output, read when needed (it can be resized); nil when
  /// standard output is not a terminal. See `terminalWidth`.
  public var terminalColumns: @Sendable () -> Int?
  /// Rows of the terminal on standard output, read when needed; nil when it is not a terminal.
  public var terminalRows: @Sendable () -> Int?
  /// Starting `$PAGER` for long output on a terminal (Pager.swift).
  public var pager: PagerClient
  /// A file named on the command line (`quiz --verbs-file`), at most `limit` bytes (more is
  /// read only to tell that the file is longer); nil when it does not exist. Live: the
  /// `DurableFiles` policy (a folder or a device is an error).
  public var readFile: @Sendable (_ path: String, _ limit: Int) throws(FileFailure) -> [UInt8]?
  /// Standard input read to its end, at most `limit` bytes (more is read only to tell that it
  /// is longer): `read -`. Live: file descriptor 0 (`StandardInputBytes`).
  public var readStandardInput: @Sendable (_ limit: Int) throws(FileFailure) -> [UInt8] =
    CommandEnvironment.liveReadStandardInput
  /// Saying text aloud (`verb --speak`, `quiz --speak`, `say`); live: espeak-ng found with
  /// `variables`.
  public var speech: SpeechClient
  /// What quizzes work out about `conjugator`'s lexicon, kept for the next quiz of the same
  /// environment (a REPL session); replace it whenever `conjugator` is replaced.
  public var quizCache: QuizCache
  /// The language of everything written for a person (`LanguageChoice` sets it per command
  /// line; English until then).
  public var language: Language = .english
  /// How `serve` and `grade --data` run: `conjugar` hands them to `conjugar-serve`, which sets
  /// its own (ClassroomClient.swift).
  public var classroom: ClassroomClient = .handingOff

  public init(
    variables: [String: String], standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool,
    standardInputIsTerminal: Bool, write: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void, now: @escaping @Sendable () -> Date,
    secondsFromUTC: @escaping @Sendable (Date) -> Int,
    randomSeed: @escaping @Sendable () -> UInt64,
    makeLineReader: @escaping @Sendable (_ environment: CommandEnvironment) -> any LineReader,
    conjugator: Conjugator, userData: UserData,
    terminalColumns: @escaping @Sendable () -> Int? = { nil },
    readFile:
      @escaping @Sendable (_ path: String, _ limit: Int) throws(FileFailure) -> [UInt8]? =
      CommandEnvironment.liveReadFile,
    speech: SpeechClient? = nil, quizCache: QuizCache = QuizCache(),
    terminalRows: @escaping @Sendable () -> Int? = { nil }, pager: PagerClient = .live,
    randomWord: @escaping @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) },
    outputUndo: OutputUndo = OutputUndo()
  ) {
    self.variables = variables
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
    self.standardInputIsTerminal = standardInputIsTerminal
    self.write = write
    self.outputUndo = outputUndo
    self.writeError = writeError
    self.now = now
    self.secondsFromUTC = secondsFromUTC
    self.randomSeed = randomSeed
    self.randomWord = randomWord
    self.makeLineReader = makeLineReader
    self.conjugator = conjugator
    self.userData = userData
    self.terminalColumns = terminalColumns
    self.terminalRows = terminalRows
    self.pager = pager
    self.readFile = readFile
    self.speech = speech ?? .espeak(variables: variables)
    self.quizCache = quizCache
  }

  @Sendable public static func liveReadFile(_ path: String, limit: Int) throws(FileFailure)
    -> [UInt8]?
  {
    try DurableFile(path: path).read(limit: limit)
  }

  @Sendable public static func liveReadStandardInput(limit: Int) throws(FileFailure) -> [UInt8] {
    try StandardInputBytes.read(descriptor: STDIN_FILENO, limit: limit)
  }

  public static var live: CommandEnvironment {
    let undo = OutputUndo()
    return CommandEnvironment(
      variables: processVariables(),
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
      standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
      write: { line in StandardStreams.writeOutput(line + "\n", beforeEnding: undo.run) },
      writeError: { line in StandardStreams.writeError(line + "\n") },
      now: { Date() },
      secondsFromUTC: { date in
        // tzset reads TZ or /etc/localtime: once, not once per date (100,000 stat calls for a
        // long history).
        _ = timeZoneIsSet
        // Clamped to 0001…9999: any Date (NaN, infinite, a cache's far instant) is a time_t.
        var time = time_t(ISODate.clampedSeconds(date.timeIntervalSince1970))
        var parts = tm()
        return localtime_r(&time, &parts) == nil ? 0 : Int(parts.tm_gmtoff)
      },
      randomSeed: { UInt64.random(in: 0..<1_000_000) },
      makeLineReader: CommandEnvironment.liveLineReader,
      conjugator: Conjugator(),
      userData: .files,
      terminalColumns: TerminalWidth.standardOutputColumns,
      terminalRows: TerminalWidth.standardOutputRows,
      outputUndo: undo
    )
  }

  /// On a terminal, the line editor the REPL uses (arrow keys; Ctrl-C stops a quiz with its
  /// summary), without command completion or a saved history; else a plain stream reader.
  @Sendable static func liveLineReader(_ environment: CommandEnvironment) -> any LineReader {
    let editor = EditLineReader(
      program: "conjugar", environment: environment.variables, history: nil,
      completer: { word in Completion(word: word, candidates: []) },
      warn: { message in environment.warning(message) })
    if let editor { return editor }
    return StreamLineReader(showsPrompt: environment.standardInputIsTerminal) { prompt in
      StandardStreams.writeOutput(prompt)
    }
  }

  private static let timeZoneIsSet: Bool = {
    tzset()
    return true
  }()

  /// Each `NAME=value` of the process's environment, split at its first `=` byte (as bytes: a
  /// split by Character cost a tenth of a cold start's instructions).
  private static func processVariables() -> [String: String] {
    var count = 0
    while environ[count] != nil { count += 1 }
    var result = [String: String](minimumCapacity: count)
    for index in 0..<count {
      guard let entry = environ[index], let equals = strchr(entry, 0x3D) else { continue }
      let name = UnsafeBufferPointer(start: entry, count: equals - entry)
      result[String(decoding: UnsafeRawBufferPointer(name), as: UTF8.self)] =
        String(cString: equals + 1)
    }
    return result
  }

  /// The width to wrap text to: the terminal's, else COLUMNS, else 80, within 40...200.
  public var terminalWidth: Int {
    TerminalWidth.resolve(columns: terminalColumns(), variables: variables)
  }

  /// Local days for statistics and spaced review, in the user's time zone.
  public var calendar: LocalCalendar { LocalCalendar(secondsFromUTC: secondsFromUTC) }

  /// Writes `text` as `write` does; should the write fail and end the process, `undo` runs
  /// first (sheets not printed: their new key file is removed); so it does when a signal ends
  /// the process meanwhile (`EndingSignals`).
  public func write(_ text: String, undoingOnFailure undo: @escaping @Sendable () -> Void) {
    outputUndo.whileWriting(undo: undo) {
      EndingSignals.printing(undoing: outputUndo) { write(text) }
    }
  }

  /// One line on standard error, prefixed like every conjugar message. Control characters
  /// from arguments or files are shown escaped (`\x1B`), so a message stays one line and
  /// cannot drive the terminal.
  public func error(_ message: String) { say(.errorLabel, message) }
  public func warning(_ message: String) { say(.warningLabel, message) }
  public func note(_ message: String) { say(.noteLabel, message) }
  /// A message of the catalogue as an error, in the environment's language.
  public func error(_ message: Message) { error(message.text(in: language)) }
  public func note(_ message: Message) { note(message.text(in: language)) }
  public func warning(_ message: Message) { warning(message.text(in: language)) }

  private func say(_ kind: Message, _ message: String) {
    writeError("conjugar: \(kind.text(in: language)): " + message.escapingControlCharacters)
  }
}
