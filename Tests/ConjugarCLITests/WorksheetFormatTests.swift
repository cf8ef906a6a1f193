import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `quiz --worksheet --format text|json|markdown|html`, `--versions` and `--grid` (issue 13,
/// item 7), through the built binary: golden files, the HTML read by an XML parser, versions,
/// the grid's key against `conjugar verb`, and one render with headless Chromium when installed.
@Suite struct WorksheetFormatTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let classList = ["--verbs", "hablar,comer,vivir,tener,ir,ser"]
  static let questions =
    [
      "quiz", "--worksheet", "--answers", "--seed", "12", "--count", "8", "--difficulty",
      "moderate",
    ]
    + classList + [
      "--tense", "preterite,imperfect", "--versions", "2",
    ]
  static let grid =
    ["quiz", "--worksheet", "--answers", "--grid", "--seed", "12", "--count", "4"] + classList + [
      "--tense", "preterite,presente de subjuntivo",
    ]

  struct Case: Sendable, CustomTestStringConvertible {
    let golden: String
    let format: String
    let arguments: [String]
    var testDescription: String { "\(golden).\(format)" }
  }

  static let cases: [Case] = ["txt", "md", "html", "json"].flatMap { suffix -> [Case] in
    let format = ["txt": "text", "md": "markdown", "html": "html", "json": "json"][suffix]!
    return [
      Case(golden: "worksheet-class", format: suffix, arguments: questions + ["--format", format]),
      Case(golden: "worksheet-grid", format: suffix, arguments: grid + ["--format", format]),
    ]
  }

  @Test(arguments: cases) func matchesItsGoldenFile(_ test: Case) throws {
    let result = try runner.run(test.arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    try Golden.check(result.stdout, against: test.golden, extension: test.format)
  }

  @Test(arguments: ["text", "markdown", "html"])
  func everyFormatShowsTheSelection(_ format: String) throws {
    let result = try runner.run(Self.questions + ["--format", format])
    #expect(result.stdout.contains("Only: pretérito, imperfecto de indicativo; hablar, comer"))
    let grid = try runner.run(Self.grid + ["--format", format])
    #expect(grid.stdout.contains("Only: pretérito, presente de subjuntivo; hablar, comer"))
  }

  @Test func theTextSheetIsUnchangedWithoutTheNewOptions() throws {
    let text = try runner.run(["quiz", "--seed", "1", "--count", "2", "--worksheet"]).stdout
    #expect(text.hasPrefix("Worksheet · seed 1 · easy · latin-america · 2 questions\n\n1. "))
    #expect(!text.contains("Version"))
  }

  // MARK: HTML

  @Test func theHTMLPageIsWellFormedWithTheKeyOnItsOwnPage() throws {
    let html = try runner.run(Self.questions + ["--format", "html"]).stdout
    let tree = try #require(HTMLTree(html))
    #expect(tree.root == "html")
    #expect(tree.attributes["html"]?["lang"] == "es")
    #expect(tree.attributes["meta"]?["charset"] == "utf-8")
    #expect(tree.sections == ["sheet", "key", "sheet", "key"])
    #expect(tree.listItems["questions"] == [8, 8])
    #expect(tree.listItems["answers"] == [8, 8])
    #expect(tree.versions == 2)
    #expect(tree.text.contains("Name: ____"))
    #expect(tree.text.contains("Date: ____"))
    #expect(tree.style.contains(".key { break-before: page;"))
    #expect(tree.style.contains(".version + .version { break-before: page;"))
    #expect(tree.style.contains("columns: 2"))
    #expect(tree.style.contains("@media print"))
    for external in ["src=", "href=", "@import", "url("] { #expect(!html.contains(external)) }
  }

  @Test func theGridPageHasATableForEachTenseAndTheKey() throws {
    let html = try runner.run(Self.grid + ["--format", "html"]).stdout
    let tree = try #require(HTMLTree(html))
    #expect(tree.sections == ["sheet", "key"])
    #expect(tree.tables == 4)
    #expect(tree.emptyCells == 4 * 5 * 2, "4 verbs × 5 persons, 2 tenses, blank on the sheet")
  }

  @Test(arguments: [
    "<html><body><p>open</body></html>", "<html><body></p></body></html>",
    "<html><body><ol><li>one</ol></body></html>", "<html><body>&nbsp;</body></html>",
  ])
  func theParserRefusesUnbalancedMarkup(_ html: String) {
    #expect(HTMLTree(html) == nil)
  }

  // MARK: Versions

  @Test func versionsDifferAndEachIsRepeatable() throws {
    let arguments = [
      "quiz", "--worksheet", "--answers", "--format", "json", "--seed", "31", "--count", "10",
      "--versions", "3",
    ]
    let first = try runner.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(try runner.run(arguments).stdout == first.stdout)
    let versions = try #require(
      try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [[String: Any]])
    #expect(versions.compactMap { $0["version"] as? String } == ["A", "B", "C"])
    let seeds = versions.compactMap { ($0["seed"] as? NSNumber)?.uint64Value }
    #expect(seeds.first == 31)
    #expect(Set(seeds).count == 3)
    let sheets = versions.map { version in
      ((version["questions"] as? [[String: Any]]) ?? []).map {
        "\($0["verb"] ?? "") \($0["tense"] ?? "") \($0["person"] ?? "")"
      }
    }
    #expect(sheets.allSatisfy { $0.count == 10 })
    #expect(Set(sheets).count == 3, "three different sheets")
    // Each version printed alone from its own seed gives the same questions.
    for (seed, sheet) in zip(seeds, sheets) {
      let alone = try runner.run([
        "quiz", "--worksheet", "--format", "json", "--seed", "\(seed)", "--count", "10",
      ])
      let questions = try #require(
        try JSONSerialization.jsonObject(with: Data(alone.stdout.utf8)) as? [[String: Any]])
      #expect(
        questions.map { "\($0["verb"] ?? "") \($0["tense"] ?? "") \($0["person"] ?? "")" } == sheet)
    }
  }

  @Test func gridVersionsDrawDifferentVerbsFromTheTier() throws {
    let arguments = [
      "quiz", "--worksheet", "--grid", "--format", "json", "--seed", "8", "--versions", "2",
    ]
    let result = try runner.run(arguments)
    let versions = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    var verbs: [[String]] = []
    for version in versions {
      let tables = try #require(version["tables"] as? [[String: Any]])
      #expect(
        tables.compactMap { $0["tense"] as? String }
          == ["presenteDeIndicativo", "preterito", "futuroDeIndicativo"])
      let rows = try #require(tables.first?["verbs"] as? [[String: Any]])
      verbs.append(rows.compactMap { $0["verb"] as? String })
    }
    #expect(verbs.map(\.count) == [8, 8])
    #expect(verbs[0] != verbs[1])
    #expect(try runner.run(arguments).stdout == result.stdout)
  }

  // MARK: Grid

  @Test func theGridKeyMatchesConjugarVerb() throws {
    let result = try runner.run(Self.grid + ["--format", "json", "--person", "yo,vosotros,ellos"])
    #expect(result.status == 0, "\(result.stderr)")
    let tables = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(tables.count == 2)
    var checked = 0
    for table in tables {
      let tense = try #require(table["tense"] as? String)
      #expect(table["persons"] as? [String] == ["yo", "vosotros", "ellos"])
      for row in try #require(table["verbs"] as? [[String: Any]]) {
        let verb = try #require(row["verb"] as? String)
        let forms = try #require(row["forms"] as? [String: String])
        let reference = try runner.run(["verb", verb, "--format", "json"])
        let conjugation = try #require(
          try JSONSerialization.jsonObject(with: Data(reference.stdout.utf8)) as? [String: Any])
        let expected = try #require(
          (conjugation["tenses"] as? [String: Any])?[tense] as? [String: Any])
        for (person, form) in forms {
          #expect(expected[person] as? String == form, "\(verb) \(tense) \(person)")
          checked += 1
        }
      }
    }
    #expect(checked == 2 * 4 * 3)
  }

  @Test func theGridSheetHasNoAnswersWithoutTheKey() throws {
    let arguments = Array(Self.grid.filter { $0 != "--answers" })
    let json = try runner.run(arguments + ["--format", "json"]).stdout
    #expect(!json.contains("\"forms\""))
    let text = try runner.run(arguments).stdout
    #expect(!text.contains("Answer key"))
    #expect(!text.contains("hablé"))
    #expect(text.contains("__________"))
  }

  // MARK: Chromium

  static let chromium: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/chromium" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Renders the page as a person would see it: checked by eye once (the PNG showed two columns
  /// of numbered questions and the key), kept as a smoke test that the page renders at all.
  @Test(.enabled(if: chromium != nil, "chromium is not on PATH"))
  func chromiumRendersThePage() throws {
    let html = try runner.run(Self.questions + ["--format", "html"]).stdout
    let page = runner.scratch.appendingPathComponent("sheet.html")
    let blank = runner.scratch.appendingPathComponent("blank.html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    try "<!DOCTYPE html><html><body></body></html>".write(
      to: blank, atomically: true, encoding: .utf8)
    let sheet = try screenshot(page)
    let empty = try screenshot(blank)
    #expect(sheet.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(String(decoding: sheet[12..<16], as: UTF8.self) == "IHDR")
    let size = { (offset: Int) in sheet[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(size(16) == 1240)
    #expect(size(20) == 1754)
    #expect(sheet.count > 20_000)
    #expect(sheet.count > 4 * empty.count, "a white page compresses to \(empty.count) bytes")
  }

  private func screenshot(_ page: URL) throws -> Data {
    let png = page.deletingPathExtension().appendingPathExtension("png")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.chromium))
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
      "--user-data-dir=" + runner.scratch.appendingPathComponent("chromium").path,
      "--screenshot=" + png.path, "--window-size=1240,1754", page.absoluteString,
    ]
    process.environment = ["HOME": runner.scratch.path, "PATH": "/usr/bin:/bin"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return try Data(contentsOf: png)
  }
}

/// A worksheet page read by Foundation's XML parser: any parse error (an unclosed or stray tag,
/// an HTML-only entity) or a closing tag that does not match the open one makes it nil.
final class HTMLTree: NSObject, XMLParserDelegate {
  private(set) var root: String?
  private(set) var attributes: [String: [String: String]] = [:]
  /// The classes of the `section` elements, in order.
  private(set) var sections: [String] = []
  /// The number of `li` in each `ol`, by the list's class.
  private(set) var listItems: [String: [Int]] = [:]
  private(set) var versions = 0
  private(set) var tables = 0
  private(set) var emptyCells = 0
  private(set) var text = ""
  private(set) var style = ""
  private var stack: [(name: String, className: String, text: String)] = []

  init?(_ html: String) {
    super.init()
    let parser = XMLParser(data: Data(html.utf8))
    parser.delegate = self
    guard parser.parse(), !failed, stack.isEmpty else { return nil }
  }

  /// FoundationXML on Linux recovers from some errors and still returns true from `parse()`:
  /// any error reported counts.
  private var failed = false

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if root == nil { root = name }
    if self.attributes[name] == nil { self.attributes[name] = attributes }
    let className = attributes["class"] ?? ""
    switch name {
    case "section": sections.append(className)
    case "ol": listItems[className, default: []].append(0)
    case "li":
      if let list = stack.last(where: { $0.name == "ol" })?.className {
        listItems[list]![listItems[list]!.count - 1] += 1
      }
    case "div" where className == "version": versions += 1
    case "table": tables += 1
    default: break
    }
    stack.append((name, className, ""))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
    if !stack.isEmpty { stack[stack.count - 1].text += string }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard stack.last?.name == name else {
      stack.append((name, "unbalanced", ""))
      parser.abortParsing()
      return
    }
    let element = stack.removeLast()
    if name == "style" { style += element.text }
    if name == "td" && element.text.isEmpty { emptyCells += 1 }
  }
}
