import ConjugarCore
import QuizHistory
import SimpleJSON
import Testing

@testable import ConjugarQuiz

/// Issue 39: a spaced review asks each item in its own drill, so an answer asked in another
/// drill than its line's names it (`"drill"` in the answer); the others (every older line)
/// are the line's. A recognition answer is never read back, in whichever line it is.
@Suite struct QuizRecordDrillTests {
  static func question(_ number: Int, _ verb: String) -> QuizQuestion {
    QuizQuestion(
      number: number, verb: verb, item: .tense(.preterito), person: .yo, answer: verb,
      alternatives: [])
  }

  @Test func eachAnswerOfAnotherDrillNamesItAndIsReadBack() throws {
    let questions = [Self.question(1, "tener"), Self.question(2, "ser"), Self.question(3, "ir")]
    let record = QuizRecord(
      date: QuizRecordTests.date, source: .spacedReview, kind: .conjugate, seed: 7,
      score: QuizScore(
        answers: questions.map { QuizAnswer(question: $0, given: "x", mark: .wrong) },
        options: QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 3)),
      finished: true, drills: [1: .conjugate, 2: .translate, 3: .context])
    #expect(record.answers.map(\.drill) == [nil, .translate, .context])
    let line = record.json.compact()
    #expect(line.contains(#""drill":"translate""#) && line.contains(#""drill":"context""#))
    let json = try #require(JSONValue(parsing: line))
    let read = try #require(QuizRecord(reading: json))
    #expect(read == record)
  }

  @Test(
    arguments: [
      (#""drill":"recognize-sentences","#, "conjugate", [QuizKind.recognizeSentences]),
      (#""drill":"recognize","#, "conjugate", []),
      ("", "recognize", []),
      (#""drill":"translate","#, "recognize", []),
      ("", "translate", [nil]),
      (#""drill":"no-such-drill","#, "context", [nil]),
    ] as [(String, String, [QuizKind?])])
  func readsTheAnswersDrill(member: String, lineDrill: String, read: [QuizKind?]) throws {
    let line =
      #"{"date":"2025-03-03T14:00:00Z","drill":"\#(lineDrill)","answers":[{\#(member)"verb":"tener","tense":"preterito","person":"yo","mark":"wrong"}]}"#
    let json = try #require(JSONValue(parsing: line))
    let record = try #require(QuizRecord(reading: json))
    #expect(record.answers.map(\.drill) == read)
  }
}
