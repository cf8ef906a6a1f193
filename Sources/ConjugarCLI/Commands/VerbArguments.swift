import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarSettings

/// `conjugar verb`: every conjugation of one or more verbs.
public struct VerbArguments: ParsableArguments {
  @Argument(
    help:
      "Infinitives to conjugate, e.g. hablar tener levantarse; '-' reads them from standard input, one a line.",
    completion: .verbs)
  var infinitives: [String] = []

  @Flag(help: "Conjugate every verb of the list, in the order 'conjugar verbs' lists them.")
  var all = false

  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      "Show only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…); repeatable or comma-separated.",
      valueName: "tense"),
    completion: .tenses, transform: { try TenseArgument.tenses(from: $0) })
  var tenseLists: [[Tense]] = []

  @Flag(inversion: .prefixedNo, help: "Show or hide the vos row (default: the vos setting, off).")
  var vos: Bool? = nil

  @Flag(help: "Show the English of every form (tuve — I had), from the verb's gloss.")
  var english = false

  @Flag(
    help:
      "Read the forms shown aloud (espeak-ng, in the region's accent; see 'conjugar say').")
  var speak = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws {
    if all && !infinitives.isEmpty {
      throw ValidationError("--all does not go with infinitives")
    }
    if infinitives.contains("-") && infinitives.count > 1 {
      throw ValidationError("'-' (infinitives from standard input) goes alone")
    }
    if infinitives.isEmpty && !all {
      throw ValidationError("give at least one infinitive, e.g. 'conjugar verb hablar'")
    }
  }

  var source: VerbSource {
    if all { return .everyKnownVerb }
    return infinitives == ["-"] ? .standardInput : .arguments(infinitives)
  }

  /// In the REPL, whose session reads standard input: '-' is refused.
  public func runInSession(in environment: CommandEnvironment) throws {
    if case .standardInput = source {
      throw ValidationError("'-' reads standard input, which the REPL is reading: name the verbs")
    }
    try run(in: environment)
  }

  public func run(in environment: CommandEnvironment) throws {
    let speech = speak ? Speech(variables: environment.variables) : nil
    if let speech, speech.locate() == nil {
      environment.error(Speech.Failure.missingProgram(name: speech.program).message)
      throw ExitCode.unavailable
    }
    let source = self.source
    // Each lookup bisects the sorted embedded list: cheaper than indexing every entry first,
    // even for all 10,352 verbs (callgrind: the index was 28 % of 500 verbs from stdin).
    let conjugator = environment.conjugator
    let store = settings.store(in: environment)
    let current = store.load()
    let tenses = tenseLists.flatMap { $0 }
    let renderer = VerbRenderer(
      conjugator: conjugator, format: output.format, showVos: vos ?? current.vos,
      tenses: tenses.isEmpty ? Tense.allCases : Tense.allCases.filter(tenses.contains),
      style: TextStyle(usesColor: output.color.usesColor(in: environment)), english: english,
      speak: speak, speaksNonFiniteForms: tenses.isEmpty)
    let printer = VerbPrinter(
      environment: environment, format: output.format,
      speaker: speech.map { VerbSpeaker(speech: $0, voice: Speech.Voice(current.region)) },
      flushesEachVerb: source.isInteractive(in: environment))
    OrderedParallelMap.run(
      waves: source.waves(in: environment, conjugator: conjugator), emit: printer.print,
      renderer.outcome(for:))
    printer.finish()
    if printer.printedAny { environment.promptableActionHappened(settings: store) }
    if printer.failed { throw ExitCode.notAVerb }
    if printer.speaker?.failed == true { throw ExitCode.unavailable }
  }
}
