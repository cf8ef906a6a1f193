import ArgumentParser
import ConjugarCore
import ConjugarSettings

/// What the shell offers at TAB for values only conjugar knows, from their single sources: the
/// lexicon, the model catalog, the tense list and `SettingKey`.
///
/// Fixed lists (tenses, setting keys) are written into the generated script, so they cost
/// nothing at TAB. The rest are `.custom`: the shell runs `conjugar ---completion …` on every
/// TAB, so they read the embedded lists only and print nothing but the candidates.
extension CompletionKind {
  /// Known infinitives starting with the typed text, most used first.
  public static var verbs: CompletionKind {
    .custom { _, _, prefix in ShellCompletions.verbs(prefix: prefix) }
  }

  /// `--model`: the models, then any verb (the option takes a verb that follows a model).
  public static var models: CompletionKind {
    .custom { _, _, prefix in ShellCompletions.models(prefix: prefix) }
  }

  /// Moods and tenses by the names people use, grouped by mood (`TenseNames.completionNames`:
  /// `subjuntivo`, `presente-de-subjuntivo`, `present-subjunctive`…); the JSON keys are read
  /// but not offered. Parsing needs no list (`CommandHelp`).
  public static var tenses: CompletionKind {
    .list(CommandHelp.isWritten ? TenseNames.completionNames : [])
  }

  /// Every setting key (the counters too: `settings get` reads them).
  public static var settingKeys: CompletionKind { .list(SettingKey.allCases.map(\.rawValue)) }

  /// `settings set KEY <TAB>`: the values of the key typed before.
  public static var settingValues: CompletionKind {
    .custom { words, index, _ in ShellCompletions.settingValues(words: words, index: index) }
  }

  /// A settings file: any file, it need not end in .json.
  public static var settingsFile: CompletionKind { .file() }
}

/// The candidates behind the custom completion kinds, as plain functions (tested without a
/// shell).
public enum ShellCompletions {
  /// At most this many candidates: a shell lists them all, and more scroll out of sight.
  public static let limit = 200

  /// Infinitives whose start matches `prefix` (case, accents, ü and ñ forgiven, as in
  /// `verbs --search`), most used first, then alphabetically.
  public static func verbs(prefix: String, in lexicon: Lexicon = .bundled) -> [String] {
    let wanted = prefix.folded(.verbSearch)
    let frequency = lexicon.frequency
    let matches = lexicon.entries.lazy.map(\.infinitive).filter {
      $0.folded(.verbSearch).hasPrefix(wanted)
    }
    return Array(
      matches.sorted {
        (frequency.sortKey(of: $0), $0) < (frequency.sortKey(of: $1), $1)
      }.prefix(limit))
  }

  /// Model names starting with `prefix`, then other verbs that do (`--model` takes both).
  public static func models(prefix: String, in lexicon: Lexicon = .bundled) -> [String] {
    let wanted = prefix.folded(.verbSearch)
    let models = VerbCatalog.modelNames.filter { $0.folded(.verbSearch).hasPrefix(wanted) }
      .sorted()
    let others = verbs(prefix: prefix, in: lexicon).filter { !models.contains($0) }
    return Array((models + others).prefix(limit))
  }

  /// The values of the setting named just before the word at `index`, when the command line
  /// reads `… set KEY <word>`; options (`--settings PATH`) are skipped. Values that are
  /// descriptions (a whole number from 0…) are not offered.
  public static func settingValues(words: [String], index: Int) -> [String] {
    var plain: [String] = []
    var skipNext = false
    for word in words.prefix(max(0, min(index, words.count))) {
      if skipNext {
        skipNext = false
      } else if word == "--settings" {
        skipNext = true
      } else if !word.hasPrefix("-") {
        plain.append(word)
      }
    }
    guard plain.count >= 2, plain[plain.count - 2] == "set",
      let key = SettingKey(name: plain[plain.count - 1])
    else { return [] }
    return key.choices.filter { !$0.contains(" ") }
  }
}

/// `conjugar ---completion [<subcommand>…] -- <argument> <argument-index> <cursor-index>
/// [<word>…]`: what the generated completion scripts run at TAB, answered by ArgumentParser.
/// A request the scripts never make is a usage error (one line, status 64), checked before
/// ArgumentParser sees it: a negative cursor index would trap there.
public enum CompletionRequest {
  public static let flag = "---completion"

  /// False for a completion request without `--`, an argument name and two whole numbers from
  /// 0 after it; true for a well-formed one and for any other command line.
  public static func isWellFormed(_ arguments: [String]) -> Bool {
    guard arguments.first == flag else { return true }
    guard let dash = arguments.firstIndex(of: "--") else { return false }
    let info = Array(arguments[(dash + 1)...])
    guard info.count >= 3, let index = Int(info[1]), index >= 0, let cursor = Int(info[2]),
      cursor >= 0
    else { return false }
    return true
  }
}

/// The bash script ArgumentParser writes, with one rule mended: the word under the cursor is
/// completed as a command's name even when it already spells one. ArgumentParser ran the
/// completion of the command it spells instead, so `conjugar ver<TAB>` (completed to `verb`)
/// never offered `verbs`, nor `settings list<TAB>` anything but list's own words. Each
/// `case "${subcommand}"` is asked of the name with a space added while the cursor is still
/// on it, so it falls to the branch that offers every name starting with it.
public enum BashCompletionScript {
  static let dispatch = #"case "${subcommand}" in"#
  static let mended =
    #"case "${subcommand}$([[ "${#unparsed_words[@]}" -eq 0 ]] && printf ' ')" in"#

  /// `text` with the rule mended when it is ArgumentParser's bash script; any other text as
  /// it is.
  public static func mending(_ text: String) -> String {
    guard text.hasPrefix("#!/bin/bash") else { return text }
    return text.replacing(dispatch, with: mended)
  }
}
