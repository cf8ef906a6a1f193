import ArgumentParser
import ConjugarCommands
import ConjugarQuiz
import ConjugarSettings
import LineInput
import WorksheetOutput

public struct QuizCommand: EnvironmentCommand {
  public static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Drill conjugations; repeatable with --seed.",
    discussion: """
      Difficulty, region and vos come from the settings; --tense, --verbs, --verbs-file, \
      --person, --irregular, --model and --top choose what to drill. On a terminal you answer \
      at the prompt, and Ctrl-C stops with the summary; otherwise one answer per line is read \
      from standard input and the transcript depends only on the seed, the settings, the \
      selection and the answers. End early with :quit or end of input.

      --mode recognize shows a form to name; --mode translate shows its English ('I had \
      (tener)') to put into Spanish; --mode context shows a sentence with a blank ('Ayer (yo) \
      ___ frío. (tener)') to fill with the form it asks for (--hint tense names the tense). --review asks the items of that drill that are due \
      (spaced repetition, FSRS-6, at the retention setting), the least likely to be recalled \
      first; --count N asks N, the next due after those. --weak drills the irregular forms \
      of the habits to work on that 'conjugar stats' names (20 questions by default), across \
      every verb of the difficulty or the selection. --worksheet prints the questions \
      (text, json, markdown or html) instead.

      Exit status: 0 (also when ended early, or with nothing to review or nothing weak), 64 for a usage error, \
      66 when --verbs-file does not exist, 69 when --speak finds no espeak-ng, 74 when \
      --verbs-file or standard input cannot be read.
      """
  )

  @Option(
    parsing: .unconditional,
    help: "Seed for a repeatable quiz (default: a random one, printed in the header).",
    transform: QuizCommand.seed(from:))
  var seed: UInt64? = nil

  /// A seed: a whole number that fits in 64 bits (`-1` is read as a value, not as an option).
  static func seed(from text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else {
      throw ValidationError("use a whole number from 0 to \(UInt64.max)")
    }
    return seed
  }

  @Option(help: "Difficulty (default: the difficulty setting).")
  var difficulty: Difficulty? = nil

  @Option(
    help:
      "conjugate: write the form of a verb; recognize: name the verb, tense and person of a form; translate: write the Spanish of an English form; context: fill the blank of a sentence."
  )
  var mode: QuizKind = .conjugate

  @Option(help: "With --mode context: tense names the tense after the verb in each sentence.")
  var hint: QuizHint? = nil

  @Option(
    help:
      "Number of questions (1–500; default 50, 20 with --mode context, with --review every item due, at most 50)."
  )
  var count: Int? = nil

  @Flag(
    help: "Review the items that are due, most overdue first (FSRS-6 spaced repetition).")
  var review = false

  @Flag(
    help:
      "Drill the irregular forms of the habits to work on ('conjugar stats') across the selection's verbs (default 20 questions)."
  )
  var weak = false

  @Flag(help: "Print the questions as a worksheet instead of running the quiz.")
  var worksheet = false

  @Flag(
    help:
      "Read each right answer aloud after it is marked (espeak-ng, in the region's accent; see 'conjugar say')."
  )
  var speak = false

  @Flag(help: "With --worksheet: include the answer key.")
  var answers = false

  @Option(help: "With --worksheet: output format (html: a print-ready page).")
  var format: WorksheetFormat = .text

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --worksheet: N different sheets (1–26) from the seed, labelled Version A, B…",
      valueName: "N"))
  var versions: Int? = nil

  @Flag(
    help:
      "With --worksheet: fill-in conjugation tables (verbs × persons for each tense); --count sets the number of verbs (default 8)."
  )
  var grid = false

  @Option(
    help: ArgumentHelp(
      "How accent slips are marked: strict (wrong), half (half marks) or ignore (right).",
      valueName: "policy"))
  var accents: AccentsPolicy = .half

  @OptionGroup var focus: QuizFocusOptions

  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws {
    if let count, !(1...500).contains(count) {
      throw ValidationError("--count must be between 1 and 500")
    }
    if weak && review {
      throw ValidationError(
        "--weak does not go with --review: --weak drills weak habits, --review the items due")
    }
    if review && difficulty != nil {
      throw ValidationError("--difficulty does not go with --review")
    }
    if answers && !worksheet { throw ValidationError("--answers goes with --worksheet") }
    if format != .text && !worksheet {
      throw ValidationError("--format \(format.rawValue) goes with --worksheet")
    }
    try validateWorksheet()
    try validateContext()
    if speak && worksheet { throw ValidationError("--speak does not go with --worksheet") }
  }

  /// `--versions` and `--grid` go with `--worksheet`; a grid asks conjugations of the
  /// curriculum or a selection, not a review or a recognition drill.
  private func validateWorksheet() throws {
    if let versions {
      guard worksheet else { throw ValidationError("--versions goes with --worksheet") }
      guard (1...WorksheetVersion.limit).contains(versions) else {
        throw ValidationError("--versions must be between 1 and \(WorksheetVersion.limit)")
      }
    }
    guard grid else { return }
    guard worksheet else { throw ValidationError("--grid goes with --worksheet") }
    if review { throw ValidationError("--grid does not go with --review") }
    if weak { throw ValidationError("--grid does not go with --weak") }
    if mode != .conjugate {
      throw ValidationError("--grid does not go with --mode \(mode.rawValue)")
    }
    if focus.irregular {
      throw ValidationError(
        "--grid does not go with --irregular: a table asks every person of its verbs")
    }
  }

  /// `--hint` goes with the context drill; that drill has no worksheet and no weak-spots
  /// drill yet (its questions are sentences, which neither prints or picks).
  private func validateContext() throws {
    if hint != nil && mode != .context {
      throw ValidationError("--hint goes with --mode context")
    }
    guard mode == .context else { return }
    if worksheet {
      throw ValidationError("--worksheet does not go with --mode context (not available yet)")
    }
    if weak { throw ValidationError("--weak does not go with --mode context") }
  }

  public var request: QuizRequest {
    QuizRequest(
      seed: seed, difficulty: difficulty, kind: mode, hint: hint, count: count, review: review,
      weak: weak,
      worksheet: worksheet, speak: speak, answers: answers, format: format, versions: versions,
      grid: grid, focus: focus.request, settingsPath: settings.path, accents: accents)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
