import ConjugarCore
import ConjugarOutput
import ConjugarQuiz
import ConjugarSettings
import LineInput
import Messages
import Speech

/// `conjugar verb`: every conjugation of one or more verbs.
public struct VerbRequest: Equatable, Sendable {
  /// The words to conjugate; `["-"]` reads them from standard input, one a line.
  public var infinitives: [String]
  /// Every verb of the list, in the order `conjugar verbs` lists them.
  public var all: Bool
  /// The tenses to show, by any name; empty for every tense.
  public var tenses: [Tense]
  /// The vos row shown or hidden; nil for the vos setting.
  public var vos: Bool?
  public var english: Bool
  /// Sentences of the bank with the verb, after each table (an `"examples"` array in JSON).
  public var examples: Bool
  public var speak: Bool
  /// `--infer`: conjugate an unknown word by inference even when it looks like a typo of a
  /// known verb (comir for comer), which is otherwise an error.
  public var infer: Bool
  public var format: OutputFormat
  public var color: ColorMode
  /// `--layout`: tenses side by side on a wide terminal, or one column.
  public var layout: TableLayout
  /// `--no-pager`: long tables on a terminal are printed directly, not through `$PAGER`.
  public var noPager: Bool
  /// `--settings`: the settings file, nil for the default.
  public var settingsPath: String?

  public init(
    infinitives: [String] = [], all: Bool = false, tenses: [Tense] = [], vos: Bool? = nil,
    english: Bool = false, examples: Bool = false, speak: Bool = false, infer: Bool = false,
    format: OutputFormat = .text,
    color: ColorMode = .auto, layout: TableLayout = .auto, noPager: Bool = false,
    settingsPath: String? = nil
  ) {
    self.infinitives = infinitives
    self.all = all
    self.tenses = tenses
    self.vos = vos
    self.english = english
    self.examples = examples
    self.speak = speak
    self.infer = infer
    self.format = format
    self.color = color
    self.layout = layout
    self.noPager = noPager
    self.settingsPath = settingsPath
  }

  var source: VerbSource {
    if all { return .everyKnownVerb }
    return infinitives == ["-"] ? .standardInput : .arguments(infinitives)
  }

  /// The words given: infinitives, `--all` or '-' alone. Checked here rather than by the
  /// parser so the message is in the environment's language.
  func validate(in environment: CommandEnvironment) throws(CommandFailure) {
    let problem: Message? =
      if all && !infinitives.isEmpty {
        .verbAllWithInfinitives
      } else if infinitives.contains("-") && infinitives.count > 1 {
        .verbDashAlone
      } else if infinitives.isEmpty && !all {
        .verbNeedsInfinitive
      } else { nil }
    if let problem { throw .usage(problem.text(in: environment.language)) }
  }

  /// Conjugates the words. `reader` is a session's (the REPL's) reader, which is reading
  /// standard input itself: '-' is then refused; nil for a process.
  public func run(in environment: CommandEnvironment, reader: (any LineReader)? = nil)
    throws(CommandFailure)
  {
    try validate(in: environment)
    let source = self.source
    if reader != nil, case .standardInput = source {
      throw .usage(Message.verbStandardInputInSession.text(in: environment.language))
    }
    let speech = speak ? environment.speech : nil
    if let failure = speech?.unavailable() {
      throw CommandFailure(.unavailable, message: failure.message(in: environment.language))
    }
    // Each lookup bisects the sorted embedded list: cheaper than indexing every entry first,
    // even for all 10,352 verbs (callgrind: the index was 28 % of 500 verbs from stdin).
    let conjugator = environment.conjugator
    let store = environment.settingsStore(settingsPath: settingsPath)
    let current = store.load()
    // The persons the learner's quizzes ask decide the rows: vos with the vos setting or
    // in rioplatense, vosotros set apart outside Spain.
    let renderer = VerbRenderer(
      conjugator: conjugator, format: format,
      showVos: vos ?? QuizOptions(settings: current).asksVos,
      vosotrosApart: !current.region.usesVosotros,
      tenses: tenses.isEmpty ? Tense.allCases : Tense.allCases.filter(tenses.contains),
      style: TextStyle(usesColor: color.usesColor(in: environment)), english: english,
      examples: examples, speak: speak, infersTypos: infer, speaksNonFiniteForms: tenses.isEmpty,
      width: format == .text ? layout.width(in: environment) : nil,
      allowsGrid: layout.allowsGrid, language: environment.language)
    let printer = VerbPrinter(
      environment: environment, format: format,
      speaker: speech.map { VerbSpeaker(speech: $0, voice: Speech.Voice(current.region)) },
      flushesEachVerb: source.isInteractive(in: environment), noPager: noPager)
    let input = source.reader(in: environment)
    OrderedParallelMap.run(
      waves: source.waves(in: environment, conjugator: conjugator, reader: input),
      emit: printer.print,
      renderer.outcome(for:))
    printer.finish()
    if let reason = input?.failureReason {
      let language = environment.language
      throw CommandFailure(
        .ioError,
        message: Message.quizInputFailure(reason: reason.text(in: language)).text(in: language))
    }
    if printer.printedAny { environment.promptableActionHappened(settings: store) }
    if printer.failed { throw CommandFailure(.notAVerb) }
    if printer.speaker?.failed == true { throw CommandFailure(.unavailable) }
  }
}
