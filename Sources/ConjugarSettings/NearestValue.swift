import ConjugarCore

/// The value a mistyped setting most likely means, for "did you mean": names compare without
/// case, accents, spaces or punctuation; the one value whose name the text begins (two letters
/// at least), else the one nearest within one edit for a short word (four letters or fewer)
/// and two for a longer one. Nil when nothing is close or two values are equally close: a
/// guess between two helps less than the list of values the error names anyway.
enum NearestValue {
  static func find<Value: Hashable>(_ text: String, in candidates: [(String, Value)]) -> Value? {
    let typed = key(text)
    guard !typed.isEmpty else { return nil }
    let named = candidates.map { (key($0.0), $0.1) }
    if typed.count >= 2, let begun = only(named.filter { $0.0.hasPrefix(typed) }.map(\.1)) {
      return begun
    }
    let allowed = typed.count <= 4 ? 1 : 2
    let distances = named.map { candidate in
      (EditDistance.between(Array(typed), Array(candidate.0), limit: allowed), candidate.1)
    }
    guard let best = distances.map(\.0).min(), best <= allowed else { return nil }
    return only(distances.filter { $0.0 == best }.map(\.1))
  }

  /// Lower case, without accents, without anything but letters and digits.
  static func key(_ name: String) -> String {
    String(name.folded([.case, .accents]).filter { $0.isLetter || $0.isNumber })
  }

  private static func only<Value: Hashable>(_ values: [Value]) -> Value? {
    let distinct = Set(values)
    return distinct.count == 1 ? distinct.first : nil
  }
}
