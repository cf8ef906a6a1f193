import Foundation
import Testing

/// The translate drill in both languages against reviewed golden transcripts: "he/she knew
/// (saber)" answered by sabía, "you interpret (interpretar)" by usted's interpreta, "you had
/// (tener)" by the preterite tuviste, "he/she found out (saber)" asking supo and radicar's
/// "lies (be located)".
@Suite struct TranslateReadingsTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let arguments = [
    "quiz", "--mode", "translate", "--verbs", "saber,interpretar,tener,radicar", "--tense",
    "imperfecto,presente,pretérito", "--person", "tú,él", "--seed", "22", "--count", "8",
  ]

  @Test(arguments: [("en", "translate-readings"), ("es", "translate-readings-es")])
  func transcript(_ language: String, _ golden: String) throws {
    let result = try runner.run(
      Self.arguments + ["--lang", language], input: try Golden.input("translate-readings"))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: golden)
  }
}
