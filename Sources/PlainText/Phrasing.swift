/// Counts and lists as an English sentence says them: the one copy of each phrasing, for
/// messages, notes and reports. Items are used as given (quote them first when they are input).

/// A count with its noun in the right number: `counted(1, "question")` is "1 question",
/// `counted(3, "quiz", "quizzes")` is "3 quizzes". The plural defaults to the noun plus "s".
public func counted(_ count: Int, _ one: String, _ many: String? = nil) -> String {
  "\(count) \(count == 1 ? one : many ?? one + "s")"
}

/// Choices as a sentence says them: "on or off", "easy, moderate or difficult"; "" for none.
public func eitherOf(_ choices: [String]) -> String { listed(choices, conjunction: "or") }

/// Items as a sentence lists them all: "a and b", "a, b and c"; "" for none.
public func allOf(_ items: [String]) -> String { listed(items, conjunction: "and") }

/// Items separated by commas, the last two by the conjunction (no serial comma).
private func listed(_ items: [String], conjunction: String) -> String {
  guard let last = items.last else { return "" }
  guard items.count > 1 else { return last }
  return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
