import ArgumentParser

/// A command line in the plain shapes scripts run most (`verb hablar --format json`,
/// `identify fui`): words, `--format`, `--color` and a few flags, each at most once, read
/// without ArgumentParser. Its parse reflects on the type of every option and looks up each
/// protocol conformance in the binary for the first time: 11 M of the 17 M instructions of a
/// cold `conjugar verb hablar --format json` (callgrind). A line of any other shape (help,
/// `--`, another option, one repeated or without a valid value) makes no `QuickLine`, and
/// ArgumentParser parses it as always, errors included.
struct QuickLine {
  /// The positional words, in order.
  private(set) var words: [String] = []
  /// `--format` and `--color`, their defaults when not given.
  private(set) var output = OutputOptions()
  /// The flags given, of those allowed.
  private(set) var flags: Set<String> = []

  init?(_ arguments: ArraySlice<String>, flags allowed: Set<String>) {
    var format: OutputFormat? = nil
    var color: ColorMode? = nil
    var rest = arguments
    while let argument = rest.popFirst() {
      if argument == "-" || !argument.hasPrefix("-") {
        words.append(argument)
        continue
      }
      if allowed.contains(argument) {
        guard flags.insert(argument).inserted else { return nil }
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = parts[0]
      guard let value = parts.count == 2 ? String(parts[1]) : rest.popFirst(),
        !value.hasPrefix("-")
      else { return nil }
      switch name {
      case "--format":
        guard format == nil, let parsed = OutputFormat(argument: value) else { return nil }
        format = parsed
      case "--color":
        guard color == nil, let parsed = ColorMode(argument: value) else { return nil }
        color = parsed
      default:
        return nil
      }
    }
    output.format = format ?? .text
    output.color = color ?? .auto
  }
}

/// A command a plain command line (`QuickLine`) can make without ArgumentParser.
public protocol QuickCommand: EnvironmentCommand {
  /// The command for the arguments after its name, or nil for ArgumentParser to parse them.
  static func quick(_ arguments: ArraySlice<String>) -> Self?
}
