import ArgumentParser
import ConjugarCommands
import Messages

/// Options shared by commands that print conjugations or lists.
struct OutputOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(HelpLanguage.text(.helpFormat), valueName: HelpLanguage.text(.valueFormat)))
  var format: OutputFormat = .text

  @Option(help: ArgumentHelp(HelpLanguage.text(.helpColor)))
  var color: ColorMode = .auto
}
