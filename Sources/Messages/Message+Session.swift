/// The typed messages of a line that names no command (`SessionMessages`).
extension Message {

  /// "unknown command 'verbo'", to be followed by one of the clauses below.
  public static func unknownCommand(_ word: String) -> Message {
    Message.unknownCommand(word: word)
  }

  public static func noHelpFor(_ word: String) -> Message {
    Message.noHelpFor(word: word)
  }

  /// "; did you mean 'verb' or 'verbs'?" (the verb: "; did you mean the verb 'comer'?").
  public static func commandDidYouMean(_ names: [String], verb: Bool = false) -> Message {
    Message(verb ? .commandDidYouMeanVerb : .commandDidYouMean, ["choices": .quotedChoices(names)])
  }

  /// "; commands are verb, verbs, …" (after a colon: ": commands are …").
  public static func commandsAre(_ names: [String], afterColon: Bool = false) -> Message {
    Message(
      afterColon ? .commandsAreAfterColon : .commandsAre,
      ["commands": .text(names.joined(separator: ", "))])
  }

  /// "; to conjugate it: verb hablar"; `command` as typed.
  public static func toConjugateIt(_ command: String) -> Message {
    Message.toConjugateIt(command: command)
  }

  /// "; to identify it: identify tuve".
  public static func toIdentifyIt(_ command: String) -> Message {
    Message.toIdentifyIt(command: command)
  }
}
