/// Which letters of the expected form an answer got wrong: the letters of `expected` outside a
/// longest common subsequence with the answer (compared exactly, so á against a is a
/// difference). "debió" for "debieron" marks "eron"; "hablo" for "habló" marks "ó".
public enum AnswerDifference {
  /// One flag per character of `expected`: true where the answer differs.
  public static func marks(given: String, expected: String) -> [Bool] {
    let answer = Array(given.lowercased())
    let target = Array(expected.lowercased())
    guard !target.isEmpty else { return [] }
    guard !answer.isEmpty, answer.count <= 200, target.count <= 200 else {
      return target.map { _ in true }
    }
    // lengths[i][j]: the longest common subsequence of answer[i...] and target[j...].
    var lengths = Array(
      repeating: Array(repeating: 0, count: target.count + 1), count: answer.count + 1)
    for i in stride(from: answer.count - 1, through: 0, by: -1) {
      for j in stride(from: target.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          answer[i] == target[j]
          ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var marks = target.map { _ in true }
    var i = 0
    var j = 0
    while i < answer.count && j < target.count {
      if answer[i] == target[j] {
        marks[j] = false
        i += 1
        j += 1
      } else if lengths[i + 1][j] >= lengths[i][j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return marks
  }

  /// A line of carets under the differing letters of `expected` ("   ^^^^"), without trailing
  /// spaces; empty when nothing differs. Spaces in `expected` stay spaces.
  public static func markerLine(given: String, expected: String) -> String {
    let flags = marks(given: given, expected: expected)
    var line = String(zip(expected, flags).map { $0.1 && $0.0 != " " ? "^" : " " })
    while line.last == " " { line.removeLast() }
    return line
  }
}
