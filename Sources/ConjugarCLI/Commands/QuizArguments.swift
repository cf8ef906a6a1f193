import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import ConjugarSettings
import LineInput
import QuizHistory

/// `conjugar quiz`: a seeded quiz, a spaced review of missed items, or a worksheet.
public struct QuizArguments: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: "Seed for a repeatable quiz (default: a random one, printed in the header).",
    transform: QuizArguments.seed(from:))
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
      "conjugate: write the form of a verb; recognize: name the verb, tense and person of a form; translate: write the Spanish of an English form."
  )
  var mode: QuizMode = .conjugate

  @Option(
    help: "Number of questions (1–500; default 50, with --review every item due, at most 50).")
  var count: Int? = nil

  @Flag(
    help: "Review the items you missed that are due, most overdue first (SM-2 spaced repetition).")
  var review = false

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

  @OptionGroup var focus: QuizFocusOptions

  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws {
    if let count, !(1...500).contains(count) {
      throw ValidationError("--count must be between 1 and 500")
    }
    if review && difficulty != nil {
      throw ValidationError("--difficulty does not go with --review")
    }
    if answers && !worksheet { throw ValidationError("--answers goes with --worksheet") }
    if format != .text && !worksheet {
      throw ValidationError("--format \(format.rawValue) goes with --worksheet")
    }
    try validateWorksheet()
    if speak && worksheet { throw ValidationError("--speak does not go with --worksheet") }
  }

  public func run(in environment: CommandEnvironment) throws {
    try run(in: environment, reader: environment.makeLineReader(environment))
  }

  public func run(in environment: CommandEnvironment, reader: any LineReader) throws {
    let speech = speak ? Speech(variables: environment.variables) : nil
    if let speech, speech.locate() == nil {
      environment.error(Speech.Failure.missingProgram(name: speech.program).message)
      throw ExitCode.unavailable
    }
    let store = settings.store(in: environment)
    let current = store.load()
    var options = QuizOptions(settings: current, count: count ?? QuizOptions.defaultCount)
    if let difficulty { options.difficulty = difficulty }
    options.focus = try focus.focus(in: environment)
    let seed = self.seed ?? environment.randomSeed()
    let questions: [QuizQuestion]
    var selection = QuizSelection.curriculum
    if review {
      guard
        let plan = try SpacedReviewQuiz.make(
          count: count, seed: seed, focus: options.focus, settings: settings,
          environment: environment)
      else {
        return
      }
      questions = plan.questions
      options.count = questions.count
      selection = .spacedReview(dueToday: plan.dueToday)
    } else {
      var generator = SeededGenerator(seed: seed)
      questions = Quiz(conjugator: environment.conjugator).questions(options, using: &generator)
      guard !questions.isEmpty else {
        throw ValidationError(
          "no question fits " + focus.givenNames.joined(separator: ", ")
            + ": its verbs have no such forms at this difficulty; widen the selection")
      }
      // A selection can leave fewer questions than asked for: the history records those asked.
      options.count = questions.count
    }

    let drill = Drill(
      mode: mode, questions: questions, options: options, conjugator: environment.conjugator)
    if worksheet {
      try printWorksheet(
        questions: questions, drill: drill, options: options, seed: seed, selection: selection,
        environment: environment)
      return
    }
    let runner = QuizRunner(
      questions: questions, drill: drill, options: options, seed: seed, reader: reader,
      interactive: environment.standardInputIsTerminal, write: environment.write,
      now: environment.now,
      selection: selection,
      style: TextStyle(
        usesColor: environment.standardInputIsTerminal && ColorMode.auto.usesColor(in: environment)),
      speak: speech.map { speech in Self.speaker(speech, region: options.region, environment) }
    )
    let outcome = runner.run()
    // Answers given before the input failed are recorded like those of an interrupted quiz.
    if !outcome.score.answers.isEmpty {
      do {
        let record = QuizRecord(
          date: environment.now(), selection: selection.recorded,
          drill: mode.recorded, seed: seed, score: outcome.score, finished: outcome.finished)
        let history = try settings.quizHistory(in: environment).get()
        let best = PersonalBestNotice.line(for: record, in: history, calendar: environment.calendar)
        try history.append(record)
        if let best { environment.write(best) }
      } catch {
        environment.warning(error.message + "; this quiz is not in the history")
      }
      environment.promptableActionHappened(settings: store)
    }
    if let message = outcome.inputFailureMessage {
      environment.error(message)
      throw ExitCode.ioError
    }
  }

  /// Says a form with `speech`; the first failure is one warning, and the quiz goes on silently.
  static func speaker(_ speech: Speech, region: Region, _ environment: CommandEnvironment)
    -> (String) -> Void
  {
    var failed = false
    return { text in
      guard !failed else { return }
      do throws(Speech.Failure) {
        try speech.say(text, voice: Speech.Voice(region), output: nil)
      } catch {
        failed = true
        environment.warning(error.message + "; the quiz goes on without sound")
      }
    }
  }
}
