import AnswerDiagnosis
import ConjugarQuiz
import LearningHabits
import LearningProgress
import Messages
import PlainText
import SimpleJSON

/// The stats-by-habit sections of `stats`: accuracy by habit (a chart like the others), the
/// misses by diagnosis kind, and the habits to work on, each one line with the learner's own
/// misses as examples and, after them, the way to drill them (`conjugar quiz --weak`).
struct HabitsText {
  let habits: HabitStatistics

  init(_ habits: HabitStatistics) { self.habits = habits }

  /// Examples named on a habit's line; the JSON lists up to `jsonExamples`.
  static let lineExamples = 3
  static let jsonExamples = 10

  /// The sections' lines, wrapped to `width` as `StatsReport.text(width:in:)` wraps its own;
  /// without a width, to 80 columns as a quiz's lines are.
  func text(width: Int? = nil, in language: Language = .english) -> [String] {
    guard !habits.rows.isEmpty else { return [] }
    func say(_ message: Message) -> String { message.text(in: language) }
    let lineWidth = width ?? QuizLine.width
    let rows = habits.rows.map { (StatsNames.habit($0.habit, in: language), $0.tally) }
    var lines = StatsChart(
      title: say(Message(.statsByHabit)), rows: rows, nameWidth: rows.map(\.0.count).max() ?? 0,
      language: language
    ).lines(width: width)
    if !habits.misses.isEmpty || habits.undiagnosed > 0 {
      var parts = habits.misses.map {
        "\($0.kind.label.text(in: language)) \($0.count)"
      }
      let older = habits.undiagnosed - habits.undiagnosedRecognition
      if habits.undiagnosedRecognition > 0 {
        parts.append(say(.statsUndiagnosedRecognition(count: habits.undiagnosedRecognition)))
      }
      if older > 0 { parts.append(say(.statsUndiagnosed(older))) }
      lines += [
        "",
        WrappedText.fitted(
          say(.statsMissesByKind(parts.joined(separator: ", "))), hanging: 2, width: lineWidth),
      ]
    }
    lines += ["", say(Message(.statsWorkOn))]
    guard !habits.workOn.isEmpty else {
      lines.append(
        WrappedText.fitted(
          say(.statsWorkOnNone(minimumAnswers: HabitStatistics.minimumAnswers)), hanging: 4,
          width: lineWidth))
      return lines
    }
    for row in habits.workOn {
      let examples = row.missed.prefix(Self.lineExamples).map {
        "\($0.expected) (\(StatsReport.shown($0.key.verb)))"
      }
      let more = row.missed.count > Self.lineExamples ? "…" : ""
      lines.append(
        WrappedText.fitted(
          say(
            .statsHabitLine(
              StatsNames.habit(row.habit, in: language), correct: row.tally.correct,
              answers: row.tally.answers, percent: StatsNames.percent(row.tally, in: language),
              examples: examples.joined(separator: ", ") + more)), hanging: 4, width: lineWidth))
    }
    if habits.workOn.contains(where: \.habit.isDrillable) {
      lines.append(say(Message(.statsDrillThem)))
    }
    return lines
  }

  /// `habits`, `diagnoses`, `undiagnosed` and `workOn` (Docs/JSON.md).
  func json() -> [String: JSONValue] {
    [
      "habits": .array(
        habits.rows.map { row in
          var habit = StatsReport.members(row.tally)
          habit["habit"] = .string(row.habit.key)
          habit["name"] = .string(row.habit.name)
          habit["irregularities"] = .array(row.habit.irregularities.map { .string($0.key) })
          habit["missed"] = .array(
            row.missed.prefix(Self.jsonExamples).map { miss in
              .object([
                "verb": .string(miss.key.verb), "tense": .string(miss.key.item.key),
                "person": miss.key.person.map { .string($0.rawValue) } ?? .null,
                "expected": .string(miss.expected), "misses": .integer(miss.misses),
              ])
            })
          return .object(habit)
        }),
      "diagnoses": .array(
        habits.misses.map {
          .object(["kind": .string($0.kind.rawValue), "misses": .integer($0.count)])
        }),
      "undiagnosed": .integer(habits.undiagnosed),
      "workOn": .array(habits.workOn.map { .string($0.habit.key) }),
    ]
  }
}
