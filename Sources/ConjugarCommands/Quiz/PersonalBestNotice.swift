import CalendarDates
import LearningProgress
import Messages
import QuizHistory
import StatsOutput

/// The personal best at the end of a quiz: the best score of each group of comparable quizzes
/// (`ScoreGroup`), kept in the history itself; the wording is `PersonalBestText`'s.
enum PersonalBestNotice {
  /// The line for a quiz about to be appended to a history with `bests`, if it beats the best
  /// so far; nil when it cannot be a best (a spaced review, a quiz stopped early).
  static func line(
    for record: QuizRecord, bests: PersonalBests, calendar: LocalCalendar,
    in language: Language = .english
  ) -> String? {
    guard let score = record.score, let attempt = QuizAttempt(record) else { return nil }
    return PersonalBestText.line(
      bests.standing(of: attempt), score: score, calendar: calendar, in: language)
  }
}
