import CalendarDates
import ConjugarQuiz
import DurableFiles
import Foundation
import QuizHistory
import SimpleJSON
import Testing

@testable import LearningProgress

/// The fitted parameters beside the history (`history.fit.json`): read back as written, ignored
/// when corrupt or edited; the memory states, due days and the summary cache follow the
/// parameters they are given, and a cache of other parameters is never served.
@Suite struct FittedScheduleTests {
  /// A learner who forgets new forms fast and whose curve is steeper than the default.
  static let fitted = FSRSParameters(
    [0.1, 0.6, 1.2, 5.0] + FSRS.parameters[4..<20] + [0.35])!

  static func history(_ lines: [String] = []) -> QuizHistory {
    QuizHistory(
      file: MemoryFile(content: DueCacheTests.bytes(lines)), summaryCache: MemoryFile(),
      fitFile: MemoryFile())
  }

  @Test func theFitFileReadsBackWhatWasWritten() throws {
    let history = Self.history()
    let kept = FittedParameters(reviews: 1_234, adopted: true, parameters: Self.fitted)
    kept.save(for: history)
    #expect(FittedParameters.load(for: history) == kept)
    #expect(FittedParameters.load(for: history)?.scheduling == Self.fitted)
    let refused = FittedParameters(reviews: 10, adopted: false, parameters: Self.fitted)
    refused.save(for: history)
    #expect(FittedParameters.load(for: history)?.scheduling == .defaults)
  }

  /// Cut short, a number edited (the checksum fails), not JSON, a parameter outside its range
  /// with a checksum that holds, 20 parameters, a missing file: each is no fit.
  @Test func aCorruptOrEditedFitFileIsIgnored() throws {
    let history = Self.history()
    FittedParameters(reviews: 50, adopted: true, parameters: Self.fitted).save(for: history)
    let good = try #require((history.fitFile as? MemoryFile)?.bytes)
    let text = String(decoding: good, as: UTF8.self)
    func sealed(_ weights: [Double]) -> String {
      var fields: [String: JSONValue] = [
        "version": .integer(1), "reviews": .integer(50), "adopted": .bool(true),
        "parameters": .array(weights.map(JSONValue.double)),
      ]
      fields["sum"] = .string(FNV1a.hex(Array(JSONValue.object(fields).compact().utf8)))
      return JSONValue.object(fields).compact()
    }
    var outOfRange = Self.fitted.weights
    outOfRange[20] = 3
    let variants = [
      String(text.prefix(text.count / 2)),
      text.replacingOccurrences(of: "\"reviews\":50", with: "\"reviews\":51"),
      "not json", sealed(outOfRange), sealed(Array(Self.fitted.weights.prefix(20))),
      sealed(Self.fitted.weights.map { _ in .nan }),
    ]
    for variant in variants {
      let broken = QuizHistory(
        file: MemoryFile(), fitFile: MemoryFile(content: Array(variant.utf8)))
      #expect(FittedParameters.load(for: broken) == nil, "\(variant)")
    }
    #expect(
      FittedParameters.load(for: QuizHistory(file: MemoryFile(), fitFile: MemoryFile())) == nil)
    #expect(FittedParameters.load(for: QuizHistory(file: MemoryFile())) == nil)
  }

  @Test func aRefitIsDueOnceTheHistoryGrewByAFifth() {
    let kept = FittedParameters(reviews: 1_000, adopted: true, parameters: Self.fitted)
    #expect(!kept.isStale(reviews: 1_000) && !kept.isStale(reviews: 1_199))
    #expect(kept.isStale(reviews: 1_200) && kept.isStale(reviews: 5_000))
    let empty = FittedParameters(reviews: 0, adopted: false, parameters: .defaults)
    #expect(!empty.isStale(reviews: 0) && empty.isStale(reviews: 1))
  }

  /// Every item's memory state is the replay of its answers with the parameters given.
  @Test func memoryStatesFollowTheParameters() throws {
    let bytes = DueCacheTests.bytes(DueCacheTests.lines(60, seed: 5, inOrder: true))
    let defaults = try HistorySummary(
      reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: .utc)
    let fitted = try HistorySummary(
      reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: .utc,
      parameters: Self.fitted)
    var differ = 0
    for (key, drill, progress) in defaults.items {
      let other = try #require(fitted.items.storage[ItemKey(key, drill: drill)])
      #expect(other.reviews == progress.reviews && other.tally == progress.tally)
      if other.memory != progress.memory { differ += 1 }
    }
    #expect(differ > defaults.items.count / 2, "\(differ) of \(defaults.items.count)")
    let firstDefault = FSRS.review(nil, .good, elapsedDays: 0)
    let firstFitted = FSRS.review(nil, .good, elapsedDays: 0, parameters: Self.fitted)
    #expect(firstDefault.stability == 2.3065 && firstFitted.stability == 1.2)
    #expect(
      FSRS.retrievability(stability: 10, elapsedDays: 10, parameters: Self.fitted)
        .isApproximatelyEqual(to: 0.9))
  }

  /// A cache written with a fit serves neither the defaults' states nor their due counts, and
  /// one written with the defaults does not serve the fit's: each reader gets the report of the
  /// whole history read with its own parameters.
  @Test(arguments: [true, false])
  func theSummaryCacheDoesNotServeStatesOfOtherParameters(writtenWithTheFit: Bool) throws {
    let lines = DueCacheTests.lines(120, seed: 4, inOrder: true)
    let history = Self.history(lines)
    let (writer, reader) =
      writtenWithTheFit ? (Self.fitted, FSRSParameters.defaults) : (.defaults, Self.fitted)
    try CachedSummary(reading: history, calendar: .utc, parameters: writer).save(retention: 0.9)
    #expect(SummaryCache.summary(for: history, calendar: .utc, parameters: writer) != nil)
    #expect(SummaryCache.summary(for: history, calendar: .utc, parameters: reader) == nil)
    let bytes = DueCacheTests.bytes(lines)
    for today in DueCacheTests.todays {
      let truth = DueReport(
        summary: try HistorySummary(
          reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: .utc,
          parameters: reader),
        today: today, retention: 0.9)
      let report = try DueReport(
        reading: history, calendar: .utc, now: DueCacheTests.date(today), retention: 0.9,
        parameters: reader)
      #expect(report == truth, "\(today)")
    }
  }

  @Test func theRuleNamesTheParameters() {
    #expect(SchedulerRule.name(retention: 0.9) == "fsrs-6 retention 0.9")
    let rule = SchedulerRule.name(retention: 0.9, parameters: Self.fitted)
    #expect(rule == "fsrs-6 retention 0.9 fit " + Self.fitted.fingerprint)
    #expect(SchedulerRule.uses(rule, Self.fitted) && !SchedulerRule.uses(rule, .defaults))
    #expect(SchedulerRule.uses("fsrs-6 retention 0.85", .defaults))
  }
}

extension Double {
  fileprivate func isApproximatelyEqual(to other: Double) -> Bool { abs(self - other) < 1e-12 }
}
