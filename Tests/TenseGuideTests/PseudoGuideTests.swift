import ConjugarCore
import Messages
import Testing

@testable import TenseGuide

/// The guide in the test-only pseudo-language, where every message of the catalogue comes out
/// between ⟦ and ⟧: each word of an entry left outside the marks is the entry's grammar (its
/// persons, endings, verb forms and Spanish sentences), never prose that escaped the catalogue.
@Suite struct PseudoGuideTests {

  @Test(arguments: Tense.allCases)
  func everyWordOfAnEntryIsAMessageOrGrammar(_ tense: Tense) {
    let entry = Guide.entry(for: tense)
    let rendered = TerminalGuide(language: .pseudo).render(entry)
    let grammar = Set(entry.grammar.flatMap(PseudoLanguage.words))
    let escaped = PseudoLanguage.words(PseudoLanguage.unmarked(rendered)).filter {
      !grammar.contains($0)
    }
    #expect(escaped.isEmpty, "\(tense): \(escaped) outside the catalogue")
  }

  @Test func theOverviewIsAllMessages() {
    let escaped = PseudoLanguage.words(
      PseudoLanguage.unmarked(TerminalGuide(language: .pseudo).overview()))
    #expect(escaped.isEmpty, "\(escaped) outside the catalogue")
  }
}
