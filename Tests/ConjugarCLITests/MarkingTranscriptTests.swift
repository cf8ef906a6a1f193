import Foundation
import Testing

/// The one marking rule through `check` and a quiz, in English and Spanish, against reviewed
/// golden transcripts: subject pronouns (agreeing, of another person, alone, twice, with the
/// gerund), punctuation, accent slips that make another word, the diaeresis, -ra/-se named
/// without either, the spelling before 2010, and 4,000 characters of punctuation.
@Suite struct MarkingTranscriptTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let answers: [(String, String, String, String?)] = [
    ("yo hablo", "hablar", "presente", "yo"),
    ("¡Usted habla!", "hablar", "presente", "usted"),
    ("yo he hablado", "hablar", "perfecto", "yo"),
    ("hable usted", "hablar", "imperativo positivo", "usted"),
    ("¿Habla usted?", "hablar", "presente", "usted"),
    ("no hables tú", "hablar", "imperativo negativo", "tú"),
    ("tú hablo", "hablar", "presente", "yo"),
    ("tu hablas", "hablar", "presente", "tú"),
    ("él hablo", "hablar", "presente", "yo"),
    ("yo", "hablar", "presente", "yo"),
    ("yo tú hablo", "hablar", "presente", "yo"),
    ("yo hablando", "hablar", "gerundio", nil),
    ("tuviese", "tener", "imperfecto de subjuntivo", "yo"),
    ("tuviera", "tener", "imperfect subjunctive", "yo"),
    ("hubiese tenido", "tener", "pluperfect subjunctive", "yo"),
    ("hablo", "hablar", "pretérito", "él"),
    ("hable", "hablar", "pretérito", "yo"),
    ("de", "dar", "presente de subjuntivo", "yo"),
    ("esta", "estar", "presente", "él"),
    ("tenia", "tener", "imperfecto", "yo"),
    ("hablare", "hablar", "futuro", "yo"),
    ("averigue", "averiguar", "presente de subjuntivo", "yo"),
    ("rió", "reír", "pretérito", "él"),
    ("guió", "guiar", "pretérito", "él"),
    ("Tuve...", "tener", "pretérito", "yo"),
    ("?!?", "tener", "pretérito", "yo"),
  ]

  func transcript(language: String) throws -> String {
    var text = ""
    for (answer, verb, tense, person) in Self.answers {
      var arguments = ["check", answer, "--verb", verb, "--tense", tense]
      if let person { arguments += ["--person", person] }
      let result = try runner.run(arguments + ["--lang", language])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(arguments) \(result.stderr)")
      let shown = arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }
      text += "$ conjugar " + shown.joined(separator: " ") + "\n" + result.stdout
    }
    return text
  }

  @Test func checkInEnglish() throws {
    try Golden.check(try transcript(language: "en"), against: "check-marking")
  }

  @Test func checkInSpanish() throws {
    try Golden.check(try transcript(language: "es"), against: "check-marking-es")
  }

  @Test func fourThousandCharactersOfPunctuationAreRefusedInOneLine() throws {
    let noise = String(repeating: "¿?!.", count: 1000)
    let result = try runner.run([
      "check", noise, "--verb", "tener", "--tense", "pretérito", "--person", "yo",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  /// Accent slips that make another word stay wrong with accents ignored; the spelling before
  /// 2010 is right, with its note.
  @Test(arguments: ["en", "es"])
  func quizWithAccentsIgnored(language: String) throws {
    let arguments = [
      "quiz", "--seed", "3", "--count", "6", "--verbs", "hablar,reír,dar,estar,guiar", "--tense",
      "pretérito,presente de subjuntivo", "--person", "yo,él", "--accents", "ignore", "--lang",
      language,
    ]
    let result = try runner.run(arguments, input: try Golden.input("quiz-homographs"))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(
      result.stdout, against: language == "en" ? "quiz-homographs" : "quiz-homographs-es")
  }

  @Test(arguments: ["en", "es"])
  func quiz(language: String) throws {
    let arguments = ["quiz", "--seed", "5", "--count", "8", "--lang", language]
    let result = try runner.run(arguments, input: try Golden.input("quiz-marking"))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(
      result.stdout, against: language == "en" ? "quiz-marking" : "quiz-marking-es")
  }
}
