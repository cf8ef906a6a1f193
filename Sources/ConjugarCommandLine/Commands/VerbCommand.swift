import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarOutput
import LineInput

public struct VerbCommand: EnvironmentCommand {
  public static let configuration = CommandConfiguration(
    commandName: "verb",
    abstract: "Print every conjugation of one or more verbs.",
    discussion: """
      Irregular letters are highlighted in colour. Pronominal verbs end in -se (levantarse). A \
      verb not in the list is conjugated by inference from its ending and marked as such, \
      unless it is one letter (or an accent) away from a listed verb: that is taken for a typo \
      and refused with the listed verbs (comir: did you mean comer?); --infer conjugates it \
      anyway. In a list of verbs each word that is no verb gets its error line, the others are \
      printed, and the status is 65 at the end. \
      --english adds each form's English (tuve — I had); --speak reads the forms aloud \
      (espeak-ng). For many verbs, --all conjugates the whole list and '-' reads infinitives \
      from standard input, one a line: faster than thousands of arguments, same output.

      Exit status: 0 on success, 64 for a usage error, 65 when a word is not a verb, 69 when \
      --speak cannot use espeak-ng, 71 when --all or - runs out of memory under a limit.
      """
  )

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
      "Show only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…), or a mood (indicativo, subjuntivo, imperativo: all its tenses); repeatable or comma-separated.",
      valueName: "tense"),
    completion: .tenses, transform: { try TenseArgument.tenses(from: $0) })
  var tenseLists: [[Tense]] = []

  @Flag(inversion: .prefixedNo, help: "Show or hide the vos row (default: the vos setting, off).")
  var vos: Bool? = nil

  @Flag(help: "Show the English of every form (tuve — I had), from the verb's gloss.")
  var english = false

  @Flag(
    help:
      "After each table, example sentences from the sentence bank (at most \(ExampleSentence.limitPerVerb); every one of the tenses given with --tense)."
  )
  var examples = false

  @Flag(
    help:
      "Read the forms shown aloud (espeak-ng, in the region's accent; see 'conjugar say').")
  var speak = false

  @Option(
    help:
      "Table layout: auto (tenses side by side on a terminal of 100 columns or more, one column elsewhere), grid (fit the width even into a pipe: the terminal's, else COLUMNS, else 80), list (one column).",
    completion: .list(TableLayout.allCases.map(\.rawValue)))
  var layout: TableLayout = .auto

  @Flag(
    help:
      "Print long tables directly instead of through $PAGER (default: less -FRX), which is used only on a terminal."
  )
  var noPager = false

  @Flag(
    help:
      "Conjugate a word that is not in the list by inference even when it looks like a typo of a listed verb (comir, one letter from comer)."
  )
  var infer = false

  @OptionGroup var output: OutputOptions
  @OptionGroup var settings: SettingsOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public var request: VerbRequest {
    VerbRequest(
      infinitives: infinitives, all: all, tenses: tenseLists.flatMap { $0 }, vos: vos,
      english: english, examples: examples, speak: speak, infer: infer, format: output.format,
      color: output.color, layout: layout, noPager: noPager,
      settingsPath: settings.path)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment, reader: reader)
  }
}
