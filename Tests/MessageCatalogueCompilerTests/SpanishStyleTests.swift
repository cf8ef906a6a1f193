import Foundation
import Testing

@testable import MessageCatalogueCompiler

/// The mechanical rules of the Spanish style sheet (Docs/TRANSLATING.md, "The Spanish style
/// sheet"), over every translation in `es.po`: what a reader would otherwise find again after a
/// teacher's reading.
@Suite struct SpanishStyleTests {
  /// Every translated text of `es.po`, with its key.
  static let texts: [(key: String, text: String)] = {
    guard let file = try? CatalogueFileTests.file("es.po") else { return [] }
    return file.entries.flatMap { entry in
      entry.translations.sorted { $0.key < $1.key }.map { (entry.key, $0.value) }
    }
  }()

  /// Texts where straight double quotes are syntax the reader types (a shell's quoting, JSON).
  static let straightQuotesAllowed: Set<String> = [
    "helpDueDiscussion", "helpInfoTense", "guideOverviewHint",
  ]

  @Test func theCatalogueIsRead() {
    #expect(Self.texts.count > 1000)
  }

  /// Calques and non-RAE terms the sheet replaces, each with the word to use.
  @Test(arguments: [
    ("compleción", "autocompletado"),
    ("imperativo positivo", "imperativo afirmativo"),
    ("errata", "error de tecleo"),
    ("por defecto", "predeterminado"),
    ("línea de comandos", "línea de órdenes"),
    ("verbos españoles", "verbos del español"),
    ("hábitos", "puntos débiles"),
    ("cuenta la mitad", "vale la mitad"),
  ])
  func noCalque(_ word: String, instead: String) {
    for (key, text) in Self.texts where text.lowercased().contains(word) {
      Issue.record("\(key): «\(word)» (write «\(instead)»): \(text)")
    }
  }

  /// An ellipsis is followed by a space, the end of the text or a closing mark: «si… pasaríamos».
  @Test func spaceAfterEllipsis() {
    let closing = Set(")»]”,;:.?!\"")
    for (key, text) in Self.texts {
      let characters = Array(text)
      for index in characters.indices.dropLast() where characters[index] == "…" {
        let next = characters[index + 1]
        if !next.isWhitespace && !closing.contains(next) {
          Issue.record("\(key): no space after the ellipsis: \(text)")
        }
      }
      if text.contains("...") { Issue.record("\(key): three points instead of «…»: \(text)") }
    }
  }

  /// Quotations in «»: no English 'single' or "double" quotes (but where they are syntax), and
  /// every « closed.
  @Test func angleQuotes() {
    for (key, text) in Self.texts {
      if text.contains("\"") && !Self.straightQuotesAllowed.contains(key) {
        Issue.record("\(key): straight double quotes: \(text)")
      }
      if text.range(of: #"(^|[\s(])'[^'\s]"#, options: .regularExpression) != nil {
        Issue.record("\(key): an English single quote: \(text)")
      }
      if text.filter({ $0 == "«" }).count != text.filter({ $0 == "»" }).count {
        Issue.record("\(key): unbalanced «»: \(text)")
      }
    }
  }

  /// A decimal is written with a comma (the `decimal` placeholders add it; a number in the text
  /// writes it): no "1.0" in Spanish text. An IPv4 address (127.0.0.1:8080) is no decimal.
  @Test func decimalComma() {
    for (key, text) in Self.texts
    where text.replacingOccurrences(
      of: #"\d+\.\d+\.\d+\.\d+"#, with: "IP", options: .regularExpression
    ).range(of: #"\d\.\d"#, options: .regularExpression) != nil {
      Issue.record("\(key): a decimal point: \(text)")
    }
  }

  /// An arrow has a space on each side: «e → ie», as the tables and the guide write it.
  @Test func spacedArrows() {
    for (key, text) in Self.texts
    where text.range(of: #"\S→|→\S"#, options: .regularExpression) != nil {
      Issue.record("\(key): an arrow without spaces: \(text)")
    }
  }
}
