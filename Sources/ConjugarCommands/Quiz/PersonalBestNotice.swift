import CalendarDates
import ConjugarOutput
import ConjugarQuiz
import LearningProgress
import PlainText
import QuizHistory

/// Personal bests for the end of a quiz and for `stats`: the best score of each group of
/// comparable quizzes (`ScoreGroup`), kept in the history itself.
enum PersonalBestNotice {
  /// The line for a quiz about to be appended to `history`, if it beats the best so far.
  static func line(for record: QuizRecord, in history: QuizHistory, calendar: LocalCalendar)
    -> String?
  {
    guard let score = record.score,
      let standing = standing(of: record, in: history, calendar: calendar)
    else { return nil }
    return line(standing, score: score, calendar: calendar)
  }

  /// How a quiz just taken stands against the history before it; nil when it cannot be a best
  /// (a spaced review, a quiz stopped early) or the history cannot be read (`stats` says why).
  static func standing(
    of record: QuizRecord, in history: QuizHistory, calendar: LocalCalendar
  ) -> PersonalBests.Standing? {
    guard let attempt = QuizAttempt(record),
      let bests = try? PersonalBests(reading: history, calendar: calendar)
    else { return nil }
    return bests.standing(of: attempt)
  }

  /// `New personal best: 57 (previous: 48 on 2025-03-04)` when the quiz beat the best so far;
  /// nothing for the first score of its group (every first score would be a best) nor for one
  /// that did not beat it.
  static func line(_ standing: PersonalBests.Standing, score: Int, calendar: LocalCalendar)
    -> String?
  {
    guard case .beaten(let previous) = standing else { return nil }
    return "New personal best: \(score) (previous: \(previous.score) on "
      + "\(calendar.day(of: previous.date).iso))"
  }

  /// `easy · latin-america · 10 questions · vos · recognize · only: pretérito; yo`: the
  /// group as a quiz header names it, verbs from the history shown safely.
  static func describe(_ group: ScoreGroup) -> String {
    var parts = [
      group.difficulty.rawValue, group.region.rawValue, counted(group.questions, "question"),
    ]
    if group.vos { parts.append("vos") }
    if group.drill == .recognize { parts.append(group.drill.rawValue) }
    if let focus = group.focus.summary { parts.append("only: " + focus) }
    return parts.joined(separator: " · ").escapingControlCharacters
  }
}
