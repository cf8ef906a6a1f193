import ConjugarCore
import LineInput

/// Where `conjugar verb` takes its words from, handed out a wave at a time.
enum VerbSource {
  case arguments([String])
  /// `--all`: every verb of the list, in the order `conjugar verbs` lists them.
  case everyKnownVerb
  /// `-`: one word a line, as in a `--verbs-file`: blank lines and `#` comments are skipped,
  /// unreadable lines are errors.
  case standardInput

  /// Whether words are typed at a terminal: each is then printed as soon as it is read.
  func isInteractive(in environment: CommandEnvironment) -> Bool {
    if case .standardInput = self { return environment.standardInputIsTerminal }
    return false
  }

  /// The reader of standard input for `-`, nil for the other sources: the command asks it,
  /// once the words have run out, whether input ended or failed.
  func reader(in environment: CommandEnvironment) -> (any LineReader)? {
    if case .standardInput = self { return environment.makeLineReader(environment) }
    return nil
  }

  /// The next wave of words, nil once there are no more; `reader` reads standard input.
  func waves(in environment: CommandEnvironment, conjugator: Conjugator, reader: (any LineReader)?)
    -> () -> [VerbInput]?
  {
    switch self {
    case .arguments(let words): return Self.waves(of: words)
    case .everyKnownVerb: return Self.waves(of: conjugator.lexicon.entries.map(\.infinitive))
    case .standardInput:
      guard let reader else { return { nil } }
      var lineNumber = 0
      var ended = false
      let size = isInteractive(in: environment) ? 1 : OrderedParallelMap.waveSize
      return {
        var wave: [VerbInput] = []
        while !ended && wave.count < size {
          lineNumber += 1
          switch reader.readLine(prompt: "") {
          case .line(let text):
            let word = VerbList.word(inLine: text)
            if !word.isEmpty { wave.append(.word(word)) }
          case .invalid(let reason):
            wave.append(.unreadable(.standardInputLine(lineNumber, reason: reason)))
          case .end, .interrupted: ended = true
          }
        }
        return wave.isEmpty ? nil : wave
      }
    }
  }

  private static func waves(of words: [String]) -> () -> [VerbInput]? {
    var start = 0
    return {
      guard start < words.count else { return nil }
      let end = min(start + OrderedParallelMap.waveSize, words.count)
      defer { start = end }
      return words[start..<end].map(VerbInput.word)
    }
  }
}
