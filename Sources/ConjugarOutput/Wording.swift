/// A count with its noun in the right number: `counted(1, "question")` is "1 question",
/// `counted(3, "quiz", "quizzes")` is "3 quizzes". The plural defaults to the noun plus "s".
public func counted(_ count: Int, _ one: String, _ many: String? = nil) -> String {
  "\(count) \(count == 1 ? one : many ?? one + "s")"
}

/// Choices as a sentence says them: "on or off", "easy, moderate or difficult".
public func eitherOf(_ choices: [String]) -> String {
  guard choices.count > 2 else { return choices.joined(separator: " or ") }
  return choices.dropLast().joined(separator: ", ") + " or " + choices[choices.count - 1]
}
