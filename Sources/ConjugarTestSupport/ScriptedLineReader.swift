import LineInput

/// Answers from a list, then the end of input.
public final class ScriptedLineReader: LineReader {
  private var lines: [String]

  public init(_ lines: [String]) { self.lines = lines }

  public func readLine(prompt: String) -> ReadLineResult {
    lines.isEmpty ? .end : .line(lines.removeFirst())
  }
}
