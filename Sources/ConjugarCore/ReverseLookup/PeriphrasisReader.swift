/// Reading periphrases (`Periphrasis`): the last word is the gerund or infinitive, the word
/// before it the link (a, de, que) when the construction has one, and what comes before is
/// the auxiliary with its subject, "no" and pronouns. Each part is read by the analyzer
/// itself, so a periphrasis is only ever made of forms the conjugator produces.
extension FormAnalyzer {
  /// Every periphrasis reading of the words, exact spellings first; empty when the words are
  /// not a periphrasis.
  func periphrases(of words: [String]) -> [PeriphrasisReading] {
    guard words.count >= 2 else { return [] }
    var found: [PeriphrasisReading] = []
    let text = words.joined(separator: " ")
    for periphrasis in Periphrasis.allCases {
      let linkCount = periphrasis.link == nil ? 0 : 1
      guard words.count >= 2 + linkCount else { continue }
      if let link = periphrasis.link, words[words.count - 2] != link { continue }
      let before = Array(words.dropLast(1 + linkCount))
      guard let auxiliary = Self.auxiliaryWords(before) else { continue }
      let auxiliaries = auxiliaryReadings(of: auxiliary.words, for: periphrasis)
      guard !auxiliaries.isEmpty else { continue }
      let mainWord = words[words.count - 1]
      for (main, mainSpelling) in mainReadings(
        of: mainWord, climbing: auxiliary.climbing, for: periphrasis)
      {
        // The main verb's subject is the auxiliary's: llover has no yo (iba a llover: él).
        let persons = conjugation(of: main.infinitive, attachingPronouns: true).map { conjugation in
          Set(
            Person.allCases.filter {
              conjugation.form(.presenteDeIndicativo, $0).map { !$0.isUnusual } ?? false
            })
        }
        for reading in auxiliaries
        where reading.person.map { persons?.contains($0) ?? true } ?? true {
          // As typed: subject and "no", the pronouns, the auxiliary, the link, the main verb.
          let auxiliarySpelling = reading.spelling.split(separator: " ").map(String.init)
          let spelling =
            auxiliarySpelling.prefix(auxiliary.keptCount) + auxiliary.climbing
            + auxiliarySpelling.dropFirst(auxiliary.keptCount)
            + (periphrasis.link.map { [$0] } ?? [])
            + [mainSpelling]
          found.append(
            PeriphrasisReading(
              periphrasis: periphrasis, auxiliary: reading, main: main,
              spelling: spelling.joined(separator: " ")))
        }
      }
    }
    let exact = found.filter { $0.spelling == text }
    return exact.isEmpty ? found : exact
  }

  /// The auxiliary's words without the pronouns before it (me estoy lavando: estoy, [me]),
  /// keeping a subject and "no" (yo no lo estoy: yo no estoy, [lo], 2 kept); nil when no verb
  /// is left.
  static func auxiliaryWords(_ words: [String]) -> (
    words: [String], climbing: [String], keptCount: Int
  )? {
    var kept: [String] = []
    var rest = words[...]
    if rest.count > 1, let first = rest.first, subjects[first] != nil {
      kept.append(first)
      rest = rest.dropFirst()
    }
    if rest.count > 1, rest.first == "no" {
      kept.append("no")
      rest = rest.dropFirst()
    }
    var climbing: [String] = []
    while rest.count > 1, let first = rest.first, pronouns.contains(first) {
      climbing.append(first)
      rest = rest.dropFirst()
    }
    guard !rest.isEmpty, rest.count <= 2 else { return nil }
    return (kept + rest, climbing, kept.count)
  }

  /// Finite readings of the auxiliary verb, exact or with other accents (esta → está).
  /// Imperatives only in "vamos a" (let's).
  private func auxiliaryReadings(of words: [String], for periphrasis: Periphrasis)
    -> [FormAnalysis]
  {
    Self.readings(identify(words: words)).filter { reading in
      guard reading.infinitive == periphrasis.auxiliary, reading.objectPronouns.isEmpty,
        let tense = reading.tense
      else { return false }
      if tense == .imperativoPositivo || tense == .imperativoNegativo {
        return periphrasis == .goingTo && reading.person == .nosotros
          && tense == .imperativoPositivo
      }
      return true
    }
  }

  /// Gerund or infinitive readings of the main word, each with the main word's spelling, and
  /// with the pronouns typed before the auxiliary attached to it (me estoy lavando reads as
  /// lavándome: lavarse).
  private func mainReadings(
    of word: String, climbing: [String], for periphrasis: Periphrasis
  ) -> [(FormAnalysis, String)] {
    let kind: FormAnalysis.Kind = periphrasis.takesGerund ? .gerund : .infinitive
    let bare = Self.readings(identify(words: [word])).filter { $0.kind == kind }
    guard !climbing.isEmpty else { return bare.map { ($0, $0.spelling) } }
    // The bare word as the conjugator spells it, then the pronouns attached to it.
    var found: [(FormAnalysis, String)] = []
    for spelling in bare.filter({ $0.objectPronouns.isEmpty }).map(\.spelling).uniqued() {
      let host = Self.attaching(climbing, to: spelling, person: nil)
      for reading in Self.readings(identify(words: [host])) where reading.kind == kind {
        found.append((reading, spelling))
      }
    }
    return found
  }

  /// The exact readings, else those with other accents.
  private static func readings(_ identification: FormIdentification) -> [FormAnalysis] {
    identification.analyses.isEmpty ? identification.accentVariants : identification.analyses
  }
}
