import ConjugarCore
import ConjugarOutput
import Testing

/// The table's width policy: the single column without a width (byte for byte as before),
/// tenses side by side where two fit (blocks of three at 80 columns: CompactGridTests), nothing wider than the width, English wrapped at
/// spaces.
@Suite struct ConjugationGridTests {
  let conjugator = Conjugator()

  func table(
    _ verb: String, width: Int?, english: Bool = false, vos: Bool = false,
    style: TextStyle = .plain, tenses: [Tense] = Tense.allCases, grid: Bool = true
  ) throws -> ConjugationTable {
    let conjugation = try conjugator.conjugate(verb)
    let rendering = english ? try #require(Self.english(of: conjugation)) : nil
    return ConjugationTable(
      conjugation, regular: conjugator.regularPattern(of: conjugation), showVos: vos,
      tenses: tenses, style: style, english: rendering, width: width, allowsGrid: grid)
  }

  /// English of every form as "<tense> <person>": long enough to need wrapping.
  static func english(of conjugation: Conjugation) -> VerbEnglish? {
    VerbEnglish(gerund: "having", participle: "had") { tense, person, _ in
      "(that) the \(person.label) would have been having \(tense.rawValue)"
    }
  }

  @Test func withoutAWidthTheTableIsTheSingleColumn() throws {
    var grid = try table("tener", width: nil)
    let lines = grid.render().split(separator: "\n").map(String.init)
    #expect(lines.count == 161 - 1 - 19)  // 20 headings and 138 rows, without blank lines
    #expect(!lines.contains("Indicativo: tiempos simples"))
    grid.allowsGrid = false
    grid.width = 200
    #expect(grid.render() == (try table("tener", width: nil)).render())
  }

  /// Where not even two tenses fit across (the indicative at 40 columns), a group is the single
  /// column; a group whose forms are short (the imperative) still stands side by side.
  @Test func whereTwoTensesDoNotFitTheSingleColumnStays() throws {
    let grid = try table("tener", width: 40).render().split(separator: "\n")
    let list = try table("tener", width: 40, grid: false).render().split(separator: "\n")
    let subjunctive = try #require(list.firstIndex(of: "Presente de subjuntivo"))
    #expect(Array(grid.prefix(subjunctive)) == Array(list.prefix(subjunctive)))
    #expect(grid.contains { $0.hasPrefix("Imperativo ") })
    #expect(grid.allSatisfy { $0.count <= 40 })
  }

  @Test(arguments: [100, 120, 160, 200])
  func fromOneHundredColumnsTensesStandSideBySide(_ width: Int) throws {
    let lines = try table("tener", width: width, vos: true).render().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines.map(\.count).max() ?? 0)")
    for group in [
      "Indicativo: tiempos simples", "Indicativo: tiempos compuestos",
      "Subjuntivo: tiempos simples", "Subjuntivo: tiempos compuestos", "Imperativo",
    ] {
      #expect(lines.contains { $0 == group || $0.hasPrefix(group + "  ") }, "\(group)")
    }
    let row = try #require(lines.first { $0.hasPrefix("  yo ") })
    #expect(row.split(separator: " ") == ["yo", "tengo", "tuve", "tenía", "tendré", "tendría"])
    #expect(lines.contains { $0.hasPrefix("  vos ") && $0.contains("tenés") })
    #expect(lines.count <= 75)
  }

  /// At 100 columns the compound tenses (wider) take two bands, 3 and 2; at 120 one of five.
  @Test func wideTensesNarrowIntoEvenBands() throws {
    let narrow = try table("tener", width: 100).render().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let headings = narrow.filter { $0.hasPrefix("      ") && $0.contains("Perfecto") }
    #expect(headings.count == 2)
    let wide = try table("tener", width: 120).render().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let heading = try #require(wide.first { $0.contains("Pretérito anterior") })
    #expect(heading.split(separator: " ").count == 8)  // five names of 1, 2, 1, 2 and 2 words
  }

  @Test func irregularLettersStayHighlightedInTheGrid() throws {
    let text = try table("tener", width: 120, style: TextStyle(usesColor: true)).render()
    #expect(text.contains("ten\u{1B}[1;31mg\u{1B}[0mo"))
    #expect(text.contains("\u{1B}[1mIndicativo: tiempos simples\u{1B}[0m"))
  }

  @Test func vosotrosSetApartIsDimInTheGridAndTheList() throws {
    for width in [nil, 120] as [Int?] {
      var grid = try table("tener", width: width, style: TextStyle(usesColor: true))
      grid.vosotrosApart = true
      let lines = grid.render().split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init)
      let row = try #require(lines.first { $0.contains("vosotros") })
      #expect(row.contains("\u{1B}[2mvosotros (Spain)"), "\(row)")
      #expect(row.contains("\u{1B}[2mtenéis"), "\(row)")
    }
  }

  /// English wraps at spaces at any width from 40: no line is longer, no word is cut.
  @Test(arguments: [40, 50, 80, 100, 120, 200])
  func englishWrapsAtWordBoundaries(_ width: Int) throws {
    let lines = try table("ir", width: width, english: true).render().split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    #expect(lines.allSatisfy { $0.count <= width }, "\(lines.map(\.count).max() ?? 0)")
    let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
    for tense in Tense.allCases { #expect(words.contains(tense.rawValue), "\(tense)") }
    #expect(words.contains("vayamos"))
  }
}
