import ConjugarCore
import ConjugarOutput
import LineInput
import ConjugarSettings
import LearningProgress

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
struct CommandEnvironment: Sendable {
  var variables: [String: String]
  var standardOutputIsTerminal: Bool
  var standardErrorIsTerminal: Bool
  var standardInputIsTerminal: Bool
  var write: @Sendable (String) -> Void
  var writeError: @Sendable (String) -> Void
  var now: @Sendable () -> Date
  /// Seconds east of UTC at an instant, in the user's time zone (TZ): where days begin.
  var secondsFromUTC: @Sendable (Date) -> Int
  /// A seed for a quiz started without `--seed`.
  var randomSeed: @Sendable () -> UInt64
  /// Where answers and REPL lines come from.
  var makeLineReader: @Sendable (_ environment: CommandEnvironment) -> any LineReader
  var conjugator: Conjugator
  /// Opens the settings, the quiz history and the REPL history (live: files on disk).
  var userData: UserData

  static var live: CommandEnvironment {
    CommandEnvironment(
      variables: processVariables(),
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
      standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
      write: { line in StandardStreams.writeOutput(line + "\n") },
      writeError: { line in StandardStreams.writeError(line + "\n") },
      now: { Date() },
      secondsFromUTC: { date in
        // tzset reads TZ or /etc/localtime: once, not once per date (100,000 stat calls for a
        // long history).
        _ = timeZoneIsSet
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        return localtime_r(&time, &parts) == nil ? 0 : Int(parts.tm_gmtoff)
      },
      randomSeed: { UInt64.random(in: 0..<1_000_000) },
      makeLineReader: { environment in
        StreamLineReader(showsPrompt: environment.standardInputIsTerminal) { prompt in
          StandardStreams.writeOutput(prompt)
        }
      },
      conjugator: Conjugator(),
      userData: .files
    )
  }

  private static let timeZoneIsSet: Bool = {
    tzset()
    return true
  }()

  private static func processVariables() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  /// Local days for statistics and reviews, in the user's time zone.
  var calendar: LocalCalendar { LocalCalendar(secondsFromUTC: secondsFromUTC) }

  /// One line on standard error, prefixed like every conjugar message. Control characters
  /// from arguments or files are shown escaped (`\x1B`), so a message stays one line and
  /// cannot drive the terminal.
  func error(_ message: String) { say("error", message) }
  func warning(_ message: String) { say("warning", message) }
  func note(_ message: String) { say("note", message) }

  private func say(_ kind: String, _ message: String) {
    writeError("conjugar: \(kind): " + message.escapingControlCharacters)
  }

  /// Counts an action towards the feedback invitation, only when a person could see one (standard
  /// error is a terminal): scripted lookups and quizzes neither use up the invitation unseen nor
  /// write the settings file and pay for its fsync.
  func promptableActionHappened(settings: any SettingsStore) {
    guard standardErrorIsTerminal else { return }
    reviewPrompter(settings: settings).promptableActionHappened()
  }

  /// The review prompter the live program uses: a short line on a terminal's stderr.
  func reviewPrompter(settings: any SettingsStore) -> ReviewPrompter {
    let onTerminal = standardErrorIsTerminal
    let writeError = self.writeError
    return ReviewPrompter(settings: settings, now: now) {
      guard onTerminal else { return }
      writeError(
        "conjugar: enjoying conjugar? Your feedback helps: open an issue in the project's repository."
          + " (Turn this off: conjugar settings set reviewPrompts off)")
    }
  }
}
