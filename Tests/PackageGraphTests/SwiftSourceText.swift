/// Just enough of Swift's lexical structure to read our own Package.swift: comments removed,
/// brackets matched and argument lists split, with string literals kept whole.
enum SwiftSourceText {
  /// The text without `//` and `/* */` comments; string literals are left as they are.
  static func withoutComments(_ text: String) -> String {
    var result = ""
    var characters = Array(text)[...]
    var inString = false
    while let character = characters.first {
      if inString {
        result.append(character)
        characters.removeFirst()
        if character == "\\", let escaped = characters.first {
          result.append(escaped)
          characters.removeFirst()
        } else if character == "\"" {
          inString = false
        }
      } else if characters.starts(with: "//") {
        characters = characters.drop { $0 != "\n" }
      } else if characters.starts(with: "/*") {
        let rest = String(characters)
        guard let end = rest.range(of: "*/") else { return result }
        characters = Array(rest[end.upperBound...])[...]
      } else {
        if character == "\"" { inString = true }
        result.append(character)
        characters.removeFirst()
      }
    }
    return result
  }

  /// What the bracket opening at `start` ( `(` or `[` ) holds, without the brackets; nil when it
  /// is never closed.
  static func contents(ofBracketAt start: String.Index, in text: Substring) -> Substring? {
    var depth = 0
    var strings = StringLiterals()
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if strings.consume(character) {
        // In a string literal: brackets and commas there do not count.
      } else if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
        if depth == 0 { return text[text.index(after: start)..<index] }
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// The comma-separated items of an argument or array list, trimmed, without empty ones (a
  /// trailing comma): commas inside brackets or strings do not split.
  static func items(_ list: Substring) -> [Substring] {
    var items: [Substring] = []
    var depth = 0
    var strings = StringLiterals()
    var start = list.startIndex
    for index in list.indices {
      let character = list[index]
      if strings.consume(character) {
        // In a string literal: brackets and commas there do not count.
      } else if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
      } else if character == ",", depth == 0 {
        items.append(list[start..<index])
        start = list.index(after: index)
      }
    }
    items.append(list[start...])
    return items.map(trimmed).filter { !$0.isEmpty }
  }

  /// An argument split at its label: `name: "X"` → ("name", `"X"`); (nil, text) when unlabelled.
  static func labelled(_ argument: Substring) -> (label: String?, value: Substring) {
    guard let colon = argument.firstIndex(of: ":"),
      argument[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return (nil, argument) }
    return (String(argument[..<colon]), trimmed(argument[argument.index(after: colon)...]))
  }

  /// The value of a plain string literal (`"X"` → X); nil for anything else.
  static func stringLiteral(_ text: Substring) -> String? {
    guard text.count >= 2, text.first == "\"", text.last == "\"" else { return nil }
    let inside = text.dropFirst().dropLast()
    guard !inside.contains("\""), !inside.contains("\\") else { return nil }
    return String(inside)
  }

  static func trimmed(_ text: Substring) -> Substring {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return text[text.endIndex...] }
    return text[first...last]
  }
}

/// Where a scan of Swift source is relative to its string literals: `consume` takes the next
/// character and says whether it belongs to a literal (its quotes included), which brackets and
/// commas inside do not count.
struct StringLiterals {
  private var inside = false
  private var escaped = false

  mutating func consume(_ character: Character) -> Bool {
    if inside {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        inside = false
      }
      return true
    }
    if character == "\"" {
      inside = true
      return true
    }
    return false
  }
}
