import CalendarDates
import QuizHistory
import SimpleJSON

/// A `HistorySummary` as lines of the summary cache: one line of counts, quiz days and
/// personal bests,
///
///     {"quizzes":40,"reviews":2,"skipped":[0,0,1],"days":[[20148,20150]],"bests":[…],"items":360,
///      "diagnoses":{"regularized":3}}
///
/// (the days as runs of consecutive day numbers, each best a history line without answers,
/// the misses by recorded diagnosis),
/// then `items` lines of one item each (`ItemProgressCoding`).
enum SummaryCoding {
  static func lines(_ summary: HistorySummary) -> [JSONValue] {
    var runs: [JSONValue] = []
    var run: (start: Int, end: Int)? = nil
    for day in summary.days.map(\.number).sorted() {
      if let current = run, current.end + 1 == day {
        run = (current.start, day)
        continue
      }
      if let current = run {
        runs.append(.array([.integer(current.start), .integer(current.end)]))
      }
      run = (day, day)
    }
    if let current = run { runs.append(.array([.integer(current.start), .integer(current.end)])) }
    let counts = JSONValue.object([
      "quizzes": .integer(summary.quizzes), "reviews": .integer(summary.spacedReviews),
      "skipped": .array(
        [summary.skippedLines, summary.skippedRecords, summary.skippedAnswers].map(
          JSONValue.integer)),
      "days": .array(runs), "bests": .array(summary.bests.all.map(\.record.json)),
      "items": .integer(summary.items.count),
      "diagnoses": .object(summary.diagnoses.mapValues(JSONValue.integer)),
      "placement": PlacementCoding.json(summary),
    ])
    return [counts] + summary.items.map { ItemProgressCoding.json($0.key, $0.drill, $0.value) }
  }

  /// The summary of `lines` (the counts line first); nil unless every line reads and there are
  /// as many questions as the counts line says.
  static func summary(
    _ lines: some Collection<ArraySlice<UInt8>>, calendar: LocalCalendar,
    parameters: FSRSParameters = .defaults
  ) -> HistorySummary? {
    guard let first = lines.first, let counts = JSONValue(parsing: Array(first)),
      case .object(let fields) = counts,
      let quizzes = count(fields["quizzes"]), let reviews = count(fields["reviews"]),
      let itemCount = count(fields["items"]), lines.count == itemCount + 1,
      case .array(let skipped)? = fields["skipped"], skipped.count == 3,
      let lines0 = count(skipped[0]), let records = count(skipped[1]),
      let answers = count(skipped[2]),
      case .array(let runs)? = fields["days"], case .array(let entries)? = fields["bests"],
      // Caches written before the diagnoses were counted lack them: rebuilt.
      case .object(let counted)? = fields["diagnoses"],
      counted.count <= HistorySummary.diagnosisNameLimit
    else { return nil }
    var diagnoses: [String: Int] = [:]
    for (name, value) in counted {
      guard let value = count(value) else { return nil }
      diagnoses[name] = value
    }
    var days: Set<LocalDay> = []
    // Each quiz day has a quiz: runs of more days than quizzes are not a summary's.
    var dayCount = 0
    for run in runs {
      guard case .array(let pair) = run, pair.count == 2, case .number(let start) = pair[0],
        let start = start.int, case .number(let end) = pair[1], let end = end.int,
        ISODate.days.contains(start), ISODate.days.contains(end), start <= end,
        end - start < quizzes - dayCount
      else { return nil }
      dayCount += end - start + 1
      for day in start...end { days.insert(LocalDay(number: day)) }
    }
    var bests = PersonalBests()
    for entry in entries {
      guard let record = QuizRecord(reading: entry), let attempt = QuizAttempt(record) else {
        return nil
      }
      bests.add(attempt)
    }
    var items = ItemTable()
    items.storage.reserveCapacity(itemCount)
    for line in lines.dropFirst() {
      guard let json = JSONValue(parsing: Array(line)),
        let (key, drill, progress) = ItemProgressCoding.read(json)
      else { return nil }
      items.storage[ItemKey(key, drill: drill)] = progress
    }
    guard items.count == itemCount,
      let placement = PlacementCoding.read(fields["placement"], items: items)
    else { return nil }
    return HistorySummary(
      calendar: calendar, parameters: parameters, quizzes: quizzes, spacedReviews: reviews,
      skipped: (lines0, records, answers), days: days, items: items, bests: bests,
      diagnoses: diagnoses, placement: placement)
  }

  private static func count(_ json: JSONValue?) -> Int? {
    guard case .number(let number)? = json, let value = number.int, value >= 0 else { return nil }
    return value
  }
}
