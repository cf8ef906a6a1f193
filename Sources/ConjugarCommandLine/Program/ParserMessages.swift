import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarOutput
import Messages
import PlainText

/// Every rewriting of ArgumentParser's messages, in one place: conjugar prints each error as
/// one line (`conjugar: error: …`), quotes user input the way its own messages do (at most 40
/// characters, control characters escaped), says in one sentence what ArgumentParser says in
/// three, in the project's voice (`invalid value 'x' for --format; use text or json`, lower
/// case, an option named without its value's placeholder), and drops a "Did you mean" that is
/// far from what was typed. `ParserMessagesTests` holds one case per rewriting.
enum ParserMessages {
  /// ArgumentParser's message (`root.message(for: error)`) on one line: its lines joined by
  /// "; " (a list's "- " items by ", "), without "Error: ", control characters escaped, at most
  /// 1000 characters.
  static func oneLine(_ message: String, language: Language = .english) -> String {
    if let shellMessage = unsupportedShellMessage(message) {
      return shellMessage.text(in: language)
    }
    let lines = message.split(separator: "\n")
      .map { withoutFarSuggestion($0.trimmingWhitespace()).escapingControlCharacters }
      .filter { !$0.isEmpty }
    return inProjectVoice(
      abbreviatingQuotedValue(
        lines.joined(separator: "; ")
          .replacingAll(":; - ", with: ": ").replacingAll("; - ", with: ", ")
          .droppingPrefix("Error: ")), language: language
    ).limited(to: 1000)
  }

  /// "The value '<100 KB>' is invalid for '--tense <tense>': …" with the value cut to 40
  /// characters and its length, as every other message quotes user input.
  static func abbreviatingQuotedValue(_ message: String) -> String {
    let opening = "The value '"
    guard message.hasPrefix(opening),
      let end = message.ranges(of: "' is invalid for ").last
    else { return message }
    let start = message.index(message.startIndex, offsetBy: opening.count)
    guard start <= end.lowerBound else { return message }
    let value = String(message[start..<end.lowerBound])
    guard value.count > 40 else { return message }
    return opening + value.abbreviated + message[end.lowerBound...]
  }

  /// `--generate-completion-script` for a shell ArgumentParser cannot write for (powershell),
  /// or with none named and `$SHELL` not one of them, in one sentence instead of its three
  /// lines.
  static func unsupportedShellMessage(_ message: String) -> Message? {
    let shells = CompletionShell.allCases.map(\.rawValue).sorted()
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
    if firstLine.hasPrefix("Can't autodetect a supported shell") {
      return .unsupportedShell(nil, shells: shells)
    }
    let prefix = "Can't generate completion scripts for '"
    guard firstLine.hasPrefix(prefix), firstLine.hasSuffix("'.") else { return nil }
    let shell = String(firstLine.dropFirst(prefix.count).dropLast(2))
    return .unsupportedShell(shell.abbreviated, shells: shells)
  }

  /// ArgumentParser suggests the nearest option however far it is (`--vos` → "Did you mean
  /// '--mode'?"): a suggestion is kept only when it is close (at most two edits, and fewer than
  /// half the letters typed).
  static func withoutFarSuggestion(_ line: String) -> String {
    let parts = line.split(separator: "'", omittingEmptySubsequences: false)
    guard line.hasPrefix("Unknown option '"), parts.count == 5, parts[2] == ". Did you mean "
    else {
      return line
    }
    let typed = Array(parts[1].drop { $0 == "-" })
    let suggested = Array(parts[3].drop { $0 == "-" })
    let distance = EditDistance.between(typed, suggested, limit: 2)
    return distance <= 2 && distance * 2 < typed.count ? line : "Unknown option '\(parts[1])'"
  }
}
