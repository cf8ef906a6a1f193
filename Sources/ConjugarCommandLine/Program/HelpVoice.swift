import Messages
import PlainText

/// ArgumentParser's own words in help (its headings, its `--help` and `--version` lines, its
/// "(default: …)" and "(values: …)"), in the help's language. The commands' own text is
/// already in it (`HelpLanguage`); English help is left byte for byte as ArgumentParser wrote
/// it. A Spanish phrase longer than the English it replaces can push a line past the width
/// ArgumentParser wrapped to (its longest line, at least 80): the rest goes on a line of its
/// own in the same column.
enum HelpVoice {
  static func text(_ help: String, in language: Language) -> String {
    guard language == .spanish else { return help }
    var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The usage line is never wrapped (in English either), so its length sets no width.
    let width = max(80, lines.filter { !$0.hasPrefix("USAGE: ") }.map(\.count).max() ?? 0)
    for index in lines.indices {
      var line = lines[index]
      if let heading = headings[line] {
        line = heading
      } else if line.hasPrefix("OVERVIEW: ") {
        line = "RESUMEN: " + line.dropFirst("OVERVIEW: ".count)
      } else if line.hasPrefix("USAGE: ") {
        line = "USO: " + line.dropFirst("USAGE: ".count)
      }
      for (english, spanish) in phrases { line = line.replacingAll(english, with: spanish) }
      lines[index] = line
    }
    return lines.flatMap { fitted($0, width: width) }.joined(separator: "\n")
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

  private static let headings = [
    "ARGUMENTS:": "ARGUMENTOS:", "OPTIONS:": "OPCIONES:", "SUBCOMMANDS:": "SUBCOMANDOS:",
    "EXAMPLES:": "EJEMPLOS:",
    "  See 'conjugar help <subcommand>' for detailed help.":
      "  Véase «conjugar help <subcomando>» para la ayuda detallada.",
  ]

  private static let phrases = [
    ("<options>", "<opciones>"), ("<subcommand>", "<subcomando>"),
    ("Show the version.", "Muestra la versión."), ("Show help information.", "Muestra la ayuda."),
    // `conjugar help help`: ArgumentParser's own help command.
    ("Show subcommand help information.", "Muestra la ayuda de un subcomando."),
    ("<subcommands>", "<subcomandos>"),
    ("(values:", "(valores:"), ("default: ", "predeterminado: "),
    // The default subcommand's name, in the column of names: the help keeps its column.
    ("(default)       ", "(predeterminado)"),
  ]
}
