import ConjugarCore
import ConjugarQuiz
import Testing

/// A quiz, a worksheet or a class never draws a vulgar verb on its own (issue 40): the verb
/// list tags them, and every difficulty's verbs leave them out. Asked for by name, they still
/// conjugate.
@Suite struct ClassroomVerbsTests {
  @Test(arguments: Difficulty.allCases)
  func noDifficultyDrawsAVulgarVerb(_ difficulty: Difficulty) throws {
    let lexicon = Lexicon.bundled
    let drawn = VerbTiers.verbs(for: difficulty, in: lexicon).map(\.verb)
    #expect(!drawn.isEmpty)
    let vulgar = drawn.filter { lexicon.entry(for: $0)?.isVulgar == true }
    #expect(vulgar.isEmpty, "\(difficulty): \(vulgar)")
  }

  /// cagar and joder are among the 1,200 most used verbs: the tag, not their rank, keeps them out.
  @Test func theTagKeepsOutVerbsTheRanksWouldDraw() throws {
    let lexicon = Lexicon.bundled
    for verb in ["cagar", "joder"] {
      let entry = try #require(lexicon.entry(for: verb))
      #expect(entry.isVulgar)
      #expect(!VerbTiers.isDrillable(entry))
      #expect(lexicon.frequency.mostUsedFirst.prefix(1_200).contains(verb), "\(verb)")
      #expect(try Conjugator().conjugate(verb).form(.presenteDeIndicativo, .yo) != nil)
    }
  }
}
