import LearningProgress
import Messages
import QuizHistory

/// `stats --forget-placement`: appends the line that forgets every placement before it (the
/// history is never rewritten); replay then schedules the seeded forms from their answers
/// alone. With no placement in effect it says so and appends nothing (exit 0); a history that
/// cannot be written is an I/O error (74).
enum ForgetPlacement {
  static func run(
    _ summary: HistorySummary, _ settingsPath: String?, _ environment: CommandEnvironment
  ) throws(CommandFailure) {
    let language = environment.language
    guard let placement = summary.placement else {
      environment.write(Message(.forgetPlacementNone).text(in: language))
      return
    }
    do throws(QuizHistory.Failure) {
      try environment.quizHistory(settingsPath: settingsPath).get().appendPlacementForgotten(
        at: environment.now())
    } catch {
      throw CommandFailure(.ioError, message: error.typed.text(in: language))
    }
    let day = summary.calendar.day(of: placement.date).iso
    environment.write(Message.forgetPlacementDone(date: day).text(in: language))
  }
}
