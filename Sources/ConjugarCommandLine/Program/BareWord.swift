import ConjugarCore

/// A command line that starts with a Spanish word rather than a command: what the shell
/// (`conjugar hablar`) and the REPL (`hablar`) both run for it, by one rule.
/// 1. A command name or an option always means itself (`verb`, `verbs`, `due`, `--version`).
/// 2. A known infinitive (`hablar`, `Hablar`, `lavarse`, `oir`): its table, as `verb hablar`.
/// 3. A conjugated form (`tuve`, `hablé`, `dímelo`): identified, as `identify tuve`.
/// The words after the first go with it (`hablar --format json`, `hablar tener`, `tuve dije`).
/// Anything else is no command (`CommandTree.unknownCommand`).
enum BareWord {
  /// The command line `arguments` stand for, a command's name put first; nil when they start
  /// with a command or an option, or with a word that is neither a known verb nor a form.
  static func command(
    for arguments: [String], commands: [String], conjugator: Conjugator
  ) -> [String]? {
    guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
      first.count <= 40
    else { return nil }
    if (try? conjugator.conjugate(first))?.isKnown == true { return ["verb"] + arguments }
    if isForm(first, conjugator: conjugator) { return ["identify"] + arguments }
    return nil
  }

  private static func isForm(_ word: String, conjugator: Conjugator) -> Bool {
    let identification = try? FormAnalyzer(conjugator: conjugator).identify(word)
    return identification.map { !$0.isEmpty } ?? false
  }
}
