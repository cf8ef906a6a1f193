import ArgumentParser
import ConjugarCommands
import LineInput
import Messages

public struct IdentifyCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "identify",
      abstract: HelpLanguage.text(.helpIdentifyAbstract),
      discussion: """
        The words form one phrase: 'no' and object pronouns may come before the verb, pronouns may \
        be attached (dímelo), haber may come before a participle. Readings that need other accents \
        are listed apart (hablo → habló). Periphrases are read too: estar + gerund in any tense \
        (estoy comiendo, he estado comiendo), ir a, acabar de, haber de, tener que, deber (de) and \
        volver a + infinitive (voy a comer).
        Exit status: 0 when the form has a reading, 64 for a usage error, 65 when it has none (with \
        --format json the object is still printed, its lists empty).
        """
    )
  }

  @Argument(help: "A conjugated form, e.g. fui, tuvieron, habíamos dicho.")
  var words: [String] = []

  @OptionGroup var output: OutputOptions

  @OptionGroup var language: LanguageOptions

  public init() {}

  public func validate() throws {
    if words.isEmpty {
      throw ValidationError(HelpLanguage.text(Message.identifyNeedsForm))
    }
  }

  public var request: IdentifyRequest {
    IdentifyRequest(words: words, format: output.format, color: output.color)
  }

  public func run(in environment: CommandEnvironment, reader: (any LineReader)?) throws {
    try request.run(in: environment)
  }
}
