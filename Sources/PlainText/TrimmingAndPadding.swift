/// Trimming and padding for plain text: the one copy of each, for every module that lays out
/// or reads lines. White space is Unicode white space, read a character at a time (a space that
/// carries a combining mark is white space); widths count characters, not terminal columns.
extension StringProtocol {
  /// The text without white space (spaces, tabs, newlines…) at either end.
  public func trimmingWhitespace() -> String {
    guard let start = firstIndex(where: { !$0.isWhitespace }),
      let end = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[start...end])
  }

  /// The text without white space at its end: a table row without its last cells' padding.
  public func trimmingTrailingWhitespace() -> String {
    guard let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
    return String(self[...end])
  }

  /// The text followed by spaces up to `width` characters; unchanged when it is that long.
  public func padded(to width: Int) -> String {
    let length = count
    return length >= width
      ? String(self) : String(self) + String(repeating: " ", count: width - length)
  }
}
