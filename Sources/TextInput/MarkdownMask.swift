/// Markdown to prose: the words a reader of the rendered page reads, nothing of the syntax.
///
/// Blanked whole: front matter (`---` or `+++` first), fenced and indented code blocks, HTML
/// comments, link reference definitions, table delimiter rows, thematic breaks and setext
/// underlines. Within a line: the marks of headings, quotes, lists and task lists, emphasis
/// (`*`, `~`, `_` outside words), code spans, table pipes, backslashes of escapes, images,
/// link targets (`](url "title")`, `][ref]`), footnote marks, autolinks, bare URLs, HTML
/// tags and entities. A link's text is read.
enum MarkdownMask {
  static func mask(_ scalars: inout [Unicode.Scalar]) {
    let lines = ProseMask.lines(scalars)
    var state = BlockState()
    for (number, line) in lines.enumerated() {
      let trimmed = ProseMask.trimmed(scalars, line)
      let words = ProseMask.text(scalars, trimmed)
      if state.skipsWhole(words, number: number, line: ProseMask.text(scalars, line)) {
        ProseMask.blank(&scalars, line)
        continue
      }
      InlineMarkdown.mask(&scalars, line: line, start: trimmed.lowerBound)
    }
  }
}

/// What the lines so far opened: front matter, a fence, a comment; and the last line's kind.
struct BlockState {
  private var frontMatterEnd: String? = nil
  private var fence: String? = nil
  private var inComment = false
  private var previousBlank = true
  private var previousCode = false
  private var inList = false

  /// Whether the line (`words`: trimmed) is blanked whole; updates the state.
  mutating func skipsWhole(_ words: String, number: Int, line: String) -> Bool {
    defer { previousBlank = words.isEmpty }
    if let end = frontMatterEnd {
      if number > 0 && (words == end || (end == "---" && words == "...")) { frontMatterEnd = nil }
      return true
    }
    if number == 0 && (words == "---" || words == "+++") {
      frontMatterEnd = words
      return true
    }
    if let open = fence {
      if words.hasPrefix(open) && words.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace)
      {
        fence = nil
      }
      return true
    }
    if inComment {
      if words.contains("-->") { inComment = false }
      return true
    }
    if words.isEmpty {
      previousCode = false
      return false
    }
    let indent = Self.indentation(line)
    if indent >= 4 && (previousCode || (previousBlank && !inList)) {
      previousCode = true
      return true
    }
    previousCode = false
    if indent == 0 { inList = Self.startsListItem(words) }
    if words.hasPrefix("```") || words.hasPrefix("~~~") {
      let mark = words.first!
      fence = String(words.prefix { $0 == mark })
      return true
    }
    if words.hasPrefix("<!--") {
      inComment = !words.contains("-->")
      return true
    }
    return Self.isRule(words) || Self.isReferenceDefinition(words) || Self.isTableDelimiter(words)
  }

  static func indentation(_ line: String) -> Int {
    var columns = 0
    for character in line {
      if character == " " {
        columns += 1
      } else if character == "\t" {
        columns += 4
      } else {
        break
      }
    }
    return columns
  }

  static func startsListItem(_ words: String) -> Bool {
    if let first = words.first, "-*+".contains(first), words.dropFirst().first == " " {
      return true
    }
    let digits = words.prefix { $0.isASCII && $0.isNumber }
    let rest = words.dropFirst(digits.count)
    return !digits.isEmpty && digits.count < 10 && (rest.hasPrefix(". ") || rest.hasPrefix(") "))
  }

  /// `***`, `- - -`, `___`, a setext underline (`===`, `---`).
  static func isRule(_ words: String) -> Bool {
    let marks = words.filter { !$0.isWhitespace }
    guard let first = marks.first, "-*_=".contains(first) else { return false }
    return marks.allSatisfy { $0 == first } && (marks.count >= 3 || first == "=" || first == "-")
  }

  /// `[ref]: https://example.com "Title"`.
  static func isReferenceDefinition(_ words: String) -> Bool {
    guard words.hasPrefix("["), let close = words.firstIndex(of: "]") else { return false }
    return words[close...].hasPrefix("]:")
  }

  /// `| --- | :---: |`.
  static func isTableDelimiter(_ words: String) -> Bool {
    words.contains("-") && words.contains("|")
      && words.allSatisfy { "|-: \t".contains($0) }
  }
}
