import ConjugarCore
import ConjugarSettings
import LineEditor

/// Tab completion for the REPL, from the command tree itself: command and subcommand names,
/// each command's long options, and the values an option or argument declares. Arguments the
/// parser takes as free text are completed from their single sources: verbs from the lexicon
/// (prefix match), models from the catalog, tenses, setting keys and their values.
///
/// The first word completes to a command (or a word of the session's own); when no command
/// begins with the letters typed, to a verb (`habl` → `hablar`), as a bare infinitive shows
/// its table. After a bare infinitive, words complete as after `verb` and the infinitive.
public struct ReplCompleter {
  /// The root command's syntax, as ArgumentParser declares it.
  let syntax: CommandSyntax
  /// Known infinitives, sorted.
  let verbs: [String]

  public init(syntax: CommandSyntax, verbs: [String]) {
    self.syntax = syntax
    self.verbs = verbs
  }

  /// The commands a session line may start with (`help` is the session's own).
  var commands: [String] {
    syntax.subcommands.map(\.name).filter {
      !SessionLine.sessionWords.contains($0) && !SessionLine.refusedCommands.contains($0)
    }
  }

  /// Completes the last word of `text` (everything before the cursor).
  public func complete(_ text: String) -> Completion {
    var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let word = text.hasSuffix(" ") || text.isEmpty ? "" : words.removeLast()
    // A command copied from a shell runs as typed (`Repl.execute`): `conjugar ver` completes
    // as `ver`, to verb and verbs, not as the verb conjugar's arguments.
    if words.first == "conjugar" { words.removeFirst() }
    let candidates = Set(candidates(after: words, for: word).filter { $0.hasPrefix(word) })
    return Completion(word: word, candidates: candidates.sorted())
  }

  private func candidates(after words: [String], for word: String) -> [String] {
    guard var first = words.first else {
      let named = commands + SessionLine.sessionWords
      let matching = named.filter { $0.hasPrefix(word) }
      return matching.isEmpty && !word.isEmpty ? verbs : matching
    }
    if first == "help" { return words.count == 1 ? commands : [] }
    var positionals: [String] = []
    if !commands.contains(first), isVerb(first) {
      positionals = [first]
      first = "verb"
    }
    guard commands.contains(first), var command = syntax.subcommand(named: first) else {
      return []
    }
    var option: CommandSyntax.Argument? = nil
    for typed in words.dropFirst() {
      if option != nil {
        option = nil
      } else if typed.hasPrefix("-") {
        option = options(of: command).first { $0.kind == .option && $0.longNames.contains(typed) }
      } else if positionals.isEmpty, let subcommand = command.subcommand(named: typed) {
        command = subcommand
      } else {
        positionals.append(typed)
      }
    }
    if let option { return values(for: option, word: word, after: positionals) }
    if word.hasPrefix("-") { return options(of: command).flatMap(\.longNames) }
    if positionals.isEmpty, !command.subcommands.isEmpty { return command.subcommands.map(\.name) }
    let declared = command.positionals
    let index = positionals.count
    guard let argument = index < declared.count ? declared[index] : declared.last,
      index < declared.count || argument.isRepeating
    else { return [] }
    return values(for: argument, word: word, after: positionals)
  }

  /// Whether `word` is one of the (sorted) verbs: a binary search.
  private func isVerb(_ word: String) -> Bool {
    var low = 0
    var high = verbs.count
    while low < high {
      let middle = (low + high) / 2
      if verbs[middle] < word { low = middle + 1 } else { high = middle }
    }
    return low < verbs.count && verbs[low] == word
  }

  /// A command's options and flags, with those of the subcommand it runs when none is named.
  private func options(of command: CommandSyntax) -> [CommandSyntax.Argument] {
    let implied = command.defaultSubcommand.flatMap(command.subcommand(named:))
    // --version belongs to the program, not to a command typed at the prompt.
    return (command.arguments + (implied?.arguments ?? [])).filter {
      $0.kind != .positional && $0.longNames != ["--version"]
    }
  }

  /// The values an argument declares, else those of its single source (by the value's name).
  private func values(
    for argument: CommandSyntax.Argument, word: String, after positionals: [String]
  ) -> [String] {
    guard argument.values.isEmpty else { return argument.values }
    switch argument.valueName {
    case "infinitives": return word.isEmpty ? [] : verbs
    case "model": return VerbCatalog.modelNames
    case "tense": return Tense.allCases.map(\.rawValue)
    case "key": return SettingKey.allCases.map(\.rawValue)
    case "value":
      guard let key = positionals.first.flatMap(SettingKey.init(name:)) else { return [] }
      return key.choices.filter { !$0.contains(" ") }
    default: return []
    }
  }
}
