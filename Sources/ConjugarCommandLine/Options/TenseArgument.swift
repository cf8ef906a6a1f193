import ArgumentParser
import ConjugarCore
import ConjugarOutput
import Messages
import PlainText

/// `--tense` and `info`'s tense: any name of `TenseNames` (key, Spanish name of either tradition,
/// English name) or a mood's name (every tense of the mood), several separated by commas; an unknown name is a usage error with the nearest
/// names, or with where the names are listed.
enum TenseArgument {
  /// The tenses named in `text` ("preterite", "presente,futuro", "imperfecto de subjuntivo" for
  /// both -ra and -se, "subjuntivo" for the mood's eight), in the order given, without repeats.
  /// `quotingNames`: name the unknown text even when it is the whole value (an argument; for an
  /// option ArgumentParser quotes the value already).
  static func tenses(from text: String, quotingNames: Bool = false) throws -> [Tense] {
    var tenses: [Tense] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      let found = TenseNames.selection(named: String(name))
      guard !found.isEmpty else {
        throw ValidationError(
          unknownTenseMessage(String(name), quoted: quotingNames || text.contains(",")))
      }
      for tense in found where !tenses.contains(tense) { tenses.append(tense) }
    }
    return tenses
  }

  /// The tenses by mood, one line each, as `info`'s help lists them (a name without -ra/-se
  /// stands for both).
  static var namesByMood: String {
    Mood.allCases.map { mood in
      let names = mood.tenses.filter { tense in
        tense.subjunctiveTwin.map { $0.index > tense.index } ?? true
      }.map { $0.name.prefix { $0 != "(" }.trimmingWhitespace().lowercased() }
      return "\(mood.name) (\(mood.englishName)): " + names.joined(separator: ", ")
    }.joined(separator: "\n")
  }

  /// `quoted`: whether to name the text; ArgumentParser already quotes an option's whole value.
  static func unknownTenseMessage(_ text: String, quoted: Bool = true) -> String {
    let name = text.trimmingWhitespace()
    var message =
      name.isEmpty
      ? Message(.tenseEmpty)
      : quoted
        ? Message.tenseUnknown(name: name.abbreviated) : Message(.tenseNotAName)
    let near = TenseNames.suggestions(for: name)
    if !near.isEmpty {
      message = message.followed(by: Message.tenseDidYouMean(choices: near))
    }
    // Parsing runs where the help language is bound: the message is in the run's language.
    return HelpLanguage.text(message.followed(by: Message(.tensesListed)))
  }
}
