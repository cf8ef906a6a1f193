import ConjugarTestSupport
import Testing

/// `quiz --accents`: an accent slip is wrong (strict), right (ignore) or half right (half, the
/// default, the transcripts of before), and the feedback says which policy marked it; a slip
/// that makes another form of the verb (hablo for habló) is wrong under every policy.
@Suite struct QuizAccentsTests {
  static let arguments = [
    "quiz", "--seed", "1", "--count", "1", "--verbs", "hablar", "--tense", "conditional",
    "--person", "él",
  ]

  @Test func strictCountsAnAccentSlipWrong() throws {
    let result = try InProcessRunner().run(
      Self.arguments + ["--accents", "strict"], stdin: "hablaria\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("✗ the answer is hablaría"))
    #expect(result.stdout.contains("    accent slip: counted wrong (strict accents)"))
    #expect(result.stdout.contains("Points: 0/10") || result.stdout.contains("0 points"))
  }

  @Test func ignoreCountsAnAccentSlipRight() throws {
    let result = try InProcessRunner().run(
      Self.arguments + ["--accents", "ignore"], stdin: "hablaria\n")
    #expect(result.stdout.contains("✓ correct\n    accent slip: counted right (accents ignored)"))
  }

  @Test func halfIsTheDefault() throws {
    let runner = try InProcessRunner()
    let plain = try runner.run(Self.arguments, stdin: "hablaria\n")
    #expect(plain.stdout.contains("almost: hablaría (mind the accents), half marks"))
    #expect(!plain.stdout.contains("accent slip:"))
  }

  @Test(arguments: ["strict", "half", "ignore"])
  func anAccentThatMakesAnotherFormIsWrongUnderEveryPolicy(_ policy: String) throws {
    let arguments = [
      "quiz", "--seed", "1", "--count", "1", "--verbs", "hablar", "--tense", "preterite",
      "--person", "él", "--accents", policy,
    ]
    let result = try InProcessRunner().run(arguments, stdin: "hablo\n")
    #expect(result.stdout.contains("✗ the answer is habló"))
    let words = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("the accent changes the meaning: habló"), "\(result.stdout)")
    #expect(!result.stdout.contains("accent slip:"))
  }
}
