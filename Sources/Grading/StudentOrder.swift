import ConjugarCore

/// The order of students in every report (text, JSON, CSV, HTML): alphabetical by name as a
/// gradebook lists them, whatever order the files came in. Case, accents and ü do not count,
/// ñ comes after n, numbers within a name count as numbers (Alumno 2 before Alumno 10), and a
/// sheet without a name comes last; ties keep the order of the files.
public enum StudentOrder {
  public static func sorted(_ students: [GradedStudent]) -> [GradedStudent] {
    students.enumerated().sorted { left, right in
      let (a, b) = (left.element.name, right.element.name)
      if a.isEmpty != b.isEmpty { return b.isEmpty }
      if let order = naturalOrder(key(a), key(b)) { return order }
      if a != b { return a < b }
      return left.offset < right.offset
    }.map(\.element)
  }

  /// The name as compared: folded, and ñ written "n~", which sorts after every n + letter.
  static func key(_ name: String) -> [Character] {
    Array(
      name.folded([.case, .accents, .diaeresis]).flatMap { $0 == "ñ" ? ["n", "~"] : [$0] })
  }

  /// Whether `a` comes first, nil when they compare equal: runs of digits compare by value.
  static func naturalOrder(_ a: [Character], _ b: [Character]) -> Bool? {
    var (i, j) = (a.startIndex, b.startIndex)
    while i < a.endIndex && j < b.endIndex {
      if a[i].isASCIIDigit && b[j].isASCIIDigit {
        let (x, y) = (digits(a, from: &i), digits(b, from: &j))
        if x != y { return x.count != y.count ? x.count < y.count : x < y }
      } else {
        if a[i] != b[j] { return a[i] < b[j] }
        (i, j) = (i + 1, j + 1)
      }
    }
    let (restA, restB) = (a.endIndex - i, b.endIndex - j)
    return restA == restB ? nil : restA < restB
  }

  /// The run of digits at `index`, without leading zeros; `index` moves past it.
  private static func digits(_ text: [Character], from index: inout Int) -> String {
    let start = index
    while index < text.endIndex && text[index].isASCIIDigit { index += 1 }
    let run = String(text[start..<index]).drop { $0 == "0" }
    return String(run)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
