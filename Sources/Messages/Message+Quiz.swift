/// The typed messages of the quiz's own lines (`QuizMessages`) and of its end (due line,
/// personal best).
extension Message {
  public static func quizSeed(_ seed: UInt64) -> Message {
    Message.quizSeed(seed: seed)
  }

  /// "5 questions", "1 pregunta".
  public static func quizQuestions(_ count: Int) -> Message {
    Message.quizQuestions(count: count)
  }

  public static func quizDueToday(_ count: Int) -> Message {
    Message.quizDueToday(count: count)
  }

  public static func quizOnly(_ focus: String) -> Message {
    Message.quizOnly(focus: focus)
  }

  public static func quizUnknownCommand(_ command: String) -> Message {
    Message.quizUnknownCommand(command: command)
  }

  /// " (it can also be …)": `forms` already joined with `quizOr`.
  public static func quizCanAlsoBe(_ forms: String) -> Message {
    Message.quizCanAlsoBe(forms: forms)
  }

  public static func quizStopped(answered: Int, of total: Int) -> Message {
    Message.quizStopped(answered: answered, total: total)
  }

  public static func quizTime(_ duration: String) -> Message {
    Message.quizTime(duration: duration)
  }

  public static func quizAccentSlips(_ count: Int) -> Message {
    Message.quizAccentSlips(count: count)
  }

  public static func quizRelearned(_ relearned: Int, of missed: Int) -> Message {
    .quizRelearned(relearned: relearned, missed: missed)
  }

  public static func quizPercent(_ percent: Int) -> Message {
    Message.quizPercent(percent: percent)
  }

  /// "New personal best: 57 (previous: 48 on 2025-03-04)"; `date` an ISO day.
  public static func personalBest(_ score: Int, previous: Int, date: String) -> Message {
    Message.personalBestLine(score: score, previous: previous, date: date)
  }
}
