import CalendarDates
import ConjugarQuiz
import DurableFiles
import Foundation
import QuizHistory
import SimpleJSON
import Testing

@testable import LearningProgress

/// Due counts, the next due day and the streak from the summary cache (version 2) always equal
/// those of the whole history read without it: a cache is believed only when it holds for the
/// history, the time zone and the scheduler rule, and is rebuilt silently otherwise.
@Suite struct DueCacheTests {
  static let calendar = LocalCalendar.utc

  /// A history of generated quizzes from 2025-03-10 on, some lines out of date order.
  static func lines(_ count: Int, seed: UInt64, inOrder: Bool = false) -> [String] {
    var generator = SeededGenerator(seed: seed)
    var lines = RecordText.history(quizzes: count, using: &generator)
    if count > 10, !inOrder { lines.swapAt(2, count - 3) }
    return lines
  }

  static func bytes(_ lines: [String]) -> [UInt8] { Array(lines.map { $0 + "\n" }.joined().utf8) }

  /// The report of the same bytes read whole, without a cache.
  static func truth(
    _ bytes: [UInt8], today: LocalDay, calendar: LocalCalendar = calendar, retention: Double = 0.9
  ) throws -> DueReport {
    let summary = try HistorySummary(
      reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: calendar)
    return DueReport(summary: summary, today: today, retention: retention)
  }

  /// Days before, on and after the generated quizzes (2025-03-10 is day 20157).
  static let todays = [20_150, 20_160, 20_163, 20_166, 20_170, 20_200, 21_000].map(
    LocalDay.init(number:))

  static func date(_ day: LocalDay) -> Date {
    Date(timeIntervalSince1970: Double(day.number) * 86_400 + 30_000)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func appendsInStagesGiveTheReportOfTheWholeFile(seed: UInt64) throws {
    let all = Self.lines(240, seed: seed)
    let file = MemoryFile()
    let history = QuizHistory(file: file, summaryCache: MemoryFile())
    var written = 0
    var generator = SeededGenerator(seed: seed)
    while written < all.count {
      let next = min(all.count, written + 1 + generator.uniform(below: 40))
      for line in all[written..<next] { try file.appendLine(Array(line.utf8)) }
      written = next
      // Latest first: a day before the last quiz day is answered from the whole summary,
      // which brings the cache up to date.
      for today in Self.todays.reversed() {
        let report = try DueReport(
          reading: history, calendar: Self.calendar, now: Self.date(today), retention: 0.9)
        #expect(report == (try Self.truth(file.bytes!, today: today)), "\(written) \(today)")
      }
      let cached = try CachedSummary(reading: history, calendar: Self.calendar)
      LineBatchTests.expectSame(
        cached.summary,
        try HistorySummary(reading: QuizHistory(file: file), calendar: Self.calendar))
    }
  }

  @Test func theFirstLineAgreesWithTheWholeSummaryFromTheLastQuizDayOn() throws {
    for seed in 1...20 as ClosedRange<UInt64> {
      let lines = Self.lines(10 + Int(seed) * 13, seed: seed)
      let summary = try HistorySummary(
        reading: QuizHistory(file: MemoryFile(content: Self.bytes(lines))), calendar: Self.calendar)
      let digest = DueDigest(summary: summary, retention: 0.9)
      #expect(DueDigest(reading: digest.json) == digest)
      let last = try #require(summary.days.max())
      for offset in -3...400 {
        let today = last.adding(days: offset)
        let report = digest.report(today: today)
        if offset < 0 {
          #expect(report == nil, "a day before the last quiz day is left to the whole summary")
        } else {
          #expect(
            report == DueReport(summary: summary, today: today, retention: 0.9),
            "seed \(seed) +\(offset)")
        }
      }
    }
    let empty = DueDigest(
      summary: HistorySummary(calendar: Self.calendar), retention: 0.9)
    #expect(empty.report(today: LocalDay(number: 5)) == .empty)
  }

  @Test func aFreshCacheIsAnsweredFromItsFirstLineAlone() throws {
    let file = MemoryFile(content: Self.bytes(Self.lines(100, seed: 4, inOrder: true)))
    let history = RecordingFile(file)
    let cache = RecordingFile(MemoryFile())
    let quizHistory = QuizHistory(file: history, summaryCache: cache)
    let today = Self.todays[4]
    let first = try DueReport(
      reading: quizHistory, calendar: Self.calendar, now: Self.date(today), retention: 0.9)
    #expect(history.reads == ["lines from 0"] && cache.reads == ["whole", "replaced"])
    let second = try DueReport(
      reading: quizHistory, calendar: Self.calendar, now: Self.date(today), retention: 0.9)
    #expect(second == first)
    #expect(history.reads == ["lines from 0"], "the history is not read")
    #expect(cache.reads == ["whole", "replaced"], "only the first line of the cache is read")

    try file.appendLine(Array(Self.lines(101, seed: 4, inOrder: true)[100].utf8))
    let third = try DueReport(
      reading: quizHistory, calendar: Self.calendar, now: Self.date(today), retention: 0.9)
    #expect(third == (try Self.truth(file.bytes!, today: today)))
    let length = Self.bytes(Self.lines(100, seed: 4, inOrder: true)).count
    #expect(history.reads.last == "lines from \(length)", "a stale cache: only the new line")
    #expect(cache.reads.suffix(2) == ["whole", "replaced"])
  }

  /// A cache damaged in any of these ways is not believed, and is written anew.
  @Test(arguments: [
    "garbage", "empty", "truncated header", "truncated items", "other version", "other rule",
    "other zone", "a question dropped", "a line added",
  ])
  func aDamagedCacheIsRebuiltSilently(damage: String) throws {
    let bytes = Self.bytes(Self.lines(150, seed: 5))
    let cache = MemoryFile()
    let history = QuizHistory(file: MemoryFile(content: bytes), summaryCache: cache)
    var calendar = Self.calendar
    let cached = try CachedSummary(reading: history, calendar: calendar)
    cached.save(retention: 0.9)
    var text = String(decoding: cache.bytes!, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Every due count in the first line says 99 (believed, it would show).
    lines[0] = lines[0].replacingOccurrences(of: #""dueBy":"#, with: #""dueBy":99"#)
    text = lines.joined(separator: "\n")
    var retention = 0.9
    switch damage {
    case "garbage": text = "\u{1}not json\n" + text
    case "empty": text = ""
    case "truncated header": text = String(text.prefix(lines[0].count / 2))
    case "truncated items": text = String(text.dropLast(30))
    case "other version":
      text = Self.resealed(
        text.replacingOccurrences(
          of: #""version":\#(SummaryCache.version)"#,
          with: #""version":\#(SummaryCache.version + 1)"#))
    case "other rule": retention = 0.8
    case "other zone": calendar = .fixed(hours: -5)
    case "a question dropped": text = lines.dropLast(2).joined(separator: "\n") + "\n"
    default: text = lines.dropLast().joined(separator: "\n") + "\n" + lines[lines.count - 2] + "\n"
    }
    try cache.replace(with: Array(text.utf8))
    for today in Self.todays {
      let report = try DueReport(
        reading: history, calendar: calendar, now: Self.date(today), retention: retention)
      #expect(
        report
          == (try Self.truth(bytes, today: today, calendar: calendar, retention: retention)),
        "\(today)")
      #expect(report.due < 99)
    }
    let rewritten = String(decoding: cache.bytes ?? [], as: UTF8.self)
    #expect(rewritten.hasPrefix("{\"checkpoint\""), "rebuilt")
    #expect(!rewritten.contains(#""dueBy":99"#))
  }

  /// The proof that the first line is what `due` answers from under its own rule, and not
  /// under another.
  @Test func theFirstLineIsBelievedOnlyUnderItsRule() throws {
    let bytes = Self.bytes(Self.lines(60, seed: 6))
    let cache = MemoryFile()
    let history = QuizHistory(file: MemoryFile(content: bytes), summaryCache: cache)
    try CachedSummary(reading: history, calendar: Self.calendar).save(retention: 0.9)
    let text = String(decoding: cache.bytes!, as: UTF8.self)
    // Edited, and its checksum made again to match.
    try cache.replace(
      with: Array(
        Self.resealed(text.replacingOccurrences(of: #""dueBy":"#, with: #""dueBy":7"#)).utf8))
    let now = Self.date(Self.todays[6])
    let truth = try Self.truth(bytes, today: Self.todays[6], retention: 0.8)
    #expect(
      try DueReport(reading: history, calendar: Self.calendar, now: now, retention: 0.9).due > 70)
    #expect(
      try DueReport(reading: history, calendar: Self.calendar, now: now, retention: 0.8) == truth)
    #expect(
      try DueReport(reading: history, calendar: Self.calendar, now: now, retention: 0.8) == truth)
  }

  /// The cache's text with its checksums (and the length of its rest) made again to match
  /// its content, as a forger would (`SummaryCache.sum`, `FNV1a`).
  static func resealed(_ text: String) -> String {
    guard let newline = text.firstIndex(of: "\n"),
      case .object(var fields)? = JSONValue(parsing: String(text[..<newline]))
    else { return text }
    let rest = Array(text[text.index(after: newline)...].utf8)
    fields["rest"] = .integer(rest.count)
    fields["restSum"] = .string(FNV1a.hex(rest))
    fields["sum"] = nil
    fields["sum"] = .string(SummaryCache.sum(of: fields))
    return JSONValue.object(fields).compact() + "\n" + String(decoding: rest, as: UTF8.self)
  }

  /// Issue 37: a cache edited into valid JSON (`"dueBy":7`, a run of quiz days that starts
  /// two thousand years early, an item's line) fails its checksum and is rebuilt from the
  /// history, not believed.
  @Test(arguments: ["dueBy", "runStart", "an item", "the counts line"])
  func anEditedCacheFailsItsChecksumAndIsRebuilt(edit: String) throws {
    let bytes = Self.bytes(Self.lines(120, seed: 8))
    let cache = MemoryFile()
    let history = QuizHistory(file: MemoryFile(content: bytes), summaryCache: cache)
    try CachedSummary(reading: history, calendar: Self.calendar).save(retention: 0.9)
    let text = String(decoding: cache.bytes!, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch edit {
    case "dueBy":
      lines[0] = lines[0].replacingOccurrences(of: #""dueBy":"#, with: #""dueBy":7"#)
    case "runStart":
      let start = try #require(lines[0].firstRange(of: #/"runStart":[0-9]+/#))
      lines[0].replaceSubrange(start, with: #""runStart":-719162"#)
    case "an item":
      let found = lines[2].firstIndex { $0.isNumber }
      let digit = try #require(found)
      lines[2].replaceSubrange(digit...digit, with: lines[2][digit] == "1" ? "2" : "1")
    default: lines[1] = lines[1].replacingOccurrences(of: #""quizzes":"#, with: #""quizzes":9"#)
    }
    let edited = lines.joined(separator: "\n")
    #expect(edited != text)
    try cache.replace(with: Array(edited.utf8))
    for today in Self.todays {
      let report = try DueReport(
        reading: history, calendar: Self.calendar, now: Self.date(today), retention: 0.9)
      #expect(report == (try Self.truth(bytes, today: today)), "\(today)")
      #expect(report.streak < 100)
    }
    let rebuilt = try CachedSummary(reading: history, calendar: Self.calendar)
    LineBatchTests.expectSame(
      rebuilt.summary,
      try HistorySummary(
        reading: QuizHistory(file: MemoryFile(content: bytes)), calendar: Self.calendar))
    rebuilt.save(retention: 0.9)
    let written = try #require(SummaryCache.summary(for: history, calendar: Self.calendar))
    LineBatchTests.expectSame(written.summary, rebuilt.summary)
    let digest = SummaryCache.digest(
      for: history, calendar: Self.calendar, rule: "fsrs-6 retention 0.9")
    #expect(digest == DueDigest(summary: rebuilt.summary, retention: 0.9), "written anew")
  }

  /// Even with its checksums made again, a cache whose quiz days outnumber its quizzes (every
  /// day of the calendar, 3.65 million) is not a summary's: not believed, never expanded.
  @Test func aCacheClaimingMoreQuizDaysThanQuizzesIsRebuilt() throws {
    let bytes = Self.bytes(Self.lines(40, seed: 9))
    let cache = MemoryFile()
    let history = QuizHistory(file: MemoryFile(content: bytes), summaryCache: cache)
    try CachedSummary(reading: history, calendar: Self.calendar).save(retention: 0.9)
    let text = String(decoding: cache.bytes!, as: UTF8.self)
    let days = try #require(text.firstRange(of: #/"days":\[[^"]*\]\]/#))
    var forged = text
    forged.replaceSubrange(days, with: #""days":[[-719162,2932896]]"#)
    try cache.replace(with: Array(Self.resealed(forged).utf8))
    #expect(SummaryCache.summary(for: history, calendar: Self.calendar) == nil)
    let summary = try CachedSummary(reading: history, calendar: Self.calendar).summary
    #expect(summary.days.count < 40)
  }

  @Test func aQuestionsProgressReadsBackAsItWas() throws {
    let summary = try HistorySummary(
      reading: QuizHistory(file: MemoryFile(content: Self.bytes(Self.lines(200, seed: 7)))),
      calendar: .fixed(hours: 3))
    for (key, drill, progress) in summary.items {
      let json = ItemProgressCoding.json(key, drill, progress)
      let parsed = try #require(JSONValue(parsing: json.compact()))
      let read = try #require(ItemProgressCoding.read(parsed))
      #expect(read.0 == key && read.1 == drill && read.2 == progress)
    }
    // One good line first: each bad one departs from it in one member.
    #expect(
      ItemProgressCoding.read(
        JSONValue(
          parsing: #"["ir","preterito","yo","conjugate",[1,0,0,0],"c",[2.5,5.1],"c",[1,0],1,0]"#)!)
        != nil)
    for bad in [
      #"[]"#,
      #"["ir","nope","yo","conjugate",[1,0,0,0],"c",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","nadie","conjugate",[1,0,0,0],"c",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","sing",[1,0,0,0],"c",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[-1,0,0,0],"c",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0,0],"x",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0,0],"cccccc",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0],"c",[2.5,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0,0],"c",[0,5.1],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0,0],"c",[2.5,11],"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0,0],"c",null,"c",[1,0],1,0]"#,
      #"["ir","preterito","yo","conjugate",[1,0,0,0],"c",[2.5,5.1],"cc",[1,0],1,0]"#,
    ] {
      #expect(ItemProgressCoding.read(JSONValue(parsing: bad)!) == nil, "\(bad)")
    }
  }
}
