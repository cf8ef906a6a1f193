import ConjugarCore

/// How an answer is marked.
public enum Mark: String, Sendable, Equatable {
  /// Exactly right (case and surrounding spaces ignored): full credit.
  case correct
  /// Right but for accents (hablo for habló): half credit.
  case accentOnly
  /// Recognition drill: the verb is right, the tense or person is not: half credit.
  case partlyRight
  case wrong
  case skipped

  public var points: Int {
    switch self {
    case .correct: 10
    case .accentOnly, .partlyRight: 5
    case .wrong, .skipped: 0
    }
  }
}

/// Compares an answer with a question's accepted forms.
public enum AnswerChecker {
  /// `accents`: what an answer right but for its accents earns (`AccentsPolicy`).
  public static func mark(
    _ answer: String, for question: QuizQuestion, accents: AccentsPolicy = .default
  ) -> Mark {
    let given = normalized(answer)
    guard !given.isEmpty else { return .wrong }
    var accepted = question.acceptedAnswers.map(normalized)
    // The leading "no" of a negative imperative is optional.
    accepted += accepted.filter { $0.hasPrefix("no ") }.map { String($0.dropFirst(3)) }
    if accepted.contains(given) { return .correct }
    let bare = given.folded(.answerChecking)
    if accepted.contains(where: { $0.folded(.answerChecking) == bare }) {
      return accents.accentSlipMark
    }
    return .wrong
  }

  /// Whether `answer` is right but for its accents, whatever the policy makes of that.
  public static func isAccentSlip(_ answer: String, for question: QuizQuestion) -> Bool {
    mark(answer, for: question, accents: .half) == .accentOnly
  }

  /// Lower-cased, trimmed, single-spaced, with typing help applied: a' → á, n~ → ñ, u: → ü.
  public static func normalized(_ text: String) -> String {
    let words = applyingTypingHelp(text.lowercased()).split(whereSeparator: { $0.isWhitespace })
    return words.joined(separator: " ")
  }

  /// For keyboards without Spanish letters: a' e' i' o' u' → á é í ó ú, n~ → ñ, u: → ü.
  public static func applyingTypingHelp(_ text: String) -> String {
    var result = ""
    var pending: Character? = nil
    for character in text {
      if let previous = pending, let combined = combine(previous, character) {
        result.append(combined)
        pending = nil
        continue
      }
      if let previous = pending { result.append(previous) }
      pending = character
    }
    if let pending { result.append(pending) }
    return result
  }

  private static func combine(_ letter: Character, _ mark: Character) -> Character? {
    switch (letter, mark) {
    case ("a", "'"), ("a", "´"): "á"
    case ("e", "'"), ("e", "´"): "é"
    case ("i", "'"), ("i", "´"): "í"
    case ("o", "'"), ("o", "´"): "ó"
    case ("u", "'"), ("u", "´"): "ú"
    case ("n", "~"): "ñ"
    case ("u", ":"), ("u", "\""): "ü"
    default: nil
    }
  }
}
