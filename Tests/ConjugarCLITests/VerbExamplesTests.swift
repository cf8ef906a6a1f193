import ConjugarCore
import Foundation
import Testing

/// `verb --examples`: sentences of the bank under the table (or in the JSON object), filled with
/// the conjugator's forms.
@Suite struct VerbExamplesTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The lines after the "Examples" heading, but the empty one that ends the output.
  private func examples(_ output: String) throws -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let heading = try #require(lines.firstIndex(of: "Examples"))
    return lines[(heading + 1)...].filter { !$0.isEmpty }
  }

  private func json(_ output: String) throws -> [[String: String]] {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    return try #require(object["examples"] as? [[String: String]])
  }

  @Test func tenerShowsTwelveSentencesInTenseOrderAfterTheTable() throws {
    let result = try runner.run(["verb", "tener", "--examples"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(!result.stdout.contains("\u{1B}"), "no markup on a pipe")
    let lines = try examples(result.stdout)
    let sentences = lines.filter { !$0.hasPrefix("    ") }
    let english = lines.filter { $0.hasPrefix("    ") }
    #expect(sentences.count == 12 && english.count == 12)
    #expect(sentences.allSatisfy { $0.hasPrefix("  ") && $0.contains(" — ") })
    #expect(
      sentences.first == "  Ahora (yo) tengo dos gatos y un perro en casa. — Presente de indicativo"
    )
    #expect(lines[1] == "    Now I have two cats and a dog at home.")
    let names = sentences.compactMap { $0.components(separatedBy: " — ").last }
    let order = names.map { name in Tense.allCases.firstIndex { $0.name == name } ?? -1 }
    #expect(!order.contains(-1) && order == order.sorted(), "\(names)")
    #expect(Set(names).count >= 10, "one sentence per tense in turn, not twelve presents")
    let plain = try runner.run(["verb", "tener"])
    #expect(!plain.stdout.contains("Examples"))
  }

  @Test func tenerAsJSONHasAnExamplesArray() throws {
    let result = try runner.run(["verb", "tener", "--examples", "--format", "json"])
    #expect(result.status == 0)
    let examples = try json(result.stdout)
    #expect(examples.count == 12)
    #expect(
      examples.first == [
        "spanish": "Ahora (yo) tengo dos gatos y un perro en casa.",
        "english": "Now I have two cats and a dog at home.", "tense": "presenteDeIndicativo",
        "person": "yo", "form": "tengo",
      ])
    for example in examples {
      #expect(Set(example.keys) == ["spanish", "english", "tense", "person", "form"])
      #expect(example["spanish"]?.lowercased().contains(example["form"] ?? "-") == true)
    }
    let without = try runner.run(["verb", "tener", "--format", "json"])
    #expect(!without.stdout.contains("\"examples\""))
  }

  @Test func aPronominalVerbsFormKeepsItsPronoun() throws {
    let result = try runner.run(["verb", "levantarse", "--examples", "--tense", "presente"])
    #expect(result.status == 0)
    let sentences = try examples(result.stdout).filter { !$0.hasPrefix("    ") }
    #expect(
      sentences.contains(
        "  Entre semana (yo) me levanto a las seis y media. — Presente de indicativo"))
    #expect(sentences.allSatisfy { $0.hasSuffix(" — Presente de indicativo") })
    let json = try json(
      try runner.run([
        "verb", "levantarse", "--examples", "--tense", "presente", "--format", "json",
      ])
      .stdout)
    #expect(json.contains { $0["form"] == "me levanto" && $0["person"] == "yo" })
  }

  @Test func aVosSentenceHasTheVosFormEvenWithTheVosRowHidden() throws {
    let result = try runner.run(["verb", "tener", "--examples", "--tense", "presente", "--no-vos"])
    #expect(result.status == 0)
    #expect(
      try examples(result.stdout).contains(
        "  Vos tenés razón: este camino es más corto. — Presente de indicativo"))
    let json = try json(
      try runner.run(["verb", "tener", "--examples", "--tense", "presente", "--format", "json"])
        .stdout)
    let vos = json.filter { $0["person"] == "vos" }
    #expect(!vos.isEmpty && vos.allSatisfy { $0["form"] == "tenés" })
  }

  @Test func aVerbWithoutSentencesSaysSoInOneLine() throws {
    let result = try runner.run(["verb", "abarquillar", "--examples"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("\n\nno example sentences for abarquillar yet\n"))
    #expect(!result.stdout.contains("Examples"))
    let json = try json(
      try runner.run(["verb", "abarquillar", "--examples", "--format", "json"]).stdout)
    #expect(json.isEmpty)
  }

  @Test func theFormIsHighlightedLikeIrregularLettersOnATerminal() throws {
    let result = try runner.run(["verb", "tener", "--examples", "--color", "always"])
    #expect(result.stdout.contains("  Ahora (yo) \u{1B}[1;31mtengo\u{1B}[0m dos gatos"))
    #expect(result.stdout.contains("\u{1B}[1mExamples\u{1B}[0m"))
  }

  @Test func goldenTranscriptOfTenerWithExamples() throws {
    let result = try runner.run(["verb", "tener", "--examples"])
    try Golden.check(result.stdout, against: "verb-tener-examples")
  }

  /// Sentences wrap at spaces to the width the table fits (here `--layout grid` and COLUMNS,
  /// as on a 40-column terminal); into a pipe, one line each as before.
  @Test func sentencesWrapToTheTablesWidth() throws {
    let arguments = ["verb", "tener", "--examples", "--tense", "preterito"]
    let narrow = try runner.run(arguments + ["--layout", "grid"], environment: ["COLUMNS": "40"])
    #expect(narrow.status == 0)
    let lines = narrow.stdoutLines
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
    let piped = try runner.run(arguments, environment: ["COLUMNS": "40"])
    #expect(try examples(piped.stdout).contains { $0.count > 40 })
    #expect(
      try examples(narrow.stdout).joined(separator: " ").split(separator: " ")
        == examples(piped.stdout).joined(separator: " ").split(separator: " "))
  }
}
