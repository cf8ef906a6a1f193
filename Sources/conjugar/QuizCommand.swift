import ArgumentParser
import ConjugarCore
import LineInput
import ConjugarQuiz
import ConjugarSettings
import QuizHistory

extension Difficulty: ExpressibleByArgument {}

struct QuizCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Drill conjugations; repeatable with --seed.",
    discussion: """
      Difficulty, region and vos come from the settings. On a terminal you answer at the prompt;
      otherwise one answer per line is read from standard input and the transcript depends only
      on the seed, the settings and the answers. End early with :quit or end of input.
      --review asks the items you missed that are due again (spaced repetition, SM-2); with
      --count it depends only on the history and the seed, not on the day.
      Exit status: 0 (also when ended early, or with nothing to review), 64 for a usage error.
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

  @Option(help: "conjugate: write the form of a verb; recognize: name the verb, tense and person of a form.")
  var mode: QuizMode = .conjugate

  @Option(help: "Number of questions (1–500; default 50, with --review every item due, at most 50).")
  var count: Int? = nil

  @Flag(help: "Review the items you missed that are due, most overdue first (SM-2 spaced repetition).")
  var review = false

  @Flag(help: "Print the questions as a worksheet instead of running the quiz.")
  var worksheet = false

  @Flag(help: "With --worksheet: include the answer key.")
  var answers = false

  @Option(help: "With --worksheet: output format.")
  var format: OutputFormat = .text

  @OptionGroup var settings: SettingsOptions

  func validate() throws {
    if let count, !(1...500).contains(count) { throw ValidationError("--count must be between 1 and 500") }
    if review && difficulty != nil { throw ValidationError("--difficulty does not go with --review") }
    if answers && !worksheet { throw ValidationError("--answers goes with --worksheet") }
    if format == .json && !worksheet { throw ValidationError("--format json goes with --worksheet") }
  }

  func run() throws { try run(in: .live) }

  func run(in environment: CommandEnvironment) throws {
    try run(in: environment, reader: environment.makeLineReader(environment))
  }

  func run(in environment: CommandEnvironment, reader: any LineReader) throws {
    let store = settings.store(in: environment)
    let current = store.load()
    var options = QuizOptions(settings: current, count: count ?? QuizOptions.defaultCount)
    if let difficulty { options.difficulty = difficulty }
    let seed = self.seed ?? environment.randomSeed()
    let questions: [QuizQuestion]
    var selection = QuizSelection.curriculum
    if review {
      guard let plan = try ReviewQuiz.make(count: count, seed: seed, settings: settings, environment: environment) else {
        return
      }
      questions = plan.questions
      options.count = questions.count
      selection = .review(dueToday: plan.dueToday)
    } else {
      var generator = SeededGenerator(seed: seed)
      questions = Quiz(conjugator: environment.conjugator).questions(options, using: &generator)
    }

    let drill = Drill(mode: mode, questions: questions, options: options, conjugator: environment.conjugator)
    if worksheet {
      let sheet = Worksheet(questions: questions, drill: drill, options: options, seed: seed, selection: selection)
      environment.write(format == .json ? sheet.json(withAnswers: answers) : sheet.text(withAnswers: answers))
      return
    }
    let runner = QuizRunner(
      questions: questions, drill: drill, options: options, seed: seed, reader: reader,
      interactive: environment.standardInputIsTerminal, write: environment.write, now: environment.now,
      selection: selection)
    let outcome = runner.run()
    guard !outcome.score.answers.isEmpty else { return }
    do {
      try settings.quizHistory(in: environment).get().append(
        HistoryRecord.make(outcome, drill: mode, selection: selection, seed: seed, date: environment.now()))
    } catch {
      environment.warning(error.message + "; this quiz is not in the history")
    }
    environment.promptableActionHappened(settings: store)
  }
}
