import CalendarDates
import ConjugarQuiz
import Foundation
import Testing

@testable import LearningProgress

/// FSRS-6 as the reference implementation computes it: 1,000 random review sequences (grades
/// Again, Hard, Good; the same instant, minutes, hours, a day give or take a second, days,
/// years, a clock set back) and the reference's state after each review, written once by
/// scripts/fsrs-fixtures.py (py-fsrs 6.x, no learning steps, no fuzz). Stability and
/// difficulty agree to 1e-4, the due time to the second, retrievability to 1e-6.
@Suite struct FSRSReferenceTests {
  struct Step {
    let gap: Int
    let grade: FSRS.Grade
    let stability: Double
    let difficulty: Double
    let due: Int
  }

  struct Sequence {
    let line: Int
    let start: Int
    let retention: Double
    let now: Int
    let retrievability: Double
    let steps: [Step]
  }

  static func sequences() throws -> [Sequence] {
    let path =
      String(#filePath.dropLast("FSRSReferenceTests.swift".count)) + "Fixtures/fsrs-reference.tsv"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return try text.split(separator: "\n").enumerated().compactMap { index, line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t").map(String.init)
      try #require(fields.count == 5, "line \(index + 1)")
      let steps = try fields[4].split(separator: " ").map { step in
        let parts = step.split(separator: ",").map(String.init)
        return Step(
          gap: try #require(Int(parts[0])),
          grade: try #require(Int(parts[1]).flatMap(FSRS.Grade.init(rawValue:))),
          stability: try #require(Double(parts[2])), difficulty: try #require(Double(parts[3])),
          due: try #require(Int(parts[4])))
      }
      return Sequence(
        line: index + 1, start: try #require(Int(fields[0])),
        retention: try #require(Double(fields[1])), now: try #require(Int(fields[2])),
        retrievability: try #require(Double(fields[3])), steps: steps)
    }
  }

  /// A mark of each grade (Again from a wrong answer).
  static func mark(_ grade: FSRS.Grade) -> Mark {
    switch grade {
    case .again: .wrong
    case .hard: .accentOnly
    case .good: .correct
    }
  }

  @Test func everySequenceMatchesTheReference() throws {
    let sequences = try Self.sequences()
    #expect(sequences.count >= 1_000)
    #expect(sequences.map(\.steps.count).reduce(0, +) >= 5_000)
    var mismatches = 0
    for sequence in sequences {
      var progress = ItemProgress()
      var moment = sequence.start
      for (index, step) in sequence.steps.enumerated() {
        moment += step.gap
        let date = Date(timeIntervalSince1970: Double(moment))
        progress.add(Self.mark(step.grade), date: date, day: LocalCalendar.utc.day(of: date))
        let memory = try #require(progress.memory)
        let interval = FSRS.interval(stability: memory.stability, retention: sequence.retention)
        let agrees =
          abs(memory.stability - step.stability) <= 1e-4
          && abs(memory.difficulty - step.difficulty) <= 1e-4
          && moment + interval * 86_400 == step.due
        if !agrees {
          mismatches += 1
          Issue.record(
            "line \(sequence.line), review \(index + 1): S \(memory.stability) D \(memory.difficulty) due \(moment + interval * 86_400); reference \(step.stability) \(step.difficulty) \(step.due)"
          )
        }
        if mismatches > 10 { return }
      }
      let memory = try #require(progress.memory)
      let recall = FSRS.retrievability(
        stability: memory.stability,
        elapsedDays: FSRS.elapsedDays(
          from: progress.lastDate, to: Date(timeIntervalSince1970: Double(sequence.now))))
      #expect(abs(recall - sequence.retrievability) <= 1e-6, "line \(sequence.line)")
    }
  }

  /// The same sequences through a history file's fold (`HistorySummary`) and the scheduler, as
  /// `stats --items` reads them, for those whose dates never go back (a history replays an
  /// item in date order).
  @Test func theSchedulerGivesTheReferenceDue() throws {
    for sequence in try Self.sequences().prefix(300)
    where sequence.steps.allSatisfy({ $0.gap >= 0 }) {
      var moment = sequence.start
      let records = sequence.steps.map { step in
        moment += step.gap
        return Fixture.record(
          ISODate.format(Date(timeIntervalSince1970: Double(moment))),
          ["tener preterito yo \(Self.mark(step.grade).rawValue)"])
      }
      let now = Date(timeIntervalSince1970: Double(sequence.now))
      let scheduler = SpacedReviewScheduler(
        history: LearningHistory(records: records), calendar: .utc,
        retention: sequence.retention, now: now)
      let card = try #require(scheduler.queue.first)
      let last = try #require(sequence.steps.last)
      #expect(abs(card.memory.stability - last.stability) <= 1e-4, "line \(sequence.line)")
      #expect(abs(card.memory.difficulty - last.difficulty) <= 1e-4, "line \(sequence.line)")
      #expect(Int(card.due.timeIntervalSince1970) == last.due, "line \(sequence.line)")
      #expect(abs(card.retrievability - sequence.retrievability) <= 1e-6, "line \(sequence.line)")
      #expect(card.reviews == sequence.steps.count)
      #expect(
        card.lapses == sequence.steps.dropFirst().filter { $0.grade == .again }.count,
        "line \(sequence.line)")
    }
  }

  /// FSRS-6's first review, by hand: S₀ = w[G−1], D₀ = w₄ − e^(w₅(G−1)) + 1.
  @Test func firstReviewIsTheInitialState() {
    let w = FSRS.parameters
    for grade in [FSRS.Grade.again, .hard, .good] {
      let state = FSRS.review(nil, grade, elapsedDays: 0)
      #expect(state.stability == w[grade.rawValue - 1])
      let d0 = w[4] - pow(M_E, w[5] * Double(grade.rawValue - 1)) + 1
      #expect(abs(state.difficulty - d0) < 1e-12)
    }
    #expect(FSRS.parameters.count == 21)
  }

  @Test func marksMapToGrades() {
    #expect(
      [Mark.correct, .accentOnly, .wrong, .skipped, .partlyRight].map(FSRS.Grade.init)
        == [.good, .hard, .again, .again, .again])
  }

  /// Whole days of the time between two reviews, rounded down, as `timedelta.days`.
  @Test func elapsedDaysAreWholeDaysRoundedDown() {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    func days(_ seconds: Double) -> Int {
      FSRS.elapsedDays(from: start, to: start.addingTimeInterval(seconds))
    }
    #expect(
      [0, 1, 86_399, 86_400, 86_401, 2 * 86_400 - 1, -1, -86_400, -86_401].map(days)
        == [0, 0, 0, 1, 1, 1, -1, -1, -2])
  }
}
