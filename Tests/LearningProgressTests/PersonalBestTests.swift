import CalendarDates
import ConjugarCore
import ConjugarQuiz
import Foundation
import QuizHistory
import SimpleJSON
import TestBasics
import Testing

@testable import LearningProgress

/// Personal bests: which quizzes compare, which one is best, and the reading of a
/// line's score agreeing with the reference over a parsed JSONValue.
@Suite struct PersonalBestTests {
  static let options = QuizOptions(
    difficulty: .moderate, region: .latinAmerica, vos: false, count: 10)
  static let day = Date(timeIntervalSince1970: 1_741_010_400)  // 2025-03-03T14:00:00Z

  static func attempt(
    _ score: Int, options: QuizOptions = options, drill: QuizKind = .conjugate,
    day: Int = 0, seed: UInt64? = 1
  ) -> QuizAttempt {
    QuizAttempt(
      group: ScoreGroup(drill: drill, options: options), score: score,
      date: Self.day.addingTimeInterval(Double(day) * 86_400), seed: seed)
  }

  static func with(_ change: (inout QuizOptions) -> Void) -> QuizOptions {
    var options = Self.options
    change(&options)
    return options
  }

  @Test func theOrderOfASelectionDoesNotMakeAnotherGroup() {
    let one = Self.with {
      $0.focus = QuizFocus(
        items: [.tense(.preterito), .gerund], verbs: ["tener", "hablar", "tener"],
        persons: [.ellos, .yo])
    }
    let other = Self.with {
      $0.focus = QuizFocus(
        items: [.gerund, .tense(.preterito)], verbs: ["hablar", "tener"], persons: [.yo, .ellos])
    }
    #expect(
      ScoreGroup(drill: .conjugate, options: one) == ScoreGroup(drill: .conjugate, options: other))
    #expect(
      ScoreGroup(drill: .conjugate, options: one).focus
        == QuizFocus(
          items: [.tense(.preterito), .gerund], verbs: ["hablar", "tener"], persons: [.yo, .ellos]))
  }

  static let otherGroups: [QuizOptions] = [
    with { $0.difficulty = .easy }, with { $0.region = .spain }, with { $0.vos = true },
    with { $0.count = 50 }, with { $0.focus = QuizFocus(items: [.tense(.preterito)]) },
    with { $0.focus = QuizFocus(verbs: ["tener"]) }, with { $0.focus = QuizFocus(persons: [.yo]) },
    with { $0.focus = QuizFocus(irregularOnly: true) },
  ]

  @Test(arguments: otherGroups)
  func quizzesThatAskOrScoreDifferentlyAreNotCompared(options: QuizOptions) {
    let base = ScoreGroup(drill: .conjugate, options: Self.options)
    #expect(ScoreGroup(drill: .conjugate, options: options) != base)
    #expect(ScoreGroup(drill: .recognize, options: Self.options) != base)
    var bests = PersonalBests()
    bests.add(Self.attempt(90))
    #expect(bests.standing(of: Self.attempt(10, options: options)) == .first)
  }

  @Test func theHighestScoreIsBestAndATieKeepsTheFirstToReachIt() {
    var bests = PersonalBests()
    for attempt in [
      Self.attempt(30, day: 2), Self.attempt(48, day: 3, seed: 9), Self.attempt(20, day: 4),
      Self.attempt(48, day: 5, seed: 2),
    ] {
      bests.add(attempt)
    }
    let group = ScoreGroup(drill: .conjugate, options: Self.options)
    #expect(bests[group] == Self.attempt(48, day: 3, seed: 9))
    #expect(bests.all == [Self.attempt(48, day: 3, seed: 9)])
  }

  @Test func aQuizBeatsTheBestOnlyWithAHigherScore() {
    var bests = PersonalBests()
    #expect(bests.standing(of: Self.attempt(40)) == .first)
    bests.add(Self.attempt(40, day: 1))
    #expect(
      bests.standing(of: Self.attempt(41, day: 2)) == .beaten(previous: Self.attempt(40, day: 1)))
    #expect(
      bests.standing(of: Self.attempt(40, day: 2)) == .notBeaten(best: Self.attempt(40, day: 1)))
    #expect(
      bests.standing(of: Self.attempt(12, day: 2)) == .notBeaten(best: Self.attempt(40, day: 1)))
  }

  /// A best is something to beat: a quiz of fewer than 5 questions, or one that scored 0 (every
  /// answer skipped), neither sets one nor is announced as beating one.
  @Test(arguments: [(4, 40, false), (5, 40, true), (10, 0, false), (10, 1, true), (50, 0, false)])
  func shortAndScorelessQuizzesAreNoBest(questions: Int, score: Int, isBest: Bool) {
    let options = Self.with { $0.count = questions }
    let attempt = QuizAttempt(
      date: Self.day, isSpacedReview: false, drill: .conjugate, seed: 1, options: options,
      score: score, finished: true)
    #expect((attempt != nil) == isBest)
  }

  @Test func theListingIsInAStableOrder() {
    var bests = PersonalBests()
    let attempts = [
      Self.attempt(5, options: Self.with { $0.focus = QuizFocus(persons: [.yo]) }),
      Self.attempt(6, drill: .recognize), Self.attempt(7, options: Self.with { $0.count = 50 }),
      Self.attempt(8, options: Self.with { $0.difficulty = .easy }),
      Self.attempt(9, options: Self.with { $0.count = 5 }), Self.attempt(10),
    ]
    for attempt in attempts.reversed() { bests.add(attempt) }
    #expect(bests.all.map(\.score) == [8, 9, 10, 5, 7, 6])
  }

  /// Every drill is its own group, listed in `QuizKind` order: a context quiz's best neither
  /// competes with a conjugation quiz's of the same options nor ties with it in the listing.
  @Test func eachDrillIsItsOwnGroupInDrillOrder() {
    var bests = PersonalBests()
    bests.add(Self.attempt(90))
    #expect(bests.standing(of: Self.attempt(10, drill: .context)) == .first)
    let drills: [QuizKind] = [.recognizeSentences, .context, .translate, .recognize, .conjugate]
    for (score, drill) in zip(1..., drills) { bests.add(Self.attempt(score, drill: drill)) }
    #expect(bests.all.map(\.group.drill) == QuizKind.allCases)
    #expect(bests.all.map(\.score) == [90, 4, 3, 2, 1])
  }

  /// `(line, scores a best?)`: only finished quizzes of the curriculum with their options.
  @Test(arguments: [
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"seed":4,"vos":false}"#,
      true
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","mode":"quiz","drill":"recognize","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12.0,"vos":false}"#,
      true
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","mode":"review","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":false,"questions":5,"region":"spain","score":12,"vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","questions":5,"region":"spain","score":12,"vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12.5,"vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"hard","finished":true,"questions":5,"region":"spain","score":12,"vos":false}"#,
      false
    ),
    (#"{"date":"2025-03-04T02:30:00Z","finished":true,"score":12}"#, false),
    // Fewer than 5 questions, or a score of 0: no best.
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":4,"region":"spain","score":12,"vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":0,"vos":false}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":1,"vos":false}"#,
      true
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"vos":false,"focus":{"tenses":["preterito"]}}"#,
      true
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"vos":false,"focus":{"tenses":["later"]}}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"vos":false,"focus":[]}"#,
      false
    ),
    (
      #"{"date":"2025-03-04T02:30:00Z","difficulty":"easy","finished":true,"questions":5,"region":"spain","score":12,"vos":false,"focus":{"verbs":["ping\u00fcinear"]}}"#,
      true
    ),
  ])
  func whichLinesScoreABest(line: String, scores: Bool) throws {
    let bytes = Array(line.utf8)
    guard case .record(let record) = HistorySummaryTests.read(bytes) else {
      Issue.record("not a record: \(line)")
      return
    }
    #expect((QuizAttempt(record) != nil) == scores)
    #expect(HistorySummaryTests.read(bytes) == ReferenceReading.reading(bytes))
  }

  /// Lines with every member a best needs, well and badly typed, and mangled: the reading
  /// and the reference agree on each.
  @Test func scoresAreReadAsTheReferenceReadsThem() {
    var generator = SeededGenerator(seed: 31)
    var attempts = 0
    for index in 0..<3_000 {
      var line = Array(Self.scoredLine(using: &generator).utf8)
      if index % 3 == 2 { RecordText.mangle(&line, using: &generator) }
      let expected = ReferenceReading.reading(line)
      if case .record(let record) = expected, QuizAttempt(record) != nil { attempts += 1 }
      #expect(
        HistorySummaryTests.read(line) == expected, "\(String(decoding: line, as: UTF8.self))")
    }
    #expect(attempts > 150, "\(attempts) attempts")
  }

  static func scoredLine(using generator: inout some RandomNumberGenerator) -> String {
    func pick(_ list: [String]) -> String { RecordText.pick(list, &generator) }
    func value(_ good: [String]) -> String {
      RecordText.chance(95, &generator) ? pick(good) : RecordText.other(&generator)
    }
    var members = [#""date":"2025-03-0\#(1 + generator.uniform(below: 9))T10:00:00Z""#]
    members.append(#""mode":"# + value([#""quiz""#, #""review""#, #""quiz""#]))
    members.append(#""drill":"# + value([#""conjugate""#, #""recognize""#]))
    members.append(#""finished":"# + value(["true", "true", "false"]))
    members.append(
      #""score":"# + value(["12", "0", "57", "1.0", "-3", "2.5", "1e2", "99999999999999999999"]))
    members.append(#""seed":"# + value(["7", "18446744073709551615", "-1", "1.5"]))
    members.append(
      #""difficulty":"# + value([#""easy""#, #""moderate""#, #""difficult""#, #""Easy""#]))
    members.append(#""region":"# + value([#""spain""#, #""latin-america""#]))
    members.append(#""vos":"# + value(["true", "false"]))
    members.append(#""questions":"# + value(["5", "10", "50", "0"]))
    if RecordText.chance(40, &generator) {
      members.append(
        #""focus":"#
          + value([
            #"{"tenses":["preterito","gerund"],"persons":["yo"]}"#,
            #"{"verbs":["tener","ñoñear"]}"#,
            #"{"irregular":true}"#, "{}", #"{"tenses":["someday"]}"#, #"{"verbs":["ca\u0301"]}"#,
            #"{"irregular":true,"irregular":false}"#,
          ]))
    }
    for _ in 0..<generator.uniform(below: 3) {
      members.append(members[generator.uniform(below: members.count)])
    }
    return "{" + RecordText.shuffled(members, &generator).joined(separator: ",") + "}"
  }

  /// The bests read from the file (in batches, on two threads) are those of the summary and
  /// those of the history held in memory.
  @Test func theFileGivesTheBestsOfTheSortedHistory() throws {
    let scratch = try ScratchFolder("summary")
    var generator = SeededGenerator(seed: 5)
    let lines = (0..<2_000).map { _ in Self.scoredLine(using: &generator) }
    try scratch.write(lines)
    let calendar = LocalCalendar(secondsFromUTC: { _ in 0 })
    let read = try PersonalBests(reading: scratch.history, calendar: calendar)
    let records = lines.compactMap { JSONValue(parsing: Array($0.utf8)) }
    let memory = HistorySummary(history: LearningHistory(records: records), calendar: calendar)
    let tiny = try HistorySummary(
      reading: scratch.history, calendar: calendar,
      batch: LineBatch(capacity: 4_096, parallelThreshold: 8))
    #expect(!read.isEmpty)
    #expect(read == memory.bests)
    #expect(read == tiny.bests)
    #expect(
      try PersonalBests(reading: ScratchFolder("summary").history, calendar: calendar).isEmpty)
  }
}
