import ConjugarQuiz
import LearningProgress
import Messages

/// The questions of `quiz --review`, a spaced review: the FSRS queue of the items answered in
/// the drill asked (the recognition drill, whose answers are not read into progress, reviews
/// the conjugation items; the sentence drills their own, each with a sentence the caller finds),
/// at the retention the settings give.
struct SpacedReviewQuiz {
  let questions: [QuizQuestion]
  let dueToday: Int

  /// The spaced review, or nil after one note on stderr when there is nothing to review; throws
  /// (after one error line) when the history cannot be read.
  static func make(
    count: Int?, seed: UInt64, drill: QuizKind, focus: QuizFocus, settingsPath: String?,
    environment: CommandEnvironment
  ) throws(CommandFailure) -> SpacedReviewQuiz? {
    let reviewed = drill == .recognize ? QuizKind.conjugate : drill
    let summary = try environment.historySummary(settingsPath: settingsPath)
    guard !summary.isEmpty else {
      environment.note(.reviewNoHistory)
      return nil
    }
    let now = environment.now()
    let today = summary.calendar.day(of: now)
    let retention = environment.settingsStore(settingsPath: settingsPath).load().retention
    let scheduler = SpacedReviewScheduler(summary: summary, retention: retention, now: now)
      .restricted(to: reviewed)
    guard let next = scheduler.nextDue else {
      environment.note(.reviewNothingInDrill("conjugar quiz \(reviewed.options)"))
      return nil
    }
    let length = scheduler.length(count: count, today: today)
    guard length > 0 else {
      environment.note(.reviewNothingDue(nextOn: next.dueDay.iso))
      return nil
    }
    var generator = SeededGenerator(seed: seed)
    let questions = Quiz(conjugator: environment.conjugator, cache: environment.quizCache)
      .questions(
        for: scheduler.keys, limit: length, focus: focus, using: &generator)
    guard !questions.isEmpty || focus.isEmpty else {
      environment.note(.reviewNothingInSelection)
      return nil
    }
    guard !questions.isEmpty else {
      environment.note(.reviewNoForms)
      return nil
    }
    return SpacedReviewQuiz(questions: questions, dueToday: scheduler.dueCount(on: today))
  }
}
