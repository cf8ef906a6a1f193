import ConjugarCore
import ConjugarOutput
import EnglishForms

/// `conjugar identify`: the verb, tense and person of a conjugated form, and its English.
public struct IdentifyRequest: Equatable, Sendable {
  /// The words of the form, as one phrase (`habíamos dicho`).
  public var words: [String]
  public var format: OutputFormat
  public var color: ColorMode

  public init(words: [String] = [], format: OutputFormat = .text, color: ColorMode = .auto) {
    self.words = words
    self.format = format
    self.color = color
  }

  public func run(in environment: CommandEnvironment) throws(CommandFailure) {
    let analyzer = FormAnalyzer(conjugator: environment.conjugator)
    let identification: FormIdentification
    do throws(ConjugationError) {
      identification = try analyzer.identify(words.joined(separator: " "))
    } catch {
      throw CommandFailure(.notAVerb, message: error.message(in: environment.language))
    }
    guard !identification.isEmpty else {
      let input = identification.input
      let error = ConjugationError.notAForm(
        input, suggestions: environment.conjugator.suggestions(for: input))
      environment.error(error.message(in: environment.language))
      // JSON readers get the documented empty value, as for any input (Docs/JSON.md).
      if format == .json { environment.write(IdentificationJSON.render(identification)) }
      throw CommandFailure(.notAVerb)
    }
    let english = Self.english(conjugator: environment.conjugator)
    let periphrasisEnglish = Self.periphrasisEnglish(conjugator: environment.conjugator)
    switch format {
    case .json:
      environment.write(
        IdentificationJSON.render(
          identification, english: english, periphrasisEnglish: periphrasisEnglish))
    case .text:
      let style = TextStyle(usesColor: color.usesColor(in: environment))
      var text = IdentificationText(
        identification, style: style, english: english, periphrasisEnglish: periphrasisEnglish)
      text.language = environment.language
      environment.write(text.render())
    }
  }

  /// The English of a periphrasis reading ("I am eating"), from its main verb's gloss and its
  /// auxiliary's tense and person; none for a main verb without a gloss.
  static func periphrasisEnglish(conjugator: Conjugator) -> PeriphrasisEnglish {
    var renderings: [String: EnglishRendering?] = [:]
    return { reading in
      let verb = reading.main.infinitive
      if renderings[verb] == nil {
        renderings[verb] = (try? conjugator.conjugate(verb)).flatMap(EnglishRendering.init)
      }
      guard let rendering = renderings[verb] ?? nil, let tense = reading.auxiliary.tense,
        let person = reading.auxiliary.person
      else { return nil }
      return rendering.render(reading.periphrasis, tense, person)
    }
  }

  /// The English of a reading: its finite form's ("I went"), its gerund's or participle's; none
  /// for the infinitive (the verb's line shows the gloss) or a verb without a gloss. Each verb is
  /// conjugated once, for its gloss and whether its él row reads "it".
  static func english(conjugator: Conjugator) -> ReadingEnglish {
    var renderings: [String: VerbEnglish?] = [:]
    return { analysis in
      let english: VerbEnglish?
      if let known = renderings[analysis.infinitive] {
        english = known
      } else {
        english = (try? conjugator.conjugate(analysis.infinitive)).flatMap(VerbRenderer.english)
        renderings[analysis.infinitive] = english
      }
      guard let english else { return nil }
      switch analysis.kind {
      case .finite(let tense, let person):
        return english.form(tense, person, spelling: analysis.tableForm)
      case .gerund: return english.gerund
      case .participle: return english.participle
      case .infinitive: return nil
      }
    }
  }
}
