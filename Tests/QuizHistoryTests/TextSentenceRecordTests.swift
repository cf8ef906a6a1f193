import ConjugarCore
import QuizHistory
import SimpleJSON
import Testing

@testable import ConjugarQuiz

/// Issue 41: a text drill's answer (`quiz --from`) keeps the learner's sentence it was asked in
/// (`"sentence"`), so its review asks it there again; every other answer, and every older line,
/// has none and reads as before.
@Suite struct TextSentenceRecordTests {
  @Test func aTextAnswerKeepsItsSentenceAndReadsItBack() throws {
    let question = QuizQuestion(
      number: 1, verb: "tener", item: .tense(.preterito), person: .yo, answer: "tuve")
    let other = QuizQuestion(
      number: 2, verb: "ser", item: .tense(.preterito), person: .yo, answer: "fui")
    let sentence = #"Ayer ___ un "examen" muy largo\ y raro."#
    let record = QuizRecord(
      date: QuizRecordTests.date, source: .curriculum, kind: .context, seed: 1,
      score: QuizScore(
        answers: [
          QuizAnswer(question: question, given: "tuve", mark: .correct),
          QuizAnswer(question: other, given: "fui", mark: .correct),
        ],
        options: QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 2)),
      finished: true, sentences: [1: sentence])
    #expect(record.answers.map(\.sentence) == [sentence, nil])
    let line = record.json.compact()
    let json = try #require(JSONValue(parsing: line))
    let read = try #require(QuizRecord(reading: json))
    #expect(read == record)
    #expect(read.answers.first?.sentence == sentence)
  }

  @Test func anOlderLineOrAnotherTypeHasNoSentence() throws {
    let older =
      #"{"date":"2025-03-01T10:00:00Z","drill":"context","answers":[{"verb":"tener","tense":"preterito","person":"yo","mark":"correct"},{"verb":"ser","tense":"preterito","person":"yo","mark":"wrong","sentence":12}]}"#
    let json = try #require(JSONValue(parsing: older))
    let read = try #require(QuizRecord(reading: json))
    #expect(read.answers.count == 2)
    #expect(read.answers.allSatisfy { $0.sentence == nil })
  }
}
