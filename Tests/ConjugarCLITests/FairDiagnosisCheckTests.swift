import Foundation
import Testing

/// `check` on issue 39's mistakes, in English and in Spanish, against reviewed golden
/// transcripts: pronouns, voseo, short tú imperatives, shared forms, rare namesakes left out,
/// and every kind named in plain words.
@Suite struct FairDiagnosisCheckTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// Answer, verb, tense, person and any other options.
  static let mistakes: [[String]] = [
    ["puso", "--verb", "ponerse", "--tense", "pretérito", "--person", "él"],
    ["me enfada", "--verb", "enfadarse", "--tense", "presente", "--person", "él"],
    ["sienta", "--verb", "sentarse", "--tense", "imperativo positivo", "--person", "tú"],
    ["te levanta", "--verb", "levantarse", "--tense", "imperativo positivo", "--person", "tú"],
    ["se levanta", "--verb", "levantar", "--tense", "presente", "--person", "él"],
    ["lavad", "--verb", "lavarse", "--tense", "imperativo positivo", "--person", "vosotros"],
    [
      "levantémosnos", "--verb", "levantarse", "--tense", "imperativo positivo", "--person",
      "nosotros",
    ],
    ["sos", "--verb", "ser", "--tense", "presente", "--person", "tú"],
    ["tené", "--verb", "tener", "--tense", "imperativo positivo", "--person", "tú"],
    ["hablás", "--verb", "hablar", "--tense", "presente", "--person", "tú"],
    ["tenés", "--verb", "decir", "--tense", "presente", "--person", "vos", "--vos"],
    ["tiene", "--verb", "tener", "--tense", "imperativo positivo", "--person", "tú"],
    ["dice", "--verb", "decir", "--tense", "imperativo positivo", "--person", "tú"],
    ["siente", "--verb", "sentar", "--tense", "presente", "--person", "él"],
    ["aprenses", "--verb", "aprender", "--tense", "presente", "--person", "tú"],
    ["era", "--verb", "estar", "--tense", "imperfecto", "--person", "yo"],
    ["tocé", "--verb", "tocar", "--tense", "pretérito", "--person", "yo"],
  ]

  func transcript(language: String) throws -> String {
    var text = ""
    for mistake in Self.mistakes {
      let arguments = ["--lang", language, "check"] + mistake
      let result = try runner.run(arguments)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      let shown = arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }
      text += "$ conjugar " + shown.joined(separator: " ") + "\n" + result.stdout
    }
    return text
  }

  @Test func englishTranscript() throws {
    try Golden.check(try transcript(language: "en"), against: "check-fair-diagnosis-en")
  }

  @Test func spanishTranscript() throws {
    try Golden.check(try transcript(language: "es"), against: "check-fair-diagnosis-es")
  }

  /// The JSON keeps the raw kinds: pronoun, other-form.
  @Test func jsonKeepsTheRawKinds() throws {
    let pronoun = try runner.run(["check", "--format", "json"] + Self.mistakes[0])
    #expect(pronoun.stdout.contains(#""kind":"pronoun""#))
    let voseo = try runner.run(["check", "--format", "json"] + Self.mistakes[7])
    #expect(voseo.stdout.contains(#""kind":"other-form""#))
  }
}
