/// Small rewrites of text without Foundation: replacing every occurrence, dropping an affix.
extension String {
  /// The text with every occurrence of `target` replaced, left to right, without overlaps.
  public func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }

  /// The text without `prefix` at its start; unchanged when it does not start so.
  public func droppingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }

  /// The text without `suffix` at its end; unchanged when it does not end so.
  public func droppingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
