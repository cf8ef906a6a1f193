/// One line of Markdown's inline syntax blanked in place (`MarkdownMask`).
enum InlineMarkdown {
  static func mask(_ scalars: inout [Unicode.Scalar], line: Range<Int>, start: Int) {
    let end = line.upperBound
    var index = blankPrefixes(&scalars, from: start, end: end)
    ProseMask.blankTags(&scalars, in: index..<end)
    while index < end {
      index = step(&scalars, at: index, end: end)
    }
  }

  /// Blanks quote marks, a heading's `#`s (and its closing ones), list and task marks.
  private static func blankPrefixes(_ s: inout [Unicode.Scalar], from start: Int, end: Int) -> Int {
    var index = start
    func skipSpaces() { while index < end, ProseMask.isBlank(s[index]) { index += 1 } }
    while index < end, s[index] == ">" {
      s[index] = ProseMask.space
      index += 1
      skipSpaces()
    }
    var hashes = 0
    while index + hashes < end, s[index + hashes] == "#" { hashes += 1 }
    if (1...6).contains(hashes), index + hashes == end || ProseMask.isBlank(s[index + hashes]) {
      ProseMask.blank(&s, index..<(index + hashes))
      index += hashes
      blankClosingHashes(&s, from: index, end: end)
      return index
    }
    let marker = listMarkerLength(s, at: index, end: end)
    if marker > 0 {
      ProseMask.blank(&s, index..<(index + marker))
      index += marker
      skipSpaces()
      if index + 2 < end, s[index] == "[", "xX ".unicodeScalars.contains(s[index + 1]),
        s[index + 2] == "]"
      {
        ProseMask.blank(&s, index..<(index + 3))
        index += 3
      }
    }
    return index
  }

  private static func listMarkerLength(_ s: [Unicode.Scalar], at index: Int, end: Int) -> Int {
    guard index < end else { return 0 }
    if "-*+".unicodeScalars.contains(s[index]), index + 1 == end || ProseMask.isBlank(s[index + 1])
    {
      return 1
    }
    var digits = 0
    while index + digits < end, digits < 9, ("0"..."9").contains(s[index + digits]) { digits += 1 }
    guard digits > 0, index + digits < end, s[index + digits] == "." || s[index + digits] == ")",
      index + digits + 1 == end || ProseMask.isBlank(s[index + digits + 1])
    else { return 0 }
    return digits + 1
  }

  private static func blankClosingHashes(_ s: inout [Unicode.Scalar], from start: Int, end: Int) {
    var upper = end
    while upper > start, ProseMask.isBlank(s[upper - 1]) { upper -= 1 }
    var lower = upper
    while lower > start, s[lower - 1] == "#" { lower -= 1 }
    if lower < upper, lower == start || ProseMask.isBlank(s[lower - 1]) {
      ProseMask.blank(&s, lower..<upper)
    }
  }

  /// Blanks the syntax starting at `index`, if any; the index after it.
  private static func step(_ s: inout [Unicode.Scalar], at index: Int, end: Int) -> Int {
    let scalar = s[index]
    switch scalar {
    case "\\":
      if index + 1 < end, s[index + 1].isASCII, s[index + 1].properties.isPunctuationLike {
        s[index] = ProseMask.space
        return index + 2
      }
    case "`":
      var run = 0
      while index + run < end, s[index + run] == "`" { run += 1 }
      let close = closingRun(s, of: run, from: index + run, end: end)
      ProseMask.blank(&s, index..<(close ?? (index + run)))
      return close ?? (index + run)
    case "!" where index + 1 < end && s[index + 1] == "[":
      if let close = bracketEnd(s, from: index + 1, end: end) {
        let after = targetEnd(s, from: close + 1, end: end) ?? (close + 1)
        ProseMask.blank(&s, index..<after)
        return after
      }
    case "[":
      guard let close = bracketEnd(s, from: index, end: end) else { break }
      if index + 1 < end, s[index + 1] == "^" {
        ProseMask.blank(&s, index..<(close + 1))
        return close + 1
      }
      s[index] = ProseMask.space
      let after = targetEnd(s, from: close + 1, end: end) ?? (close + 1)
      ProseMask.blank(&s, close..<after)
      return index + 1
    case "*", "~", "|":
      s[index] = ProseMask.space
    case "_":
      let inWord =
        index > 0 && index + 1 < end && isWordScalar(s[index - 1]) && isWordScalar(s[index + 1])
      if !inWord { s[index] = ProseMask.space }
    case "h", "w", "H", "W":
      if index == 0 || !isWordScalar(s[index - 1]), let urlEnd = urlEnd(s, from: index, end: end) {
        ProseMask.blank(&s, index..<urlEnd)
        return urlEnd
      }
    default: break
    }
    return index + 1
  }

  /// The index after a run of exactly `count` backticks closing a code span.
  private static func closingRun(_ s: [Unicode.Scalar], of count: Int, from start: Int, end: Int)
    -> Int?
  {
    var index = start
    while index < end {
      guard s[index] == "`" else {
        index += 1
        continue
      }
      var run = 0
      while index + run < end, s[index + run] == "`" { run += 1 }
      if run == count { return index + run }
      index += run
    }
    return nil
  }

  /// The `]` matching the `[` at `start`, on the line.
  private static func bracketEnd(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
    var depth = 0
    var index = start
    while index < end {
      switch s[index] {
      case "\\": index += 1
      case "[": depth += 1
      case "]":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The index after `(target "title")` or `[ref]` right at `start`.
  private static func targetEnd(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
    guard start < end, s[start] == "(" || s[start] == "[" else { return nil }
    let open = s[start]
    let close: Unicode.Scalar = open == "(" ? ")" : "]"
    var depth = 0
    var index = start
    while index < end {
      if s[index] == open { depth += 1 }
      if s[index] == close {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return nil
  }

  /// The end of `http://…`, `https://…` or `www.…` at `start`: up to a blank or a closing mark.
  private static func urlEnd(_ s: [Unicode.Scalar], from start: Int, end: Int) -> Int? {
    let prefixes = ["http://", "https://", "www."]
    let head = String(String.UnicodeScalarView(s[start..<min(end, start + 8)])).lowercased()
    guard prefixes.contains(where: head.hasPrefix) else { return nil }
    var index = start
    while index < end, !ProseMask.isBlank(s[index]), !")>]\"".unicodeScalars.contains(s[index]) {
      index += 1
    }
    while index > start, ".,;:!?".unicodeScalars.contains(s[index - 1]) { index -= 1 }
    return index
  }

  private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
  }
}

extension Unicode.Scalar.Properties {
  /// ASCII punctuation and symbols: what a backslash escapes in Markdown.
  fileprivate var isPunctuationLike: Bool {
    !isAlphabetic && !isWhitespace && generalCategory != .decimalNumber
  }
}
