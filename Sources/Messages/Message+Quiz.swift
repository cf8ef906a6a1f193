/// The typed messages of the quiz's own lines (`QuizMessages`) and of its end (due line,
/// personal best).
extension Message {
  public static func quizSeed(_ seed: UInt64) -> Message {
    Message(.quizSeed, ["seed": .text(String(seed))])
  }

  /// "5 questions", "1 pregunta".
  public static func quizQuestions(_ count: Int) -> Message {
    Message(count == 1 ? .quizQuestionsOne : .quizQuestionsMany, ["count": .text(String(count))])
  }

  public static func quizDueToday(_ count: Int) -> Message {
    Message(.quizDueToday, ["count": .text(String(count))])
  }

  public static func quizOnly(_ focus: String) -> Message {
    Message(.quizOnly, ["focus": .text(focus)])
  }

  public static func quizAnswerAgain(reason: String) -> Message {
    Message(.quizAnswerAgain, ["reason": .text(reason)])
  }

  public static func quizUnknownCommand(_ command: String) -> Message {
    Message(.quizUnknownCommand, ["command": .quoted(command)])
  }

  public static func quizSkipped(expected: String) -> Message {
    Message(.quizSkipped, ["expected": .text(expected)])
  }

  public static func quizVerbIsRight(expected: String) -> Message {
    Message(.quizVerbIsRight, ["expected": .text(expected)])
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

  public static func quizTally(correct: Int, answered: Int, percent: Int) -> Message {
    Message(
      .quizTally,
      [
        "correct": .text(String(correct)), "answered": .text(String(answered)),
        "percent": .text(String(percent)),
      ])
  }

  public static func quizAccentSlips(_ count: Int) -> Message {
    Message(.quizAccentSlips, ["count": .text(String(count))])
  }

  public static func quizRelearned(_ relearned: Int, of missed: Int) -> Message {
    Message(
      missed == 1 ? .quizRelearnedOne : .quizRelearnedMany,
      ["relearned": .text(String(relearned)), "missed": .text(String(missed))])
  }

  /// "Score: 15 points × 0.5 (easy) × 1.0 (latin-america) = 8", the factors already written.
  public static func quizScore(
    points: Int, difficultyFactor: String, difficulty: String, regionFactor: String,
    region: String, score: Int
  ) -> Message {
    Message(
      .quizScore,
      [
        "points": .text(String(points)), "difficultyFactor": .text(difficultyFactor),
        "difficulty": .text(difficulty), "regionFactor": .text(regionFactor),
        "region": .text(region), "score": .text(String(score)),
      ])
  }

  public static func quizPercent(_ percent: Int) -> Message {
    Message(.quizPercent, ["percent": .text(String(percent))])
  }

  public static func quizInputFailure(reason: String) -> Message {
    Message(.quizInputFailure, ["reason": .text(reason)])
  }

  /// "New personal best: 57 (previous: 48 on 2025-03-04)"; `date` an ISO day.
  public static func personalBest(_ score: Int, previous: Int, date: String) -> Message {
    Message(
      .personalBestLine,
      ["score": .text(String(score)), "previous": .text(String(previous)), "date": .text(date)])
  }
}
