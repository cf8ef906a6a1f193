/// Lists as each language says them: "a, b or c"; in Spanish "a, b o c", with the RAE's
/// euphonic forms (u before a word sounding /o/, e before one sounding /i/: «siete u ocho»,
/// «padres e hijos»). No serial comma in either language.
enum Phrasing {
  enum Conjunction { case and, or }

  static func joined(_ items: [String], _ conjunction: Conjunction, in language: Language)
    -> String
  {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " "
      + word(conjunction, before: last, in: language) + " " + last
  }

  /// The conjunction as said before `next` (quotes and the like are looked past).
  static func word(_ conjunction: Conjunction, before next: String, in language: Language)
    -> String
  {
    switch (language, conjunction) {
    case (.english, .and): return "and"
    case (.english, .or): return "or"
    case (.spanish, .and): return startsWithSound(next, ["i", "í", "hi", "hí"]) ? "e" : "y"
    case (.spanish, .or): return startsWithSound(next, ["o", "ó", "ho", "hó"]) ? "u" : "o"
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
