import ArgumentParser
import ConjugarCore
import ConjugarOutput
import ConjugarSettings

struct VerbCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verb",
    abstract: "Print every conjugation of one or more verbs.",
    discussion: """
      Irregular letters are highlighted in colour. Pronominal verbs end in -se (levantarse).
      A verb not in the list is conjugated by inference from its ending and marked as such.
      Exit status: 0 on success, 64 for a usage error, 65 when a word is not a verb.
      """
  )

  @Argument(help: "Infinitives to conjugate, e.g. hablar tener levantarse.")
  var infinitives: [String] = []

  @Option(name: .customLong("tense"), help: "Show only this tense (repeatable).")
  var tenses: [Tense] = []

  @Flag(inversion: .prefixedNo, help: "Show or hide the vos row (default: the vos setting, off).")
  var vos: Bool? = nil

  @OptionGroup var output: OutputOptions
  @OptionGroup var settings: SettingsOptions

  func validate() throws {
    if infinitives.isEmpty { throw ValidationError("give at least one infinitive, e.g. 'conjugar verb hablar'") }
  }

  func run() throws { try run(in: .live) }

  func run(in environment: CommandEnvironment) throws {
    let conjugator = environment.conjugator
    let store = settings.store(in: environment)
    let showVos = vos ?? store.load().vos
    let selected = tenses.isEmpty ? Tense.allCases : Tense.allCases.filter(tenses.contains)
    let style = TextStyle(usesColor: output.color.usesColor(in: environment))
    var failed = false
    var printedTable = false
    var printedAny = false
    for word in infinitives {
      let conjugation: Conjugation
      do {
        conjugation = try conjugator.conjugate(word)
      } catch {
        environment.error(error.message)
        failed = true
        continue
      }
      if !conjugation.isKnown {
        var note = "'\(conjugation.infinitive)' is not in the verb list; conjugated like '\(conjugation.model)'"
        if let near = conjugator.suggestions(for: conjugation.infinitive, limit: 1).first {
          note += " (did you mean '\(near)'?)"
        }
        environment.note(note)
      }
      printedAny = true
      switch output.format {
      case .json:
        environment.write(ConjugationJSON.render(conjugation, showVos: showVos, tenses: selected))
      case .text:
        if printedTable { environment.write("") }
        let regular = style.usesColor ? conjugator.regularPattern(of: conjugation) : nil
        let table = ConjugationTable(
          conjugation, regular: regular, showVos: showVos, tenses: selected, style: style)
        environment.write(table.render())
        printedTable = true
      }
    }
    // A lookup counts towards the feedback invitation only when a person could see one:
    // scripts neither write the settings file nor pay for its fsync.
    if printedAny && environment.standardErrorIsTerminal {
      environment.reviewPrompter(settings: store).promptableActionHappened()
    }
    if failed { throw ExitCode.notAVerb }
  }
}
