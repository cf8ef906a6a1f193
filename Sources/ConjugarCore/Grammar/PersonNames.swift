/// Every name a person answers to: the JSON keys, the Spanish pronouns and the labels the program
/// prints (él/ella/usted, ellos/ustedes…), and English pronouns. `quiz --person` and recognize
/// answers read person names here.
public enum PersonNames {
  /// The persons a name names, in table order; none for a name that is not a person. Labels
  /// joined by "/" or " or " name the union (él/usted → él; tú or vos → tú and vos). English
  /// "you" is tú and vos; "you all" (or "you plural") vosotros and ustedes; "you formal" usted.
  public static func persons(named text: String) -> [Person] {
    let folded: String = text.folded(.formLookup).lowercased()
    let pieces: [Substring] = folded.split(whereSeparator: { !$0.isLetter && $0 != "'" })
    let words: [String] = pieces.map(String.init).filter { !fillers.contains($0) }
    guard !words.isEmpty else { return [] }
    var found: Set<Person> = []
    var index = 0
    while index < words.count {
      let word = words[index]
      let next = index + 1 < words.count ? words[index + 1] : nil
      if word == "you", let next, let persons = youWith[next] {
        found.formUnion(persons)
        index += 2
        continue
      }
      guard let persons = single[word] else { return [] }
      found.formUnion(persons)
      index += 1
    }
    return Person.allCases.filter(found.contains)
  }

  private static let fillers: Set<String> = ["or", "o", "y", "and"]

  private static let single: [String: Set<Person>] = [
    "yo": [.yo], "i": [.yo],
    "tu": [.tu], "vos": [.vos], "you": [.tu, .vos],
    "el": [.el], "ella": [.el], "usted": [.el], "ud": [.el], "vd": [.el], "he": [.el],
    "she": [.el], "it": [.el],
    "nosotros": [.nosotros], "nosotras": [.nosotros], "we": [.nosotros],
    "vosotros": [.vosotros], "vosotras": [.vosotros], "y'all": [.vosotros, .ellos],
    "ellos": [.ellos], "ellas": [.ellos], "ustedes": [.ellos], "uds": [.ellos], "vds": [.ellos],
    "they": [.ellos],
  ]

  /// "you" followed by a word that says which.
  private static let youWith: [String: Set<Person>] = [
    "all": [.vosotros, .ellos], "plural": [.vosotros, .ellos], "guys": [.vosotros, .ellos],
    "formal": [.el], "singular": [.tu, .vos],
  ]
}
