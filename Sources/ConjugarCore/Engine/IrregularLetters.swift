/// Where a form departs from the regular pattern: the letters between the longest common
/// beginning and the longest common end of the two (tengo vs teno → "g"; tuve vs tení → "uve").
public enum IrregularLetters {
  /// Character offsets in `form` that differ from `regular`, or nil when they are equal.
  public static func range(in form: String, regular: String) -> Range<Int>? {
    let a = Array(form)
    let b = Array(regular)
    guard a != b else { return nil }
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var end = 0
    while end < a.count - start && end < b.count - start
      && a[a.count - 1 - end] == b[b.count - 1 - end]
    {
      end += 1
    }
    let upper = a.count - end
    return start < upper ? start..<upper : nil
  }
}
