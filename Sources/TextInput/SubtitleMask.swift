/// Subtitles (.srt, .vtt) to prose: only the cues' text is read.
enum SubtitleMask {
  static func mask(_ scalars: inout [Unicode.Scalar], format: TextFormat) {
    let lines = ProseMask.lines(scalars)
    var skippingBlock = false
    let first = firstLine(scalars, lines)
    for (number, line) in lines.enumerated() {
      let trimmed = ProseMask.trimmed(scalars, line)
      let words = ProseMask.text(scalars, trimmed)
      if trimmed.isEmpty {
        skippingBlock = false
        continue
      }
      let nextIsTiming =
        number + 1 < lines.count && isTiming(ProseMask.text(scalars, lines[number + 1]))
      if skippingBlock || isTiming(words) || nextIsTiming
        || (format == .srt && words.unicodeScalars.allSatisfy { ("0"..."9").contains($0) })
      {
        ProseMask.blank(&scalars, line)
        continue
      }
      if format == .vtt, startsBlock(words, first: number == first) {
        skippingBlock = true
        ProseMask.blank(&scalars, line)
        continue
      }
      ProseMask.blankTags(&scalars, in: line)
      blankBraceTags(&scalars, in: line)
    }
  }

  /// `00:01:02,500 --> 00:01:04,000` (and a VTT timing with its settings).
  static func isTiming(_ line: String) -> Bool {
    line.contains("-->") && line.contains(":")
  }

  /// WEBVTT (the header, with the lines under it), NOTE, STYLE and REGION blocks.
  private static func startsBlock(_ line: String, first: Bool) -> Bool {
    if first && line.hasPrefix("WEBVTT") { return true }
    return ["NOTE", "STYLE", "REGION"].contains { keyword in
      line == keyword || line.hasPrefix(keyword + " ") || line.hasPrefix(keyword + "\t")
    }
  }

  private static func firstLine(_ scalars: [Unicode.Scalar], _ lines: [Range<Int>]) -> Int {
    lines.firstIndex { !ProseMask.trimmed(scalars, $0).isEmpty } ?? 0
  }

  /// SubStation overrides some .srt files carry: `{\an8}`, `{\i1}`.
  private static func blankBraceTags(_ scalars: inout [Unicode.Scalar], in range: Range<Int>) {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      if scalars[index] == "{", scalars[index + 1] == "\\",
        let close = scalars[index..<range.upperBound].firstIndex(of: "}")
      {
        ProseMask.blank(&scalars, index..<(close + 1))
        index = close + 1
      } else {
        index += 1
      }
    }
  }
}
