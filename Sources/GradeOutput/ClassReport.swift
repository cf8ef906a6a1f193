import AnswerDiagnosis
import ClassKey
import ConjugarQuiz
import Grading
import GrammarWords
import Messages
import WorksheetOutput

/// What the class as a whole gets wrong: success per question of each version, the commonest
/// kinds of mistake, and the items and tenses to teach again. Success is the share of the
/// points a question could earn (an accent slip at half marks counts half).
public struct ClassReport: Sendable {
  public let key: ClassKey
  /// Alphabetical by name (`StudentOrder`); the graded ones, every figure of the class is
  /// theirs.
  public let students: [GradedStudent]
  /// Empty answers files, in the order given: named in the report, never graded or counted.
  public let emptyFiles: [GradedStudent]
  /// The language of the report's words (text, HTML, the CSV's header); JSON is English.
  public let language: Language
  /// The HTML pages' size.
  public let paper: WorksheetPaper

  public init(
    key: ClassKey, students: [GradedStudent], language: Language = .english,
    paper: WorksheetPaper = .a4
  ) {
    self.key = key
    self.language = language
    self.paper = paper
    self.students = StudentOrder.sorted(students.filter { !$0.isEmpty })
    emptyFiles = students.filter(\.isEmpty)
  }

  public struct Success: Equatable, Sendable {
    public let label: String
    public let points: Int
    public let maximum: Int
    public var percent: Int { maximum == 0 ? 0 : (points * 100 + maximum / 2) / maximum }
    public var answers: Int { maximum / Mark.correct.points }
  }

  /// Items below this success are worth teaching again.
  public static let reteachBelow = 75
  public static let reteachShown = 5

  /// Each version's questions with their success, for versions someone was graded against.
  public var questionSuccess: [(code: String, students: Int, questions: [Success])] {
    key.versions.compactMap { version in
      let graded = students.filter { $0.code == version.code }
      guard !graded.isEmpty else { return nil }
      let questions = version.questions.map { question in
        let marks = graded.compactMap { student in
          student.answers.first { $0.question.number == question.number }?.mark
        }
        return Success(
          label: "\(question.number)", points: marks.reduce(0) { $0 + $1.points },
          maximum: marks.count * Mark.correct.points)
      }
      return (version.code, graded.count, questions)
    }
  }

  /// Kinds of mistake (`DiagnosisKind` raw values, "blank", "wrong" when undiagnosed), most
  /// common first, ties by name.
  public var mistakeKinds: [(kind: String, count: Int)] {
    var counts: [String: Int] = [:]
    for student in students {
      for answer in student.mistakes {
        let kind =
          answer.given == nil ? "blank" : answer.diagnosis?.kind.rawValue ?? "wrong"
        counts[kind, default: 0] += 1
      }
    }
    return counts.map { ($0.key, $0.value) }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.kind < $1.kind
    }
  }

  /// Tenses (across verbs) and questions (verb, tense, person across versions) below
  /// `reteachBelow`, weakest first, at most `reteachShown` of each; named for a reader of
  /// `language` (JSON asks for English).
  public func reteach(in language: Language) -> (tenses: [Success], items: [Success]) {
    (
      weakest { $0.question.item.name(in: language) },
      weakest { $0.question.quizQuestion.key.label(in: language) }
    )
  }

  private func weakest(by label: (GradedAnswer) -> String) -> [Success] {
    var totals: [String: (points: Int, maximum: Int)] = [:]
    for answer in students.flatMap(\.answers) {
      totals[label(answer), default: (0, 0)].points += answer.mark.points
      totals[label(answer), default: (0, 0)].maximum += Mark.correct.points
    }
    return totals.map { Success(label: $0.key, points: $0.value.points, maximum: $0.value.maximum) }
      .filter { $0.percent < Self.reteachBelow }
      .sorted { $0.percent != $1.percent ? $0.percent < $1.percent : $0.label < $1.label }
      .prefix(Self.reteachShown).map { $0 }
  }
}
