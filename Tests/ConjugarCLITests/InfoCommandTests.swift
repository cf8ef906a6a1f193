import Foundation
import Testing

@Suite struct InfoCommandTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

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
        "conjugar: error: unknown tense 'nonsense'; tenses are presenteDeIndicativo"))
    let near = try runner.run(["info", "imperativo negatvo"])
    #expect(near.status == 64)
    #expect(near.stderr.contains("did you mean 'imperativoNegativo'?"))
  }
}
