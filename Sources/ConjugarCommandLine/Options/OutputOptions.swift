import ArgumentParser
import ConjugarCommands

/// Options shared by commands that print conjugations or lists.
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @Option(
    help:
      "Colour irregular letters: auto (a terminal, TERM not dumb, NO_COLOR unset), always, never.")
  var color: ColorMode = .auto
}
