import ConjugarCore
import Messages
import PlainText

/// What a line typed in the REPL asks for, from its first word. The session understands words
/// as well as commands, in this order (so a command name always means the command):
/// 1. a command (`verb`, `help`…), an option (`--version`) or `repl`: run as typed;
/// 2. a word of the session's own: `quit` and `exit` leave, `clear` clears the screen;
/// 3. a known infinitive or a conjugated form: as `conjugar hablar` in the shell (`BareWord`);
/// 4. anything else is an error naming the nearest command (`verv`: did you mean 'verb'?),
///    else the nearest verbs (`comir`: did you mean the verb 'comer'?), else the commands.
enum SessionLine: Equatable {
  case run([String])
  case leave
  case clear
  /// The error to print (without the session's hint), in the session's language; the session
  /// goes on.
  case unknown(String)

  /// Words the session handles itself rather than the parser (`help` goes to `CommandRun`).
  static let sessionWords = ["clear", "exit", "help", "quit"]
  /// Commands the session refuses with a message of `CommandRun`: it is already the REPL.
  static let refusedCommands = ["repl"]

  /// The meaning of `arguments` (a line split into words, without a leading `conjugar`), given
  /// the tree's command names; nil for an empty line. An error is worded in `language`.
  init?(
    _ arguments: [String], commands: [String], conjugator: Conjugator,
    language: Language = .english
  ) {
    guard let first = arguments.first else { return nil }
    if first.hasPrefix("-") || commands.contains(first) {
      self = .run(arguments)
    } else if first == "quit" || first == "exit" {
      self = .leave
    } else if first == "clear" {
      self = .clear
    } else if let command = BareWord.command(
      for: arguments, commands: commands, conjugator: conjugator)
    {
      self = .run(command)
    } else {
      self = .unknown(
        Self.unknown(first, commands: commands, conjugator: conjugator).text(in: language))
    }
  }

  /// The commands as the session lists them: the tree's but the REPL itself, then its own words.
  static func listed(_ commands: [String]) -> [String] {
    commands.filter { !refusedCommands.contains($0) && $0 != "help" } + ["help", "clear", "quit"]
  }

  private static func unknown(_ word: String, commands: [String], conjugator: Conjugator)
    -> Message
  {
    let start = Message.unknownCommand(word.abbreviated)
    let listed = listed(commands)
    let near = CommandTree.similar(to: word, among: listed + ["exit"])
    if !near.isEmpty { return start.followed(by: .commandDidYouMean(near)) }
    let verbs = conjugator.suggestions(for: word.lowercased())
    if !verbs.isEmpty { return start.followed(by: .commandDidYouMean(verbs, verb: true)) }
    let message = start.followed(by: .commandsAre(listed))
    guard (try? conjugator.conjugate(word)) != nil else { return message }
    return message.followed(by: .toConjugateIt("verb \(word.abbreviated)"))
  }
}
