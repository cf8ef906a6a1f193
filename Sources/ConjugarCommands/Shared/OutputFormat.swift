/// `--format`: text for people, JSON for programs (Docs/JSON.md).
public enum OutputFormat: String, CaseIterable, Sendable {
  case text, json
}

/// `--color`: whether irregular letters, headings and forms are coloured.
public enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never

  /// Colour for `auto` only on a terminal that can show it (TERM set and not `dumb`) and when
  /// NO_COLOR is unset or empty.
  func usesColor(in environment: CommandEnvironment) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      environment.standardOutputIsTerminal && Self.terminalShowsColor(environment.variables)
        && (environment.variables["NO_COLOR"] ?? "").isEmpty
    }
  }

  /// False for a missing or empty TERM and for `dumb` (Emacs shells, some CI logs).
  static func terminalShowsColor(_ variables: [String: String]) -> Bool {
    let term = variables["TERM"] ?? ""
    return !term.isEmpty && term != "dumb"
  }
}
