import Foundation
import Testing

/// `check` explains mistakes in Spanish: each kind of diagnosis, its label and its line, against
/// a reviewed golden transcript; LANG and --lang give the same bytes, and JSON stays English.
@Suite struct SpanishCheckDiagnosisTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// One wrong answer per kind of mistake: answer, verb, tense, person (nil for none).
  static let mistakes: [(String, String, String, String?)] = [
    ("hablo", "hablar", "pretérito", "él"),
    ("tenía", "tener", "pretérito", "yo"),
    ("tuvieron", "querer", "pretérito", "nosotros"),
    ("penso", "pensar", "presente", "yo"),
    ("piensamos", "pensar", "presente", "nosotros"),
    ("buscé", "buscar", "pretérito", "yo"),
    ("tuvistes", "tener", "pretérito", "tú"),
    ("vivemos", "vivir", "presente", "nosotros"),
    ("hablavan", "hablar", "imperfecto", "ellos"),
    ("no hablas", "hablar", "imperativo negativo", "tú"),
    ("hacido", "hacer", "participio", nil),
    ("xyzw", "hablar", "pretérito", "yo"),
  ]

  static func arguments(_ mistake: (String, String, String, String?)) -> [String] {
    let (answer, verb, tense, person) = mistake
    return ["check", answer, "--verb", verb, "--tense", tense]
      + (person.map { ["--person", $0] } ?? [])
  }

  @Test func goldenMistakes() throws {
    var transcript = ""
    for mistake in Self.mistakes {
      let arguments = Self.arguments(mistake)
      let result = try runner.run(arguments, environment: ["LANG": "es_ES.UTF-8"])
      let flagged = try runner.run(arguments + ["--lang", "es"])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      #expect(flagged.stdout == result.stdout)
      let shown = arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }
      transcript += "$ conjugar " + shown.joined(separator: " ") + "\n" + result.stdout
    }
    try Golden.check(transcript, against: "check-es-mistakes")
  }

  /// JSON is an interface: its kinds and messages stay English whatever the language.
  @Test func jsonStaysEnglish() throws {
    let arguments = Self.arguments(Self.mistakes[3]) + ["--format", "json"]
    let spanish = try runner.run(arguments + ["--lang", "es"])
    let english = try runner.run(arguments + ["--lang", "en"])
    #expect(spanish.stdout == english.stdout)
    #expect(spanish.stdout.contains("\"message\":\"pensar changes e→ie when stressed: pienso\""))
  }
}
