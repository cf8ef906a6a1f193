import ConjugarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command reads from or writes to the outside world, passed in so tests can
/// run commands in-process. `live` is the real process environment.
struct CommandEnvironment {
  var variables: [String: String]
  var standardOutputIsTerminal: Bool
  var write: (String) -> Void
  var writeError: (String) -> Void
  var conjugator: Conjugator

  static var live: CommandEnvironment {
    CommandEnvironment(
      variables: processVariables(),
      standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
      write: { print($0) },
      writeError: { line in
        var text = line + "\n"
        text.withUTF8 { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
      },
      conjugator: Conjugator()
    )
  }

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

  /// One line on standard error, prefixed like every conjugar message.
  func error(_ message: String) { writeError("conjugar: error: \(message)") }
  func note(_ message: String) { writeError("conjugar: note: \(message)") }
}
