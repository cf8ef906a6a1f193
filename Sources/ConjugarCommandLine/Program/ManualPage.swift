import ArgumentParser
import ConjugarCommands
import ConjugarSettings
import Messages

/// The manual page (`man conjugar`), in mdoc, derived from the command tree and the settings:
/// what `conjugar --generate-manual` prints and `Docs/conjugar.1` holds.
///
/// Why not swift-argument-parser's `generate-manual` plugin: it writes only NAME, SYNOPSIS,
/// DESCRIPTION and options, so settings, files, environment and examples would need a second,
/// hand-kept page; and a plugin cannot run inside a test. This page reads the same description
/// (`CommandSyntax`, from `--experimental-dump-help`) and adds the rest from `SettingKey`,
/// `UserDataLocations` and `ExitStatus.documented`.
public struct ManualPage: Sendable {
  /// The hidden option that prints the page: `conjugar --generate-manual > conjugar.1`.
  public static let option = "--generate-manual"

  /// The date on the page (`Catalogue.manual`, `.manualDate`): changed by hand when the
  /// sections below change, so that generating the page twice gives the same bytes.

  let syntax: CommandSyntax
  let version: String
  let settingDefaults: Settings
  /// The page's language: the help's (`--lang`, the setting, the locale), which the commands'
  /// descriptions in `syntax` are already in.
  let language: Language

  public init(tree: CommandTree, language: Language = HelpLanguage.current) {
    syntax = tree.syntax
    version = tree.root.configuration.version
    settingDefaults = .defaults
    self.language = language
  }

  private func text(_ message: Message) -> String { message.text(in: language) }

  /// Commands the page describes: ArgumentParser's own `help` is mentioned, not listed.
  var commands: [CommandSyntax] { syntax.subcommands.filter { $0.name != "help" } }

  /// The page's lines (without a final newline: `write` adds it).
  public func render() -> String {
    var page = Roff()
    page.macro("Dd", text(.manualDate))
    page.macro("Dt", syntax.name.uppercased() + " 1")
    page.macro("Os", "\(syntax.name) \(version)")
    page.section(text(.manualName))
    page.macro("Nm", syntax.name)
    page.macro("Nd", Roff.escaped(syntax.abstract.droppingSuffix(".")))
    page.section(text(.manualSynopsis))
    page.lines += commands.flatMap { synopsis(of: $0, path: []) }
    page.section(text(.manualDescription))
    page.paragraphs(syntax.abstract + "\n\n" + syntax.discussion)
    if let session = syntax.defaultSubcommand {
      page.paragraphs(
        text(
          Message.manualDefaultCommand(program: syntax.name, command: session)))
    }
    page.section(text(.manualCommands))
    for command in commands { describe(command, path: [], in: &page) }
    let sections = ManualSections(language: language)
    sections.settings(defaults: settingDefaults, in: &page)
    sections.files(in: &page)
    sections.environment(in: &page)
    sections.exitStatus(in: &page)
    sections.examples(program: syntax.name, in: &page)
    page.section(text(.manualSeeAlso))
    page.text(text(Message.manualSeeAlsoText(program: syntax.name)))
    return page.lines.joined(separator: "\n")
  }

  /// One synopsis block per runnable command: `conjugar verb [--tense tense] … infinitives …`.
  private func synopsis(of command: CommandSyntax, path: [String]) -> [String] {
    let names = path + [command.name]
    if !command.subcommands.isEmpty {
      return command.subcommands.flatMap { synopsis(of: $0, path: names) }
    }
    var lines = [".Nm"] + names.map { ".Cm " + $0 }
    for argument in Self.ownArguments(of: command) where argument.kind != .positional {
      lines.append(".Op " + Self.usage(of: argument))
    }
    for argument in command.positionals {
      let word = "Ar " + Roff.escaped(argument.valueName) + (argument.isRepeating ? " ..." : "")
      lines.append(argument.isOptional ? ".Op " + word : "." + word)
    }
    return lines + [".Pp"]
  }

  private func describe(_ command: CommandSyntax, path: [String], in page: inout Roff) {
    let names = path + [command.name]
    page.macro("Ss", names.joined(separator: " "))
    page.paragraphs(command.abstract + "\n\n" + command.discussion)
    if let implied = command.defaultSubcommand {
      page.paragraphs(
        text(
          Message.manualDefaultSubcommand(command: names.joined(separator: " ") + " " + implied)))
    }
    let arguments = Self.ownArguments(of: command)
    if !arguments.isEmpty {
      page.macro("Bl", "-tag -width Ds")
      for argument in arguments {
        page.macro(
          "It",
          argument.kind == .positional
            ? "Ar " + Roff.escaped(argument.valueName) + (argument.isRepeating ? " ..." : "")
            : Self.usage(of: argument))
        var help = argument.abstract
        if !argument.values.isEmpty, argument.values.count <= 40 {
          help += text(
            Message.manualValues(values: argument.values.joined(separator: ", ")))
        }
        if let value = argument.defaultValue {
          help += text(Message.manualDefault(value: value))
        }
        page.text(help)
      }
      page.macro("El")
    }
    for subcommand in command.subcommands { describe(subcommand, path: names, in: &page) }
  }

  /// A command's arguments without the ones every command has (`--help`, `--version`).
  static func ownArguments(of command: CommandSyntax) -> [CommandSyntax.Argument] {
    command.arguments.filter { $0.longNames != ["--help"] && $0.longNames != ["--version"] }
  }

  /// `Fl \-tense Ar tense` (an option), `Fl \-vos` (a flag), with its short name first.
  static func usage(of argument: CommandSyntax.Argument) -> String {
    let names = (argument.shortNames + argument.longNames).map {
      "Fl " + Roff.escaped(String($0.dropFirst()))
    }
    let value = argument.kind == .option ? " Ar " + Roff.escaped(argument.valueName) : ""
    return names.joined(separator: " | ") + value
  }
}

extension String {
  fileprivate func droppingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
