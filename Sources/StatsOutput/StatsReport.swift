import CalendarDates
import ConjugarCore
import ConjugarQuiz
import GrammarWords
import LearningHabits
import LearningProgress
import Messages
import PlainText
import SimpleJSON

/// `conjugar stats` as text (summary, bar charts, habits, weakest items) or JSON (Docs/JSON.md).
///
/// Verbs come from the history file, which anyone can edit: in text, each passes through
/// `shown(_:)` so that no control character reaches the terminal (JSON escapes them itself).
public struct StatsReport {
  let statistics: Statistics
  let dueToday: Int
  let spacedReviewItems: Int
  /// For the counts of what could not be read.
  let summary: HistorySummary
  /// Stats by habit; nil leaves their sections out.
  let habits: HabitStatistics?

  /// The report of `statistics`, with `dueToday` of the `spacedReviewItems` in the review
  /// queue due today; `summary` gives the personal bests and the counts of what could not be
  /// read; `habits` the stats by habit.
  public init(
    statistics: Statistics, dueToday: Int, spacedReviewItems: Int, summary: HistorySummary,
    habits: HabitStatistics? = nil
  ) {
    self.habits = habits
    self.statistics = statistics
    self.dueToday = dueToday
    self.spacedReviewItems = spacedReviewItems
    self.summary = summary
  }

  /// The report's lines (the history has at least one quiz: else `stats` says so instead),
  /// wrapped at spaces to `width` with bars that fit it (StatsChart); without a width, lines as
  /// long as they come, bars of 20 cells, habits fitted to 80 columns as quiz lines are. In
  /// `language`; tenses and verbs keep their Spanish names in both.
  public func text(width: Int? = nil, in language: Language = .english) -> [String] {
    func fit(_ line: String, hanging: Int) -> String {
      width.map { WrappedText.fitted(line, hanging: hanging, width: $0) } ?? line
    }
    func say(_ message: Message) -> String { message.text(in: language) }
    let s = statistics
    let overall = s.overall
    var lines = [
      say(
        .statsSummary(
          quizzes: s.quizzes, reviews: s.spacedReviews, answers: overall.answers,
          correct: overall.correct, percent: Self.percentage(overall),
          accentSlips: overall.accentSlips, wrong: overall.wrong, skipped: overall.skipped))
    ]
    if let first = s.firstDay, let last = s.lastDay {
      lines.append(
        first == last
          ? say(.statsQuizDay(first.iso))
          : say(.statsFirstAndLast(first: first.iso, last: last.iso))
      )
    }
    lines.append(say(.statsStreak(current: s.streak.current, longest: s.streak.longest)))
    lines.append(
      spacedReviewItems == 0
        ? say(Message(.statsReviewNone)) : say(.statsReviewDue(dueToday, of: spacedReviewItems)))
    if let placement = PlacementText.line(summary, in: language) { lines.append(placement) }
    lines = lines.map { fit($0, hanging: 2) }
    let tenses = s.byItem.map { ($0.item.name(in: language), $0.tally) }
    let families = s.byFamily.map { (StatsNames.family($0.family, in: language), $0.tally) }
    let nameWidth = (tenses + families).map(\.0.count).max() ?? 0
    lines += StatsChart(
      title: say(Message(.statsByTense)), rows: tenses, nameWidth: nameWidth, language: language
    ).lines(width: width)
    lines += StatsChart(
      title: say(Message(.statsByFamily)), rows: families, nameWidth: nameWidth,
      language: language
    ).lines(width: width)
    if let habits { lines += HabitsText(habits).text(width: width, in: language) }
    if !s.weakest.isEmpty {
      lines += ["", say(Message(.statsWeakest))]
      for item in s.weakest {
        var line = "  \(Self.describe(item.key, in: language))"
        if item.drill != .conjugate { line += " (\(StatsNames.drill(item.drill, in: language)))" }
        line += " — \(item.tally.correct)/\(item.tally.answers)"
        if item.tally.answers > item.recent.answers {
          line += say(
            .statsWeakestRecent(correct: item.recent.correct, answers: item.recent.answers))
        }
        lines.append(fit(line, hanging: 4))
      }
    }
    let bests = self.summary.bests.all
    if !bests.isEmpty {
      lines += ["", say(Message(.statsBests))]
      for best in bests {
        let line = say(
          .statsBestLine(
            group: PersonalBestText.describe(best.group, in: language), score: best.score,
            day: self.summary.calendar.day(of: best.date).iso, seed: best.seed))
        lines.append(fit(line, hanging: 4))
      }
    }
    return lines
  }

  /// The tally's accuracy as a whole percentage.
  static func percentage(_ tally: Tally) -> Int { Int((tally.accuracy * 100).rounded()) }

  /// `tener · pretérito · yo`, as a quiz names it.
  static func describe(_ key: QuestionKey, in language: Language) -> String {
    QuestionKey(verb: shown(key.verb), item: key.item, person: key.person).label(in: language)
  }

  /// Text from the history as it may be printed: control characters escaped (ESC → `\x1B`).
  static func shown(_ text: String) -> String { text.escapingControlCharacters }

  /// The report as Docs/JSON.md describes it.
  public func json() -> JSONValue {
    let s = statistics
    var members = Self.members(s.overall)
    members["quizzes"] = .integer(s.quizzes)
    members["reviews"] = .integer(s.spacedReviews)
    members["firstDay"] = s.firstDay.map { .string($0.iso) } ?? .null
    members["lastDay"] = s.lastDay.map { .string($0.iso) } ?? .null
    members["streak"] = .object([
      "current": .integer(s.streak.current), "longest": .integer(s.streak.longest),
    ])
    members["review"] = .object([
      "dueToday": .integer(dueToday), "items": .integer(spacedReviewItems),
    ])
    members["tenses"] = .array(
      s.byItem.map { row in
        var item = Self.members(row.tally)
        item["tense"] = .string(row.item.key)
        item["name"] = .string(row.item.name)
        return .object(item)
      })
    members["families"] = .array(
      s.byFamily.map { row in
        var family = Self.members(row.tally)
        family["family"] = .string(row.family.name)
        family["model"] = row.family.regularity == nil ? .null : .string(row.family.model)
        family["regularity"] = row.family.regularity.map { .string($0.rawValue) } ?? .null
        return .object(family)
      })
    members["weakest"] = .array(
      s.weakest.map { item in
        var weak = Self.members(item.tally)
        weak["verb"] = .string(item.key.verb)
        weak["tense"] = .string(item.key.item.key)
        weak["person"] = item.key.person.map { .string($0.rawValue) } ?? .null
        weak["drill"] = .string(item.drill.rawValue)
        weak["recent"] = .object(Self.members(item.recent))
        return .object(weak)
      })
    if let habits { members.merge(HabitsText(habits).json()) { $1 } }
    members["bests"] = .array(summary.bests.all.map(bestJSON))
    members["placement"] = PlacementText.json(summary)
    members["unreadable"] = .object([
      "lines": .integer(summary.skippedLines), "records": .integer(summary.skippedRecords),
      "answers": .integer(summary.skippedAnswers),
    ])
    return .object(members)
  }

  /// A personal best: its group, score, local day, date and seed (`focus` as the history
  /// writes it, null for the whole curriculum).
  private func bestJSON(_ best: QuizAttempt) -> JSONValue {
    let group = best.group
    return .object([
      "drill": .string(group.drill.rawValue), "difficulty": .string(group.difficulty.rawValue),
      "region": .string(group.region.rawValue), "vos": .bool(group.vos),
      "questions": .integer(group.questions),
      "focus": group.focus.isEmpty ? .null : group.focus.json,
      "score": .integer(best.score), "day": .string(summary.calendar.day(of: best.date).iso),
      "date": .string(ISODate.format(best.date)), "seed": best.seed.map { .integer($0) } ?? .null,
    ])
  }

  /// `answers`, `correct`, `accentSlips`, `wrong`, `skipped` and `accuracy` (0–1, 3 decimals).
  static func members(_ tally: Tally) -> [String: JSONValue] {
    [
      "answers": .integer(tally.answers), "correct": .integer(tally.correct),
      "accentSlips": .integer(tally.accentSlips), "wrong": .integer(tally.wrong),
      "skipped": .integer(tally.skipped),
      "accuracy": .double((tally.accuracy * 1000).rounded() / 1000),
    ]
  }
}
