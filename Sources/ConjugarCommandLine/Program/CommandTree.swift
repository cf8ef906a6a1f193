import ArgumentParser
import ConjugarCommands
import ConjugarCore
import Messages
import PlainText
import TenseGuide

/// The root command and what is derived from it: the command names, every command's syntax (for
/// completion), the message for a command line that starts with none of them, and
/// ArgumentParser's errors on one line. `CommandRun` runs command lines through it.
public struct CommandTree: Sendable {
  /// The root command: its configuration lists every subcommand.
  public let root: any ParsableCommand.Type

  public init(root: any ParsableCommand.Type) { self.root = root }

  /// The program's version, for `--version` alone, without parsing.
  var version: String? {
    let version = CommandHelp.withoutText { root.configuration.version }
    return version.isEmpty ? nil : version
  }

  /// The names a command line may start with (each subcommand names itself in its
  /// configuration; read without its help text).
  public var commandNames: [String] {
    CommandHelp.withoutText {
      root.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }
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
  /// not the REPL itself), each with its abstract, then the session's own words; in `language`.
  public func sessionHelp(in language: Language = .english) -> String {
    HelpLanguage.$current.withValue(language) {
      let session = root.configuration.defaultSubcommand
      let rows =
        root.configuration.subcommands
        .filter { $0 != session }
        .compactMap { command in
          command.configuration.commandName.map { ($0, command.configuration.abstract) }
        } + [
          (HelpLanguage.text(.sessionHelpWord), HelpLanguage.text(.sessionHelpHelp)),
          ("clear", HelpLanguage.text(.sessionClearHelp)),
          ("quit, exit", HelpLanguage.text(.sessionQuitHelp)),
        ]
      let width = rows.map(\.0.count).max() ?? 0
      let lines = rows.flatMap { name, abstract in
        WrappedText(abstract).lines(
          width: 80, firstIndent: "  " + name.padded(to: width) + "  ",
          indent: String(repeating: " ", count: width + 4))
      }
      let words = WrappedText(HelpLanguage.text(.sessionWordsHelp)).lines(width: 80)
      return ([HelpLanguage.text(.sessionCommandsHeading)] + lines + [""] + words)
        .joined(separator: "\n")
    }
  }

  /// What `conjugar --help` ends with: the first five of the manual page's examples, as
  /// ArgumentParser sets out a section.
  var helpExamples: String {
    let program = root.configuration.commandName ?? ""
    let lines = ManualSections.examples.prefix(5).flatMap { line, meaning in
      ["  \(program) \(line)", "      \(HelpLanguage.text(Message(meaning)))"]
    }
    return (["EXAMPLES:"] + lines).joined(separator: "\n")
  }

  /// The subcommand called `name`, if any.
  func subcommand(named name: String) -> (any ParsableCommand.Type)? {
    CommandHelp.withoutText {
      root.configuration.subcommands.first { $0.configuration.commandName == name }
    }
  }

  /// ArgumentParser's message for an error, on one line (`ParserMessages`).
  public func oneLineMessage(for error: Error, language: Language = .english) -> String {
    ParserMessages.oneLine(root.message(for: error), language: language)
  }
}
