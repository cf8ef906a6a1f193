/// How a text is written: what of it is prose to read and what is markup to skip.
public enum TextFormat: String, CaseIterable, Sendable {
  /// Plain text: all of it is read (control and format characters aside).
  case text
  /// Markdown: front matter, code, link targets, URLs, HTML tags and the marks of headings,
  /// emphasis, lists, quotes and tables are skipped.
  case markdown
  /// SubRip subtitles: cue numbers, timing lines and tags (`<i>`, `{\an8}`) are skipped.
  case srt
  /// WebVTT subtitles: the header, NOTE, STYLE and REGION blocks, cue identifiers, timing
  /// lines and tags are skipped.
  case vtt

  /// The format a file's name says (`.md`, `.markdown`, `.srt`, `.vtt`, any case); plain text
  /// for any other name.
  public init(path: String) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      self = .text
      return
    }
    switch name[name.index(after: dot)...].lowercased() {
    case "md", "markdown", "mdown", "mkd": self = .markdown
    case "srt": self = .srt
    case "vtt": self = .vtt
    default: self = .text
    }
  }
}
