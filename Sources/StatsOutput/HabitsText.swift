import ConjugarQuiz
import LearningHabits
import LearningProgress
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

  /// The sections' lines, wrapped to `width` as `StatsReport.text(width:)` wraps its own; without
  /// a width, to 80 columns as a quiz's lines are.
  func text(width: Int? = nil) -> [String] {
    guard !habits.rows.isEmpty else { return [] }
    let lineWidth = width ?? QuizLine.width
    let rows = habits.rows.map { ($0.habit.name, $0.tally) }
    var lines = StatsChart(
      title: "Accuracy by habit", rows: rows, nameWidth: rows.map(\.0.count).max() ?? 0
    ).lines(width: width)
    if !habits.misses.isEmpty || habits.undiagnosed > 0 {
      var parts = habits.misses.map { "\($0.kind.rawValue) \($0.count)" }
      if habits.undiagnosed > 0 {
        parts.append("\(habits.undiagnosed) not diagnosed (older quizzes)")
      }
      lines += [
        "",
        WrappedText.fitted(
          "Misses by kind: " + parts.joined(separator: ", "), hanging: 2, width: lineWidth),
      ]
    }
    lines += ["", "Habits to work on"]
    guard !habits.workOn.isEmpty else {
      lines.append(
        WrappedText.fitted(
          "  none yet: a habit needs \(HabitStatistics.minimumAnswers) answers and a miss",
          hanging: 4, width: lineWidth))
      return lines
    }
    for row in habits.workOn {
      let examples = row.missed.prefix(Self.lineExamples).map {
        "\($0.expected) (\(StatsReport.shown($0.key.verb)))"
      }
      let more = row.missed.count > Self.lineExamples ? "…" : ""
      lines.append(
        WrappedText.fitted(
          "  \(row.habit.name): \(row.tally.correct) of \(row.tally.answers) right"
            + " (\(StatsReport.percent(row.tally))); missed "
            + examples.joined(separator: ", ") + more, hanging: 4, width: lineWidth))
    }
    if habits.workOn.contains(where: \.habit.isDrillable) {
      lines.append("  Drill them: conjugar quiz --weak")
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
