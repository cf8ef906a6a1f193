import ArgumentParser

/// `--format`: text for people, JSON for programs (Docs/JSON.md).
public enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
  case text, json
}

/// `--color`: whether irregular letters, headings and forms are coloured.
public enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
  case auto, always, never

  /// Colour for `auto` only on a terminal and when NO_COLOR is unset or empty.
  func usesColor(in environment: CommandEnvironment) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      environment.standardOutputIsTerminal && (environment.variables["NO_COLOR"] ?? "").isEmpty
    }
  }
}

/// Options shared by commands that print conjugations or lists.
public struct OutputOptions: ParsableArguments {
  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @Option(
    help:
      "Colour irregular letters: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorMode = .auto

  public init() {}
}
