import ConjugarOutput

/// Quoting user input and reshaping ArgumentParser's messages.
extension String {
  /// User input as quoted in a message: at most 40 characters, control characters escaped.
  public var abbreviated: String {
    guard count > 40 else { return escapingControlCharacters }
    return String(prefix(40)).escapingControlCharacters + "… (\(count) characters)"
  }

  /// At most `limit` characters (a message quoting a huge argument stays readable).
  public func limited(to limit: Int) -> String {
    count <= limit ? self : String(prefix(limit)) + "…"
  }

  public func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }

  public func droppingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
