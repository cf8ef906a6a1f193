import ArgumentParser
import ConjugarCore
import ConjugarOutput
import PlainText
import TenseGuide

/// The root command and what is derived from it: the command names, every command's syntax (for
/// completion), the message for a command line that starts with none of them, and
/// ArgumentParser's errors on one line. The command line and the REPL share it.
public struct CommandTree: Sendable {
  /// The root command: its configuration lists every subcommand.
  public let root: any ParsableCommand.Type

  public init(root: any ParsableCommand.Type) { self.root = root }

  /// The program's version, for `--version` alone, without parsing.
  var version: String? {
    let version = root.configuration.version
    return version.isEmpty ? nil : version
  }

  /// The names a command line may start with (each subcommand names itself in its
  /// configuration).
  public var commandNames: [String] {
    root.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
  }

  /// The root command's syntax and, nested, every subcommand's, from ArgumentParser's own
  /// description of them (what `conjugar --experimental-dump-help` prints).
  public var syntax: CommandSyntax {
    do {
      _ = try root.parseAsRoot(["--experimental-dump-help"])
    } catch {
      if let syntax = CommandSyntax(dumpHelp: root.fullMessage(for: error)) { return syntax }
    }
    // Never a crash at the prompt: without the description, complete command names only.
    return CommandSyntax(
      name: root.configuration.commandName ?? "",
      subcommandNames: root.configuration.subcommands.compactMap { $0.configuration.commandName })
  }

  /// `help` inside the REPL: the commands as typed there (no `conjugar`, no program options,
  /// not the REPL itself), each with its abstract, then the session's own words.
  public var sessionHelp: String {
    let session = root.configuration.defaultSubcommand
    let rows =
      root.configuration.subcommands
      .filter { $0 != session }
      .compactMap { command in
        command.configuration.commandName.map { ($0, command.configuration.abstract) }
      } + [
        ("help [command]", "This list, or one command's options (help verb)."),
        ("quit, exit", "Leave the session (Ctrl-D too)."),
      ]
    let width = rows.map(\.0.count).max() ?? 0
    let lines = rows.flatMap { name, abstract in
      WrappedText(abstract).lines(
        width: 80, firstIndent: "  " + name.padded(to: width) + "  ",
        indent: String(repeating: " ", count: width + 4))
    }
    return (["Commands (type them without 'conjugar', e.g. verb hablar):"] + lines)
      .joined(separator: "\n")
  }

  /// The subcommand called `name`, if any.
  func subcommand(named name: String) -> (any ParsableCommand.Type)? {
    root.configuration.subcommands.first { $0.configuration.commandName == name }
  }

  /// A message when the first word is neither a command nor an option, with a suggestion.
  public func unknownCommand(in arguments: [String]) -> String? {
    if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
      !commandNames.contains(arguments[1])
    {
      return "no help for '\(arguments[1].abbreviated)': commands are "
        + commandNames.joined(separator: ", ")
    }
    guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else {
      return nil
    }
    var message =
      "unknown command '\(first.abbreviated)'; commands are "
      + commandNames.joined(separator: ", ")
    if first.count <= 40,
      first.hasSuffix("ar") || first.hasSuffix("er") || first.hasSuffix("ir")
        || first.hasSuffix("se")
    {
      message += "; to conjugate it: verb \(first)"
    }
    return message
  }

  /// ArgumentParser's message for an error, on one line, control characters from the quoted
  /// arguments shown escaped.
  public func oneLineMessage(for error: Error) -> String {
    let message = root.message(for: error)
    if let shellMessage = Self.unsupportedShellMessage(message) { return shellMessage }
    let lines = message.split(separator: "\n")
      .map { Self.withoutFarSuggestion($0.trimmingWhitespace()).escapingControlCharacters }
      .filter { !$0.isEmpty }
    return Self.abbreviatingQuotedValue(
      lines.joined(separator: "; ")
        .replacingAll(":; - ", with: ": ").replacingAll("; - ", with: ", ")
        .droppingPrefix("Error: ")
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
  static func unsupportedShellMessage(_ message: String) -> String? {
    let shells = CompletionShell.allCases.map(\.rawValue).sorted()
    let choice = "use " + eitherOf(shells)
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
    if firstLine.hasPrefix("Can't autodetect a supported shell") {
      return "cannot tell which shell this is: --generate-completion-script "
        + eitherOf(shells)
    }
    let prefix = "Can't generate completion scripts for '"
    guard firstLine.hasPrefix(prefix), firstLine.hasSuffix("'.") else { return nil }
    let shell = String(firstLine.dropFirst(prefix.count).dropLast(2))
    return "unsupported shell '\(shell.abbreviated)': \(choice)"
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
