import AnswerDiagnosis
import ClassKey
import ConjugarQuiz
import GradeOutput
import Grading
import InterfaceLanguage
import Messages
import SimpleJSON

/// The JSON the pages read (Docs/classroom-api.json): a student's own questions and answers,
/// the feedback on an answer, the practice's summary, the teacher's summary. A student's JSON
/// never holds the key's answers (only feedback on their own answer in a practice) nor another
/// student's anything.
enum ClassroomJSON {
  static func student(
    _ student: StoredStudent, version: ClassKey.Version, answers: [Int: StoredAnswer],
    key: ClassKey, mode: ClassMode, closed: Bool
  ) -> JSONValue {
    var given: [String: JSONValue] = [:]
    for (number, answer) in answers { given[String(number)] = .string(answer.text) }
    return .object([
      "class": .string(key.className),
      "name": .string(student.name),
      "version": .string(version.code),
      "mode": .string(mode.rawValue),
      "drill": .string(key.drill.rawValue),
      "answerLimit": .integer(Classroom.answerLimit),
      "questions": .array(
        version.questions.map { question in
          .object([
            "number": .integer(question.number),
            "prompt": .string(question.prompt),
            "sentence": question.sentence.map(JSONValue.string) ?? .null,
          ])
        }),
      "answers": .object(given),
      "finished": .bool(student.finishedAt != nil),
      "closed": .bool(closed),
    ])
  }

  static func diagnosis(_ diagnosis: Diagnosis?, language: Language) -> JSONValue {
    guard let diagnosis else { return .null }
    return .object([
      "kind": .string(diagnosis.kind.rawValue),
      "label": .string(diagnosis.kind.label.text(in: language)),
      "text": .string(diagnosis.text(in: language)),
    ])
  }

  /// A practice's feedback on one answer.
  static func feedback(
    number: Int, saved: Bool, graded: Bool, marked: GradedAnswer, language: Language
  ) -> JSONValue {
    .object([
      "saved": .bool(saved),
      "number": .integer(number),
      "graded": .bool(graded),
      "mark": .string(marked.mark.rawValue),
      "correct": .bool(marked.mark == .correct),
      "expected": .string(marked.question.answer),
      "accepted": .array(marked.question.acceptedAnswers.map(JSONValue.string)),
      "diagnosis": diagnosis(marked.diagnosis, language: language),
    ])
  }

  /// A practice's end: the score, the mistakes with their diagnosis, the items to review.
  static func practiceSummary(_ graded: GradedStudent, language: Language) -> JSONValue {
    var review: [String] = []
    for answer in graded.mistakes {
      let label = answer.question.quizQuestion.key.label(in: language)
      if !review.contains(label) { review.append(label) }
    }
    return .object([
      "finished": .bool(true),
      "points": .integer(graded.points),
      "maximum": .integer(graded.maximum),
      "percent": .integer(graded.percent),
      "mistakes": .array(
        graded.mistakes.map { answer in
          .object([
            "number": .integer(answer.question.number),
            "prompt": .string(answer.question.prompt),
            "given": answer.given.map(JSONValue.string) ?? .null,
            "mark": .string(answer.mark.rawValue),
            "expected": .string(answer.question.answer),
            "diagnosis": diagnosis(answer.diagnosis, language: language),
          ])
        }),
      "review": .array(review.map(JSONValue.string)),
    ])
  }

  struct SummaryInput {
    let key: ClassKey
    let mode: ClassMode
    let joinCode: String
    let closed: Bool
    let storageProblem: String?
    let students: [StoredStudent]
    let answers: [Int64: [Int: StoredAnswer]]
    /// In the order of `students`.
    let graded: [GradedStudent]
    let report: ClassReport
  }

  /// A mistake kind's key ("blank", "wrong" or a `DiagnosisKind`) and its label.
  static func kind(_ answer: GradedAnswer) -> String {
    answer.given == nil ? "blank" : answer.diagnosis?.kind.rawValue ?? "wrong"
  }

  static func label(_ kind: String, language: Language) -> String {
    switch kind {
    case "blank": Message(.gradeKindBlank).text(in: language)
    case "wrong": Message(.gradeKindWrong).text(in: language)
    default: DiagnosisKind(rawValue: kind)?.label.text(in: language) ?? kind
    }
  }

  static func kinds(_ counts: [(kind: String, count: Int)], language: Language) -> JSONValue {
    .array(
      counts.map { entry in
        .object([
          "kind": .string(entry.kind),
          "label": .string(label(entry.kind, language: language)),
          "count": .integer(entry.count),
        ])
      })
  }

  static func summary(_ input: SummaryInput, language: Language) -> JSONValue {
    let students: [JSONValue] = zip(input.students, input.graded).map { student, graded in
      let answered = (input.answers[student.id] ?? [:]).values.filter { !$0.text.isEmpty }.count
      return .object([
        "name": .string(student.name),
        "version": .string(student.version),
        "answered": .integer(answered),
        "questions": .integer(graded.answers.count),
        "finished": .bool(student.finishedAt != nil),
        "percent": .integer(graded.percent),
        "joinedAt": .string(student.joinedAt),
      ])
    }
    var questions: [JSONValue] = []
    for version in input.key.versions {
      let graded = input.graded.filter { $0.code == version.code }
      guard !graded.isEmpty else { continue }
      for question in version.questions {
        let answers = graded.compactMap { student in
          student.answers.first { $0.question.number == question.number }
        }
        let answered = answers.filter { $0.given != nil }
        let points = answered.reduce(0) { $0 + $1.mark.points }
        let maximum = answered.count * Mark.correct.points
        var counts: [String: Int] = [:]
        for answer in answered where answer.mark != .correct {
          counts[kind(answer), default: 0] += 1
        }
        let sorted = counts.map { (kind: $0.key, count: $0.value) }.sorted {
          $0.count != $1.count ? $0.count > $1.count : $0.kind < $1.kind
        }
        questions.append(
          .object([
            "version": .string(version.code),
            "number": .integer(question.number),
            "prompt": .string(question.prompt),
            "answers": .integer(answered.count),
            "percent": maximum == 0 ? .null : .integer((points * 100 + maximum / 2) / maximum),
            "mistakes": kinds(Array(sorted.prefix(3)), language: language),
          ]))
      }
    }
    return .object([
      "class": .string(input.key.className),
      "mode": .string(input.mode.rawValue),
      "closed": .bool(input.closed),
      "joinCode": .string(input.joinCode),
      "storageProblem": input.storageProblem.map(JSONValue.string) ?? .null,
      "students": .array(students),
      "questions": .array(questions),
      "mistakeKinds": kinds(input.report.mistakeKinds, language: language),
    ])
  }
}
