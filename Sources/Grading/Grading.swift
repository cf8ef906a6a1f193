import AnswerDiagnosis
import ClassKey
import ConjugarCore
import ConjugarQuiz
import Messages

/// One answer marked: the question, what was written, the mark under the key's accents policy
/// and, for an answer not fully right, its first diagnosis.
public struct GradedAnswer: Equatable, Sendable {
  public let question: ClassKey.Question
  /// nil when left blank (or missing from the file).
  public let given: String?
  public let mark: Mark
  /// Right but for its accents, whatever the policy made of that.
  public let isAccentSlip: Bool
  public let diagnosis: Diagnosis?

  public init(
    question: ClassKey.Question, given: String?, mark: Mark, isAccentSlip: Bool,
    diagnosis: Diagnosis?
  ) {
    self.question = question
    self.given = given
    self.mark = mark
    self.isAccentSlip = isAccentSlip
    self.diagnosis = diagnosis
  }
}

/// One student's sheet marked against their version.
public struct GradedStudent: Equatable, Sendable {
  public let name: String
  public let source: Message
  /// The answers file as the user named it.
  public var file = ""
  /// The version graded against; nil when none could be (a key without versions).
  public let code: String?
  public let answers: [GradedAnswer]
  public let problems: [Message]
  /// What is no problem but worth knowing (`AnswerSheet.notes`).
  public var notes: [Message] = []
  /// An empty answers file: reported, never graded or counted in the class's figures.
  public var isEmpty = false

  public init(
    name: String, source: Message, file: String = "", code: String?, answers: [GradedAnswer],
    problems: [Message], notes: [Message] = [], isEmpty: Bool = false
  ) {
    self.name = name
    self.source = source
    self.file = file
    self.code = code
    self.answers = answers
    self.problems = problems
    self.notes = notes
    self.isEmpty = isEmpty
  }

  public var points: Int { answers.reduce(0) { $0 + $1.mark.points } }
  public var maximum: Int { answers.count * Mark.correct.points }
  /// The points as a percentage of the maximum, rounded; 0 for an empty version.
  public var percent: Int { maximum == 0 ? 0 : (points * 100 + maximum / 2) / maximum }
  public var correctCount: Int { answers.filter { $0.mark == .correct }.count }
  public var blankCount: Int { answers.filter { $0.given == nil }.count }
  /// The answers not fully right, blanks included.
  public var mistakes: [GradedAnswer] { answers.filter { $0.mark != .correct } }
}

/// Marks sheets against a key exactly as the quiz marks: `AnswerChecker` with the key's accents
/// policy over the key's accepted answers (every drill of a key, `ClassKey.drills`, answers
/// with a form), and the `Diagnoser` for every answer not fully right.
///
/// A class repeats itself: many students give the same right answer and the same wrong one, so
/// each (version, question, answer written) is marked and diagnosed once for the whole class
/// (`MarkMemo`; Docs/PERFORMANCE.md has the measure).
public struct Grader {
  public let key: ClassKey
  private let diagnoser: Diagnoser
  private let memo = MarkMemo()

  public init(key: ClassKey, conjugator: Conjugator) {
    self.key = key
    let options = key.selection.options(count: 0)
    diagnoser = Diagnoser(
      conjugator: conjugator,
      persons: Set(options.personsAsked).union(options.focus.persons),
      selection: Set(key.versions.flatMap { $0.questions.map(\.verb) }))
  }

  /// The sheet graded against the version its code names; when the code is missing or names no
  /// version, against the version its answers fit best, with a problem saying so. An empty
  /// sheet is not graded.
  public func grade(_ sheet: AnswerSheet) -> GradedStudent {
    var graded = marking(sheet)
    graded.file = sheet.file
    graded.notes = sheet.notes
    graded.isEmpty = sheet.isEmpty
    return graded
  }

  private func marking(_ sheet: AnswerSheet) -> GradedStudent {
    var problems = sheet.problems
    if sheet.isEmpty {
      return GradedStudent(
        name: sheet.name, source: sheet.source, code: nil, answers: [],
        problems: problems + [Message(.gradeEmptyFile)])
    }
    guard !key.versions.isEmpty else {
      return GradedStudent(
        name: sheet.name, source: sheet.source, code: nil, answers: [],
        problems: problems + [Message(.gradeKeyWithoutVersions)])
    }
    let version: ClassKey.Version
    if let code = sheet.code, let named = key.version(coded: code) {
      version = named
    } else if key.versions.count == 1 {
      version = key.versions[0]
      if let code = sheet.code {
        problems.append(.gradeCodeNotThisKeys(code.abbreviated, gradedAs: version.code))
      }
    } else {
      version = bestFit(sheet)
      problems.append(.gradeUnknownCode(sheet.code?.abbreviated, gradedAs: version.code))
    }
    let answers = marked(sheet, version)
    let points = answers.reduce(0) { $0 + $1.mark.points }
    let margin = 3 * Mark.correct.points
    // Another version can fit better by `margin` only if this one leaves that much room.
    let most = key.versions.map { $0.questions.count }.max() ?? 0
    if let code = sheet.code, key.version(coded: code) != nil, key.versions.count > 1,
      points + margin <= most * Mark.correct.points
    {
      let best = bestFit(sheet)
      if best != version, self.points(sheet, best) >= points + margin {
        problems.append(.gradeFitsBetter(best.code, than: version.code))
      }
    }
    let asked = Set(version.questions.map(\.number))
    let beyond = sheet.answers.keys.filter { !asked.contains($0) }.sorted()
    if !beyond.isEmpty {
      problems.append(.gradeBeyondSheet(beyond))
    }
    let missing = version.questions.map(\.number).filter { sheet.answers[$0] == nil }
    if !missing.isEmpty && missing.count < version.questions.count {
      problems.append(.gradeMissing(missing))
    } else if !missing.isEmpty {
      problems.append(Message(.gradeNoAnswers))
    }
    return GradedStudent(
      name: sheet.name, source: sheet.source, code: version.code, answers: answers,
      problems: problems)
  }

  private func bestFit(_ sheet: AnswerSheet) -> ClassKey.Version {
    var best = key.versions[0]
    var bestPoints = -1
    for version in key.versions {
      let points = points(sheet, version)
      if points > bestPoints { (best, bestPoints) = (version, points) }
    }
    return best
  }

  /// The sheet's points against `version`: marks only, no diagnosis.
  private func points(_ sheet: AnswerSheet, _ version: ClassKey.Version) -> Int {
    version.questions.reduce(0) { total, question in
      guard case .some(.some(let given)) = sheet.answers[question.number] else { return total }
      let key = MarkMemo.Key(version: version.code, number: question.number, given: given)
      if let answer = memo.answers[key] { return total + answer.mark.points }
      let mark =
        memo.marks[key]
        ?? AnswerChecker.mark(
          given, for: question.quizQuestion, accents: self.key.accents)
      memo.marks[key] = mark
      return total + mark.points
    }
  }

  private func marked(_ sheet: AnswerSheet, _ version: ClassKey.Version) -> [GradedAnswer] {
    version.questions.map { question in
      guard case .some(.some(let given)) = sheet.answers[question.number] else {
        return GradedAnswer(
          question: question, given: nil, mark: .skipped, isAccentSlip: false, diagnosis: nil)
      }
      let key = MarkMemo.Key(version: version.code, number: question.number, given: given)
      if let answer = memo.answers[key] { return answer }
      let answer = marked(given, question)
      memo.answers[key] = answer
      return answer
    }
  }

  private func marked(_ given: String, _ question: ClassKey.Question) -> GradedAnswer {
    let quizQuestion = question.quizQuestion
    let mark = AnswerChecker.mark(given, for: quizQuestion, accents: key.accents)
    let slip = AnswerChecker.isAccentSlip(given, for: quizQuestion)
    let diagnosis =
      mark == .correct && !slip
      // An accent slip is diagnosed as one whatever the policy made of it.
      ? nil
      : diagnoser.diagnose(given, for: quizQuestion, mark: slip ? .accentOnly : mark)
        .diagnoses.first
    return GradedAnswer(
      question: question, given: given, mark: mark, isAccentSlip: slip, diagnosis: diagnosis)
  }
}

/// Each (version, question, answer as written) marked once for a whole class: its mark alone
/// (finding the version a sheet fits best) or marked and diagnosed. One grading, one thread.
final class MarkMemo {
  struct Key: Hashable {
    let version: String
    let number: Int
    let given: String
  }
  var marks: [Key: Mark] = [:]
  var answers: [Key: GradedAnswer] = [:]
}
