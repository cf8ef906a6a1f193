import ArgumentParser
import ConjugarCommands
import Messages

/// Options shared by commands that print conjugations or lists.
struct OutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(CommandHelp.text(.helpFormat), valueName: CommandHelp.text(.valueFormat)))
  var format: OutputFormat = .text

  @Option(help: ArgumentHelp(CommandHelp.text(.helpColor)))
  var color: ColorMode = .auto
}
