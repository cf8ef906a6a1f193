import AnswerDiagnosis
import ClassKey
import ConjugarCore
import ConjugarQuiz
import Messages

/// One answer marked: the question, what was written, the mark under the key's accents policy
/// and, for an answer not fully right, its first diagnosis.
struct GradedAnswer: Equatable {
  let question: ClassKey.Question
  /// nil when left blank (or missing from the file).
  let given: String?
  let mark: Mark
  /// Right but for its accents, whatever the policy made of that.
  let isAccentSlip: Bool
  let diagnosis: Diagnosis?
}

/// One student's sheet marked against their version.
struct GradedStudent: Equatable {
  let name: String
  let source: Message
  /// The version graded against; nil when none could be (a key without versions).
  let code: String?
  let answers: [GradedAnswer]
  let problems: [Message]

  var points: Int { answers.reduce(0) { $0 + $1.mark.points } }
  var maximum: Int { answers.count * Mark.correct.points }
  /// The points as a percentage of the maximum, rounded; 0 for an empty version.
  var percent: Int { maximum == 0 ? 0 : (points * 100 + maximum / 2) / maximum }
  var correctCount: Int { answers.filter { $0.mark == .correct }.count }
  var blankCount: Int { answers.filter { $0.given == nil }.count }
  /// The answers not fully right, blanks included.
  var mistakes: [GradedAnswer] { answers.filter { $0.mark != .correct } }
}

/// Marks sheets against a key exactly as the quiz marks: `AnswerChecker` with the key's accents
/// policy over the key's accepted answers (every drill of a key, `ClassKey.drills`, answers
/// with a form), and the `Diagnoser` for every answer not fully right.
struct Grader {
  let key: ClassKey
  private let diagnoser: Diagnoser

  init(key: ClassKey, conjugator: Conjugator) {
    self.key = key
    let options = key.selection.options(count: 0)
    diagnoser = Diagnoser(
      conjugator: conjugator,
      persons: Set(options.personsAsked).union(options.focus.persons))
  }

  /// The sheet graded against the version its code names; when the code is missing or names no
  /// version, against the version its answers fit best, with a problem saying so.
  func grade(_ sheet: AnswerSheet) -> GradedStudent {
    var problems = sheet.problems
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
    if let code = sheet.code, key.version(coded: code) != nil, key.versions.count > 1 {
      let best = bestFit(sheet)
      let bestPoints = marked(sheet, best).reduce(0) { $0 + $1.mark.points }
      let points = answers.reduce(0) { $0 + $1.mark.points }
      if best != version, bestPoints >= points + 3 * Mark.correct.points {
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
      let points = marked(sheet, version).reduce(0) { $0 + $1.mark.points }
      if points > bestPoints { (best, bestPoints) = (version, points) }
    }
    return best
  }

  private func marked(_ sheet: AnswerSheet, _ version: ClassKey.Version) -> [GradedAnswer] {
    version.questions.map { question in
      guard case .some(.some(let given)) = sheet.answers[question.number] else {
        return GradedAnswer(
          question: question, given: nil, mark: .skipped, isAccentSlip: false, diagnosis: nil)
      }
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
}
