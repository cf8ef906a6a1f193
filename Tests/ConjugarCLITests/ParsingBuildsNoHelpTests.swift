import ArgumentParser
import ConjugarTestSupport
import Messages
import Testing

@testable import ConjugarCommandLine

/// A successful parse builds no help text (issue 38: another command's discussion, built
/// through the catalogue while `verb` was parsed, was a third of a cold start); help and errors,
/// rendered after parsing, still have all of it.
@Suite(.serialized) struct ParsingBuildsNoHelpTests {
  let test: TestEnvironment
  init() throws { test = try TestEnvironment(now: "2026-03-01T10:00:00Z") }

  /// Every command's abstract and discussion, subcommands' too.
  private static func configurationTexts(_ command: any ParsableCommand.Type = Conjugar.self)
    -> [String]
  {
    let configuration = command.configuration
    return [configuration.abstract, configuration.discussion]
      + configuration.subcommands.flatMap { configurationTexts($0) }
  }

  @Test func noCommandsHelpIsWrittenWithoutText() {
    let parsing = CommandHelp.withoutText { Self.configurationTexts() }
    #expect(parsing.allSatisfy { $0.isEmpty })
    #expect(InfoCommand.configuration.discussion.contains(TenseArgument.namesByMood))
    let optionHelp = String(HelpLanguage.text(.helpVerbAll).prefix(20))
    #expect(!CommandHelp.withoutText { VerbCommand.helpMessage() }.contains(optionHelp))
    #expect(VerbCommand.helpMessage().contains(optionHelp))
  }

  @Test func theTenseCompletionListIsMadeOnlyForAScript() {
    let parsing = CommandHelp.withoutText { CompletionKind.tenses }
    #expect(String(describing: parsing) == String(describing: CompletionKind.list([])))
    #expect("\(CompletionKind.tenses)".contains("subjuntivo"))
  }

  @Test func aLineThatParsesBuildsNoHelpText() {
    WitnessCommand.helpBuilt.set(0)
    let status = CommandRun.run(
      ["witness", "--name", "x"], in: test.environment(), context: .shell,
      tree: CommandTree(root: WitnessRoot.self))
    #expect(status == .success)
    #expect(WitnessCommand.helpBuilt.get() == 0)
  }

  @Test func helpAfterParsingHasItsText() {
    let status = CommandRun.run(
      ["witness", "--help"], in: test.environment(), context: .shell,
      tree: CommandTree(root: WitnessRoot.self))
    #expect(status == .success)
    #expect(test.output.contains("The witness's abstract."), "\(test.output)")
    #expect(test.output.contains("The name's help."), "\(test.output)")
  }
}

/// A root whose one command counts the help texts it builds.
private struct WitnessRoot: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(commandName: "witness-root", subcommands: [WitnessCommand.self])
  }
}

private struct WitnessCommand: ParsableCommand {
  static let helpBuilt = Locked(0)

  static func counted(_ text: String) -> String {
    if CommandHelp.isWritten { helpBuilt.update { $0 += 1 } }
    return text
  }

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "witness", abstract: counted("The witness's abstract."))
  }

  @Option(help: ArgumentHelp(counted("The name's help.")))
  var name: String

  func run() {}
}
