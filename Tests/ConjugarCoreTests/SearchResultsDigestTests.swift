import ConjugarCore
import Testing

/// Search and suggestion results, in order, for a fixed set of queries: recorded before search
/// and suggestions got their per-process index (issue 16) so that the index changes nothing.
///
/// A debug build checks the hand-picked queries and those generated from every 205th verb (a
/// fifth of the full set, each scanning the whole list), against digests recorded from code
/// that gave the full set's digests; `CONJUGAR_DIGEST_ALL=1` checks the queries of every 41st
/// verb too (the digests recorded in issue 16). The search digests were recorded again in issue
/// 29, when haber's "there to be" became a whole sense "to be" (`withoutInfinitiveMarker`), and
/// both in issue 40, when the list grew by 414 verbs (new neighbours, new generated queries).
@Suite struct SearchResultsDigestTests {
  typealias Digest = OutputDigestTests.Digest

  static let searches = [
    "to speak", "speak", "to be", "be", "eat", "to eat", "tene", "abunolar", "arguir", "ser",
    "cantar", "to", "run", "make", "ir", "to fry", "fry", "go", "to go out", "put on", "Habl",
    "ÁRBOL", "to (be)", "look, at", "pingüino", "nino", "ñ", "x", "to get up", "up", "ar",
  ]

  static let misspellings = [
    "hablr", "tenr", "comr", "preterit", "vivri", "ablar", "xyz", "sr", "ir", "ser", "oir",
    "haber", "avlar", "qerer", "pensr", "poder", "abuñolarr", "arguír", "ee", "a", "",
    "levantarce", "ACER",
  ]

  /// Queries made from every `step`th known verb: its first four letters and the first word of
  /// its gloss for search; a letter dropped and two letters swapped for suggestions.
  static func generated(every step: Int) -> (searches: [String], misspellings: [String]) {
    var searches: [String] = []
    var misspellings: [String] = []
    for (offset, entry) in Lexicon.bundled.entries.enumerated() where offset % step == 0 {
      let letters = Array(entry.infinitive)
      searches.append(String(letters.prefix(4)))
      if let word = entry.translation?.split(separator: " ").dropFirst().first {
        searches.append(String(word))
      }
      let middle = letters.count / 2
      var dropped = letters
      dropped.remove(at: middle)
      misspellings.append(String(dropped))
      var swapped = letters
      swapped.swapAt(middle - 1, middle)
      misspellings.append(String(swapped))
    }
    return (searches, misspellings)
  }

  static func searchDigest(_ queries: [String]) -> String {
    var digest = Digest()
    for query in queries {
      digest.add(query)
      digest.add(Lexicon.bundled.search(query).map(\.infinitive).joined(separator: ","))
    }
    return digest.hex
  }

  static func suggestionDigest(_ words: [String]) -> String {
    let conjugator = Conjugator()
    var digest = Digest()
    for word in words {
      digest.add(word)
      digest.add(conjugator.suggestions(for: word).joined(separator: ","))
      digest.add(conjugator.suggestions(for: word, limit: 1).joined(separator: ","))
    }
    return digest.hex
  }

  @Test func searchesGiveTheRecordedResults() {
    #expect(Lexicon.bundled.search("to speak").prefix(2).map(\.infinitive) == ["hablar", "fablar"])
    let generated = Self.generated(every: 205)
    #expect(generated.searches.count > 80)
    #expect(Self.searchDigest(Self.searches + generated.searches) == "1e40eae62b67960d")
  }

  @Test func suggestionsGiveTheRecordedResults() {
    #expect(Conjugator().suggestions(for: "hablr").first == "hablar")
    let generated = Self.generated(every: 205)
    #expect(Self.suggestionDigest(Self.misspellings + generated.misspellings) == "07eee7b15701b5ad")
  }

  @Test(.enabled(if: DigestEnvironment.isSet("CONJUGAR_DIGEST_ALL")))
  func everySearchOfTheFullSetGivesTheRecordedResults() {
    let generated = Self.generated(every: 41)
    #expect(generated.searches.count > 400)
    #expect(Self.searchDigest(Self.searches + generated.searches) == "426edca87e2f80a9")
    #expect(Self.suggestionDigest(Self.misspellings + generated.misspellings) == "ae97124683822fa5")
  }
}
