import ConjugarCore
import Messages
import Testing

@testable import TenseGuide

/// The guide in the test-only pseudo-language, where every message of the catalogue comes out
/// between ⟦ and ⟧: each word of an entry left outside the marks is the entry's grammar (its
/// persons, endings, verb forms and Spanish sentences), never prose that escaped the catalogue.
@Suite struct PseudoGuideTests {
  static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter }.map(String.init)
  }

  /// `text` with the marked parts taken out (marks nest: a message inside a message).
  static func unmarked(_ text: String) -> String {
    var depth = 0
    var rest = ""
    for character in text {
      if character == "⟦" {
        depth += 1
      } else if character == "⟧" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        rest.append(character)
      }
    }
    return rest
  }

  @Test(arguments: Tense.allCases)
  func everyWordOfAnEntryIsAMessageOrGrammar(_ tense: Tense) {
    let entry = Guide.entry(for: tense)
    let rendered = TerminalGuide(language: .pseudo).render(entry)
    let grammar = Set(entry.grammar.flatMap(Self.words))
    let escaped = Self.words(Self.unmarked(rendered)).filter { !grammar.contains($0) }
    #expect(escaped.isEmpty, "\(tense): \(escaped) outside the catalogue")
  }

  @Test func theOverviewIsAllMessages() {
    let escaped = Self.words(Self.unmarked(TerminalGuide(language: .pseudo).overview()))
    #expect(escaped.isEmpty, "\(escaped) outside the catalogue")
  }
}
