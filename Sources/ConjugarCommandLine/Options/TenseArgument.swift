import ArgumentParser
import ConjugarCore
import ConjugarOutput
import PlainText

/// `--tense` and `info`'s tense: any name of `TenseNames` (key, Spanish name of either tradition,
/// English name), several separated by commas; an unknown name is a usage error with the nearest
/// names, or with where the names are listed.
enum TenseArgument {
  /// The tenses named in `text` ("preterite", "presente,futuro", "imperfecto de subjuntivo" for
  /// both -ra and -se), in the order given, without repeats.
  /// `quotingNames`: name the unknown text even when it is the whole value (an argument; for an
  /// option ArgumentParser quotes the value already).
  static func tenses(from text: String, quotingNames: Bool = false) throws -> [Tense] {
    var tenses: [Tense] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let found = TenseNames.tenses(named: String(name))
      guard !found.isEmpty else {
        throw ValidationError(
          unknownTenseMessage(String(name), quoted: quotingNames || text.contains(",")))
      }
      for tense in found where !tenses.contains(tense) { tenses.append(tense) }
    }
    return tenses
  }

  /// `quoted`: whether to name the text; ArgumentParser already quotes an option's whole value.
  static func unknownTenseMessage(_ text: String, quoted: Bool = true) -> String {
    let name = text.trimmingWhitespace()
    var message =
      name.isEmpty
      ? "empty tense name" : quoted ? "unknown tense '\(name.abbreviated)'" : "not a tense name"
    let near = TenseNames.suggestions(for: name)
    if !near.isEmpty {
      message += " (did you mean " + eitherOf(near.map { "'\($0)'" }) + "?)"
    }
    return message + "; 'conjugar info' lists the tenses"
  }
}
