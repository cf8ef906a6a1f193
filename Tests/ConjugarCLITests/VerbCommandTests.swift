import Foundation
import Testing

/// End-to-end runs of the built binary: stdout, stderr and exit status.
@Suite struct VerbCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  private func rows(_ output: String) -> (headings: Int, rows: Int) {
    let lines = output.split(separator: "\n")
    let rows = lines.filter { $0.hasPrefix("  ") }.count
    let headings = lines.filter {
      !$0.hasPrefix(" ") && !$0.contains(":") && !$0.contains("—") && $0 != "model"
    }
    return (headings.count - 1, rows)  // the verb's title line is not a tense heading
  }

  @Test func tableHasOneExtraRowPerTenseWithVos() throws {
    let without = try runner.run(["verb", "hablar", "--color", "never"])
    let with = try runner.run(["verb", "hablar", "--vos", "--color", "never"])
    #expect(without.status == 0 && with.status == 0)
    #expect(without.stderr.isEmpty)
    let a = rows(without.stdout)
    let b = rows(with.stdout)
    #expect(a.rows + 20 == 138)
    #expect(b.rows + 20 == 158)
    #expect(with.stdout.contains("  vos                  hablás"))
    #expect(!without.stdout.contains(" hablás\n"))
  }

  @Test func tenseFilterAndSeveralVerbs() throws {
    let result = try runner.run(["verb", "ser", "ir", "--tense", "preterito", "--color", "never"])
    #expect(result.status == 0)
    #expect(result.stdout.components(separatedBy: "Pretérito\n").count == 3)
    #expect(!result.stdout.contains("Presente"))
    #expect(result.stdout.contains("  él/ella/usted        fue"))
  }

  @Test func jsonLinesOnePerVerb() throws {
    let result = try runner.run(["verb", "tener", "levantarse", "--format", "json", "--vos"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    let objects = try lines.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(objects[0]?["infinitive"] as? String == "tener")
    let tenses = objects[1]?["tenses"] as? [String: [String: Any]]
    #expect(tenses?["imperativoPositivo"]?["tu"] as? String == "levántate")
    #expect(objects[1]?["gerund"] as? String == "levantándose")
  }

  @Test func colourFollowsFlagsTerminalAndNoColor() throws {
    let piped = try runner.run(["verb", "tener", "--tense", "presente"])
    #expect(!piped.stdout.contains("\u{1B}["))
    let forced = try runner.run(
      ["verb", "tener", "--tense", "presente", "--color", "always"], environment: ["NO_COLOR": "1"])
    #expect(forced.stdout.contains("\u{1B}[1;31mg\u{1B}[0m"))
  }

  @Test func inferredVerbIsConjugatedWithANote() throws {
    let result = try runner.run(["verb", "feisbuquear", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"known\":false"))
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("conjugar: note: 'feisbuquear' is not in the verb list"))
  }

  struct BadInput: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let badInputs: [BadInput] = [
    BadInput(arguments: ["verb", ""], status: 65, message: "no verb given"),
    BadInput(arguments: ["verb", "hablr"], status: 65, message: "did you mean 'hablar'"),
    BadInput(arguments: ["verb", "tengo"], status: 65, message: "it is a form of 'tener'"),
    BadInput(arguments: ["verb", "12"], status: 65, message: "is not a Spanish word"),
    BadInput(
      arguments: ["verb", String(repeating: "x", count: 100_000)], status: 65, message: "too long"),
    BadInput(arguments: ["verb"], status: 64, message: "give at least one infinitive"),
    BadInput(
      arguments: ["verb", "hablar", "--tense", "nope"], status: 64,
      message: "invalid value 'nope' for --tense"),
    BadInput(
      arguments: ["verb", "hablar", "--format", "xml"], status: 64,
      message: "invalid value 'xml' for --format; use text or json"),
    BadInput(
      arguments: ["verb", "hablar", "--bogus"], status: 64, message: "unknown option '--bogus'"),
    BadInput(arguments: ["xyzzy"], status: 64, message: "unknown command 'xyzzy'"),
    BadInput(
      arguments: ["frumbular"], status: 64, message: "to conjugate it: conjugar verb frumbular"),
    BadInput(arguments: ["verbs", "--model", "nope"], status: 64, message: "unknown model 'nope'"),
    BadInput(
      arguments: ["verbs", "--regular", "--irregular"], status: 64, message: "exclude each other"),
  ]

  @Test(arguments: badInputs)
  func badInputGetsOneLineAndAStatus(_ input: BadInput) throws {
    let result = try runner.run(input.arguments)
    #expect(result.status == input.status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: "))
    #expect(result.stderr.contains(input.message), "\(result.stderr)")
  }

  /// An argument Swift strings cannot hold: through the binary, as only a process receives one.
  @Test func invalidUTF8ArgumentIsRejected() throws {
    let result = try BinaryRunner().runShell(#"exec "$0" verb "$(printf 'habl\377r')""#)
    #expect(result.status == 65)
    #expect(result.stderr == "conjugar: error: the verb is not valid UTF-8 text\n")
  }

  @Test func goodVerbsStillPrintWhenOneFails() throws {
    let result = try runner.run(["verb", "hablar", "hablr", "--format", "json"])
    #expect(result.status == 65)
    #expect(result.stdout.split(separator: "\n").count == 1)
    #expect(result.stderrLines.count == 1)
  }
}

@Suite struct LongInputTests {
  @Test(arguments: [
    ["settings", "set", "vos", String(repeating: "y", count: 100_000)],
    ["settings", "get", String(repeating: "k", count: 100_000)],
    [String(repeating: "c", count: 100_000)],
    ["verbs", "--model", String(repeating: "m", count: 100_000)],
    ["verb", "hablar", "--tense", String(repeating: "t", count: 100_000)],
  ])
  func hundredKilobyteArgumentsGetAShortMessage(_ arguments: [String]) throws {
    let result = try InProcessRunner().run(arguments)
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.count < 1100, "\(result.stderr.prefix(200))")
  }
}
