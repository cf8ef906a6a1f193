import ArgumentParser
import ConjugarCore
import ConjugarOutput

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
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

extension Tense: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// Options shared by commands that print conjugations or lists.
struct OutputOptions: ParsableArguments {
  @Option(help: "Output format.")
  var format: OutputFormat = .text

  @Option(help: "Colour irregular letters: auto (on a terminal, unless NO_COLOR is set), always or never.")
  var color: ColorMode = .auto
}
