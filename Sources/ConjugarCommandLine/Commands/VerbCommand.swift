import ArgumentParser
import ConjugarCommands
import ConjugarCore
import ConjugarOutput
import LineInput
import Messages

public struct VerbCommand: EnvironmentCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "verb",
      abstract: CommandHelp.text(.helpVerbAbstract),
      discussion: CommandHelp.text(.helpVerbDiscussion)
    )
  }

  @Argument(
    help: ArgumentHelp(
      CommandHelp.text(.helpVerbInfinitives), valueName: CommandHelp.text(.valueInfinitives)),
    completion: .verbs)
  var infinitives: [String] = []

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbAll)))
  var all = false

  @Option(
    name: .customLong("tense"),
    help: ArgumentHelp(
      CommandHelp.text(.helpVerbTense), valueName: CommandHelp.text(.valueTense)),
    completion: .tenses, transform: { try TenseArgument.tenses(from: $0) })
  var tenseLists: [[Tense]] = []

  @Flag(inversion: .prefixedNo, help: ArgumentHelp(CommandHelp.text(.helpVerbVos)))
  var vos: Bool? = nil

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbEnglish)))
  var english = false

  @Flag(
    help: ArgumentHelp(
      CommandHelp.text(
        Message.helpVerbExamples(limit: ExampleSentence.limitPerVerb))))
  var examples = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbSpeak)))
  var speak = false

  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpVerbLayout)),
    completion: .list(TableLayout.allCases.map(\.rawValue)))
  var layout: TableLayout = .auto

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbNoPager)))
  var noPager = false

  @Flag(help: ArgumentHelp(CommandHelp.text(.helpVerbInfer)))
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
