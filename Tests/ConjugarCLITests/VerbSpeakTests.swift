import Foundation
import Testing

/// `verb --speak`: the forms shown are said, a tense a phrase, in the region's voice; without
/// espeak-ng nothing is printed (69). Speech is recorded in-process (`RecordingSpeech`).
@Suite struct VerbSpeakTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The runner with speech recorded by `speech`.
  func runner(saying speech: RecordingSpeech) -> InProcessRunner {
    var runner = self.runner
    runner.speech = speech.client
    return runner
  }

  @Test func theFormsOfTheTensesShownAreSaid() throws {
    let speech = RecordingSpeech()
    let result = try runner(saying: speech).run(
      ["verb", "soler", "--speak", "--tense", "presente,futuro"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("suelo"))
    // soler has no future: nothing to say for it.
    #expect(speech.said == ["es-419 suelo, sueles, suele, solemos, soléis, suelen"])
  }

  @Test func withoutTenseTheNonFiniteFormsComeFirstInTheSettingsVoice() throws {
    let speech = RecordingSpeech()
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    let result = try runner(saying: speech).run(["verb", "levantarse", "--speak", "--vos"])
    #expect(result.status == 0)
    let said = speech.said
    #expect(said.count == 21)
    #expect(said.first == "es levantarse, levantándose, levantado")
    #expect(
      said[1]
        == "es me levanto, te levantas, te levantás, se levanta, nos levantamos, os levantáis, se levantan"
    )
  }

  @Test func withoutTheProgramNothingIsPrinted() throws {
    let result = try runner.run(
      ["verb", "hablar", "--speak"], environment: ["CONJUGAR_ESPEAK": "/nonexistent/espeak-ng"])
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("install the Debian package espeak-ng"))
  }

  @Test func aFailingProgramIsOneErrorAndTheOutputGoesOn() throws {
    let speech = RecordingSpeech(
      failure: .programFailed(path: "/usr/bin/espeak-ng", ending: .exitStatus(3)))
    let result = try runner(saying: speech).run(
      ["verb", "hablar", "comer", "--speak", "--tense", "presente"])
    #expect(result.status == 69)
    #expect(result.stdout.contains("como"))
    #expect(
      result.stderrLines == [
        "conjugar: error: /usr/bin/espeak-ng could not speak the text (exit status 3); going on "
          + "without sound"
      ])
    #expect(speech.said.count == 1)
  }
}
