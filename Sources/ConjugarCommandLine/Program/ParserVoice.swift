import ConjugarCore
import Messages
import PlainText

/// ArgumentParser's sentences, one kind each, in the words conjugar's own errors use: lower
/// case, the option without its placeholder (`--format`, not `'--format <format>'`), and after
/// "; " what to type instead. Part of `ParserMessages`; a sentence of no known kind is left as
/// it is.
extension ParserMessages {
  static func inProjectVoice(_ line: String, language: Language = .english) -> String {
    voiced(line)?.text(in: language) ?? line
  }

  /// The message of a sentence of a known kind; nil for any other.
  static func voiced(_ line: String) -> Message? {
    if let invalid = invalidValue(line) { return invalid }
    if let (option, suggestion) = quoted(line, "Unknown option '", "'. Did you mean '", "'?") {
      return Message.parserUnknownOptionDidYouMean(option: option, suggestion: suggestion)
    }
    if let option = quoted(line, "Unknown option '", "'") {
      return Message.parserUnknownOption(option: option)
    }
    if let option = quoted(line, "Missing value for '", "'") {
      return Message.parserMissingValue(option: placeholderless(option))
    }
    if let argument = quoted(line, "Missing expected argument '", "'") {
      return Message(
        argument.hasPrefix("-") ? .parserMissingOption : .parserMissingArgument,
        ["argument": .text(argument)])
    }
    if line.hasPrefix("Missing one of: '") {
      return Message.parserMissingOneOf(choices: quotedWords(in: line))
    }
    if let argument = quoted(line, "Unexpected argument '", "'") {
      return Message.parserUnexpectedArgument(argument: argument)
    }
    if line.contains(" unexpected arguments: '") {
      return Message.parserUnexpectedArguments(
        arguments: quotedWords(in: line).map { "'\($0)'" }.joined(separator: ", "))
    }
    if let (option, value) = quoted(
      line, "The option '", "' does not take any value, but '", "' was specified.")
    {
      return Message.parserTakesNoValue(value: value, option: option)
    }
    if let (later, earlier) = quoted(
      line, "Value to be set with flag ", " had already been set with flag ", "")
    {
      return Message.parserFlagsConflict(later: later, earlier: earlier)
    }
    if line == "Missing required subcommand." { return Message(.parserMissingCommand) }
    return nil
  }

  /// "The value 'x' is invalid for '--format <format>'", then ". Please provide one of 'a' and
  /// 'b'." (". Please provide one of the following: a, b, …" for six or more), ": reason" or
  /// nothing: "invalid value 'x' for --format", then "; use a or b" (or "; did you mean 'b'?"
  /// when the value is close to one), "; reason" or nothing.
  static func invalidValue(_ line: String) -> Message? {
    let opening = "The value '"
    guard line.hasPrefix(opening), let middle = line.ranges(of: "' is invalid for '").last,
      line.index(line.startIndex, offsetBy: opening.count) <= middle.lowerBound
    else { return nil }
    let value = String(
      line[line.index(line.startIndex, offsetBy: opening.count)..<middle.lowerBound])
    let rest = line[middle.upperBound...]
    guard let close = rest.firstIndex(of: "'") else { return nil }
    let message = Message.parserInvalidValue(
      value: value, option: placeholderless(String(rest[..<close])))
    let tail = rest[rest.index(after: close)...]
    let list = ". Please provide one of "
    if tail.hasPrefix(list) {
      let values =
        tail.hasPrefix(list + "the following: ")
        ? tail.dropFirst((list + "the following: ").count).split(separator: ", ").map(String.init)
        : quotedWords(in: String(tail))
      let near = values.filter { isClose(value, to: $0) }
      return message.followed(
        by: near.isEmpty
          ? Message.parserUseChoices(choices: values)
          : Message.didYouMeanClause(choices: near))
    } else if tail.hasPrefix(": ") {
      return message.followed(
        by: Message.parserReason(reason: String(tail.dropFirst(2))))
    } else if !tail.isEmpty {
      return message.followed(by: Message.parserTail(tail: String(tail)))
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
