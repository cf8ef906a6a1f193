import CalendarDates
import ConjugarQuiz
import DurableFiles
import Foundation
import QuizHistory
import SimpleJSON
import TestBasics
import Testing

@testable import LearningProgress

/// The personal bests come from the summary cache plus the lines appended since, and always
/// equal the bests of the whole history: a cache that does not hold is never believed.
@Suite struct SummaryCacheTests {
  static let calendar = LocalCalendar.utc

  /// A finished curriculum quiz with `score`, on day `day` of March 2025.
  static func line(score: Int, day: Int = 1, questions: Int = 10, seed: Int = 1) -> String {
    #"{"date":"2025-03-\#(String(format: "%02d", day))T10:00:00Z","mode":"quiz","#
      + #""drill":"conjugate","difficulty":"easy","region":"latin-america","vos":false,"#
      + #""questions":\#(questions),"score":\#(score),"finished":true,"seed":\#(seed),"#
      + #""answers":[]}"#
  }

  /// The bests of the same bytes read whole, without a cache.
  static func truth(_ bytes: [UInt8]) throws -> PersonalBests {
    try PersonalBests(reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: calendar)
  }

  static func bytes(_ lines: [String]) -> [UInt8] { Array(lines.map { $0 + "\n" }.joined().utf8) }

  @Test func onlyTheLinesAppendedSinceTheCacheAreRead() throws {
    let file = MemoryFile(content: Self.bytes((1...50).map { Self.line(score: $0 % 17) }))
    let recorder = RecordingFile(file)
    let cache = MemoryFile()
    let history = QuizHistory(file: recorder, summaryCache: cache)

    let first = try PersonalBests(reading: history, calendar: Self.calendar)
    #expect(first == (try Self.truth(file.bytes!)))
    #expect(cache.bytes != nil, "the first read writes the cache")
    let length = file.bytes!.count

    try file.appendLine(Array(Self.line(score: 40, questions: 10).utf8))
    let second = try PersonalBests(reading: history, calendar: Self.calendar)
    #expect(recorder.starts == [0, length])
    #expect(second == (try Self.truth(file.bytes!)))
    #expect(second.all.map(\.score) == [40])

    let third = try PersonalBests(reading: history, calendar: Self.calendar)
    #expect(recorder.starts.last == file.bytes!.count, "nothing new: nothing read")
    #expect(third == second)
  }

  /// Lines appended a few at a time, some unreadable, one cut off before its newline: after
  /// each step the bests are those of the whole file.
  @Test(arguments: [1, 2, 3]) func appendsInStagesGiveTheBestsOfTheWholeFile(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let file = MemoryFile()
    let history = QuizHistory(file: file, summaryCache: MemoryFile())
    for _ in 0..<40 {
      for _ in 0...generator.uniform(below: 4) {
        try file.appendLine(Array(PersonalBestTests.scoredLine(using: &generator).utf8))
      }
      if generator.uniform(below: 5) == 0 {
        // A writer cut off: the line is there without its newline until the next append.
        let line = Self.line(score: 1 + generator.uniform(below: 90), questions: 5)
        try file.withLock { () throws(FileFailure) in
          try file.replace(with: file.bytes! + Array(line.utf8))
        }
      }
      #expect(
        try PersonalBests(reading: history, calendar: Self.calendar)
          == (try Self.truth(file.bytes!)))
    }
  }

  /// A line without its newline (a writer cut off) counts while it is there, but is not in the
  /// cache: when it is removed, its score is gone from the bests too.
  @Test func aLineCutOffIsNotCached() throws {
    let scratch = try ScratchFolder("summary")
    try scratch.write([Self.line(score: 30)])
    _ = try PersonalBests(reading: scratch.history, calendar: Self.calendar)
    let handle = try #require(FileHandle(forWritingAtPath: scratch.history.path))
    handle.seekToEndOfFile()
    handle.write(Data((Self.line(score: 20) + "\n").utf8))
    let whole = try handle.offset()
    handle.write(Data(Self.line(score: 95).utf8))
    #expect(
      try PersonalBests(reading: scratch.history, calendar: Self.calendar).all.map(\.score) == [95])
    try handle.truncate(atOffset: whole)
    try handle.close()
    #expect(
      try PersonalBests(reading: scratch.history, calendar: Self.calendar).all.map(\.score) == [30])
  }

  /// Each way the history can change under a cache: the cache says 90 for a score the history
  /// no longer holds, and the bests read are the history's, not the cache's. The 90 is at the
  /// start, in the middle (away from both 4 KiB samples) or at the end, so that each check
  /// (file, size, modification time, first bytes, last bytes) is the only one to see a change.
  @Test(arguments: [
    ("rewritten in place", 50), ("replaced, appended", 50), ("cut short", 50),
    ("start edited, appended", 1), ("end edited, appended", 99),
  ])
  func aCacheThatNoLongerHoldsIsNotBelieved(change: String, ninetyAt: Int) throws {
    let scratch = try ScratchFolder("summary")
    let path = scratch.history.path
    try scratch.write((0..<100).map { Self.line(score: $0 == ninetyAt ? 90 : 10, day: 1 + $0 % 9) })
    #expect(try PersonalBests(reading: scratch.history, calendar: Self.calendar).all[0].score == 90)
    #expect(FileManager.default.fileExists(atPath: scratch.url.path + "/history.summary.json"))

    let text = try String(contentsOfFile: path, encoding: .utf8)
    let without90 = text.replacingOccurrences(of: #""score":90"#, with: #""score":11"#)
    func overwrite(_ content: String, truncating: Bool = false) throws {
      let handle = try #require(FileHandle(forWritingAtPath: path))
      if truncating { try handle.truncate(atOffset: 0) }
      handle.write(Data(content.utf8))
      try handle.close()
    }
    switch change {
    case "rewritten in place": try overwrite(without90)
    case "replaced, appended":
      try Data((without90 + Self.line(score: 13) + "\n").utf8).write(
        to: URL(fileURLWithPath: path), options: .atomic)
    case "cut short":
      try overwrite(String(without90.prefix(500)), truncating: true)
    default: try overwrite(without90 + Self.line(score: 13) + "\n")
    }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let read = try PersonalBests(reading: scratch.history, calendar: Self.calendar)
    #expect(read == (try Self.truth(bytes)))
    #expect(!read.all.contains { $0.score == 90 }, "\(change)")
  }

  @Test(arguments: [
    "", "not json", #"{"version":2}"#, "[]", #"{"version":1,"checkpoint":{},"bests":[]}"#,
  ])
  func aDamagedCacheIsRebuiltSilently(content: String) throws {
    let file = MemoryFile(content: Self.bytes([Self.line(score: 30), Self.line(score: 50)]))
    let cache = MemoryFile(content: Array(content.utf8))
    let history = QuizHistory(file: file, summaryCache: cache)
    #expect(try PersonalBests(reading: history, calendar: Self.calendar).all.map(\.score) == [50])
    let firstLine = try #require(cache.bytes).prefix { $0 != UInt8(ascii: "\n") }
    let rebuilt = try #require(JSONValue(parsing: Array(firstLine)))
    guard case .object(let fields) = rebuilt else {
      Issue.record("not an object: \(rebuilt)")
      return
    }
    #expect(fields["version"] == .integer(SummaryCache.version))
  }

  /// A cache that holds (its checksums made again) but claims bests the history never had is
  /// believed: the proof that it is what the bests came from (and why it must be checked
  /// against the history).
  @Test func aCacheThatHoldsIsWhatTheBestsComeFrom() throws {
    let lines = (1...20).map { Self.line(score: $0) }
    let file = MemoryFile(content: Self.bytes(lines))
    let cache = MemoryFile()
    let history = QuizHistory(file: file, summaryCache: cache)
    _ = try PersonalBests(reading: history, calendar: Self.calendar)
    let written = String(decoding: try #require(cache.bytes), as: UTF8.self)
    let edited = written.replacingOccurrences(of: #""score":20"#, with: #""score":77"#)
    try cache.replace(with: Array(DueCacheTests.resealed(edited).utf8))
    #expect(try PersonalBests(reading: history, calendar: Self.calendar).all.map(\.score) == [77])
    // Without its checksums made again, the same edit is not believed.
    try cache.replace(with: Array(edited.utf8))
    #expect(try PersonalBests(reading: history, calendar: Self.calendar).all.map(\.score) == [20])
  }

  /// A cache written before short and scoreless quizzes stopped being bests may hold one: such
  /// a cache is not believed, and the bests are those of the history read whole.
  @Test(arguments: [(#""score":20"#, #""score":0"#), (#""questions":10"#, #""questions":3"#)])
  func aCacheHoldingABestNoLongerCountedIsRebuilt(from: String, to: String) throws {
    let lines = (1...20).map { Self.line(score: $0) }
    let file = MemoryFile(content: Self.bytes(lines))
    let cache = MemoryFile()
    let history = QuizHistory(file: file, summaryCache: cache)
    _ = try PersonalBests(reading: history, calendar: Self.calendar)
    let written = String(decoding: try #require(cache.bytes), as: UTF8.self)
    let old = written.replacingOccurrences(of: from, with: to)
    #expect(old != written)
    try cache.replace(with: Array(old.utf8))
    #expect(try PersonalBests(reading: history, calendar: Self.calendar).all.map(\.score) == [20])
    #expect(cache.bytes.map { String(decoding: $0, as: UTF8.self) } == written)
  }

  @Test func aCacheThatCannotBeWrittenOnlyCostsSpeed() throws {
    let scratch = try ScratchFolder("summary")
    try scratch.write([Self.line(score: 30)])
    let cache = scratch.url.appendingPathComponent("history.summary.json")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: false)
    #expect(
      try PersonalBests(reading: scratch.history, calendar: Self.calendar).all.map(\.score) == [30])
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: cache.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue, "a folder in the cache's place is left alone")
  }

  @Test func theCacheSitsBesideTheHistory() {
    #expect(QuizHistory(path: "/a/history.jsonl").summaryCache?.path == "/a/history.summary.json")
    #expect(QuizHistory(path: "/a/log").summaryCache?.path == "/a/log.summary.json")
    #expect(QuizHistory(file: MemoryFile()).summaryCache == nil)
  }
}
