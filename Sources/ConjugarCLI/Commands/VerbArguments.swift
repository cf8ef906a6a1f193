import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarSettings

/// `conjugar verb`: every conjugation of one or more verbs.
public struct VerbArguments: ParsableArguments {
  @Argument(
    help: "Infinitives to conjugate, e.g. hablar tener levantarse.", completion: .verbs)
  var infinitives: [String] = []

  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      "Show only these tenses, by any name (preterite, pretérito indefinido, copretérito, past perfect…); repeatable or comma-separated.",
      valueName: "tense"),
    completion: .tenses, transform: { try TenseArgument.tenses(from: $0) })
  var tenseLists: [[Tense]] = []

  @Flag(inversion: .prefixedNo, help: "Show or hide the vos row (default: the vos setting, off).")
  var vos: Bool? = nil

  @OptionGroup var output: OutputOptions
  @OptionGroup var settings: SettingsOptions

  public init() {}

  public func validate() throws {
    if infinitives.isEmpty {
      throw ValidationError("give at least one infinitive, e.g. 'conjugar verb hablar'")
    }
  }

  public func run(in environment: CommandEnvironment) throws {
    let conjugator =
      infinitives.count >= 32 ? environment.conjugator.forManyLookups() : environment.conjugator
    let store = settings.store(in: environment)
    let showVos = vos ?? store.load().vos
    let tenses = tenseLists.flatMap { $0 }
    let selected = tenses.isEmpty ? Tense.allCases : Tense.allCases.filter(tenses.contains)
    let style = TextStyle(usesColor: output.color.usesColor(in: environment))
    let format = output.format
    // Each verb becomes its printed text, or an error; many verbs use every core.
    var failed = false
    var printedAny = false
    func emit(_ result: Result<(Conjugation, String), ConjugationError>) {
      switch result {
      case .failure(let error):
        environment.error(error.message)
        failed = true
      case .success(let (conjugation, text)):
        if let typed = conjugation.enteredAs {
          environment.note(
            "'\(typed)' is written '\(conjugation.infinitive)'; conjugating '\(conjugation.infinitive)'"
          )
        }
        if !conjugation.isKnown {
          var note =
            "'\(conjugation.infinitive)' is not in the verb list; conjugated like '\(conjugation.model)'"
          if let near = conjugator.suggestions(for: conjugation.infinitive, limit: 1).first {
            note += " (did you mean '\(near)'?)"
          }
          environment.note(note)
        }
        if printedAny && format == .text { environment.write("") }
        environment.write(text)
        printedAny = true
      }
    }
    OrderedParallelMap.run(infinitives, emit: emit) {
      word -> Result<(Conjugation, String), ConjugationError> in
      do throws(ConjugationError) {
        let conjugation = try conjugator.conjugate(word)
        switch format {
        case .json:
          return .success(
            (conjugation, ConjugationJSON.render(conjugation, showVos: showVos, tenses: selected)))
        case .text:
          let regular = style.usesColor ? conjugator.regularPattern(of: conjugation) : nil
          let table = ConjugationTable(
            conjugation, regular: regular, showVos: showVos, tenses: selected, style: style)
          return .success((conjugation, table.render()))
        }
      } catch {
        return .failure(error)
      }
    }
    if printedAny { environment.promptableActionHappened(settings: store) }
    if failed { throw ExitCode.notAVerb }
  }
}
