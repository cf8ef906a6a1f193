import ConjugarCore
import Testing

/// The folding rule of `Folding`, letter by letter and preset by preset.
@Suite struct FoldingTests {
  static let presets: [(name: String, folding: Folding)] = [
    ("answerChecking", .answerChecking), ("formLookup", .formLookup),
    ("infinitiveSpelling", .infinitiveSpelling), ("tenseNames", .tenseNames),
    ("verbSearch", .verbSearch),
  ]

  @Test(arguments: [("á", "a"), ("é", "e"), ("í", "i"), ("ó", "o"), ("ú", "u")])
  func everyPresetForgivesTheAcuteAccent(_ accented: String, _ plain: String) {
    for preset in Self.presets {
      #expect(accented.folded(preset.folding) == plain, "\(preset.name)")
    }
    #expect(accented.folded([.diaeresis, .tilde, .case]) == accented)
    #expect(accented.folded([]) == accented)
  }

  /// The diaeresis is forgiven where a form is compared with a conjugation; the others keep it.
  @Test(arguments: [
    (Folding.answerChecking, "averigue"), (.formLookup, "averigue"),
    (.infinitiveSpelling, "averigüe"), (.tenseNames, "averigüe"), (.verbSearch, "averigue"),
  ])
  func diaeresis(_ folding: Folding, _ expected: String) {
    #expect("averigüé".folded(folding) == expected)
  }

  /// ñ is a letter of its own (año, ano): only the verb search forgives its tilde.
  @Test(arguments: [
    (Folding.answerChecking, "año"), (.formLookup, "año"), (.infinitiveSpelling, "año"),
    (.tenseNames, "año"), (.verbSearch, "ano"),
  ])
  func tilde(_ folding: Folding, _ expected: String) {
    #expect("año".folded(folding) == expected)
  }

  @Test(
    arguments: [
      (.case, "áéíóúüñ"), (.tenseNames, "aeiouüñ"), (.verbSearch, "aeiouun"),
      ([.case, .accents, .diaeresis, .tilde], "aeiouun"),
    ] as [(Folding, String)])
  func upperCaseFoldsOnceLowered(_ folding: Folding, _ expected: String) {
    #expect("ÁÉÍÓÚÜÑ".folded(folding) == expected)
  }

  /// Without `.case`, upper-case letters keep their marks: callers fold lower-case text.
  @Test(arguments: [Folding.answerChecking, .formLookup, .infinitiveSpelling])
  func upperCaseWithoutCaseIsKept(_ folding: Folding) {
    let text = "HABLÓ ÁRBOL PINGÜINO AÑO"
    #expect(text.folded(folding).unicodeScalars.elementsEqual(text.unicodeScalars))
  }

  /// A combining mark after its base letter reads as the precomposed letter.
  @Test(
    arguments: [
      ("a\u{301}", .accents, "a"), ("e\u{301}", .accents, "e"), ("i\u{301}", .accents, "i"),
      ("o\u{301}", .accents, "o"), ("u\u{301}", .accents, "u"), ("u\u{308}", .diaeresis, "u"),
      ("n\u{303}", .tilde, "n"), ("A\u{301}", [.case, .accents], "a"),
      ("averigu\u{308}e\u{301}", .formLookup, "averigue"),
    ] as [(String, Folding, String)])
  func combiningMarksFold(_ text: String, _ folding: Folding, _ expected: String) {
    #expect(text.folded(folding).unicodeScalars.elementsEqual(expected.unicodeScalars))
  }

  /// Left unfolded, a decomposed letter comes out precomposed (one scalar).
  @Test(arguments: [("u\u{308}", "ü"), ("n\u{303}", "ñ"), ("e\u{301}", "é")])
  func combiningMarksCompose(_ text: String, _ composed: String) {
    #expect(text.folded([]).unicodeScalars.elementsEqual(composed.unicodeScalars))
  }

  @Test(arguments: ["à", "ç", "ï", "x\u{301}", "\u{301}a", "ll!", "42 ?"])
  func otherCharactersAreKept(_ text: String) {
    let all: Folding = [.accents, .diaeresis, .tilde]
    #expect(text.folded(all).unicodeScalars.elementsEqual(text.unicodeScalars))
  }

  @Test func formIndexKeysFoldLikeFormLookup() {
    #expect(FormIndex.key("averigüéis") == "averig")
    #expect(FormIndex.key("averigu\u{308}e\u{301}is") == "averig")
    #expect(FormIndex.key("añadió") == "añadio")
  }

  @Test func verbSearchForgivesCaseAccentsDiaeresisAndTilde() {
    let lexicon = Lexicon.bundled
    #expect(lexicon.search("ABUNOLAR").first?.infinitive == "abuñolar")
    #expect(lexicon.search("abun\u{303}olar").first?.infinitive == "abuñolar")
    #expect(lexicon.search("Argüir").first?.infinitive == "argüir")
    #expect(lexicon.search("arguir").first?.infinitive == "argüir")
  }

  @Test func infinitiveSpellingPutsBackAcuteAccentsOnly() {
    let lexicon = Lexicon.bundled
    #expect(lexicon.entry(ignoringAccentsOf: "oir")?.infinitive == "oír")
    #expect(lexicon.entry(ignoringAccentsOf: "arguir") == nil)
    #expect(Conjugator(lexicon: lexicon).suggestions(for: "arguir").contains("argüir"))
  }

  @Test func tenseNamesIgnoreCaseAccentsAndPunctuation() {
    #expect(Tense.searchKey("Pretérito Pluscuamperfecto") == "preteritopluscuamperfecto")
    #expect(Tense(name: "PRETÉRITO") == .preterito)
    #expect(Tense(name: "prete\u{301}rito") == .preterito)
    #expect(Tense(name: "-ra") == .imperfectoDeSubjuntivo1)
  }
}
