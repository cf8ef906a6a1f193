import ConjugarQuiz
import Foundation
import LearningProgress
import QuizHistory
import SimpleJSON
import TestBasics
import Testing

@Suite struct LearningHistoryTests {
  @Test func recordsBecomeTypedAnswers() {
    let history = LearningHistory(records: Fixture.threeQuizzes)
    #expect(history.quizzes.count == 3)
    #expect(history.quizzes.map(\.isSpacedReview) == [false, true, false])
    #expect(history.answers.count == 11)
    #expect(history.skippedRecords == 0 && history.skippedAnswers == 0)
    let first = history.answers[1]
    #expect(first.key == QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo))
    #expect(first.mark == .wrong)
    #expect(first.date == Fixture.date("2025-03-01T10:00:00Z"))
    #expect(history.answers[9].key == QuestionKey(verb: "decir", item: .participle, person: nil))
  }

  @Test func recognitionDrillsCountAsQuizzesWithoutAnswers() throws {
    let answer = JSONValue.object([
      "verb": .string("tener"), "tense": .string("preterito"), "person": .string("yo"),
      "mark": .string("partlyRight"),
    ])
    let recognition = JSONValue.object([
      "date": .string("2025-03-04T10:00:00Z"), "mode": .string("quiz"),
      "drill": .string("recognize"),
      "answers": .array([answer]),
    ])
    let conjugation = JSONValue.object([
      "date": .string("2025-03-05T10:00:00Z"), "drill": .string("conjugate"),
      "answers": .array([answer]),
    ])
    let history = LearningHistory(records: [recognition, conjugation])
    #expect(history.quizzes.map(\.isRecognition) == [true, false])
    #expect(history.quizzes[0].answers.isEmpty)
    #expect(history.answers.count == 1)
    #expect(history.answers[0].mark == .partlyRight)
    #expect(history.skippedAnswers == 0)
  }

  @Test func malformedRecordsAndAnswersAreSkippedAndCounted() throws {
    let lines = [
      #"{"date":"not a date","answers":[]}"#,
      #"{"answers":[{"verb":"hablar","tense":"preterito","person":"yo","mark":"correct"}]}"#,
      #"{"date":"2025-03-01T10:00:00Z","answers":"none"}"#,
      #"{"date":"2025-03-02T10:00:00+01:00","future":{"x":1},"answers":["#
        + #"{"verb":"hablar","tense":"preterito","person":"yo","mark":"correct","time":3.5},"#
        + #"{"verb":"hablar","tense":"futuroCuántico","person":"yo","mark":"correct"},"#
        + #"{"verb":"hablar","tense":"preterito","mark":"correct"},"#
        + #"{"verb":"hablar","tense":"imperativoPositivo","person":"yo","mark":"correct"},"#
        + #"{"verb":"hablar","tense":"preterito","person":"yo","mark":"brilliant"},"#
        + #"{"verb":"","tense":"preterito","person":"yo","mark":"wrong"},"#
        + #"{"verb":42,"tense":"preterito","person":"yo","mark":"wrong"},"#
        + #""hablé","#
        + #"{"verb":"hablar","tense":"gerund","person":null,"mark":"skipped"},"#
        + #"{"verb":"hablar","tense":"participle","person":"yo","mark":"accentOnly"}]}"#,
    ]
    let history = LearningHistory(
      records: try lines.map { try #require(JSONValue(parsing: $0)) }, skippedLines: 2)
    #expect(history.skippedLines == 2)
    #expect(history.skippedRecords == 2)
    #expect(history.skippedAnswers == 7)
    #expect(history.quizzes.count == 2)
    #expect(history.quizzes[0].answers.isEmpty, "a quiz whose answers cannot be read still counts")
    #expect(history.quizzes[1].date == Fixture.date("2025-03-02T09:00:00Z"))
    #expect(history.answers.map(\.mark) == [.correct, .skipped, .accentOnly])
    #expect(
      history.answers.map(\.key.person) == [.yo, nil, nil], "no person for non-personal forms")
  }

  @Test func quizzesAreSortedByDateKeepingFileOrderForTies() {
    let records = [
      Fixture.record("2025-03-05T10:00:00Z", ["ser preterito yo correct"]),
      Fixture.record("2025-03-01T10:00:00Z", ["ir preterito yo correct"]),
      Fixture.record("2025-03-05T10:00:00Z", ["dar preterito yo correct"]),
    ]
    #expect(LearningHistory(records: records).answers.map(\.key.verb) == ["ir", "ser", "dar"])
  }

  @Test func readsTheHistoryFileSkippingCorruptLines() throws {
    let scratch = try ScratchFolder("summary")
    let file = QuizHistory(
      path: scratch.url.appendingPathComponent("learning/history.jsonl").path)
    #expect(try LearningHistory(reading: file).isEmpty, "a missing file is an empty history")
    try file.append(Fixture.threeQuizzes[0])
    let handle = try #require(FileHandle(forWritingAtPath: file.path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"date\": broken\n".utf8))
    try handle.close()
    try file.append(Fixture.threeQuizzes[1])
    let history = try LearningHistory(reading: file)
    #expect(history.quizzes.count == 2)
    #expect(history.skippedLines == 1)
  }
}
