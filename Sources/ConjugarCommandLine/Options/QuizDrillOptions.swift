import ArgumentParser
import ConjugarQuiz
import Messages

/// What `conjugar quiz` drills and how many: `--seed`, `--difficulty`, `--mode` (with
/// `--sentences` and `--hint`, which shape the recognition and context drills), `--count`,
/// `--review` and `--weak`. Its checks are those among these options; `QuizCommand` checks
/// what they must agree on with the other groups.
struct QuizDrillOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizSeed), valueName: CommandHelp.text(.valueSeed)),
    transform: QuizDrillOptions.seed(from:))
  var seed: UInt64? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizDifficulty), valueName: CommandHelp.text(.valueDifficulty)))
  var difficulty: Difficulty? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizMode), valueName: CommandHelp.text(.valueMode)))
  var mode: QuizKind = .conjugate

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizSentences)))
  var sentences = false

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizHint), valueName: CommandHelp.text(.valueHint)))
  var hint: QuizHint? = nil

  @Option(
    help: ArgumentHelp(
      CommandHelp.text(.helpQuizCount), valueName: CommandHelp.text(.valueCount)))
  var count: Int? = nil

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizReview)))
  var review = false

  @Flag(
    help: ArgumentHelp(CommandHelp.text(.helpQuizWeak)))
  var weak = false

  /// The drill asked: `--mode`, or recognition in sentences with `--sentences`.
  var kind: QuizKind { sentences ? .recognizeSentences : mode }

  /// A seed: a whole number that fits in 64 bits (`-1` is read as a value, not as an option).
  static func seed(from text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else {
      throw ValidationError(
        HelpLanguage.text(.use(.numberRange("0", String(UInt64.max), whole: true))))
    }
    return seed
  }

  /// `--count` within 1…500; a review is not a weak-spots drill and has no difficulty (it asks
  /// what is due); `--hint` goes with the context drill and `--sentences` with recognition,
  /// and neither sentence drill has a weak-spots drill yet (its questions are sentences, which
  /// the weak spots do not pick).
  func validate() throws {
    if let count, !(1...500).contains(count) {
      throw QuizOptionCheck.failure(.optionBetween("--count", 1, 500))
    }
    if weak && review {
      throw QuizOptionCheck.failure(.weakNotWithReview)
    }
    if review && difficulty != nil {
      throw QuizOptionCheck.failure(.optionNotWith("--difficulty", "--review"))
    }
    if hint != nil && mode != .context {
      throw QuizOptionCheck.failure(.optionGoesWith("--hint", "--mode context"))
    }
    if mode == .context && weak {
      throw QuizOptionCheck.failure(.optionNotWith("--weak", "--mode context"))
    }
    guard sentences else { return }
    guard mode == .recognize else {
      throw QuizOptionCheck.failure(.optionGoesWith("--sentences", "--mode recognize"))
    }
    if weak { throw QuizOptionCheck.failure(.optionNotWith("--weak", "--sentences")) }
  }
}

/// How `quiz`'s groups word a failed check.
enum QuizOptionCheck {
  /// The check's message, in the language of the command line (`HelpLanguage`).
  static func failure(_ message: Message) -> ValidationError {
    ValidationError(HelpLanguage.text(message))
  }
}
