import ConjugarCore

/// Reads running Spanish: every verb of a text, in text order, read in context
/// (Docs/READING.md: the rules and how well they do).
public struct TextReader: Sendable {
  public let analyzer: FormAnalyzer

  public init(analyzer: FormAnalyzer = FormAnalyzer()) {
    self.analyzer = analyzer
  }

  /// Every verb in `text`, in text order. The caller has already replaced non-prose (Markdown
  /// syntax, subtitle numbers and timings) by spaces, so offsets into `text` are offsets into
  /// the file.
  public func read(_ text: String) -> [VerbOccurrence] {
    var reading = TextReading(text: text, analyzer: analyzer)
    return reading.occurrences()
  }
}
