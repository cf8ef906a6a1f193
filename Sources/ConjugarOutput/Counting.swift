/// A count with its noun in the right number: `counted(1, "question")` is "1 question",
/// `counted(3, "quiz", "quizzes")` is "3 quizzes". The plural defaults to the noun plus "s".
public func counted(_ count: Int, _ one: String, _ many: String? = nil) -> String {
  "\(count) \(count == 1 ? one : many ?? one + "s")"
}
