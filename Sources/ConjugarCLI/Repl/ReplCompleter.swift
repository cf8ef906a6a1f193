import ConjugarCore
import ConjugarSettings
import LineEditor

/// Tab completion for the REPL: command names, options, option values, setting keys and
/// values, verb infinitives (prefix match over the known verbs) and tenses after `info`.
public struct ReplCompleter {
  /// Known infinitives, sorted.
  let verbs: [String]

  public init(verbs: [String]) { self.verbs = verbs }

  static let commands = [
    "exit", "help", "identify", "info", "quit", "quiz", "settings", "stats", "verb", "verbs",
  ]

  static let options: [String: [String]] = [
    "verb": ["--color", "--format", "--help", "--no-vos", "--settings", "--tense", "--vos"],
    "verbs": ["--format", "--help", "--irregular", "--model", "--regular", "--search"],
    "identify": ["--color", "--format", "--help"],
    "quiz": [
      "--answers", "--count", "--difficulty", "--format", "--help", "--mode", "--review", "--seed",
      "--settings",
      "--worksheet",
    ],
    "settings": ["--format", "--help", "--settings"],
    "info": ["--all", "--color", "--format", "--help"],
    "stats": ["--format", "--help", "--settings"],
  ]

  static let values: [String: [String]] = [
    "--tense": Tense.allCases.map(\.rawValue),
    "--format": ["json", "text"],
    "--color": ["always", "auto", "never"],
    "--difficulty": Difficulty.allCases.map(\.rawValue),
    "--mode": QuizMode.allCases.map(\.rawValue),
    "--model": VerbCatalog.modelNames.sorted(),
  ]

  /// Completes the last word of `text` (everything before the cursor).
  public func complete(_ text: String) -> Completion {
    var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let word = text.hasSuffix(" ") || text.isEmpty ? "" : words.removeLast()
    return Completion(
      word: word,
      candidates: candidates(after: words, for: word).filter { $0.hasPrefix(word) }.sorted())
  }

  private func candidates(after words: [String], for word: String) -> [String] {
    guard let command = words.first else { return Self.commands }
    if let previous = words.last, words.count > 1, let values = Self.values[previous] {
      return values
    }
    if word.hasPrefix("-") { return Self.options[command] ?? [] }
    switch command {
    case "help":
      return words.count == 1
        ? ["identify", "info", "quiz", "settings", "stats", "verb", "verbs"] : []
    case "info":
      return words.count == 1 ? Tense.allCases.map(\.rawValue) : []
    case "verb":
      return word.count >= 1 ? verbs.filter { $0.hasPrefix(word) } : []
    case "settings":
      let arguments = words.dropFirst().filter { !$0.hasPrefix("-") }
      switch arguments.count {
      case 0: return ["get", "list", "reset", "set"]
      case 1 where ["get", "set", "reset"].contains(arguments[arguments.startIndex]):
        return SettingKey.allCases.map(\.rawValue)
      case 2 where arguments[arguments.startIndex] == "set":
        guard let key = SettingKey(name: arguments[arguments.startIndex + 1]) else { return [] }
        return key.choices.filter { !$0.contains(" ") }
      default: return []
      }
    default:
      return []
    }
  }
}
