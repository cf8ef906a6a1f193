import ConjugarCore
import PlainText

/// ArgumentParser's sentences, one kind each, in the words conjugar's own errors use: lower
/// case, the option without its placeholder (`--format`, not `'--format <format>'`), and after
/// "; " what to type instead. Part of `ParserMessages`; a sentence of no known kind is left as
/// it is.
extension ParserMessages {
  static func inProjectVoice(_ line: String) -> String {
    if let invalid = invalidValue(line) { return invalid }
    if let (option, suggestion) = quoted(line, "Unknown option '", "'. Did you mean '", "'?") {
      return "unknown option '\(option)'; did you mean '\(suggestion)'?"
    }
    if let option = quoted(line, "Unknown option '", "'") { return "unknown option '\(option)'" }
    if let option = quoted(line, "Missing value for '", "'") {
      return "missing value for \(placeholderless(option))"
    }
    if let argument = quoted(line, "Missing expected argument '", "'") {
      return (argument.hasPrefix("-") ? "missing option " : "missing argument ") + argument
    }
    if line.hasPrefix("Missing one of: '") {
      return "missing one of " + eitherOf(quotedWords(in: line))
    }
    if let argument = quoted(line, "Unexpected argument '", "'") {
      return "unexpected argument '\(argument)'"
    }
    if line.contains(" unexpected arguments: '") {
      return "unexpected arguments "
        + quotedWords(in: line).map { "'\($0)'" }.joined(separator: ", ")
    }
    if let (option, value) = quoted(
      line, "The option '", "' does not take any value, but '", "' was specified.")
    {
      return "invalid value '\(value)' for \(option); it takes no value"
    }
    if let (later, earlier) = quoted(
      line, "Value to be set with flag ", " had already been set with flag ", "")
    {
      return "\(later) does not go with \(earlier)"
    }
    if line == "Missing required subcommand." { return "missing command" }
    return line
  }

  /// "The value 'x' is invalid for '--format <format>'", then ". Please provide one of 'a' and
  /// 'b'." (". Please provide one of the following: a, b, …" for six or more), ": reason" or
  /// nothing: "invalid value 'x' for --format", then "; use a or b" (or "; did you mean 'b'?"
  /// when the value is close to one), "; reason" or nothing.
  static func invalidValue(_ line: String) -> String? {
    let opening = "The value '"
    guard line.hasPrefix(opening), let middle = line.ranges(of: "' is invalid for '").last,
      line.index(line.startIndex, offsetBy: opening.count) <= middle.lowerBound
    else { return nil }
    let value = String(
      line[line.index(line.startIndex, offsetBy: opening.count)..<middle.lowerBound])
    let rest = line[middle.upperBound...]
    guard let close = rest.firstIndex(of: "'") else { return nil }
    var message = "invalid value '\(value)' for \(placeholderless(String(rest[..<close])))"
    let tail = rest[rest.index(after: close)...]
    let list = ". Please provide one of "
    if tail.hasPrefix(list) {
      let values =
        tail.hasPrefix(list + "the following: ")
        ? tail.dropFirst((list + "the following: ").count).split(separator: ", ").map(String.init)
        : quotedWords(in: String(tail))
      let near = values.filter { isClose(value, to: $0) }
      message +=
        near.isEmpty
        ? "; use " + eitherOf(values) : "; did you mean " + eitherOf(near.map { "'\($0)'" }) + "?"
    } else if tail.hasPrefix(": ") {
      message += "; " + tail.dropFirst(2)
    } else if !tail.isEmpty {
      message += String(tail)
    }
    return message
  }

  /// A value that is another but for its case or a letter or two (fewer than half its letters).
  static func isClose(_ typed: String, to value: String) -> Bool {
    let typed = Array(typed.lowercased())
    let distance = EditDistance.between(typed, Array(value.lowercased()), limit: 2)
    return distance == 0 || (distance <= 2 && distance * 2 < typed.count)
  }

  /// "--format <format>" → "--format"; a positional "<value>" stays as it is.
  static func placeholderless(_ synopsis: String) -> String {
    guard synopsis.hasPrefix("-"), let space = synopsis.firstIndex(of: " ") else { return synopsis }
    return String(synopsis[..<space])
  }

  /// The text between `start` and `end` when the line is exactly `start`, it, `end`.
  static func quoted(_ line: String, _ start: String, _ end: String) -> String? {
    guard line.hasPrefix(start), line.hasSuffix(end), line.count >= start.count + end.count
    else { return nil }
    let inner = line.dropFirst(start.count).dropLast(end.count)
    return inner.contains("'") ? nil : String(inner)
  }

  /// The two texts of a line that is exactly `start`, one, `middle`, two, `end`.
  static func quoted(_ line: String, _ start: String, _ middle: String, _ end: String)
    -> (String, String)?
  {
    guard line.hasPrefix(start), line.hasSuffix(end), let split = line.ranges(of: middle).first,
      line.index(line.startIndex, offsetBy: start.count) <= split.lowerBound,
      split.upperBound <= line.index(line.endIndex, offsetBy: -end.count)
    else { return nil }
    let one = line[line.index(line.startIndex, offsetBy: start.count)..<split.lowerBound]
    let two = line[split.upperBound..<line.index(line.endIndex, offsetBy: -end.count)]
    return (String(one), String(two))
  }

  /// The words between single quotes: 'a', 'b' and 'c' → a, b, c.
  static func quotedWords(in text: String) -> [String] {
    text.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }
}
