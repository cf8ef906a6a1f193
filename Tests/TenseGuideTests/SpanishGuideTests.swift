import ConjugarCore
import Messages
import PlainText
import Testing

@testable import TenseGuide

/// The guide in Spanish: every piece of prose (a message of the catalogue) written in both languages, the Spanish its own
/// text (not the English left in place) with no English word in it, and the terminal rendering
/// in Spanish from its headings to the labelled English of the examples.
@Suite struct SpanishGuideTests {
  /// Every text of an entry a person reads, with where it comes from.
  static func texts(of entry: GuideEntry) -> [(String, GuideText)] {
    var texts: [(String, GuideText)] = [
      ("summary", .message(entry.summary)), ("whenUsed", .message(entry.whenUsed)),
      ("explanation", .message(entry.formation.explanation)),
    ]
    if let note = entry.formation.note { texts.append(("note", .message(note))) }
    for family in entry.irregularFamilies {
      texts += [("family", family.name), ("examples of " + family.name.english, family.examples)]
      if let note = family.note { texts.append(("note of " + family.name.english, .message(note))) }
    }
    return texts
  }

  /// English words that are no Spanish words (so "has", "he", "son", "sea", "me" are left out).
  static let englishWords: Set<String> = [
    "the", "and", "with", "of", "is", "are", "for", "not", "only", "verb", "verbs", "which",
    "you", "your", "this", "that", "every", "or", "it", "its", "in", "to", "when", "form",
    "forms", "ending", "endings", "stem", "stems", "tense", "tenses", "past", "present",
    "future", "also", "but", "by", "as", "at", "than", "like", "used", "will", "would", "after",
    "before", "yet", "what", "where", "takes", "take", "drop", "add", "use", "accent", "written",
    "subjunctive", "imperative", "preterite", "conditional", "perfect", "mood",
  ]

  /// The words of `text`, endings ("-to", "-ra") left out.
  static func words(_ text: String) -> [String] {
    text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "-" })
      .filter { !$0.contains("-") }.map(String.init)
  }

  @Test(arguments: Tense.allCases)
  func everyTextHasItsSpanishWithNoEnglishLeft(_ tense: Tense) {
    for (place, text) in Self.texts(of: Guide.entry(for: tense)) {
      let spanish = text.text(in: .spanish)
      #expect(!spanish.trimmingWhitespace().isEmpty, "\(tense) \(place)")
      let english = Self.words(spanish).filter(Self.englishWords.contains)
      #expect(english.isEmpty, "\(tense) \(place): \(english) in «\(spanish)»")
    }
  }

  @Test(arguments: Tense.allCases)
  func theProseIsWrittenInSpanishNotLeftInEnglish(_ tense: Tense) {
    let entry = Guide.entry(for: tense)
    for text in [entry.summary, entry.whenUsed, entry.formation.explanation] {
      let spanish = text.text(in: .spanish)
      #expect(spanish != text.english, "\(tense): «\(spanish)»")
    }
    let sentences = entry.whenUsed.text(in: .spanish).split(separator: ". ").count
    #expect((2...5).contains(sentences), "\(tense): \(sentences) sentences")
  }

  @Test func theStopListCatchesEnglish() {
    #expect(Self.words("Drop -ar and add the ending").contains(where: Self.englishWords.contains))
    #expect(
      !Self.words("Se quita -ar y se añade la desinencia").contains(
        where: Self.englishWords.contains))
  }

  @Test func oneTenseInSpanish() {
    let text = TerminalGuide(language: .spanish).render(Guide.entry(for: .preterito))
    let lines = text.components(separatedBy: "\n")
    #expect(lines.first == "Pretérito perfecto simple")
    for heading in ["Cuándo se usa", "Cómo se forma", "Verbos irregulares", "Ejemplos"] {
      #expect(lines.contains(heading), "\(heading)")
    }
    #expect(text.contains("  • pretéritos fuertes: tener → tuve"))
    #expect(text.contains("    En inglés: Yesterday I drove for five hours without stopping."))
    #expect(!text.contains("preterite"))
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test func theOverviewAndANarrowTableInSpanish() {
    let guide = TerminalGuide(width: 40, language: .spanish)
    let overview = guide.overview()
    #expect(overview.hasPrefix("Los tiempos verbales del español\n"))
    #expect(overview.contains("Pretérito"))
    #expect(!overview.contains("preterite —"))
    #expect(overview.contains("conjugar info <tiempo>"))
    let mood = guide.overview(
      Mood.subjuntivo.tenses.map(Guide.entry(for:)), title: .guideMoodTitle(.subjuntivo))
    #expect(mood.hasPrefix("Modo subjuntivo: 6 tiempos (las formas\nen -ra y en -se cuentan"))
    let wide = Guide.entry(for: .presenteDeIndicativo)
    let entry = GuideEntry(
      tense: wide.tense, summary: wide.summary, whenUsed: wide.whenUsed,
      formation: Formation(
        wide.formation.explanation,
        table: EndingTable([
          ("-ar", ["-ábamoslargo", "-as", "-a", "-amos", "-áis", "-an"]),
          ("-er", ["-íamoslargo", "-es", "-e", "-emos", "-éis", "-en"]),
        ])),
      irregularFamilies: wide.irregularFamilies, examples: wide.examples)
    #expect(guide.render(entry).contains("\n  Para yo, tú, él/ella/usted, nosotros,\n    vosotros"))
  }

  @Test func englishStaysAsItWas() {
    let text = TerminalGuide().render(Guide.entry(for: .preterito))
    #expect(text.hasPrefix("Pretérito · preterite\n\nWhen\n"))
    #expect(text.contains("\n    Yesterday I drove"))
    #expect(TerminalGuide().overview().hasPrefix("Spanish tenses\n"))
  }
}
