import ConjugarCore
import Testing

/// `ConjugationMemo`: an analyzer that keeps conjugations answers exactly as one that does not.
@Suite struct ConjugationMemoTests {
  /// Forms of ordinary, irregular and pronominal verbs, with pronouns, haber and periphrases;
  /// several share a verb, so later ones are read from the memo.
  static let inputs = [
    "hablo", "habló", "hablamos", "hablase", "levanto", "me levanto", "se levantó", "levántate",
    "levantándose", "fui", "fue", "iba", "vámonos", "sentaos", "dímelo", "decírselo",
    "he cerrado", "había ya comido", "cerrada", "voy a comer", "me voy a duchar",
    "estoy comiendo", "tenés", "sentate", "hablás", "cante", "no cantes", "di", "ve", "crie",
  ]

  @Test func theSameReadingsWithAMemo() throws {
    let plain = FormAnalyzer()
    let remembering = plain.remembering()
    // Twice through, so that the second pass reads every verb from the memo.
    for _ in 0..<2 {
      for input in Self.inputs {
        let expected = try plain.identify(input)
        let found = try remembering.identify(input)
        #expect(found.analyses == expected.analyses, "\(input)")
        #expect(found.accentVariants == expected.accentVariants, "\(input)")
        #expect(found.periphrases == expected.periphrases, "\(input)")
      }
    }
    #expect(remembering.memo?.count ?? 0 > 0)
    #expect(plain.memo == nil)
  }

  /// The non-pronominal and the pronominal tables of one verb are kept apart (levanto is
  /// levantar; me levanto is levantarse, whose table forms carry the pronoun).
  @Test func pronominalTablesKeptApart() throws {
    let analyzer = FormAnalyzer().remembering()
    let pronominal = try analyzer.identify("me levanto").analyses
    let bare = try analyzer.identify("levanto").analyses
    #expect(pronominal.contains { $0.infinitive == "levantarse" && $0.tableForm == "me levanto" })
    #expect(bare.contains { $0.infinitive == "levantar" && $0.tableForm == "levanto" })
  }
}
