import CalendarDates
import DurableFiles
import Foundation
import QuizHistory
import Testing

@testable import LearningProgress

/// The misses by recorded diagnosis: first answers not correct, by their `"diagnosis"`; right
/// answers, repeats and answers without one are not counted; the names are bounded; the
/// summary cache keeps them, and a cache written before they were counted is rebuilt.
@Suite struct HistorySummaryDiagnosisTests {
  static func answer(_ verb: String, _ mark: String, _ extra: String = "") -> String {
    #"{"verb":""# + verb + #"","tense":"preterito","person":"yo","mark":""# + mark + #"""#
      + extra + "}"
  }

  static func line(_ answers: [String], day: Int = 3) -> String {
    #"{"date":"2025-03-0\#(day)T14:00:00Z","answers":["# + answers.joined(separator: ",") + "]}"
  }

  static let lines = [
    line([
      answer("tener", "wrong", #","diagnosis":"regularized","irregularity":"strong-preterite""#),
      answer("hablar", "accentOnly", #","diagnosis":"accent""#),
      answer("tener", "correct", #","repeat":true,"diagnosis":"regularized""#),
      answer("ser", "wrong", #","repeat":true,"diagnosis":"other-form""#),
      answer("ir", "wrong"),
      answer("dar", "correct", #","diagnosis":"typo""#),
    ]),
    line([answer("tener", "wrong", #","diagnosis":"regularized""#)], day: 4),
  ]

  static func summary(_ lines: [String]) throws -> HistorySummary {
    let history = QuizHistory(
      file: MemoryFile(content: Array(lines.map { $0 + "\n" }.joined().utf8)),
      summaryCache: nil)
    return try HistorySummary(reading: history, calendar: .utc)
  }

  @Test func firstAnswersNotCorrectAreCountedByDiagnosis() throws {
    let summary = try Self.summary(Self.lines)
    #expect(summary.diagnoses == ["regularized": 2, "accent": 1])
    #expect(summary.overall.misses == 4, "ir's miss has no diagnosis")
  }

  @Test func theNamesAreBounded() throws {
    let many = (0..<40).map { index in
      Self.line([Self.answer("ser", "wrong", #","diagnosis":"kind-\#(index)""#)])
    }
    let long = Self.line([
      Self.answer("ser", "wrong", #","diagnosis":""# + String(repeating: "x", count: 33) + #"""#)
    ])
    let summary = try Self.summary([long] + many)
    #expect(summary.diagnoses.count == HistorySummary.diagnosisNameLimit)
    #expect(summary.diagnoses.keys.allSatisfy { $0.hasPrefix("kind-") })
  }

  @Test func theCacheKeepsThemAndACacheWithoutThemIsRebuilt() throws {
    let file = MemoryFile(content: Array(Self.lines.map { $0 + "\n" }.joined().utf8))
    let cache = MemoryFile()
    let history = QuizHistory(file: file, summaryCache: cache)
    try CachedSummary(reading: history, calendar: .utc).save(retention: 0.9)
    let cached = try #require(SummaryCache.summary(for: history, calendar: .utc))
    #expect(cached.summary.diagnoses == ["regularized": 2, "accent": 1])

    // The same cache as an older version wrote it: no "diagnoses" member.
    var text = String(decoding: cache.bytes!, as: UTF8.self)
    let member = try #require(
      text.range(of: #","diagnoses":\{[^}]*\}"#, options: .regularExpression))
    let removed = text[member].utf8.count
    text.removeSubrange(member)
    let rest = try #require(text.range(of: #""rest":(\d+)"#, options: .regularExpression))
    let old = Int(text[rest].dropFirst(7))!
    text.replaceSubrange(rest, with: "\"rest\":\(old - removed)")
    try cache.replace(with: Array(text.utf8))
    #expect(SummaryCache.summary(for: history, calendar: .utc) == nil)
    let reread = try CachedSummary(reading: history, calendar: .utc)
    #expect(reread.summary.diagnoses == ["regularized": 2, "accent": 1])
  }
}
