/// Lists as each language says them: "a, b or c"; in Spanish "a, b o c". No serial comma.
///
/// The words are the catalogue's (`listAnd`, `listOr`); which one a language uses before the
/// next word depends on that word's sound, a fact of the word: the catalogue has a variant for
/// a word sounding /i/ or /o/ (`listAndBeforeI`, `listOrBeforeO`), which Spanish writes «e» and
/// «u» (the RAE's euphonic forms: «padres e hijos», «siete u ocho») and English as its plain
/// word.
enum Phrasing {
  enum Conjunction { case and, or }

  static func joined(_ items: [String], _ conjunction: Conjunction, in language: Language)
    -> String
  {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " "
      + word(conjunction, before: last).text(in: language) + " " + last
  }

  /// The conjunction as said before `next` (quotes and the like are looked past).
  static func word(_ conjunction: Conjunction, before next: String) -> Message {
    switch conjunction {
    case .and: startsWithSound(next, ["i", "í", "hi", "hí"]) ? .listAndBeforeI : .listAnd
    case .or: startsWithSound(next, ["o", "ó", "ho", "hó"]) ? .listOrBeforeO : .listOr
    }
  }

  /// Whether the word begins with one of the spellings of a vowel sound; "hie-" and "hia-"
  /// (hielo, hiato) begin with a consonant sound and keep "y".
  private static func startsWithSound(_ text: String, _ spellings: [String]) -> Bool {
    let word = text.drop { !$0.isLetter }.lowercased()
    if word.hasPrefix("hie") || word.hasPrefix("hia") { return false }
    return spellings.contains { word.hasPrefix($0) }
  }
}
