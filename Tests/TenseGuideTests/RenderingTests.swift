import ConjugarCore
import ConjugarOutput
import SimpleJSON
import Testing

@testable import TenseGuide

@Suite struct RenderingTests {
  /// Text as it shows on screen: without ANSI escape sequences.
  static func visible(_ line: String) -> String {
    var result = ""
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }

  @Test(arguments: [40, 47, 60, 80, 132])
  func entriesWrapAtTheWidth(_ width: Int) {
    for style in [TextStyle.plain, TextStyle(usesColor: true)] {
      let guide = TerminalGuide(width: width, style: style)
      for entry in Guide.entries {
        for line in guide.render(entry).split(separator: "\n") {
          let visible = Self.visible(String(line))
          #expect(visible.count <= width, "\(entry.tense) at \(width): «\(visible)»")
          #expect(
            !visible.hasSuffix(" "), "\(entry.tense) at \(width): trailing space «\(visible)»")
        }
      }
      for line in guide.overview().split(separator: "\n") {
        #expect(Self.visible(String(line)).count <= width, "overview at \(width): «\(line)»")
      }
    }
  }

  @Test func narrowerThanTheMinimumRendersAtTheMinimum() {
    #expect(TerminalGuide(width: 10).width == 40)
    #expect(TerminalGuide().width == 80)
  }

  @Test func anEntryHasItsSectionsInOrder() {
    let text = TerminalGuide().render(Guide.entry(for: .preterito))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Pretérito · preterite")
    let sections = ["When", "How it is formed", "Irregular families", "Examples"].map {
      lines.firstIndex(of: $0)
    }
    #expect(sections.allSatisfy { $0 != nil })
    #expect(sections.compactMap { $0 } == sections.compactMap { $0 }.sorted())
    #expect(lines.contains("                 -ar      -er      -ir"))
    #expect(lines.contains("  yo             -é       -í       -í"))
    #expect(lines.contains("  Ayer conduje cinco horas sin parar."))
    #expect(lines.contains("    Yesterday I drove for five hours without stopping."))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func colourMarksHeadingsFormsAndTranslations() {
    let text = TerminalGuide(style: TextStyle(usesColor: true)).render(Guide.entry(for: .preterito))
    #expect(text.contains("\u{1B}[1mWhen\u{1B}[0m"))
    #expect(text.contains("Ayer \u{1B}[1mconduje\u{1B}[0m cinco"))
    #expect(text.contains("\u{1B}[2m    Yesterday I drove"))
  }

  @Test func aTableTooWideForTheScreenBecomesOneLinePerColumn() {
    let wide = Guide.entry(for: .imperfectoDeIndicativo)
    let entry = GuideEntry(
      tense: wide.tense, summary: wide.summary,
      whenUsed: wide.whenUsed,
      formation: Formation(
        wide.formation.explanation,
        table: EndingTable([
          ("-ar", ["-ábamoslargo", "-abas", "-aba", "-ábamos", "-abais", "-aban"]),
          ("-er", ["-íamoslargo", "-ías", "-ía", "-íamos", "-íais", "-ían"]),
        ])),
      irregularFamilies: wide.irregularFamilies, examples: wide.examples)
    let narrow = TerminalGuide(width: 40).render(entry)
    #expect(
      narrow.contains("\n  For yo, tú, él/ella/usted, nosotros,\n    vosotros, ellos/ustedes:\n"))
    #expect(narrow.contains("\n  -ar: -ábamoslargo, -abas, -aba,\n    -ábamos, -abais, -aban\n"))
    #expect(
      TerminalGuide(width: 42).render(entry).contains(
        "\n  yo             -ábamoslargo  -íamoslargo\n"))
  }

  @Test(arguments: [40, 80])
  func theOverviewListsEveryTense(_ width: Int) {
    let text = TerminalGuide(width: width).overview()
    for entry in Guide.entries {
      #expect(text.contains(entry.spanishName), "\(entry.tense)")
    }
    #expect(text.contains("conjugar info <tense> for details"))
    #expect(text.split(separator: "\n").joined(separator: " ").hasSuffix("for every tense."))
    #expect(text.contains("for a mood's"))
  }

  @Test func allEntriesAreSeparatedByARule() {
    let text = TerminalGuide(width: 60).renderAll()
    #expect(
      text.components(separatedBy: String(repeating: "─", count: 60)).count == Tense.allCases.count)
  }

  @Test func jsonHasOneObjectPerEntry() throws {
    let one = try #require(JSONValue(parsing: GuideJSON.render(Guide.entry(for: .futuroPerfecto))))
    guard case .object(let object) = one else {
      Issue.record("not an object")
      return
    }
    #expect(object["tense"] == .string("futuroPerfecto"))
    #expect(object["name"] == .string("Futuro perfecto"))
    #expect(object["englishName"] == .string("future perfect"))
    for key in ["summary", "whenUsed", "formation", "irregularFamilies", "examples"] {
      #expect(object[key] != nil, "\(key)")
    }
    guard case .array(let examples) = object["examples"], case .object(let first) = examples.first
    else {
      Issue.record("no examples")
      return
    }
    #expect(examples.count == 2)
    #expect(first["form"] == .string("habré terminado"))
    #expect(first["person"] == .string("yo"))
    guard case .array(let all) = JSONValue(parsing: GuideJSON.renderAll()) else {
      Issue.record("not an array")
      return
    }
    #expect(all.count == Tense.allCases.count)
  }
}
