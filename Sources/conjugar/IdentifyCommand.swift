import ArgumentParser
import ConjugarCore
import ConjugarOutput

struct IdentifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "identify",
    abstract: "Name the verb, tense and person of a conjugated form (fui, dímelo, habíamos dicho).",
    discussion: """
      The words form one phrase: 'no' and object pronouns may come before the verb, pronouns may
      be attached (dímelo), haber may come before a participle. Readings that need other accents
      are listed apart (hablo → habló).
      Exit status: 0 when the form has a reading, 64 for a usage error, 65 when it has none.
      """
  )

  @Argument(help: "A conjugated form, e.g. fui, tuvieron, habíamos dicho.")
  var words: [String] = []

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if words.isEmpty {
      throw ValidationError("give a conjugated form, e.g. 'conjugar identify fui'")
    }
  }

  func run() throws { try run(in: .live) }

  func run(in environment: CommandEnvironment) throws {
    let analyzer = FormAnalyzer(conjugator: environment.conjugator)
    let identification: FormIdentification
    do throws(ConjugationError) {
      identification = try analyzer.identify(words.joined(separator: " "))
    } catch {
      environment.error(error.message)
      throw ExitCode.notAVerb
    }
    guard !identification.isEmpty else {
      let input = identification.input
      let error = ConjugationError.notAForm(
        input, suggestions: environment.conjugator.suggestions(for: input))
      environment.error(error.message)
      throw ExitCode.notAVerb
    }
    switch output.format {
    case .json: environment.write(IdentificationJSON.render(identification))
    case .text:
      let style = TextStyle(usesColor: output.color.usesColor(in: environment))
      environment.write(IdentificationText(identification, style: style).render())
    }
  }
}
