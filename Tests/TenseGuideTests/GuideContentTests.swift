import ConjugarCore
import PlainText
import Testing

@testable import TenseGuide

/// The guide's data: complete, and every example form as the conjugator writes it.
@Suite struct GuideContentTests {
  @Test(arguments: Tense.allCases)
  func everyTenseHasACompleteEntry(_ tense: Tense) {
    let entry = Guide.entry(for: tense)
    #expect(entry.tense == tense)
    #expect(entry.spanishName == tense.name)
    for text in [
      entry.englishName, entry.summary.english, entry.whenUsed.english,
      entry.formation.explanation.english,
    ] {
      #expect(!text.trimmingWhitespace().isEmpty)
    }
    #expect(!entry.irregularFamilies.isEmpty)
    #expect(
      entry.irregularFamilies.allSatisfy {
        !$0.name.english.isEmpty && !$0.examples.english.isEmpty
      })
    #expect(entry.examples.count == 2)
    #expect(entry.examples.allSatisfy { !$0.spanish.isEmpty && !$0.english.isEmpty })
    let table = entry.formation.table
    #expect(!table.columns.isEmpty)
    #expect(table.columns.allSatisfy { $0.cells.count == table.labels.count })
  }

  @Test func entriesFollowTheTenseOrder() {
    #expect(Guide.entries.map(\.tense) == Tense.allCases)
  }

  @Test func whenUsedHasTwoToFourSentences() {
    for entry in Guide.entries {
      let sentences = entry.whenUsed.english.split(separator: ". ").count
      #expect((2...4).contains(sentences), "\(entry.tense): \(sentences) sentences")
    }
  }

  static let examples: [Example] = Guide.entries.flatMap(\.examples)

  /// The tense each example illustrates.
  static func tense(of example: Example) -> Tense {
    Guide.entries.first { $0.examples.contains(example) }!.tense
  }

  @Test(arguments: examples)
  func exampleFormIsWhatTheConjugatorGives(_ example: Example) throws {
    let tense = Self.tense(of: example)
    let conjugation = try Conjugator().conjugate(example.verb)
    #expect(conjugation.isKnown, "\(example.verb) is not in the verb list")
    let form = try #require(
      conjugation.form(tense, example.person), "\(example.verb): no \(tense) \(example.person)")
    #expect(
      form.allForms.contains(example.form),
      "\(example.verb) \(tense) \(example.person) is \(form.allForms)")
  }

  @Test(arguments: examples)
  func exampleSentenceContainsItsForm(_ example: Example) {
    #expect(example.spanish.lowercased().contains(example.form.lowercased()), "\(example.spanish)")
    #expect(
      example.formRange != nil, "'\(example.form)' is not a whole word of '\(example.spanish)'")
    #expect(example.spanish.last.map { ".?!".contains($0) } == true)
    #expect(example.english.last.map { ".?!)".contains($0) } == true)
  }

  @Test func examplesUseDifferentVerbsAcrossTenses() {
    let verbs = Self.examples.map(\.verb)
    #expect(
      Set(verbs).count == verbs.count,
      "repeated: \(verbs.filter { v in verbs.filter { $0 == v }.count > 1 })")
  }

  @Test func wordRangeFindsWholeWordsOnly() {
    #expect(Example.wordRange(of: "tienes", in: "¿Tienes tiempo?") == 1..<7)
    #expect(Example.wordRange(of: "no toques", in: "No toques eso.") == 0..<9)
    #expect(Example.wordRange(of: "ve", in: "Nunca ves nada.") == nil)
  }
}

extension Example: CustomTestStringConvertible {
  public var testDescription: String { "\(verb) → \(form)" }
}
