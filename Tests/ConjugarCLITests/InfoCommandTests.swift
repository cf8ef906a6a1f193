import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Testing

@Suite struct InfoCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test func explainsOneTense() throws {
    let result = try runner.run(["info", "preterite"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdoutLines
    #expect(lines.first == "Pretérito · preterite")
    for section in ["When", "How it is formed", "Irregular families", "Examples"] {
      #expect(lines.contains(section), "\(section)")
    }
    #expect(result.stdout.contains("tener → tuve"))
    #expect(!result.stdout.contains("\u{1B}"), "no colour on a pipe")
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test func wrapsToColumnsAndColoursOnlyWhenAsked() throws {
    let narrow = try runner.run(["info", "subjuntivo"], environment: ["COLUMNS": "50"])
    #expect(narrow.stdoutLines.allSatisfy { $0.count <= 50 })
    #expect(narrow.stdoutLines.contains { $0.count > 40 })
    let silly = try runner.run(["info", "subjuntivo"], environment: ["COLUMNS": "wide"])
    #expect(silly.stdoutLines.contains { $0.count > 50 })
    let coloured = try runner.run(["info", "futuro", "--color", "always"])
    #expect(coloured.stdout.contains("\u{1B}[1mWhen\u{1B}[0m"))
  }

  @Test func oneTenseEndsWithThreeSentencesOfTheBankOfDifferentVerbs() throws {
    let result = try runner.run(["info", "preterite"])
    #expect(result.status == 0)
    let lines = result.stdoutLines
    let heading = try #require(lines.firstIndex(of: "Examples from the sentence bank"))
    let guideExamples = try #require(lines.firstIndex(of: "Examples"))
    #expect(guideExamples < heading)
    let after = lines[(heading + 1)...].filter { !$0.isEmpty }
    let sentences = after.filter { !$0.hasPrefix("    ") }
    #expect(sentences.count == 3)
    #expect(sentences.first == "  Ayer nuestro equipo ganó por tres goles a uno. — ganar")
    #expect(after.filter { $0.hasPrefix("    ") }.count == 3, "the English of each")
    let verbs = sentences.compactMap { $0.components(separatedBy: " — ").last }
    #expect(Set(verbs).count == 3, "\(verbs)")
    #expect(lines.allSatisfy { $0.count <= 80 })
    let coloured = try runner.run(["info", "preterite", "--color", "always"])
    #expect(coloured.stdout.contains("Ayer nuestro equipo \u{1B}[1;31mganó\u{1B}[0m por"))
  }

  @Test func withoutATenseListsThemAll() throws {
    let result = try runner.run(["info"])
    #expect(result.status == 0)
    for name in ["Presente de indicativo", "Imperativo negativo", "Futuro perfecto de subjuntivo"] {
      #expect(result.stdout.contains(name), "\(name)")
    }
    #expect(result.stdout.contains("conjugar info <tense> for details"))
    let all = try runner.run(["info", "--all"])
    #expect(all.status == 0)
    #expect(all.stdout.components(separatedBy: "\nHow it is formed\n").count == 21)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let one = try runner.run(["info", "preterito", "--format", "json"])
    #expect(one.status == 0)
    #expect(one.stdoutLines.filter { !$0.isEmpty }.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
    #expect(object["tense"] as? String == "preterito")
    #expect(object["name"] as? String == "Pretérito")
    #expect(object["englishName"] as? String == "preterite")
    #expect(object["whenUsed"] is String)
    let formation = try #require(object["formation"] as? [String: Any])
    #expect(formation["columns"] as? [String] == ["-ar", "-er", "-ir"])
    #expect(
      (formation["rows"] as? [[String: Any]])?.first?["endings"] as? [String] == ["-é", "-í", "-í"])
    #expect((object["irregularFamilies"] as? [[String: Any]])?.isEmpty == false)
    let examples = try #require(object["examples"] as? [[String: String]])
    #expect(examples.count == 2)
    #expect(
      examples.allSatisfy { Set($0.keys) == ["spanish", "english", "verb", "person", "form"] })

    let all = try runner.run(["info", "--format", "json"])
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 20)
    #expect(array.last?["tense"] as? String == "futuroPerfectoDeSubjuntivo")
  }

  @Test func anUnknownTenseIsAUsageError() throws {
    let result = try runner.run(["info", "nonsense"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(
      result.stderr.hasPrefix(
        "conjugar: error: unknown tense 'nonsense'; 'conjugar info' lists the tenses"))
    let near = try runner.run(["info", "imperativo negatvo"])
    #expect(near.status == 64)
    #expect(near.stderr.contains("did you mean 'imperativo negativo'?"))
    // Every tradition's names are known: the tense guide opens for each.
    for name in ["copretérito", "pretérito perfecto compuesto", "past perfect", "subjunctive"] {
      #expect(try runner.run(["info", name]).status == 0, "\(name)")
    }
  }
}

/// Terminal manners, in-process with an injected terminal: the width comes from the terminal,
/// then COLUMNS, then 80; `TERM=dumb` or no TERM means no colour unless asked for.
@Suite struct TerminalMannersTests {
  func info(
    _ arguments: [String], columns: Int?, variables: [String: String] = [:],
    onTerminal: Bool = true
  ) throws -> [String] {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = onTerminal
    environment.terminalColumns = { columns }
    environment.terminalRows = { 1000 }  // Taller than any guide: no pager.
    environment.variables.merge(variables) { _, new in new }
    try InfoCommand.parse(arguments).run(in: environment)
    return test.output.components(separatedBy: "\n")
  }

  @Test func infoWrapsToTheTerminalBeforeColumns() throws {
    let lines = try info(["subjuntivo"], columns: 50, variables: ["COLUMNS": "120"])
    #expect(lines.allSatisfy { $0.count <= 50 })
    #expect(lines.contains { $0.count > 45 })
    let wide = try info(["subjuntivo"], columns: 120)
    #expect(wide.contains { $0.count > 80 })
    #expect(wide.allSatisfy { $0.count <= 120 })
  }

  @Test func withoutATerminalColumnsThenEighty() throws {
    let columns = try info(["subjuntivo"], columns: nil, variables: ["COLUMNS": "60"])
    #expect(columns.allSatisfy { $0.count <= 60 })
    #expect(columns.contains { $0.count > 55 })
    let plain = try info(["subjuntivo"], columns: nil)
    #expect(plain.allSatisfy { $0.count <= 80 })
    #expect(plain.contains { $0.count > 75 })
  }

  @Test(
    arguments: [
      (nil, nil, 80), (100, nil, 100), (nil, "72", 72), (100, "72", 100), (10, nil, 40),
      (5000, nil, 200), (nil, "wide", 80), (nil, "-3", 80), (0, "90", 90),
    ] as [(Int?, String?, Int)])
  func widthIsClamped(_ columns: Int?, _ variable: String?, _ expected: Int) {
    let variables = variable.map { ["COLUMNS": $0] } ?? [:]
    #expect(TerminalWidth.resolve(columns: columns, variables: variables) == expected)
  }

  @Test func theEnvironmentReadsItsColumnsEachTime() throws {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    var environment = test.environment()
    let columns = Locked<Int?>(90)
    environment.terminalColumns = { columns.get() }
    #expect(environment.terminalWidth == 90)
    columns.set(130)
    #expect(environment.terminalWidth == 130)
  }

  @Test(
    arguments: [
      ("xterm-256color", nil, true), ("dumb", nil, false), ("", nil, false), (nil, nil, false),
      ("xterm", "1", false),
    ] as [(String?, String?, Bool)])
  func autoColourNeedsATerminalThatShowsIt(_ term: String?, _ noColor: String?, _ colours: Bool)
    throws
  {
    var variables: [String: String] = [:]
    if let term { variables["TERM"] = term }
    if let noColor { variables["NO_COLOR"] = noColor }
    let text = try info(["futuro"], columns: 80, variables: variables).joined()
    #expect(text.contains("\u{1B}[") == colours)
    let piped = try info(["futuro"], columns: nil, variables: variables, onTerminal: false)
    #expect(!piped.joined().contains("\u{1B}["))
  }

  @Test(arguments: ["dumb", ""])
  func alwaysStillColours(_ term: String) throws {
    let text = try info(["futuro", "--color", "always"], columns: 80, variables: ["TERM": term])
    #expect(text.contains("\u{1B}[1mWhen\u{1B}[0m"))
    let never = try info(["futuro", "--color", "never"], columns: 80, variables: ["TERM": "xterm"])
    #expect(!never.joined().contains("\u{1B}["))
  }
}
