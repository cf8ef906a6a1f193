import Foundation
import Testing

/// `conjugar check`: the verdict and diagnoses as text and JSON, and bad input.
@Suite struct CheckCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The examples of issue 23: answer, verb, tense, person (nil for gerund and participle).
  static let examples: [(String, String, String, String?)] = [
    ("hablo", "hablar", "pretérito", "él"), ("habló", "hablar", "preterite", "usted"),
    ("advirtiese", "advertir", "imperfecto de subjuntivo -ra", "yo"),
    ("tenía", "tener", "pretérito", "yo"), ("fui", "estar", "pretérito", "yo"),
    ("empezo", "empezar", "presente", "yo"), ("tení", "tener", "pretérito", "yo"),
    ("teno", "tener", "presente", "yo"), ("conoco", "conocer", "presente", "yo"),
    ("abrido", "abrir", "participio", nil), ("tenré", "tener", "futuro", "yo"),
    ("teneré", "tener", "futuro", "yo"), ("piensamos", "pensar", "presente", "nosotros"),
    ("durmo", "dormir", "presente", "yo"), ("duermimos", "dormir", "presente", "nosotros"),
    ("buscé", "buscar", "pretérito", "yo"),
    ("actualizes", "actualizar", "presente de subjuntivo", "tú"),
    ("cogo", "coger", "presente", "yo"), ("leió", "leer", "pretérito", "él"),
    ("averigue", "averiguar", "presente de subjuntivo", "yo"), ("pagé", "pagar", "pretérito", "yo"),
    ("tuvistes", "tener", "pretérito", "tu"), ("haiga", "haber", "presente de subjuntivo", "yo"),
    ("dijieron", "decir", "pretérito", "ellos"), ("andó", "andar", "pretérito", "él"),
    ("andaste", "andar", "pretérito", "tú"), ("satisfació", "satisfacer", "pretérito", "él"),
    ("satisfací", "satisfacer", "pretérito", "yo"), ("cabió", "caber", "pretérito", "él"),
    ("cabí", "caber", "pretérito", "yo"), ("preveyó", "prever", "pretérito", "él"),
    ("hablamo", "hablar", "presente", "nosotros"),
    ("comiéramo", "comer", "imperfecto de subjuntivo -ra", "nosotros"),
    ("hablé", "hablar", "pretérito", "él"), ("hablaoms", "hablar", "presente", "nosotros"),
  ]

  func transcript(format: String) throws -> String {
    var text = ""
    for (answer, verb, tense, person) in Self.examples {
      var arguments = ["check", answer, "--verb", verb, "--tense", tense]
      if let person { arguments += ["--person", person] }
      if format == "json" { arguments += ["--format", "json"] }
      let result = try runner.run(arguments)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments)")
      text += "$ conjugar " + arguments.joined(separator: " ") + "\n" + result.stdout
    }
    return text
  }

  @Test func textTranscript() throws {
    try Golden.check(try transcript(format: "text"), against: "check-text")
  }

  @Test func jsonTranscript() throws {
    try Golden.check(try transcript(format: "json"), against: "check-json")
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let result = try runner.run([
      "check", "tuvistes", "--verb", "tener", "--tense", "preterite", "--person", "tú", "--format",
      "json",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["verdict", "expected", "accepted", "diagnosis"])
    #expect(object["verdict"] as? String == "wrong")
    #expect(object["expected"] as? String == "tuviste")
    #expect(object["accepted"] as? [String] == ["tuviste"])
    let first = try #require((object["diagnosis"] as? [[String: String]])?.first)
    #expect(first["kind"] == "nonstandard")
  }

  @Test func vosNamesVosForms() throws {
    let without = try runner.run([
      "check", "decí", "--verb", "decir", "--tense", "pretérito", "--person", "yo",
    ])
    #expect(without.stdoutLines.filter { $0.hasPrefix("another form:") }.isEmpty)
    #expect(without.stdoutLines.contains { $0.hasPrefix("made regular:") })
    let with = try runner.run([
      "check", "decí", "--verb", "decir", "--tense", "pretérito", "--person", "yo", "--vos",
    ])
    #expect(with.stdoutLines.contains { $0.hasPrefix("made regular:") })
    #expect(
      with.stdoutLines.contains {
        $0.hasPrefix("another form: decí is say! (imperativo afirmativo, vos)")
      })
  }

  /// The imperative named as a mood is the tense the answer reads as: "no" makes it negative.
  @Test(
    arguments: [
      ("ten", "imperativo", "right: ten"), ("tené", "imperative", "expected: ten"),
      ("no tengas", "imperativo", "right: no tengas"),
      ("no tienes", "imperative", "expected: no tengas"),
      ("¡Ten!", "imperativo", "right: ¡Ten!"),
    ])
  func theImperativeMoodIsReadFromTheAnswer(answer: String, tense: String, line: String) throws {
    let result = try runner.run([
      "check", answer, "--verb", "tener", "--tense", tense, "--person", "tú",
    ])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdoutLines.contains(line), "\(result.stdoutLines)")
  }

  @Test(
    arguments: [
      (
        ["check", "x", "--verb", "hablr", "--tense", "pretérito", "--person", "yo"], 65,
        "did you mean 'hablar'"
      ),
      (
        ["check", "x", "--verb", "hablor", "--tense", "pretérito", "--person", "yo"], 65,
        "did you mean"
      ),
      (
        ["check", "x", "--verb", "hablar", "--tense", "pretrito", "--person", "yo"], 64,
        "did you mean 'pretérito'?"
      ),
      (
        ["check", "x", "--verb", "hablar", "--tense", "pretérito", "--person", "zz"], 64,
        "not a person"
      ),
      (
        ["check", "x", "--verb", "hablar", "--tense", "pretérito", "--person", "you"], 64,
        "one person"
      ),
      (["check", "x", "--verb", "hablar", "--tense", "pretérito"], 64, "--person is needed"),
      (
        ["check", "x", "--verb", "hablar", "--tense", "imperativo positivo", "--person", "yo"], 64,
        "has no yo form"
      ),
      (
        ["check", "x", "--verb", "hablar", "--tense", "subjuntivo", "--person", "tú"], 64,
        "names one tense"
      ),
      (
        ["check", "x", "--verb", "hablar", "--tense", "participio", "--person", "yo"], 64,
        "take no --person"
      ),
      (
        ["check", "", "--verb", "hablar", "--tense", "pretérito", "--person", "yo"], 64,
        "the answer is empty"
      ),
      (
        ["check", "a\u{1B}[2Jb", "--verb", "hablar", "--tense", "pretérito", "--person", "yo"], 64,
        "'a\\x1B[2Jb' has control characters"
      ),
      (
        [
          "check", String(repeating: "a", count: 201), "--verb", "hablar", "--tense", "pretérito",
          "--person", "yo",
        ], 64, "201 characters is too long"
      ),
      (
        ["check", "habl\u{FFFD}", "--verb", "hablar", "--tense", "pretérito", "--person", "yo"], 65,
        "not valid UTF-8"
      ),
    ] as [([String], Int32, String)])
  func refusesBadInput(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let result = try runner.run(arguments)
    #expect(result.status == status)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("conjugar: error: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
