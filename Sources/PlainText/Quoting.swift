/// Quoting user input in a message: arguments and file contents can be of any length and hold
/// anything, so a message shows a bounded, escaped part of them. Lengths count characters.
extension String {
  /// User input as quoted in a message: at most 40 characters, control characters escaped;
  /// longer input ends with "…" and its length, as "… (41 characters)".
  public var abbreviated: String {
    guard count > 40 else { return escapingControlCharacters }
    return String(prefix(40)).escapingControlCharacters + "… (\(count) characters)"
  }

  /// A path as quoted in a message: the path as the user gave it (never only its last part),
  /// control characters escaped; a path over 160 characters shows "…" and its last 160, which
  /// name the file.
  public var abbreviatedPath: String {
    guard count > 160 else { return escapingControlCharacters }
    return "…" + String(suffix(160)).escapingControlCharacters
  }

  /// At most `limit` characters, then "…" when some were cut (a message quoting a huge
  /// argument stays readable). Nothing is escaped.
  public func limited(to limit: Int) -> String {
    count <= limit ? self : String(prefix(limit)) + "…"
  }
}
