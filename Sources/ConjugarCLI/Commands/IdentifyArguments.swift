import ArgumentParser
import ConjugarCore
import ConjugarOutput

/// `conjugar identify`: the verb, tense and person of a conjugated form.
public struct IdentifyArguments: ParsableArguments {
  @Argument(help: "A conjugated form, e.g. fui, tuvieron, habíamos dicho.")
  var words: [String] = []

  @OptionGroup var output: OutputOptions

  public init() {}

  public func validate() throws {
    if words.isEmpty {
      throw ValidationError("give a conjugated form, e.g. 'conjugar identify fui'")
    }
  }

  public func run(in environment: CommandEnvironment) throws {
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
      // JSON readers get the documented empty value, as for any input (Docs/JSON.md).
      if output.format == .json { environment.write(IdentificationJSON.render(identification)) }
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
