import ConjugarCore
import Testing

/// Ranks by use (Resources/verb-frequency.tsv) and what they order: search, suggestions.
@Suite struct VerbFrequencyTests {
  /// A small list whose ranks the tests choose, so each expectation follows from the rule.
  let lexicon = Lexicon(
    tsv: """
      # a comment line
      ser\tser\tto be
      estar\testar\tto be
      poder\tpoder\tto be able to, can
      comer\tcomer\tto eat, to have lunch
      amenazar\tcruzar\tto threaten
      batir\tvivir\tto beat, to whisk
      crear\thablar\tto create
      beatificar\tbuscar\tto beatify
      corroer\troer\tto corrode, to eat away
      abuñolar\tcontar\tto fry (eggs) so that they puff up
      alimpiar\thablar\t\tarchaic
      """,
    frequency: VerbFrequency(
      tsv: """
        # most used first
        estar\t6.5
        ser\t7.1
        poder\t6.0
        comer\t4.5
        crear\t4.4
        """))

  @Test func ranksFollowTheFileOrder() {
    #expect(lexicon.frequency.rank(of: "estar") == 1)
    #expect(lexicon.frequency.rank(of: "ser") == 2)
    #expect(lexicon.frequency.rank(of: "crear") == 5)
    #expect(lexicon.frequency.rank(of: "alimpiar") == nil)
    #expect(lexicon.frequency.sortKey(of: "alimpiar") > lexicon.frequency.sortKey(of: "crear"))
    #expect(VerbFrequency.none.rank(of: "ser") == nil)
  }

  @Test func anEmptyGlossIsNoGlossAndTagsAreRead() throws {
    let entry = try #require(lexicon.entry(for: "alimpiar"))
    #expect(entry.translation == nil)
    #expect(entry.isArchaic)
    #expect(lexicon.entry(for: "ser")?.isArchaic == false)
  }

  @Test func aWholeSenseComesFirstThenTheMostUsed() {
    #expect(lexicon.search("to be").map(\.infinitive) == ["estar", "ser", "poder"])
    // An infinitive that starts with the text (beatificar) before a sense that does (be able).
    #expect(lexicon.search("be").map(\.infinitive) == ["estar", "ser", "beatificar", "poder"])
  }

  @Test func englishMatchesWholeWordsOnly() {
    // "eat" is inside threaten, beat and create: none of them is found through its gloss.
    #expect(lexicon.search("eat").map(\.infinitive) == ["comer", "corroer", "beatificar"])
    #expect(lexicon.search("eat away").map(\.infinitive) == ["corroer"])
  }

  @Test func theInfinitiveItselfComesBeforeItsGloss() {
    #expect(lexicon.search("Ser").first?.infinitive == "ser")
    #expect(lexicon.search("batir").map(\.infinitive) == ["batir"])
  }

  @Test func parenthesesAndAccentsDoNotHideAMatch() {
    #expect(lexicon.search("fry").map(\.infinitive) == ["abuñolar"])
    #expect(lexicon.search("abunolar").map(\.infinitive) == ["abuñolar"])
    #expect(lexicon.search("  ").isEmpty)
    #expect(lexicon.search("to").isEmpty == false)
  }

  @Test func suggestionsOfEqualDistancePutTheMostUsedFirst() {
    let conjugator = Conjugator(lexicon: lexicon)
    // 'estr' is one letter from both estar and ser-like words; equal distance and beginning:
    // the more used wins.
    #expect(conjugator.suggestions(for: "estr").first == "estar")
    let ranked = Conjugator(
      lexicon: Lexicon(
        tsv: "cazar\tcruzar\tto hunt\ncasar\thablar\tto marry\n",
        frequency: VerbFrequency(tsv: "casar\t4\ncazar\t3\n")))
    #expect(ranked.suggestions(for: "caxar") == ["casar", "cazar"])
    let unranked = Conjugator(
      lexicon: Lexicon(tsv: "cazar\tcruzar\tto hunt\ncasar\thablar\tto marry\n"))
    #expect(unranked.suggestions(for: "caxar") == ["casar", "cazar"])
    let reversed = Conjugator(
      lexicon: Lexicon(
        tsv: "cazar\tcruzar\tto hunt\ncasar\thablar\tto marry\n",
        frequency: VerbFrequency(tsv: "cazar\t4\ncasar\t3\n")))
    #expect(reversed.suggestions(for: "caxar") == ["cazar", "casar"])
  }

  @Test func everyListedVerbIsRankedAndNothingElse() {
    let listed = Set(Lexicon.bundled.entries.map(\.infinitive))
    let ranked = listed.filter { Lexicon.bundled.frequency.rank(of: $0) != nil }
    #expect(ranked == listed, "run scripts/rank-verbs.py after changing Resources/verbs.tsv")
    #expect(Lexicon.bundled.frequency.rank(of: "ser") == 1)
    #expect(Lexicon.bundled.frequency.rank(of: "noexiste") == nil)
  }

  @Test func theBundledRanksPutCommonVerbsFirst() throws {
    let frequency = Lexicon.bundled.frequency
    // Far apart in use, so no plausible re-ranking of the data flips them.
    for (common, rare) in [
      ("tener", "abuñolar"), ("hablar", "amoblar"), ("comer", "corroer"), ("parar", "desollar"),
    ] {
      let commonRank = try #require(frequency.rank(of: common))
      let rareRank = try #require(frequency.rank(of: rare))
      #expect(commonRank < rareRank, "\(common) before \(rare)")
    }
    #expect(
      Lexicon.bundled.search("to be").prefix(2).map(\.infinitive).sorted() == ["estar", "ser"])
  }
}
