import Foundation
import Testing

/// `check` on issue 39's morphology mistakes, in English and in Spanish, against reviewed
/// golden transcripts: strong preterites under prefixes, the y after a stem's i, regularized
/// participles and futures (haber's as an auxiliary), strong-preterite endings, slips.
@Suite struct MorphologyCheckTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// Answer, verb, tense, person (nil for none).
  static let mistakes: [(String, String, String, String?)] = [
    ("maldició", "maldecir", "pretérito", "él"),
    ("predició", "predecir", "pretérito", "él"),
    ("componió", "componer", "pretérito", "él"),
    ("maldiré", "maldecir", "futuro", "yo"),
    ("riyeron", "reír", "pretérito", "ellos"),
    ("había veído", "ver", "pluscuamperfecto", "yo"),
    ("escribido", "escribir", "participio", nil),
    ("haberemos hablado", "hablar", "futuro perfecto", "nosotros"),
    ("tenerá", "tener", "futuro", "él"),
    ("sabería", "saber", "condicional", "yo"),
    ("estuvemos", "estar", "pretérito", "nosotros"),
    ("tuvó", "tener", "pretérito", "él"),
    ("escriibiré", "escribir", "futuro", "yo"),
    ("comeos", "comer", "presente", "nosotros"),
  ]

  func transcript(_ environment: [String: String]) throws -> String {
    var text = ""
    for (answer, verb, tense, person) in Self.mistakes {
      let arguments =
        ["check", answer, "--verb", verb, "--tense", tense]
        + (person.map { ["--person", $0] } ?? [])
      let result = try runner.run(arguments, environment: environment)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments): \(result.stderr)")
      let shown = arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }
      text += "$ conjugar " + shown.joined(separator: " ") + "\n" + result.stdout
    }
    return text
  }

  @Test func englishTranscript() throws {
    try Golden.check(try transcript(["LANG": "en_US.UTF-8"]), against: "check-morphology")
  }

  @Test func spanishTranscript() throws {
    try Golden.check(try transcript(["LANG": "es_ES.UTF-8"]), against: "check-morphology-es")
  }
}
