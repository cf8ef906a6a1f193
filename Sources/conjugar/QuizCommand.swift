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
      Exit status: 0 (also when ended early), 64 for a usage error.
      """
  )

  @Option(help: "Seed for a repeatable quiz (default: a random one, printed in the header).")
  var seed: UInt64? = nil

  @Option(help: "Difficulty (default: the difficulty setting).")
  var difficulty: Difficulty? = nil

  @Option(help: "conjugate: write the form of a verb; recognize: name the verb, tense and person of a form.")
  var mode: QuizMode = .conjugate

  @Option(help: "Number of questions (1–500).")
  var count: Int = QuizOptions.defaultCount

  @Flag(help: "Print the questions as a worksheet instead of running the quiz.")
  var worksheet = false

  @Flag(help: "With --worksheet: include the answer key.")
  var answers = false

  @Option(help: "With --worksheet: output format.")
  var format: OutputFormat = .text

  @OptionGroup var settings: SettingsOptions

  func validate() throws {
    guard (1...500).contains(count) else { throw ValidationError("--count must be between 1 and 500") }
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
    var options = QuizOptions(settings: current, count: count)
    if let difficulty { options.difficulty = difficulty }
    let seed = self.seed ?? environment.randomSeed()
    var generator = SeededGenerator(seed: seed)
    let questions = Quiz(conjugator: environment.conjugator).questions(options, using: &generator)

    let drill = Drill(mode: mode, questions: questions, options: options, conjugator: environment.conjugator)
    if worksheet {
      let sheet = Worksheet(questions: questions, drill: drill, options: options, seed: seed)
      environment.write(format == .json ? sheet.json(withAnswers: answers) : sheet.text(withAnswers: answers))
      return
    }
    let runner = QuizRunner(
      questions: questions, drill: drill, options: options, seed: seed, reader: reader,
      interactive: environment.standardInputIsTerminal, write: environment.write, now: environment.now)
    let outcome = runner.run()
    guard !outcome.score.answers.isEmpty else { return }
    let path = SettingsLocation.path(option: settings.path, environment: environment.variables)
    do {
      try QuizHistory(besideSettingsAt: path).append(
        HistoryRecord.make(outcome, mode: mode, seed: seed, date: environment.now()))
    } catch {
      environment.warning(error.message + "; this quiz is not in the history")
    }
    environment.reviewPrompter(settings: store).promptableActionHappened()
  }
}
