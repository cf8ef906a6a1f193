import ConjugarCore
import ConjugarOutput
import EnglishForms
import LineInput
import Messages

/// `conjugar identify`: the verb, tense and person of each conjugated form, and its English.
public struct IdentifyRequest: Equatable, Sendable {
  /// The words typed: one phrase or several (`IdentifyInput`); `["-"]` reads standard input.
  public var words: [String]
  public var format: OutputFormat
  public var color: ColorMode

  public init(words: [String] = [], format: OutputFormat = .text, color: ColorMode = .auto) {
    self.words = words
    self.format = format
    self.color = color
  }

  /// Identifies each phrase (`IdentifyInput`): one block each, or in JSON one object, or an
  /// array when there are several phrases or they come from standard input. A phrase that is
  /// no form is its one error line and the others go on; the status is then 65 (74 when
  /// standard input cannot be read). `reader` is a session's (the REPL's), which is reading
  /// standard input itself: '-' is then refused; nil for a process.
  public func run(in environment: CommandEnvironment, reader: (any LineReader)? = nil)
    throws(CommandFailure)
  {
    let language = environment.language
    let input = IdentifyInput(words: words)
    if words.count > 1 && words.contains("-") {
      throw .usage(Message.identifyDashAlone.text(in: language))
    }
    if reader != nil, input == .standardInput {
      throw .usage(Message.identifyStandardInputInSession.text(in: language))
    }
    var output = IdentifyOutput(
      environment: environment, format: format, color: color,
      asArray: input == .standardInput)
    switch input {
    case .arguments(let words):
      let phrases = IdentifyInput.phrases(of: words, analyzer: output.analyzer)
      output.asArray = phrases.count > 1
      for phrase in phrases { output.identify(phrase) }
      output.end()
    case .standardInput:
      let lines = environment.makeLineReader(environment)
      let next = IdentifyInput.lines(from: lines)
      while let line = next() {
        switch line {
        case .success(let phrase): output.identify(phrase)
        case .failure(let failure): output.fail(failure.message, input: nil)
        }
      }
      output.end()
      if let reason = lines.failureReason {
        throw CommandFailure(
          .ioError,
          message: Message.quizInputFailure(reason: reason.text(in: language)).text(in: language)
        )
      }
    }
    if output.failed { throw CommandFailure(.notAVerb) }
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
