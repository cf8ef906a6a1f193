/// A text to read, from a file's bytes: the text as decoded and the prose in it.
///
/// `prose` has exactly as many Unicode scalars as `text`, each in its place: what is not prose
/// (markup, code, timings, control and format characters) is a space in it, line breaks are
/// kept. So an offset found in `prose` is an offset into `text`, the file's text as read: UTF-8
/// decoded, without the byte order mark a Windows editor writes first (which offsets do not
/// count).
public struct ReadableText: Sendable, Equatable {
  /// The largest text read, in bytes (100 MB); a longer one is refused before it is read.
  public static let maximumBytes = 100_000_000

  public let text: String
  public let prose: String
  public let format: TextFormat

  /// Decodes and masks `bytes`; throws for an empty, binary, UTF-16, non-UTF-8 or too large
  /// text.
  public init(bytes: [UInt8], format: TextFormat) throws(TextInputError) {
    if bytes.count > Self.maximumBytes { throw .tooLarge(limit: Self.maximumBytes) }
    let text = try TextDecoding.decode(bytes)
    guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
      throw .empty
    }
    self.init(decoded: text, format: format)
  }

  /// A text already decoded (no check made).
  public init(decoded text: String, format: TextFormat) {
    self.text = text
    self.format = format
    var scalars = Array(text.unicodeScalars)
    switch format {
    case .text: break
    case .markdown: MarkdownMask.mask(&scalars)
    case .srt, .vtt: SubtitleMask.mask(&scalars, format: format)
    }
    ProseMask.blankInvisible(&scalars)
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    prose = String(view)
  }

}

/// A text's Unicode scalars, for spans given in them (an occurrence's, a sentence's): each
/// span is cut in time proportional to its length, not to where it is.
public struct ScalarText: Sendable {
  private let scalars: [Unicode.Scalar]

  public init(_ text: String) { scalars = Array(text.unicodeScalars) }

  public var count: Int { scalars.count }

  /// The span's text; empty for a span outside the text, cut at its end.
  public func slice(offset: Int, length: Int) -> String {
    guard offset >= 0, length > 0, offset < scalars.count else { return "" }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[offset..<min(scalars.count, offset + length)])
    return String(view)
  }
}
