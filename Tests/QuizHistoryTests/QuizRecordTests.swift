import ConjugarCore
import Foundation
import QuizHistory
import SimpleJSON
import Testing

@testable import ConjugarQuiz

@Suite struct QuizRecordTests {
  static let date = Date(timeIntervalSince1970: 1_741_010_400)  // 2025-03-03T14:00:00Z

  static func record(source: QuestionSource = .curriculum, kind: QuizKind = .conjugate)
    -> QuizRecord
  {
    let questions = [
      QuizQuestion(
        number: 1, verb: "hablar", item: .tense(.preterito), person: .yo, answer: "hablé",
        alternatives: []),
      QuizQuestion(
        number: 2, verb: "dormir", item: .gerund, person: nil, answer: "durmiendo",
        alternatives: []),
    ]
    let score = QuizScore(
      answers: [
        QuizAnswer(question: questions[0], given: "hable", mark: .accentOnly),
        QuizAnswer(question: questions[1], given: nil, mark: .skipped),
      ],
      options: QuizOptions(difficulty: .moderate, region: .spain, vos: true, count: 3))
    return QuizRecord(
      date: date, source: source, kind: kind, seed: 42, score: score,
      finished: false)
  }

  @Test func writesTheHistoryLineConjugarHasAlwaysWritten() {
    let line = Self.record(source: .spacedReview).json.compact()
    #expect(
      line
        == #"{"answered":2,"answers":[{"expected":"hablé","given":"hable","mark":"accentOnly","person":"yo","tense":"preterito","verb":"hablar"},{"expected":"durmiendo","given":null,"mark":"skipped","person":null,"tense":"gerund","verb":"dormir"}],"correct":0,"date":"2025-03-03T14:00:00Z","difficulty":"moderate","drill":"conjugate","finished":false,"mode":"review","questions":3,"region":"spain","score":"#
        + String(Self.record().score!) + #","seed":42,"vos":true}"#)
  }

  @Test(arguments: [QuestionSource.curriculum, .spacedReview], QuizKind.allCases)
  func readsBackWhatItWrites(source: QuestionSource, kind: QuizKind) throws {
    let record = Self.record(source: source, kind: kind)
    let line = try #require(JSONValue(parsing: record.json.compact()))
    var expected = record
    // A recognition drill's answers are not read (`init(reading:)`).
    if kind == .recognize { expected.answers = [] }
    #expect(QuizRecord(reading: line) == expected)
  }

  /// The Swift names are not the history's keys: `source` is written as `mode` and `kind` as
  /// `drill`, in the spellings older versions read.
  @Test(arguments: [
    (QuestionSource.curriculum, QuizKind.conjugate, #""drill":"conjugate""#, #""mode":"quiz""#),
    (.spacedReview, .recognize, #""drill":"recognize""#, #""mode":"review""#),
    (.curriculum, .translate, #""drill":"translate""#, #""mode":"quiz""#),
  ])
  func namesTheSourceModeAndTheKindDrill(
    source: QuestionSource, kind: QuizKind, drill: String, mode: String
  ) {
    let line = Self.record(source: source, kind: kind).json.compact()
    #expect(line.contains(drill) && line.contains(mode))
  }

  @Test func readsLinesWrittenBeforeModeAndDrill() throws {
    let line = try #require(
      JSONValue(
        parsing:
          #"{"answered":1,"answers":[{"expected":"tuve","given":"tuve","mark":"correct","person":"yo","tense":"preterito","verb":"tener"}],"correct":1,"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"latin-america","score":12,"seed":12,"vos":false}"#
      ))
    let record = try #require(QuizRecord(reading: line))
    #expect(record.source == .curriculum && record.kind == .conjugate)
    #expect(record.seed == 12 && record.score == 12 && record.finished == true)
    #expect(
      record.options == QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 5))
    #expect(
      record.answers == [
        QuizRecord.Answer(
          key: QuestionKey(verb: "tener", item: .tense(.preterito), person: .yo),
          expected: "tuve", given: "tuve", mark: .correct)
      ])
  }

  @Test func theOldSpellingReviewIsASpacedReview() throws {
    let line = try #require(JSONValue(parsing: #"{"date":"2025-03-01","mode":"review"}"#))
    #expect(QuizRecord(reading: line)?.source == .spacedReview)
    let unknown = try #require(JSONValue(parsing: #"{"date":"2025-03-01","mode":"later"}"#))
    #expect(QuizRecord(reading: unknown)?.source == .curriculum)
  }

  @Test func onlyTheDateIsRequired() throws {
    let bare = try #require(QuizRecord(reading: .object(["date": .string("2025-03-01")])))
    #expect(bare.seed == nil && bare.options == nil && bare.score == nil && bare.finished == nil)
    #expect(bare.answers.isEmpty && bare.unreadableAnswers == 0)
    #expect(QuizRecord(reading: .object(["mode": .string("quiz")])) == nil)
    #expect(QuizRecord(reading: .object(["date": .string("2025-02-30")])) == nil)
    #expect(QuizRecord(reading: .array([])) == nil)
  }

  @Test func unreadableAnswersAreCountedAndRecognitionAnswersNotRead() throws {
    let answers =
      #"[{"verb":"tener","tense":"preterito","person":"yo","mark":"wrong"},"#
      + #"{"verb":"tener","tense":"gerund","person":null,"mark":"correct"},"#
      + #"{"verb":"","tense":"preterito","person":"yo","mark":"wrong"},"#
      + #"{"verb":"tener","tense":"preterito","person":null,"mark":"wrong"},"#
      + #"{"verb":"tener","tense":"nope","person":"yo","mark":"wrong"},"#
      + #"{"verb":"tener","tense":"preterito","person":"yo","mark":"meh"},3]"#
    let conjugation = try #require(
      JSONValue(parsing: #"{"date":"2025-03-01","answers":"# + answers + "}"))
    let record = try #require(QuizRecord(reading: conjugation))
    #expect(record.answers.map(\.key.item) == [.tense(.preterito), .gerund])
    #expect(record.answers.map(\.expected) == [nil, nil])
    #expect(record.unreadableAnswers == 5)
    let recognition = try #require(
      JSONValue(parsing: #"{"date":"2025-03-01","drill":"recognize","answers":"# + answers + "}"))
    let drill = try #require(QuizRecord(reading: recognition))
    #expect(drill.kind == .recognize && drill.answers.isEmpty && drill.unreadableAnswers == 0)
  }
}

/// The repeats of relearning in a history line: written in the order given with
/// `"repeat":true`, read back, and left out of `answered` and `correct`.
@Suite struct QuizRecordRepeatTests {
  static let question = QuizQuestion(
    number: 1, verb: "tener", item: .tense(.preterito), person: .ellos, answer: "tuvieron",
    alternatives: [])
  static let other = QuizQuestion(
    number: 2, verb: "ir", item: .gerund, person: nil, answer: "yendo", alternatives: [])

  static func record() -> QuizRecord {
    let score = QuizScore(
      answers: [
        QuizAnswer(question: question, given: "tuvo", mark: .wrong),
        QuizAnswer(question: other, given: "yendo", mark: .correct),
        QuizAnswer(question: question, given: "tuvieron", mark: .correct, isRepeat: true),
      ],
      options: QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 2))
    return QuizRecord(
      date: QuizRecordTests.date, source: .curriculum, kind: .conjugate, seed: 7, score: score,
      finished: true)
  }

  @Test func aRepeatIsWrittenInOrderWithRepeatTrueAndNotCounted() {
    let line = Self.record().json.compact()
    #expect(line.hasPrefix(#"{"answered":2,"answers":[{"expected":"tuvieron","given":"tuvo","#))
    #expect(
      line.contains(
        #"{"expected":"yendo","given":"yendo","mark":"correct","person":null,"tense":"gerund","verb":"ir"},{"expected":"tuvieron","given":"tuvieron","mark":"correct","person":"ellos","repeat":true,"tense":"preterito","verb":"tener"}],"correct":1,"#
      ))
    #expect(line.contains(#""score":5,"#))
    #expect(Self.record().answers.map(\.isRepeat) == [false, false, true])
  }

  @Test func aRepeatIsReadBack() throws {
    let record = Self.record()
    let json = try #require(JSONValue(parsing: record.json.compact()))
    let read = try #require(QuizRecord(reading: json))
    #expect(read == record)
    #expect(read.firstAnswers.count == 2 && read.correctCount == 1)
  }

  /// Lines written before relearning have no `repeat`: every answer is a first answer; only
  /// `true` makes a repeat.
  @Test(arguments: [
    ("", false), (#","repeat":true"#, true), (#","repeat":false"#, false),
    (#","repeat":"true""#, false), (#","repeat":1"#, false),
    (#","repeat":true,"repeat":null"#, false),
  ])
  func onlyRepeatTrueIsARepeat(member: String, isRepeat: Bool) throws {
    let line =
      #"{"date":"2025-03-03T14:00:00Z","answers":[{"verb":"ir","tense":"gerund","mark":"wrong""#
      + member + "}]}"
    let json = try #require(JSONValue(parsing: line))
    let record = try #require(QuizRecord(reading: json))
    #expect(record.answers.map(\.isRepeat) == [isRepeat])
  }
}
