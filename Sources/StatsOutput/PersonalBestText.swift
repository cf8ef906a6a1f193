import CalendarDates
import ConjugarQuiz
import LearningProgress
import Messages
import PlainText

/// Personal bests in words, for the end of a quiz and for `stats`.
public enum PersonalBestText {
  /// `New personal best: 57 (previous: 48 on 2025-03-04)` when the quiz beat the best so far;
  /// nothing for the first score of its group (every first score would be a best) nor for one
  /// that did not beat it.
  public static func line(
    _ standing: PersonalBests.Standing, score: Int, calendar: LocalCalendar,
    in language: Language = .english
  ) -> String? {
    guard case .beaten(let previous) = standing else { return nil }
    return Message.personalBest(
      score, previous: previous.score, date: calendar.day(of: previous.date).iso
    ).text(in: language)
  }

  /// `easy · latin-america · 10 questions · vos · recognize · only: pretérito; yo`: the
  /// group as a quiz header names it (every drill but conjugation by its name), verbs from the
  /// history shown safely; in `language` ("fácil · Latinoamérica · 10 preguntas").
  public static func describe(_ group: ScoreGroup, in language: Language = .english) -> String {
    func say(_ message: Message) -> String { message.text(in: language) }
    var parts = [
      say(group.difficulty.message), say(group.region.message),
      say(.quizQuestions(group.questions)),
    ]
    if group.vos { parts.append("vos") }
    if group.drill != .conjugate { parts.append(StatsNames.drill(group.drill, in: language)) }
    if let focus = group.focus.summary(in: language) { parts.append(say(.statsOnly(focus))) }
    return parts.joined(separator: " · ").escapingControlCharacters
  }
}
