import AnswerDiagnosis
import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import ConjugarSettings
import LineInput
import Messages
import QuizHistory
import SentenceBank
import Speech
import WorksheetOutput

/// `conjugar quiz`: a seeded quiz, a spaced review of the items due, a drill of the weak
/// spots, or a worksheet.
public struct QuizRequest: Equatable, Sendable {
  /// The seed; nil for a random one (printed in the header).
  public var seed: UInt64?
  /// nil for the difficulty setting.
  public var difficulty: Difficulty?
  /// `--mode`: what the learner does (`.recognizeSentences`: `--mode recognize --sentences`).
  public var kind: QuizKind
  /// `--hint tense`: the context drill names the tense in each question.
  public var hint: QuizHint?
  /// The number of questions; nil for the default (with `review`, every item due).
  public var count: Int?
  public var review: Bool
  /// `--weak`: the irregular forms of the habits to work on (`WeakSpotsQuiz`).
  public var weak: Bool
  public var worksheet: Bool
  public var speak: Bool
  /// With `worksheet`: the answer key too.
  public var answers: Bool
  public var format: WorksheetFormat
  /// With `worksheet`: this many different sheets, labelled A, B…
  public var versions: Int?
  /// With `worksheet`: fill-in conjugation tables.
  public var grid: Bool
  /// With `worksheet` and the context drill: each sentence's English under it.
  public var english: Bool
  public var focus: QuizFocusRequest
  public var settingsPath: String?
  /// `--accents`: how accent slips are marked.
  public var accents: AccentsPolicy
  /// With `worksheet`: `--title`, `--instructions`, `--paper` and `--class` (sealed versions).
  public var handout: WorksheetHandout
  /// `--key-file`: the class's key, written with `--class`, read with `--answers` or
  /// `--assignment`.
  public var keyFile: String?
  /// `--assignment CODE`: take that version of the key file's class at the terminal.
  public var assignment: String?
  /// `--output`: the answers file an assignment writes (never over an existing file).
  public var output: String?
  /// `--placement`: the adaptive placement test (`PlacementQuiz`).
  public var placement = false

  /// `--from FILE…`: drill the verbs of these texts (`TextQuiz`), or with `worksheet` print a
  /// cloze sheet of them; empty for every other quiz.
  public var from: [String]

  public init(
    seed: UInt64? = nil, difficulty: Difficulty? = nil, kind: QuizKind = .conjugate,
    hint: QuizHint? = nil, count: Int? = nil, review: Bool = false, weak: Bool = false,
    worksheet: Bool = false,
    speak: Bool = false,
    answers: Bool = false, format: WorksheetFormat = .text, versions: Int? = nil,
    grid: Bool = false, english: Bool = false, focus: QuizFocusRequest = QuizFocusRequest(),
    settingsPath: String? = nil, handout: WorksheetHandout = WorksheetHandout(),
    keyFile: String? = nil, assignment: String? = nil, output: String? = nil,
    accents: AccentsPolicy = .default, placement: Bool = false, from: [String] = []
  ) {
    self.placement = placement
    self.from = from
    self.seed = seed
    self.difficulty = difficulty
    self.kind = kind
    self.hint = hint
    self.count = count
    self.review = review
    self.weak = weak
    self.worksheet = worksheet
    self.speak = speak
    self.answers = answers
    self.format = format
    self.versions = versions
    self.grid = grid
    self.english = english
    self.focus = focus
    self.settingsPath = settingsPath
    self.accents = accents
    self.handout = handout
    self.keyFile = keyFile
    self.assignment = assignment
    self.output = output
  }

  /// Runs the quiz, reading answers from `reader` (a session's), else from the environment's.
  public func run(in environment: CommandEnvironment, reader: (any LineReader)? = nil)
    throws(CommandFailure)
  {
    if let keyFile, answers && !worksheet {
      return try printClassAnswers(keyFile: keyFile, environment: environment)
    }
    if placement {
      let settings = environment.settingsStore(settingsPath: settingsPath).load()
      return try PlacementQuiz(
        seed: seed ?? environment.randomSeed(),
        options: QuizOptions(settings: settings, count: PlacementTest.questionLimit),
        settingsPath: settingsPath, accents: accents
      ).run(in: environment, reader: reader ?? environment.makeLineReader(environment))
    }
    if let assignment {
      return try AssignmentRun(request: self, code: assignment).run(
        in: environment, reader: reader ?? environment.makeLineReader(environment))
    }
    // A text is drilled in its own sentences: the context drill.
    let kind = from.isEmpty ? self.kind : .context
    let speech = speak ? environment.speech : nil
    if let failure = speech?.unavailable() {
      throw CommandFailure(.unavailable, message: failure.message(in: environment.language))
    }
    let store = environment.settingsStore(settingsPath: settingsPath)
    let current = store.load()
    var options = QuizOptions(
      settings: current,
      count: count ?? (kind.asksSentences ? ContextQuiz.defaultCount : QuizOptions.defaultCount))
    if let difficulty { options.difficulty = difficulty }
    options.focus = try focus.focus(in: environment)
    if worksheet, let className = handout.className {
      return try printSealedWorksheet(
        className: className, options: options, environment: environment)
    }
    let seed = self.seed ?? environment.randomSeed()
    if !from.isEmpty && worksheet {
      return try printTextWorksheet(options: options, seed: seed, environment: environment)
    }
    var questions: [QuizQuestion]
    var sentences: [Int: Sentence] = [:]
    // The learner's own sentences (`--from`, or a review of its items), for the history.
    var textSentences: [Int: String] = [:]
    var source = QuestionSource.curriculum
    var dueToday = 0
    var weakSpots: [String] = []
    var reviewPlan: SpacedReviewQuiz? = nil
    if weak {
      guard
        let plan = try WeakSpotsQuiz.make(
          count: count, seed: seed, options: options, settingsPath: settingsPath,
          environment: environment)
      else {
        return
      }
      questions = plan.questions
      options.count = questions.count
      source = .weakSpots
      weakSpots = plan.habitNames(in: environment.language)
    } else if review {
      guard
        let plan = try SpacedReviewQuiz.make(
          count: count, seed: seed, drill: kind, focus: options.focus, settingsPath: settingsPath,
          onPaper: worksheet, environment: environment)
      else {
        return
      }
      questions = plan.questions
      options.count = questions.count
      source = .spacedReview
      dueToday = plan.dueToday
      sentences = plan.sentences
      textSentences = plan.textSentences
      reviewPlan = plan
    } else if !from.isEmpty {
      (questions, sentences, textSentences) = try textQuestions(
        options, seed: seed, environment)
      options.count = questions.count
    } else if kind.asksSentences {
      guard let asked = contextQuestions(reviewing: nil, options, seed: seed, environment) else {
        throw .usage(ContextQuiz.nothingFits(options, in: environment.language))
      }
      (questions, sentences) = asked
      options.count = questions.count
    } else {
      var generator = SeededGenerator(seed: seed)
      questions = Quiz(conjugator: environment.conjugator, cache: environment.quizCache).questions(
        options, using: &generator)
      guard !questions.isEmpty else {
        throw .usage(Message.quizNoQuestionFits(focus.givenNames).text(in: environment.language))
      }
      // A selection can leave fewer questions than asked for: the history records those asked.
      options.count = questions.count
    }

    let style = TextStyle(
      usesColor: environment.standardInputIsTerminal && ColorMode.auto.usesColor(in: environment))
    // The form to recognise in a sentence: bold underlined in colour, else *starred*.
    let emphasis: (String) -> String =
      style.usesColor ? { style.emphasis($0) } : { SentenceRecognition.starred($0) }
    let drill =
      reviewPlan?.drill(
        options, showsTense: hint == .tense, emphasis: emphasis, environment: environment)
      ?? Drill(
        kind: kind, questions: questions, options: options, conjugator: environment.conjugator,
        sentences: sentences, showsTense: hint == .tense, emphasis: emphasis)
    if worksheet {
      try printWorksheet(
        questions: questions, drill: drill, options: options, seed: seed, source: source,
        dueToday: dueToday, environment: environment)
      return
    }
    var runner = QuizRunner(
      questions: questions, drill: drill, options: options, seed: seed,
      reader: reader ?? environment.makeLineReader(environment),
      interactive: environment.standardInputIsTerminal, write: environment.write,
      now: environment.now,
      source: source, dueToday: dueToday, weakSpots: weakSpots, accents: accents,
      style: style,
      speak: speech.map { speech in Self.speaker(speech, region: options.region, environment) },
      diagnoser: Diagnoser(
        conjugator: environment.conjugator,
        persons: Set(options.personsAsked).union(options.focus.persons),
        selection: Set(questions.map(\.verb))),
      language: environment.language
    )
    // Read before the first question, with room checked for the rest: running out of memory
    // there loses no answer.
    let before = MemoryLimit.inUse()
    var end = QuizEnd(settingsPath: settingsPath, environment: environment)
    MemoryLimit.stopUnlessRoomForAQuiz(readingGrew: MemoryLimit.inUse() - before)
    let answers = AnswerKeeper()
    let itemDrills = reviewPlan?.itemDrills ?? [:]
    let record: @Sendable (QuizScore, Bool) -> QuizRecord = {
      [source, textSentences] score, finished in
      QuizRecord(
        date: environment.now(), source: source, kind: kind, seed: seed, score: score,
        finished: finished, drills: itemDrills, sentences: textSentences)
    }
    runner.given = { [settingsPath] given in
      // What a signal writes: the quiz as stopping now would record it.
      let score = QuizScore(answers: given, options: options)
      let finished = score.firstAnswers.count == questions.count
      answers.keep {
        _ = QuizEnd.append(
          record(score, finished), to: environment.quizHistory(settingsPath: settingsPath),
          environment: environment)
      }
    }
    let outcome = try EndingSignals.asking(keeping: answers) { () throws(CommandFailure) in
      let outcome = runner.run()
      // Answers given before the input failed are recorded like those of an interrupted quiz.
      let answered = !outcome.score.answers.isEmpty
      end.finish(
        answered ? record(outcome.score, outcome.finished) : nil, keeping: answers,
        retention: current.retention, environment: environment)
      return outcome
    }
    if !outcome.score.answers.isEmpty { environment.promptableActionHappened(settings: store) }
    if let message = outcome.inputFailureMessage {
      throw CommandFailure(.ioError, message: message)
    }
  }

  /// The context drill's questions drawn with `seed`, and their sentences by question number:
  /// sentences that fit `options`, or with `reviewing` a sentence for each item due. Nil when
  /// none fits. The quiz and each version of a worksheet draw here.
  func contextQuestions(
    reviewing due: [QuizQuestion]?, _ options: QuizOptions, seed: UInt64,
    _ environment: CommandEnvironment
  ) -> ([QuizQuestion], [Int: Sentence])? {
    var generator = SeededGenerator(seed: seed)
    let quiz = ContextQuiz(
      bank: .bundled, conjugator: environment.conjugator, cache: environment.quizCache)
    let asked =
      due.map { quiz.sentences(for: $0, using: &generator) }
      ?? quiz.questions(options, using: &generator)
    guard !asked.isEmpty else { return nil }
    return (
      asked.map(\.question),
      Dictionary(uniqueKeysWithValues: asked.map { ($0.question.number, $0.sentence) })
    )
  }

  /// Says a form with `speech`; the first failure is one warning, and the quiz goes on silently.
  static func speaker(_ speech: SpeechClient, region: Region, _ environment: CommandEnvironment)
    -> (String) -> Void
  {
    var failed = false
    return { text in
      guard !failed else { return }
      do throws(Speech.Failure) {
        try speech.say(text, Speech.Voice(region), nil)
      } catch {
        failed = true
        environment.warning(
          error.typed.followed(by: .speechQuizWithoutSound).text(in: environment.language))
      }
    }
  }
}
