import ConjugarQuiz
import ConjugarSettings
import SimpleJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One finished (or stopped) quiz as a history line.
enum HistoryRecord {
  static func make(
    _ outcome: QuizRunner.Outcome, drill: QuizMode = .conjugate,
    selection: QuizSelection = .curriculum,
    seed: UInt64, date: Date
  ) -> JSONValue {
    let score = outcome.score
    let answers: [JSONValue] = score.answers.map { answer in
      .object([
        "verb": .string(answer.question.verb),
        "tense": .string(answer.question.item.key),
        "person": answer.question.person.map { .string($0.rawValue) } ?? .null,
        "expected": .string(answer.question.answer),
        "given": answer.given.map { .string($0) } ?? .null,
        "mark": .string(answer.mark.rawValue),
      ])
    }
    return .object([
      "date": .string(Settings.formatDate(date)),
      "mode": .string(selection.name),
      "drill": .string(drill.rawValue),
      "seed": .integer(seed),
      "difficulty": .string(score.options.difficulty.rawValue),
      "region": .string(score.options.region.rawValue),
      "vos": .bool(score.options.vos),
      "questions": .integer(score.options.count),
      "answered": .integer(score.answers.count),
      "correct": .integer(score.correctCount),
      "score": .integer(score.score),
      "finished": .bool(outcome.finished),
      "answers": .array(answers),
    ])
  }
}
