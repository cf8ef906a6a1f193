import ArgumentParser
import ConjugarCommands
import ConjugarQuiz
import ConjugarSettings
import LineInput
import Messages
import WorksheetOutput

public struct QuizCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "quiz",
      abstract: HelpLanguage.text(.helpQuizAbstract),
      discussion: """
        Difficulty, region and vos come from the settings; --tense, --verbs, --verbs-file, \
        --person, --irregular, --model and --top choose what to drill. On a terminal you answer \
        at the prompt, and Ctrl-C stops with the summary; otherwise one answer per line is read \
        from standard input and the transcript depends only on the seed, the settings, the \
        selection and the answers. End early with :quit or end of input.

        --mode recognize shows a form to name (with --sentences, marked in a sentence: 'Ayer \
        (yo) *tuve* frío.'); --mode translate shows its English ('I had \
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
  }

  @Option(
    parsing: .unconditional,
    help: "Seed for a repeatable quiz (default: a random one, printed in the header).",
    transform: QuizCommand.seed(from:))
  var seed: UInt64? = nil

  /// A seed: a whole number that fits in 64 bits (`-1` is read as a value, not as an option).
  static func seed(from text: String) throws -> UInt64 {
    guard let seed = UInt64(text) else {
      throw ValidationError(
        HelpLanguage.text(.use(.numberRange("0", String(UInt64.max), whole: true))))
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

  @Flag(
    help:
      "With --mode recognize: show each form in a sentence (marked *like this*) and name its verb, tense and person."
  )
  var sentences = false

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

  @Flag(
    help:
      "With --worksheet and --mode context or --sentences: print each sentence's English under it (JSON always has it)."
  )
  var english = false

  @Option(help: "With --worksheet: the sheet's title (default: Worksheet).")
  var title: String? = nil

  @Option(
    help:
      "With --worksheet: the line that says how to answer (default: one for the drill, on a sheet with --title, --paper or --class)."
  )
  var instructions: String? = nil

  @Option(help: "With --worksheet --format html: the page size (default: a4).")
  var paper: WorksheetPaper? = nil

  @Option(
    name: .customLong("class"),
    help: ArgumentHelp(
      "With --worksheet: sealed versions for a class: each sheet shows only its version's code; the key file (--key-file) keeps the answers.",
      valueName: "name"))
  var className: String? = nil

  @Option(
    help: ArgumentHelp(
      "The class's key file: written (never over a file) with --class (default: <class>-key.json); read with --answers (every version's key) or --assignment.",
      valueName: "path"))
  var keyFile: String? = nil

  @Option(
    help: ArgumentHelp(
      "Take version CODE of the --key-file's class as a test, without feedback; writes the answers for 'conjugar grade'.",
      valueName: "code"))
  var assignment: String? = nil

  @Option(
    help: ArgumentHelp(
      "With --assignment: the answers file to write, never over a file (default: <code>-<name>.txt).",
      valueName: "path"))
  var output: String? = nil

  @Option(
    help: ArgumentHelp(
      "How accent slips are marked: strict (wrong), half (half marks) or ignore (right).",
      valueName: "policy"))
  var accents: AccentsPolicy = .half

  @OptionGroup var focus: QuizFocusOptions

  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

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
    try validateClass()
    if answers && !worksheet && keyFile == nil {
      throw ValidationError("--answers goes with --worksheet or --key-file")
    }
    if format != .text && !worksheet && !(answers && keyFile != nil) {
      throw ValidationError("--format \(format.rawValue) goes with --worksheet")
    }
    try validateWorksheet()
    try validateContext()
    try validateSentences()
    if speak && worksheet { throw ValidationError("--speak does not go with --worksheet") }
  }

  /// Sheets to hand out, sealed versions, their key and assignments: what goes with what.
  private func validateClass() throws {
    for (name, given) in [
      ("--title", title != nil), ("--instructions", instructions != nil), ("--paper", paper != nil),
      ("--class", className != nil),
    ] where given && !worksheet {
      throw ValidationError("\(name) goes with --worksheet")
    }
    if let assignment {
      if assignment.isEmpty { throw ValidationError("--assignment needs the code on the sheet") }
      guard keyFile != nil else {
        throw ValidationError("--assignment needs --key-file, the class's key")
      }
      if worksheet || review || weak || answers || seed != nil {
        throw ValidationError(
          "--assignment asks the questions of the key file alone; leave out the other quiz options")
      }
    } else if output != nil {
      throw ValidationError("--output goes with --assignment")
    }
    if let keyFile, keyFile.isEmpty { throw ValidationError("--key-file needs a file name") }
    if keyFile != nil && className == nil && assignment == nil && !(answers && !worksheet) {
      throw ValidationError(
        "--key-file goes with --class (to write it), --answers or --assignment (to read it)")
    }
    if answers && keyFile != nil && !worksheet && focus.request != QuizFocusRequest() {
      throw ValidationError("--answers --key-file prints the key file's answers alone")
    }
    guard let className else { return }
    if className.trimmingWhitespace().isEmpty {
      throw ValidationError("--class needs the class's name")
    }
    if seed != nil {
      throw ValidationError(
        "--seed does not go with --class: a class's versions are drawn from its secret")
    }
    if answers {
      throw ValidationError(
        "--answers does not go with --class: the answers are in the key file; print them with --answers --key-file PATH"
      )
    }
    for (name, given) in [("--grid", grid), ("--review", review), ("--weak", weak)] where given {
      throw ValidationError("\(name) does not go with --class")
    }
    if mode == .recognize {
      throw ValidationError(
        "--class makes sheets of --mode conjugate, translate or context, not recognize")
    }
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
    if mode == .context {
      throw ValidationError(
        "--grid does not go with --mode context: a grid asks tables of forms, not sentences")
    }
    if mode != .conjugate {
      throw ValidationError("--grid does not go with --mode \(mode.rawValue)")
    }
    if focus.irregular {
      throw ValidationError(
        "--grid does not go with --irregular: a table asks every person of its verbs")
    }
  }

  /// `--hint` goes with the context drill, `--english` with the sentence drills on a worksheet
  /// only (the drill shows the English after a wrong answer, and before it would give the
  /// sentence away); the context drill has no weak-spots drill yet (its questions are sentences, which the
  /// weak spots do not pick).
  private func validateContext() throws {
    if hint != nil && mode != .context {
      throw ValidationError("--hint goes with --mode context")
    }
    if english && mode != .context && !sentences {
      throw ValidationError("--english goes with --mode context or --mode recognize --sentences")
    }
    if english && !worksheet {
      throw ValidationError(
        "--english goes with --worksheet: the drill shows the English after a wrong answer")
    }
    guard mode == .context else { return }
    if weak { throw ValidationError("--weak does not go with --mode context") }
  }

  /// `--sentences` goes with the recognition drill; like the context drill, it has no
  /// weak-spots drill yet (`--class` refuses it with plain recognition).
  private func validateSentences() throws {
    guard sentences else { return }
    guard mode == .recognize else {
      throw ValidationError("--sentences goes with --mode recognize")
    }
    if weak { throw ValidationError("--weak does not go with --sentences") }
  }

  public var request: QuizRequest {
    QuizRequest(
      seed: seed, difficulty: difficulty, kind: sentences ? .recognizeSentences : mode, hint: hint,
      count: count, review: review,
      weak: weak,
      worksheet: worksheet, speak: speak, answers: answers, format: format, versions: versions,
      grid: grid, english: english, focus: focus.request, settingsPath: settings.path,
      handout: WorksheetHandout(
        title: title, instructions: instructions, paper: paper, className: className),
      keyFile: keyFile, assignment: assignment, output: output, accents: accents)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
