import ConjugarQuiz
import Messages

/// What kind of mistake an answer shows. `rawValue` is the JSON value.
public enum DiagnosisKind: String, Sendable, CaseIterable {
  /// Only accents (or the diaeresis) differ.
  case accent
  /// Another tense or person of the same verb.
  case otherForm = "other-form"
  /// A form of another verb.
  case otherVerb = "other-verb"
  /// The regular pattern where the verb is irregular.
  case regularized
  /// An irregularity where the verb has none.
  case overapplied
  /// An orthographic change missed (buscé for busqué).
  case spelling
  /// A form many speakers say that RAE rejects (tuvistes, haiga, andó).
  case nonstandard
  /// The right stem with an ending that is no form of the verb.
  case ending
  /// A slip of one letter, or two letters swapped.
  case typo
  /// Nothing the rules explain.
  case unexplained
  /// A subject pronoun of another person than the one asked (tú hablo for yo), or one the
  /// question does not take.
  case person
  /// A reflexive or object pronoun missing, added, wrong or misplaced (puso for se puso).
  case pronoun

  /// The kind in plain words, as `check`, `grade`, `stats` and the quiz show it to people (the
  /// JSON keeps `rawValue`).
  public var label: Message {
    switch self {
    case .accent: Message(.diagnosisKindAccent)
    case .otherForm: Message(.diagnosisKindOtherForm)
    case .otherVerb: Message(.diagnosisKindOtherVerb)
    case .regularized: Message(.diagnosisKindRegularized)
    case .overapplied: Message(.diagnosisKindOverapplied)
    case .spelling: Message(.diagnosisKindSpelling)
    case .nonstandard: Message(.diagnosisKindNonstandard)
    case .ending: Message(.diagnosisKindEnding)
    case .typo: Message(.diagnosisKindTypo)
    case .unexplained: Message(.diagnosisKindUnexplained)
    case .person: Message(.diagnosisKindPerson)
    case .pronoun: Message(.diagnosisKindPronoun)
    }
  }
}

/// One explanation of an answer: its kind and a line that teaches the rule, with the right form,
/// in every language (`text(in:)`); `message` is the English, as JSON and the history keep it.
public struct Diagnosis: Sendable, Equatable {
  public let kind: DiagnosisKind
  public let explanation: Message
  /// The irregularity the answer left out (`regularized`) or put where it does not belong
  /// (`overapplied`); nil for the other kinds. The quiz records its key in the history for
  /// stats by habit.
  public let irregularity: Irregularity?

  public init(_ kind: DiagnosisKind, _ explanation: Message, irregularity: Irregularity? = nil) {
    self.kind = kind
    self.explanation = explanation
    self.irregularity = irregularity
  }

  /// The line in `language`.
  public func text(in language: Language) -> String { explanation.text(in: language) }

  /// The line in English.
  public var message: String { explanation.english }
}

/// How the quiz marks an answer, in three words: `AnswerChecker`'s correct, accent-only, wrong.
public enum Verdict: String, Sendable {
  case right, accent, wrong

  public init(_ mark: Mark) {
    switch mark {
    case .correct: self = .right
    case .accentOnly, .partlyRight: self = .accent
    case .wrong, .skipped: self = .wrong
    }
  }
}

/// An answer checked and explained.
public struct DiagnosedAnswer: Sendable, Equatable {
  public let verdict: Verdict
  /// The form expected first, and every form the quiz accepts.
  public let expected: String
  public let accepted: [String]
  /// Most useful first; empty for a right answer.
  public let diagnoses: [Diagnosis]
  /// A note on a right answer: the 2010 spelling of one written as before (rió: rio).
  public var note: Message? = nil
}
