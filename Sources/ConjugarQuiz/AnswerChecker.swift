import ConjugarCore

/// How an answer is marked.
public enum Mark: String, Sendable, Equatable {
  /// Exactly right (case, surrounding spaces and punctuation ignored): full credit.
  case correct
  /// Right but for an accent slip that makes no other word (tenia for tenía): half credit.
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

/// Compares an answer with a question's accepted forms: the one marking rule of every drill,
/// `check`, `grade` and the review.
///
/// - Capitals, outer spaces and punctuation around words (. , ; : … ¡ ! ¿ ? and quotes) are
///   ignored.
/// - A subject pronoun that agrees with the person asked may come before the form, or after
///   an imperative (yo hablo, hable usted); one that does not agree, one of a question with no
///   person (gerund, participle), a pronoun alone or two pronouns are wrong (`SubjectPronoun`).
/// - An answer that differs from an accepted form only in its accents earns what
///   `AccentsPolicy` gives an accent slip, unless the word typed is another word: another
///   form of the verb (hablo for habló, hablé for hable) or a word of `AccentHomographs`
///   (de for dé, esta for está). Those are wrong under every policy: the word means something
///   else. A missing or extra diaeresis changes the sound (averigue for averigüe): wrong.
/// - A monosyllable written with the accent it had before 2010 (rió, guió, fié) is right: the
///   conjugator lists those spellings among a form's alternatives, and `modernSpelling` finds
///   the 2010 spelling for the note (`Pre2010Spelling`).
public enum AnswerChecker {
  /// `accents`: what an answer right but for its accents earns (`AccentsPolicy`).
  public static func mark(
    _ answer: String, for question: QuizQuestion, accents: AccentsPolicy = .default
  ) -> Mark {
    let given = normalized(answer)
    guard !given.isEmpty else { return .wrong }
    switch SubjectPronoun.reading(given, for: question) {
    case .none: return markForm(given, for: question, accents: accents)
    case .agreeing(let form): return markForm(form, for: question, accents: accents)
    case .problem: return .wrong
    }
  }

  /// Whether `answer` is right but for its accents, whatever the policy makes of that.
  public static func isAccentSlip(_ answer: String, for question: QuizQuestion) -> Bool {
    mark(answer, for: question, accents: .half) == .accentOnly
  }

  /// The forms the question accepts, normalized, the leading "no" of a negative imperative
  /// made optional.
  static func acceptedForms(_ question: QuizQuestion) -> [String] {
    let accepted = question.acceptedAnswers.map(normalized)
    return accepted + accepted.filter { $0.hasPrefix("no ") }.map { String($0.dropFirst(3)) }
  }

  /// The mark of `given`, the verb form alone (normalized, its subject pronoun removed).
  static func markForm(_ given: String, for question: QuizQuestion, accents: AccentsPolicy)
    -> Mark
  {
    let accepted = acceptedForms(question)
    if accepted.contains(given) { return .correct }
    let bare = given.folded(.answerChecking)
    guard let right = accepted.first(where: { $0.folded(.answerChecking) == bare }) else {
      return .wrong
    }
    if given.folded(.accents) != right.folded(.accents) { return .wrong }
    if AccentHomographs.isOtherWord(given, right: right, verb: question.verb) { return .wrong }
    return accents.accentSlipMark
  }

  /// The older spelling's modern form when `answer` is right in a spelling RAE dropped in 2010
  /// (rió for rio); nil otherwise. The quiz and `check` say so in a note.
  public static func modernSpelling(of answer: String, for question: QuizQuestion) -> String? {
    guard mark(answer, for: question) == .correct else { return nil }
    var form = normalized(answer)
    if case .agreeing(let rest) = SubjectPronoun.reading(form, for: question) { form = rest }
    let accepted = acceptedForms(question)
    return accepted.first { Pre2010Spelling.isOlderSpelling(form, of: $0) }
  }

  /// An answer as a summary shows it: lower-cased, single-spaced, with typing help applied,
  /// its punctuation kept (a recognition answer's commas and "(-se)" are part of it).
  public static func displayed(_ text: String) -> String {
    applyingTypingHelp(text.lowercased()).split(whereSeparator: { $0.isWhitespace })
      .joined(separator: " ")
  }

  /// Lower-cased, single-spaced, with typing help applied (a' → á, n~ → ñ, u: → ü) and the
  /// punctuation around each word removed (¡Hablo! → hablo).
  public static func normalized(_ text: String) -> String {
    var text = text.lowercased()[...]
    text = text.drop(while: \.isWhitespace)
    while text.last?.isWhitespace == true { text = text.dropLast() }
    // 'hablo' in single quotes: the closing quote is no typing help for ó.
    if text.count > 2, text.first == "'", text.last == "'" { text = text.dropFirst().dropLast() }
    let words = applyingTypingHelp(String(text)).split(whereSeparator: { $0.isWhitespace })
    return words.map { $0.trimmingCharacters(where: isPunctuation) }.filter { !$0.isEmpty }
      .joined(separator: " ")
  }

  /// The punctuation an answer may carry around its words.
  static func isPunctuation(_ character: Character) -> Bool {
    ".,;:…!¡?¿\"'«»“”‘’`´()[]-–—".contains(character)
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

extension Substring {
  fileprivate func trimmingCharacters(where drop: (Character) -> Bool) -> String {
    var slice = self[...]
    while let first = slice.first, drop(first) { slice = slice.dropFirst() }
    while let last = slice.last, drop(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
