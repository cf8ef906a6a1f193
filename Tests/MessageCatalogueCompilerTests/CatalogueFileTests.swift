import Foundation
import Testing

@testable import MessageCatalogueCompiler

/// The catalogue's files are complete and consistent, and every kind of mistake in one is
/// reported with its file, line and key (what fails the build).
@Suite struct CatalogueFileTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Resources/messages")

  static func file(_ name: String) throws -> POFile {
    let url = folder.appendingPathComponent(name)
    return try POFile(path: name, text: String(contentsOf: url, encoding: .utf8))
  }

  static let english = """
    msgid ""
    msgstr ""
    "Language: en\\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\\n"
    "X-Language-Case: english\\n"

    #. placeholders: word:quoted
    msgctxt "unknownWord"
    msgid "unknown word {word}"
    msgstr ""

    #. placeholders: count:int
    #. plural: count
    msgctxt "questions"
    msgid "{count} question"
    msgid_plural "{count} questions"
    msgstr[0] ""
    msgstr[1] ""
    """

  static func spanish(_ entries: String) -> String {
    """
    msgid ""
    msgstr ""
    "Language: es\\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\\n"
    "X-Language-Case: spanish\\n"

    \(entries)
    """
  }

  static let goodSpanish = """
    msgctxt "unknownWord"
    msgid "unknown word {word}"
    msgstr "palabra desconocida: {word}"

    msgctxt "questions"
    msgid "{count} question"
    msgid_plural "{count} questions"
    msgstr[0] "{count} pregunta"
    msgstr[1] "{count} preguntas"
    """

  static func problems(_ spanish: String) throws -> [String] {
    try MessageCatalogue(
      source: POFile(path: "en.po", text: english),
      translations: [POFile(path: "es.po", text: Self.spanish(spanish))]
    ).problems
  }

  @Test func theShippedFilesHaveNoProblem() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".po") && $0 != "en.po" }.sorted()
    #expect(names == ["es.po"])
    let catalogue = try MessageCatalogue(
      source: Self.file("en.po"), translations: names.map(Self.file))
    #expect(catalogue.problems == [])
    #expect(catalogue.messages.count > 800)
    #expect(catalogue.languages.map(\.caseName) == ["english", "spanish"])
  }

  @Test func aWellFormedPairHasNoProblem() throws {
    #expect(try Self.problems(Self.goodSpanish) == [])
  }

  @Test func aMissingKeyIsNamed() throws {
    let spanish = Self.goodSpanish.components(separatedBy: "\n\n")[1]
    #expect(try Self.problems(spanish) == ["es.po: error: key 'unknownWord' is missing"])
  }

  @Test func anExtraKeyIsNamedWithItsLine() throws {
    let extra = Self.goodSpanish + "\n\nmsgctxt \"stray\"\nmsgid \"x\"\nmsgstr \"y\""
    #expect(
      try Self.problems(extra) == [
        "es.po:17: error: key 'stray' is not in the English file (an extra key)"
      ])
  }

  @Test func aMismatchedPlaceholderIsNamed() throws {
    let wrong = Self.goodSpanish.replacingOccurrences(
      of: "desconocida: {word}", with: "desconocida: {palabra}")
    #expect(
      try Self.problems(wrong) == [
        "es.po:7: error: key 'unknownWord': placeholders {palabra} differ from the English {word}"
      ])
  }

  @Test func anUnclosedPlaceholderIsNamed() throws {
    let wrong = Self.goodSpanish.replacingOccurrences(
      of: "desconocida: {word}", with: "desconocida: {word")
    #expect(try Self.problems(wrong) == ["es.po:7: error: key 'unknownWord': an unpaired brace"])
  }

  @Test func aMissingPluralFormIsNamed() throws {
    let wrong = Self.goodSpanish.replacingOccurrences(
      of: "\nmsgstr[1] \"{count} preguntas\"", with: "")
    #expect(
      try Self.problems(wrong) == [
        "es.po:11: error: key 'questions': no translation for plural form 1 (msgstr[1])"
      ])
  }

  @Test func aChangedEnglishTextIsStale() throws {
    let wrong = Self.goodSpanish.replacingOccurrences(
      of: "msgid \"unknown word {word}\"", with: "msgid \"unknown {word}\"")
    #expect(
      try Self.problems(wrong) == [
        "es.po:7: error: key 'unknownWord': msgid differs from the English file's (the English "
          + "changed: update msgid and the translation)"
      ])
  }

  @Test func anUndeclaredPlaceholderInTheEnglishIsNamed() throws {
    let english = Self.english.replacingOccurrences(
      of: "unknown word {word}\"", with: "unknown word {word} in {file}\"")
    let problems = try MessageCatalogue(
      source: POFile(path: "en.po", text: english), translations: []
    ).problems
    #expect(
      problems == [
        "en.po:7: error: key 'unknownWord': placeholders in the text {file}, {word} differ "
          + "from those declared {word}"
      ])
  }

  @Test func aSyntaxErrorNamesItsLine() {
    #expect {
      try POFile(path: "es.po", text: "msgctxt \"a\"\nmsgid \"b\nmsgstr \"c\"")
    } throws: { error in
      "\(error)" == "es.po:2: error: expected a string in double quotes"
    }
    #expect {
      try POFile(path: "es.po", text: "msgctxt \"a\"\nmsgid \"b\"\nmsgtxt \"c\"")
    } throws: { error in
      "\(error)" == "es.po:3: error: unknown keyword 'msgtxt'"
    }
  }

  @Test func aPluralRuleBecomesSwift() {
    #expect(SwiftEmitter.swiftRule("(n != 1)") == "((n != 1)) ? 1 : 0")
    #expect(
      SwiftEmitter.swiftRule("(n==1?0:n>=2&&n<=4?1:2)")
        == "{ let n = n; return (n==1 ? 0 : n>=2&&n<=4 ? 1 : 2) }()")
  }
}
