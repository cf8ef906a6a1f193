import ClassKey
import ConjugarQuiz
import Grading
import Messages
import SimpleJSON

/// The report as JSON (Docs/JSON.md): `class`, `accents`, `drill`, `students` (each `name`,
/// `file` (as the command line named it), `source`, `version`, `points`, `maximum`, `percent`,
/// `answers` with `number`, `prompt`, `given` (null when blank), `mark`, `expected`,
/// `accepted`, `accentSlip`, `diagnosis` (`kind`, `message`, or null), `problems` and `notes`),
/// `empty` (the empty answers files, as named: not graded, in no figure), `questions` (per
/// version: `version`,
/// `students`, `questions` with `number`, `percent`, `answers`), `mistakes` (`kind`, `count`)
/// and `reteach` (`tenses`, `items`: `label`, `percent`, `answers`).
extension ClassReport {
  public var json: String {
    let object: JSONValue = .object([
      "class": .string(key.className),
      "accents": .string(key.accents.rawValue),
      "drill": .string(key.drill.rawValue),
      "students": .array(students.map(Self.json)),
      "empty": .array(emptyFiles.map { .string($0.file) }),
      "questions": .array(
        questionSuccess.map { version in
          .object([
            "version": .string(version.code), "students": .integer(version.students),
            "questions": .array(
              version.questions.map {
                .object([
                  "number": .integer(Int($0.label) ?? 0), "percent": .integer($0.percent),
                  "answers": .integer($0.answers),
                ])
              }),
          ])
        }),
      "mistakes": .array(
        mistakeKinds.map { .object(["kind": .string($0.kind), "count": .integer($0.count)]) }),
      "reteach": .object([
        "tenses": .array(reteach(in: .english).tenses.map(Self.json)),
        "items": .array(reteach(in: .english).items.map(Self.json)),
      ]),
    ])
    return object.prettyPrinted() + "\n"
  }

  private static func json(_ success: Success) -> JSONValue {
    .object([
      "label": .string(success.label), "percent": .integer(success.percent),
      "answers": .integer(success.answers),
    ])
  }

  private static func json(_ student: GradedStudent) -> JSONValue {
    .object([
      "name": .string(student.name),
      "file": .string(student.file),
      "source": .string(student.source.english),
      "version": student.code.map(JSONValue.string) ?? .null,
      "points": .integer(student.points),
      "maximum": .integer(student.maximum),
      "percent": .integer(student.percent),
      "answers": .array(
        student.answers.map { answer in
          .object([
            "number": .integer(answer.question.number),
            "prompt": .string(answer.question.prompt),
            "given": answer.given.map(JSONValue.string) ?? .null,
            "mark": .string(answer.mark.rawValue),
            "expected": .string(answer.question.answer),
            "accepted": .array(answer.question.acceptedAnswers.map(JSONValue.string)),
            "accentSlip": .bool(answer.isAccentSlip),
            "diagnosis": answer.diagnosis.map {
              .object(["kind": .string($0.kind.rawValue), "message": .string($0.message)])
            } ?? .null,
          ])
        }),
      "problems": .array(student.problems.map { .string($0.english) }),
      "notes": .array(student.notes.map { .string($0.english) }),
    ])
  }
}
