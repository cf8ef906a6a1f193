import ConjugarCore
import Messages
import PlainText

/// A command line whose first word is no command, answered as git answers one: the most
/// similar commands (`verv` → verb); failing that, what to type when the word is a verb
/// (`comir` → verb comer) or a verb's form; failing that, the nearest verbs (`hablr` → did you
/// mean the verb 'hablar'); failing that, the commands. A known verb or form as the first word
/// never gets here: it runs (`BareWord`). The shell and the REPL ask the same questions here.
extension CommandTree {
  /// The message for a command line that starts with no command (or asks help for none), in
  /// `language`; nil when it starts with a command or an option.
  public func unknownCommand(
    in arguments: [String], conjugator: Conjugator, context: CommandRun.Context,
    language: Language = .english
  ) -> String? {
    if arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-"),
      !commandNames.contains(arguments[1])
    {
      let near = similarCommands(to: arguments[1])
      return Message.noHelpFor(arguments[1].abbreviated).followed(
        by: near.isEmpty
          ? .commandsAre(commandNames, afterColon: true) : .commandDidYouMean(near)
      ).text(in: language)
    }
    guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else {
      return nil
    }
    let start = Message.unknownCommand(first.abbreviated)
    let near = similarCommands(to: first)
    // A listed verb alone (ver, dar) is taken for a verb rather than a command's typo.
    let verb = wordHint(first, conjugator: conjugator, context: context)
    if !near.isEmpty, arguments.count > 1 || verb?.isListedVerb != true {
      return start.followed(by: .commandDidYouMean(near)).text(in: language)
    }
    if let verb { return start.followed(by: verb.hint).text(in: language) }
    let verbs = first.count <= 40 ? conjugator.suggestions(for: first.lowercased()) : []
    if !verbs.isEmpty {
      return start.followed(by: .commandDidYouMean(verbs, verb: true)).text(in: language)
    }
    return start.followed(by: .commandsAre(commandNames)).text(in: language)
  }

  /// The commands a mistyped word most likely means (`similar(to:among:)`).
  public func similarCommands(to word: String) -> [String] {
    Self.similar(to: word, among: commandNames)
  }

  /// The names a mistyped word most likely means, as git's "did you mean": the nearest of
  /// those a letter or two away (fewer than half the letters typed, as for options; a swap of
  /// neighbours is one edit; case ignored: `verv`, `VERB` → verb, `quix` → quiz and quit);
  /// failing that, those that start with it (`sett` → settings). The shell's and the REPL's
  /// one rule.
  public static func similar(to word: String, among names: [String]) -> [String] {
    let typed = word.lowercased()
    guard !typed.isEmpty, typed.count <= 40 else { return [] }
    let near = names.compactMap { name -> (distance: Int, name: String)? in
      let distance = EditDistance.between(Array(typed), Array(name), limit: 2)
      return distance <= 2 && distance * 2 < typed.count ? (distance, name) : nil
    }
    if let best = near.map(\.distance).min() {
      return near.filter { $0.distance == best }.map(\.name)
    }
    return typed.count >= 2 ? names.filter { $0.hasPrefix(typed) } : []
  }

  /// What to type for a word that is a verb (corrected when it is a typo) or a verb's form.
  private func wordHint(_ word: String, conjugator: Conjugator, context: CommandRun.Context)
    -> (hint: Message, isListedVerb: Bool)?
  {
    let program = context == .shell ? "conjugar " : ""
    if let conjugation = try? conjugator.conjugate(word) {
      let verb =
        conjugator.typoCorrections(of: conjugation, limit: 1).first
        ?? conjugation.infinitive
      return (.toConjugateIt("\(program)verb \(verb)"), conjugation.isKnown)
    }
    guard word.count <= 40, !conjugator.infinitives(having: word).isEmpty else { return nil }
    return (.toIdentifyIt("\(program)identify \(word.lowercased())"), false)
  }
}
