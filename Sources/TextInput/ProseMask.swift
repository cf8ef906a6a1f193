/// The helpers every format's mask uses: spans blanked in place, the text's lines.
enum ProseMask {
  static let space: Unicode.Scalar = " "

  /// Control characters other than tab and line break, and format characters (bidi controls,
  /// zero-width spaces), become spaces: never part of a word.
  static func blankInvisible(_ scalars: inout [Unicode.Scalar]) {
    for index in scalars.indices {
      let value = scalars[index].value
      if value == 0x0A || value == 0x09 { continue }
      if value < 0x20 || (0x7F...0x9F).contains(value)
        || (value > 0x9F && scalars[index].properties.generalCategory == .format)
      {
        scalars[index] = space
      }
    }
  }

  /// Blanks `range`, keeping line breaks.
  static func blank(_ scalars: inout [Unicode.Scalar], _ range: Range<Int>) {
    for index in range where scalars[index] != "\n" { scalars[index] = space }
  }

  /// The ranges of the lines, without their line breaks (a carriage return before one stays:
  /// it is blanked later).
  static func lines(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    for index in scalars.indices where scalars[index] == "\n" {
      lines.append(start..<index)
      start = index + 1
    }
    lines.append(start..<scalars.count)
    return lines
  }

  /// The line without surrounding blanks (carriage return included).
  static func trimmed(_ scalars: [Unicode.Scalar], _ line: Range<Int>) -> Range<Int> {
    var lower = line.lowerBound
    var upper = line.upperBound
    while lower < upper, isBlank(scalars[lower]) { lower += 1 }
    while upper > lower, isBlank(scalars[upper - 1]) { upper -= 1 }
    return lower..<upper
  }

  static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\r"
  }

  static func text(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[range])
    return String(view)
  }

  /// Blanks each `<tag>` (letters, `/` or `!` after `<`, up to the next `>` on the line) and
  /// each `&entity;` in `range`.
  static func blankTags(_ scalars: inout [Unicode.Scalar], in range: Range<Int>) {
    var index = range.lowerBound
    while index < range.upperBound {
      let scalar = scalars[index]
      if scalar == "<", index + 1 < range.upperBound, startsTag(scalars[index + 1]),
        let close = scalars[(index + 1)..<range.upperBound].firstIndex(of: ">"),
        !isDigit(scalars[index + 1])
          || scalars[(index + 1)..<close].allSatisfy({ isDigit($0) || $0 == ":" || $0 == "." })
      {
        blank(&scalars, index..<(close + 1))
        index = close + 1
      } else if scalar == "&", let end = entityEnd(scalars, from: index, limit: range.upperBound) {
        blank(&scalars, index..<end)
        index = end
      } else {
        index += 1
      }
    }
  }

  /// A letter, `/`, `!` or `?` opens a tag; a digit a subtitle's timestamp (`<00:05.500>`).
  private static func startsTag(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "/" || scalar == "!" || scalar == "?" || isDigit(scalar)
      || (scalar.isASCII && scalar.properties.isAlphabetic)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// The end of `&name;` or `&#123;` starting at `start`, at most 10 scalars long.
  private static func entityEnd(_ scalars: [Unicode.Scalar], from start: Int, limit: Int) -> Int? {
    var index = start + 1
    while index < limit, index - start <= 10 {
      let scalar = scalars[index]
      if scalar == ";" { return index > start + 1 ? index + 1 : nil }
      guard scalar.isASCII,
        scalar.properties.isAlphabetic || scalar == "#"
          || ("0"..."9").contains(scalar)
      else { return nil }
      index += 1
    }
    return nil
  }
}
