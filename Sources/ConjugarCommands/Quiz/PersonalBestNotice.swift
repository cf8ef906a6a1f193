import CalendarDates
import LearningProgress
import QuizHistory
import StatsOutput

/// The personal best at the end of a quiz: the best score of each group of comparable quizzes
/// (`ScoreGroup`), kept in the history itself; the wording is `PersonalBestText`'s.
enum PersonalBestNotice {
  /// The line for a quiz about to be appended to `history`, if it beats the best so far.
  static func line(for record: QuizRecord, in history: QuizHistory, calendar: LocalCalendar)
    -> String?
  {
    guard let score = record.score,
      let standing = standing(of: record, in: history, calendar: calendar)
    else { return nil }
    return PersonalBestText.line(standing, score: score, calendar: calendar)
  }

  /// How a quiz just taken stands against the history before it; nil when it cannot be a best
  /// (a spaced review, a quiz stopped early, one of fewer than `QuizAttempt.minimumQuestions`
  /// questions or scoring 0) or the history cannot be read (`stats` says why).
  static func standing(
    of record: QuizRecord, in history: QuizHistory, calendar: LocalCalendar
  ) -> PersonalBests.Standing? {
    guard let attempt = QuizAttempt(record),
      let bests = try? PersonalBests(reading: history, calendar: calendar)
    else { return nil }
    return bests.standing(of: attempt)
  }
}
