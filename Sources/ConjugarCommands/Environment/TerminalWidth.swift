#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The width text is wrapped to: the terminal's own (TIOCGWINSZ), else COLUMNS, else 80.
public enum TerminalWidth {
  /// Narrower or wider values are clamped: a line shorter than 40 columns is unreadable and
  /// one wider than 200 is hard to follow.
  public static let range = 40...200
  public static let fallback = 80

  /// The width for a terminal of `columns` (nil when standard output is not a terminal), with
  /// the environment `variables` for COLUMNS.
  public static func resolve(columns: Int?, variables: [String: String]) -> Int {
    let chosen =
      columns.flatMap { $0 > 0 ? $0 : nil }
      ?? variables["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      ?? fallback
    return min(max(chosen, range.lowerBound), range.upperBound)
  }

  /// Columns of the terminal on standard output, or nil when it is not a terminal.
  @Sendable public static func standardOutputColumns() -> Int? {
    standardOutputSize().map { Int($0.ws_col) }.flatMap { $0 > 0 ? $0 : nil }
  }

  /// Rows of the terminal on standard output, or nil when it is not a terminal.
  @Sendable public static func standardOutputRows() -> Int? {
    standardOutputSize().map { Int($0.ws_row) }.flatMap { $0 > 0 ? $0 : nil }
  }

  private static func standardOutputSize() -> winsize? {
    guard isatty(STDOUT_FILENO) == 1 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return size
  }
}

extension CommandEnvironment {
  /// The width for output whose shape a script may rely on (`stats`): on a terminal, as
  /// `terminalWidth`; into a pipe or a file, COLUMNS when it is set (within `range`), else nil
  /// for output unchanged at any size — the policy of `verb --layout auto`'s single column.
  public var widthUnlessPiped: Int? {
    guard !standardOutputIsTerminal else { return terminalWidth }
    guard let columns = variables["COLUMNS"].flatMap({ Int($0) }), columns > 0 else { return nil }
    return min(max(columns, TerminalWidth.range.lowerBound), TerminalWidth.range.upperBound)
  }
}
