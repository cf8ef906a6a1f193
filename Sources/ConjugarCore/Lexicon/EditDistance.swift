/// How many edits turn one word into another: for suggestions (hablr → hablar, preterit →
/// preterito).
public enum EditDistance {
  /// Optimal-string-alignment distance (a swap of two neighbours counts once), giving up
  /// early: anything past `limit` is `limit + 1`.
  public static func between(_ a: [Character], _ b: [Character], limit: Int) -> Int {
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}

extension EditDistance {
  /// The rows of `between`, kept from one comparison to the next: for comparing one word with
  /// thousands, as scalar values (`SearchIndex.plainScalars`), without allocating each time.
  struct Rows {
    private var previousPrevious: [Int] = []
    private var previous: [Int] = []
    private var current: [Int] = []

    /// `EditDistance.between` for words whose characters are single scalars.
    mutating func between(_ a: [UInt32], _ b: [UInt32], limit: Int) -> Int {
      if a.isEmpty || b.isEmpty { return Swift.max(a.count, b.count) }
      let width = b.count + 1
      if previous.count < width {
        previousPrevious = [Int](repeating: 0, count: width)
        previous = [Int](repeating: 0, count: width)
        current = [Int](repeating: 0, count: width)
      }
      for j in 0..<width {
        previousPrevious[j] = 0
        previous[j] = j
        current[j] = 0
      }
      for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = Swift.min(value, previousPrevious[j - 2] + 1)
          }
          current[j] = value
          rowMinimum = Swift.min(rowMinimum, value)
        }
        if rowMinimum > limit { return limit + 1 }
        swap(&previousPrevious, &previous)
        swap(&previous, &current)
      }
      return previous[b.count]
    }
  }
}
