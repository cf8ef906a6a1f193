import Messages
import PlainText

/// ArgumentParser's own words in help (its headings, its `--help` and `--version` lines, its
/// "(default: …)" and "(values: …)"), in the help's language: the one table of ArgumentParser's
/// English that conjugar rewords, its words in the catalogue (`helpHeadingArguments`…). The
/// commands' own text is already in the language (`HelpLanguage`); English help is left byte
/// for byte as ArgumentParser wrote it. A phrase longer than the English it replaces can push a
/// line past the width ArgumentParser wrapped to (its longest line, at least 80): the rest goes
/// on a line of its own in the same column.
enum HelpVoice {
  static func text(_ help: String, in language: Language) -> String {
    guard language != .english else { return help }
    var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The usage line is never wrapped (in English either), so its length sets no width.
    let width = max(80, lines.filter { !$0.hasPrefix("USAGE: ") }.map(\.count).max() ?? 0)
    let say = { (message: Message) in message.text(in: language) }
    for index in lines.indices {
      var line = lines[index]
      if let command = subcommandHelpCommand(line) {
        line = say(.helpSeeSubcommandHelp(command: command))
      } else if let heading = headings.first(where: { $0.english == line }) {
        line = say(heading)
      } else if let prefix = prefixes.first(where: { line.hasPrefix($0.english) }) {
        line = say(prefix) + line.dropFirst(prefix.english.count)
      }
      for phrase in phrases {
        line = line.replacingAll(phrase.english, with: say(phrase.message))
      }
      lines[index] = line
    }
    return lines.flatMap { fitted($0, width: width) }.joined(separator: "\n")
  }

  /// The command words of ArgumentParser's "  See 'conjugar help settings <subcommand>' for
  /// detailed help." ("settings "; "" for the root's line), nil for any other line.
  static func subcommandHelpCommand(_ line: String) -> String? {
    let english = Message.helpSeeSubcommandHelp(command: "\u{1}").english
    let parts = english.split(separator: "\u{1}", omittingEmptySubsequences: false)
    guard parts.count == 2, line.hasPrefix(parts[0]), line.hasSuffix(parts[1]),
      line.count >= parts[0].count + parts[1].count
    else { return nil }
    return String(line.dropFirst(parts[0].count).dropLast(parts[1].count))
  }

  /// A line within `width`: broken at its last space that fits, the rest indented to the
  /// column of the line's text after its name (26 for an option, as ArgumentParser sets it).
  private static func fitted(_ line: String, width: Int) -> [String] {
    guard line.count > width, line.hasPrefix("  ") else { return [line] }
    let characters = Array(line)
    guard let space = characters[..<(width + 1)].lastIndex(of: " "), space > 26 else {
      return [line]
    }
    let rest = String(repeating: " ", count: 26) + String(characters[(space + 1)...])
    return [String(characters[..<space])] + fitted(rest, width: width)
  }

  /// Whole lines, each message's English the line ArgumentParser writes.
  private static let headings: [Message] = [
    .helpHeadingArguments, .helpHeadingOptions, .helpHeadingSubcommands, .helpHeadingExamples,
  ]

  /// A line's beginning.
  private static let prefixes: [Message] = [.helpOverviewLabel, .helpUsageLabel]

  private static let phrases: [(english: String, message: Message)] = [
    Message.helpOptionsValue, .helpSubcommandValue, .helpShowVersion, .helpShowHelp,
    // `conjugar help help`: ArgumentParser's own help command.
    .helpShowSubcommandHelp, .helpSubcommandsValue, .helpValuesLabel, .helpDefaultLabel,
    // The default subcommand's name, in the column of names: the help keeps its column.
    .helpDefaultSubcommand,
  ].map { ($0.english, $0) }
}
