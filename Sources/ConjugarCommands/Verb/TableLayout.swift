/// `verb --layout`: how a table uses the width (ConjugationTable's width policy).
/// - `auto`: on a terminal, tenses side by side where they fit (in blocks of three at 80
///   columns, so a mood fits a 24-line screen) and English wrapped to its width; elsewhere the
///   single column, unwrapped, the same at any size.
/// - `grid`: laid out for the width even into a pipe: the terminal's, else COLUMNS, else 80.
/// - `list`: the single column always (wrapped to a terminal's width).
public enum TableLayout: String, CaseIterable, Sendable {
  case auto, grid, list

  /// The columns a table fits, nil for no limit.
  func width(in environment: CommandEnvironment) -> Int? {
    guard self == .grid || environment.standardOutputIsTerminal else { return nil }
    return environment.terminalWidth
  }

  var allowsGrid: Bool { self != .list }
}
