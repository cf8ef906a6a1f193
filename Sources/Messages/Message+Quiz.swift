/// The typed messages of the quiz's own lines (`QuizMessages`) and of its end (due line,
/// personal best).
extension Message {
  public static func quizSeed(_ seed: UInt64) -> Message {
    Message(.quizSeed, ["seed": .text(String(seed))])
  }

  /// "5 questions", "1 pregunta".
  public static func quizQuestions(_ count: Int) -> Message {
    Message(.quizQuestions, ["count": .text(String(count))], plural: count)
  }

  public static func quizDueToday(_ count: Int) -> Message {
    Message(.quizDueToday, ["count": .text(String(count))])
  }

  public static func quizOnly(_ focus: String) -> Message {
    Message(.quizOnly, ["focus": .text(focus)])
  }

  public static func quizUnknownCommand(_ command: String) -> Message {
    Message(.quizUnknownCommand, ["command": .quoted(command)])
  }

  /// " (it can also be …)": `forms` already joined with `quizOr`.
  public static func quizCanAlsoBe(_ forms: String) -> Message {
    Message(.quizCanAlsoBe, ["forms": .text(forms)])
  }

  public static func quizStopped(answered: Int, of total: Int) -> Message {
    Message(.quizStopped, ["answered": .text(String(answered)), "total": .text(String(total))])
  }

  public static func quizTime(_ duration: String) -> Message {
    Message(.quizTime, ["duration": .text(duration)])
  }

  public static func quizAccentSlips(_ count: Int) -> Message {
    Message(.quizAccentSlips, ["count": .text(String(count))])
  }

  public static func quizRelearned(_ relearned: Int, of missed: Int) -> Message {
    .quizRelearned(relearned: relearned, missed: missed)
  }

  public static func quizPercent(_ percent: Int) -> Message {
    Message(.quizPercent, ["percent": .text(String(percent))])
  }

  /// "New personal best: 57 (previous: 48 on 2025-03-04)"; `date` an ISO day.
  public static func personalBest(_ score: Int, previous: Int, date: String) -> Message {
    Message(
      .personalBestLine,
      ["score": .text(String(score)), "previous": .text(String(previous)), "date": .text(date)])
  }
}
