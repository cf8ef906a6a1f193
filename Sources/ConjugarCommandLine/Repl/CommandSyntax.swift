import SimpleJSON

/// A command's syntax as swift-argument-parser declares it: its subcommands, its options and
/// flags with their names and values, its positional arguments.
///
/// ArgumentParser has no public API that lists a command's arguments; it publishes them as the
/// JSON it prints for `--experimental-dump-help` (the `ToolInfoV0` format of its
/// ArgumentParserToolInfo module, which the package does not vend as a product). This type reads
/// the few fields completion needs from that JSON, so the REPL completes exactly what the
/// parser accepts.
public struct CommandSyntax: Sendable, Equatable {
  /// One declared argument: an option (takes a value), a flag, or a positional argument.
  public struct Argument: Sendable, Equatable {
    public enum Kind: String, Sendable { case option, flag, positional }

    public let kind: Kind
    /// The long names as typed (`--tense`, `--no-vos`); empty for a positional argument.
    public let longNames: [String]
    /// The name of the value in help (`tense`, `path`, `N`): the property's name unless renamed.
    public let valueName: String
    /// The values the argument declares: a `CaseIterable` type's `allValueStrings`, or its
    /// completion list; empty for free text.
    public let values: [String]
    /// Whether the argument takes several values (`verb hablar tener`).
    public let isRepeating: Bool
    /// Whether the command runs without it.
    public let isOptional: Bool
    /// One-letter names as typed (`-h`).
    public let shortNames: [String]
    /// Its help text.
    public let abstract: String
    /// The default value as help shows it, if any.
    public let defaultValue: String?
  }

  public let name: String
  /// The one-line help and the paragraphs after it (empty when there are none).
  public let abstract: String
  public let discussion: String
  public let arguments: [Argument]
  public let subcommands: [CommandSyntax]
  /// The subcommand that runs when none is named (`settings` → `list`).
  public let defaultSubcommand: String?

  /// A command known only by its name and subcommands' names: what completion falls back to if
  /// ArgumentParser's description cannot be read (it offers command names, no options).
  public init(name: String, subcommandNames: [String]) {
    self.name = name
    abstract = ""
    discussion = ""
    arguments = []
    subcommands = subcommandNames.map { CommandSyntax(name: $0, subcommandNames: []) }
    defaultSubcommand = nil
  }

  /// Reads the JSON of `--experimental-dump-help`; nil when it is not in that format.
  public init?(dumpHelp text: String) {
    guard let command = JSONValue(parsing: text)?["command"] else { return nil }
    self.init(command)
  }

  init?(_ command: JSONValue) {
    guard let name = command["commandName"]?.string else { return nil }
    self.name = name
    abstract = command["abstract"]?.string ?? ""
    discussion = command["discussion"]?.string ?? ""
    arguments = (command["arguments"]?.items ?? []).compactMap(Argument.init)
    subcommands = (command["subcommands"]?.items ?? []).compactMap(CommandSyntax.init)
    defaultSubcommand = command["defaultSubcommand"]?.string
  }

  public func subcommand(named name: String) -> CommandSyntax? {
    subcommands.first { $0.name == name }
  }

  /// The argument with this long name (`--tense`), if the command declares it.
  public func argument(named name: String) -> Argument? {
    arguments.first { $0.longNames.contains(name) }
  }

  public var positionals: [Argument] { arguments.filter { $0.kind == .positional } }
}

extension CommandSyntax.Argument {
  init?(_ argument: JSONValue) {
    guard let kind = argument["kind"]?.string.flatMap(Kind.init(rawValue:)),
      argument["shouldDisplay"] != .bool(false)
    else { return nil }
    self.kind = kind
    longNames = (argument["names"]?.items ?? []).compactMap { name in
      name["kind"] == .string("long") ? name["name"]?.string.map { "--" + $0 } : nil
    }
    valueName = argument["valueName"]?.string ?? ""
    let listed = (argument["allValues"]?.items ?? []).compactMap(\.string)
    let completion = argument["completionKind"]?["list"]?["values"]?.items ?? []
    values = listed.isEmpty ? completion.compactMap(\.string) : listed
    isRepeating = argument["isRepeating"] == .bool(true)
    isOptional = argument["isOptional"] == .bool(true)
    shortNames = (argument["names"]?.items ?? []).compactMap { name in
      name["kind"] == .string("short") ? name["name"]?.string.map { "-" + $0 } : nil
    }
    abstract = argument["abstract"]?.string ?? ""
    defaultValue = argument["defaultValue"]?.string
  }
}

extension JSONValue {
  fileprivate subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { members[key] } else { nil }
  }

  fileprivate var items: [JSONValue]? {
    if case .array(let items) = self { items } else { nil }
  }

  fileprivate var string: String? {
    if case .string(let text) = self { text } else { nil }
  }
}
