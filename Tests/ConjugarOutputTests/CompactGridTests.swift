import ConjugarCore
import ConjugarOutput
import Testing

/// The grid at 80 columns: persons × three tenses a block, so each group fits a 24-line screen
/// where the forms allow, widths taken from the forms shown, no line wider than the width, in
/// both languages and with each region's rows.
@Suite struct CompactGridTests {
  let conjugator = Conjugator()

  /// The regions' rows: latin-america (vosotros apart), spain (vosotros in place), rioplatense
  /// (vos, vosotros apart).
  enum Rows: CaseIterable { case latinAmerica, spain, rioplatense }

  func lines(
    _ verb: String, width: Int, rows: Rows = .latinAmerica, spanish: Bool = false,
    english: Bool = false, style: TextStyle = .plain
  ) throws -> [String] {
    let conjugation = try conjugator.conjugate(verb)
    var table = ConjugationTable(
      conjugation, regular: conjugator.regularPattern(of: conjugation),
      showVos: rows == .rioplatense, tenses: Tense.allCases, style: style,
      english: english ? ConjugationGridTests.english(of: conjugation) : nil, width: width,
      allowsGrid: true)
    table.vosotrosApart = rows != .spain
    if spanish { table.language = .spanish }
    return table.render().split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// The groups of a grid, each from its heading to its last line.
  static func groups(_ lines: [String]) -> [String: [String]] {
    let headings = [
      "Indicativo: tiempos simples", "Indicativo: tiempos compuestos", "Subjuntivo",
      "Subjuntivo: tiempos simples", "Subjuntivo: tiempos compuestos", "Imperativo",
    ]
    var groups: [String: [String]] = [:]
    var current: String?
    for line in lines {
      if let heading = headings.first(where: { line == $0 || line.hasPrefix($0 + "  ") }) {
        current = heading
      }
      if let current { groups[current, default: []].append(line) }
    }
    return groups.mapValues { Array($0.reversed().drop { $0.isEmpty }.reversed()) }
  }

  static let verbs = [
    "hablar", "tener", "ir", "decir", "construir", "erguir", "averiguar", "satisfacer",
    "levantarse", "desembarazar",
  ]

  @Test(arguments: verbs)
  func noLineIsWiderThanEightyColumns(_ verb: String) throws {
    for rows in Rows.allCases {
      for spanish in [false, true] {
        let lines = try lines(verb, width: 80, rows: rows, spanish: spanish)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(verb) \(rows) \(spanish)")
        #expect(lines.contains("Indicativo: tiempos simples"), "\(verb) \(rows) \(spanish)")
      }
    }
  }

  /// At 80 columns, for verbs of ordinary length, every group fits a 24-line screen with the
  /// rows of latin-america and spain, in both languages; with rioplatense's extra vos row, a
  /// line more a band. The whole table takes under half the single column's lines.
  @Test(arguments: ["hablar", "tener", "ir", "poner", "vivir", "oír", "caber", "decir", "saber"])
  func eachGroupFitsATwentyFourLineScreen(_ verb: String) throws {
    for rows in Rows.allCases {
      for spanish in [false, true] {
        let lines = try lines(verb, width: 80, rows: rows, spanish: spanish)
        let groups = Self.groups(lines)
        #expect(
          Set(groups.keys)
            == [
              "Indicativo: tiempos simples", "Indicativo: tiempos compuestos", "Subjuntivo",
              "Imperativo",
            ], "\(verb) \(rows) \(spanish)")
        let limit = rows == .rioplatense ? 24 + 4 : 24
        for (name, group) in groups {
          #expect(group.count <= limit, "\(verb) \(rows) \(spanish) \(name): \(group.count)")
        }
        #expect(lines.count <= 3 + 4 * 24, "\(verb) \(rows) \(spanish)")
        #expect(lines.count < 161 / 2, "\(verb) \(rows) \(spanish): \(lines.count)")
      }
    }
  }

  @Test func threeTensesOrMoreStandAcrossAtEightyColumns() throws {
    let lines = try lines("hablar", width: 80)
    let rows = lines.filter { $0.hasPrefix("  yo ") }.map { $0.split(separator: " ") }
    // The indicative's simple tenses are short enough for five across.
    #expect(rows.contains(["yo", "hablo", "hablé", "hablaba", "hablaré", "hablaría"]))
    #expect(rows.contains(["yo", "he", "hablado", "hube", "hablado", "había", "hablado"]))
    #expect(rows.contains(["yo", "habré", "hablado", "habría", "hablado"]))
    // The subjunctive in blocks: each compound tense under its simple one, the futures last.
    #expect(rows.contains(["yo", "hable", "hablara", "hablase"]))
    #expect(rows.contains(["yo", "haya", "hablado", "hubiera", "hablado", "hubiese", "hablado"]))
    #expect(rows.contains(["yo", "hablare", "hubiere", "hablado"]))
    #expect(!lines.contains("Subjuntivo: tiempos simples"))
  }

  /// Widths come from the forms: a long verb takes fewer tenses across where three do not fit.
  @Test func aLongVerbTakesFewerTensesAcross() throws {
    let lines = try lines("desembarazar", width: 80, rows: .rioplatense)
    #expect(lines.allSatisfy { $0.count <= 80 })
    let rows = lines.filter { $0.hasPrefix("  nosotros ") }.map { $0.split(separator: " ") }
    #expect(rows.contains(["nosotros", "desembarazamos", "desembarazamos", "desembarazábamos"]))
    #expect(rows.contains(["nosotros", "hemos", "desembarazado", "hubimos", "desembarazado"]))
    #expect(rows.contains(["nosotros", "hayamos", "desembarazado", "hubiéramos", "desembarazado"]))
    #expect(lines.contains("Subjuntivo: tiempos compuestos"))
  }

  /// Long tense names (the Spanish ones) wrap at spaces within their column; every word stays.
  @Test func longTenseNamesWrapWithinTheirColumn() throws {
    let lines = try lines("hablar", width: 80, spanish: true)
    let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
    for word in [
      "Presente", "Pretérito", "perfecto", "simple", "imperfecto", "Futuro", "Condicional",
      "compuesto", "pluscuamperfecto", "anterior", "(-ra)", "(-se)", "Afirmativo", "Negativo",
    ] {
      #expect(words.contains(word), "\(word)")
    }
    #expect(lines.contains { $0.hasPrefix("  vosotros (España) ") })
  }

  /// Colour codes take no columns: the highlighted grid has the plain grid's layout.
  @Test(arguments: ["tener", "ir", "erguir"])
  func highlightingKeepsTheLayout(_ verb: String) throws {
    let plain = try lines(verb, width: 80)
    let coloured = try lines(verb, width: 80, style: TextStyle(usesColor: true))
    #expect(coloured.map(\.withoutEscapeCodes) == plain)
    #expect(coloured.joined().contains("\u{1B}[1;31m"))
  }

  /// No line wider than the width, at every width from 40 to 200, with and without English; a
  /// form with its alternative too long even under its label ("no desembaraces (también no
  /// desembaracés)" at 46) puts the alternative on the next line.
  @Test(arguments: ["ir", "desembarazar", "levantarse"])
  func noLineIsEverWiderThanTheWidth(_ verb: String) throws {
    for width in stride(from: 40, through: 200, by: 3) {
      for english in [false, true] {
        for spanish in [false, true] {
          let lines = try lines(
            verb, width: width, rows: .rioplatense, spanish: spanish, english: english)
          let widest = lines.map(\.count).max() ?? 0
          #expect(
            widest <= width,
            "\(verb) \(width) \(english) \(spanish): \(lines.first { $0.count == widest } ?? "")")
        }
      }
    }
  }

}
