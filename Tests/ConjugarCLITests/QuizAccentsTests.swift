import ConjugarTestSupport
import Testing

/// `quiz --accents`: an accent slip is wrong (strict), right (ignore) or half right (half, the
/// default, the transcripts of before), and the feedback says which policy marked it.
@Suite struct QuizAccentsTests {
  static let arguments = [
    "quiz", "--seed", "1", "--count", "1", "--verbs", "hablar", "--tense", "preterite",
    "--person", "él",
  ]

  @Test func strictCountsAnAccentSlipWrong() throws {
    let result = try InProcessRunner().run(
      Self.arguments + ["--accents", "strict"], stdin: "hablo\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("✗ the answer is habló"))
    #expect(result.stdout.contains("    accent slip: counted wrong (strict accents)"))
    #expect(result.stdout.contains("Points: 0/10") || result.stdout.contains("0 points"))
  }

  @Test func ignoreCountsAnAccentSlipRight() throws {
    let result = try InProcessRunner().run(
      Self.arguments + ["--accents", "ignore"], stdin: "hablo\n")
    #expect(result.stdout.contains("✓ correct\n    accent slip: counted right (accents ignored)"))
  }

  @Test func halfIsTheDefault() throws {
    let runner = try InProcessRunner()
    let plain = try runner.run(Self.arguments, stdin: "hablo\n")
    #expect(plain.stdout.contains("almost: habló (mind the accents), half marks"))
    #expect(!plain.stdout.contains("accent slip:"))
  }
}
