import Foundation
import Testing

/// `verb --speak`: the forms shown are said, a tense a phrase, in the region's voice; without
/// espeak-ng nothing is printed (69). A stand-in program records what it was asked to say.
@Suite struct VerbSpeakTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  @Test func theFormsOfTheTensesShownAreSaid() throws {
    let (program, log) = try runner.espeakStandIn()
    let result = try runner.run(
      ["verb", "soler", "--speak", "--tense", "presente,futuro"],
      environment: ["CONJUGAR_ESPEAK": program])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.contains("suelo"))
    let said = try String(contentsOf: log, encoding: .utf8)
    // soler has no future: nothing to say for it.
    #expect(said == "-v es-419 -b 1 -- suelo, sueles, suele, solemos, soléis, suelen\n")
  }

  @Test func withoutTenseTheNonFiniteFormsComeFirstInTheSettingsVoice() throws {
    let (program, log) = try runner.espeakStandIn()
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    let result = try runner.run(
      ["verb", "levantarse", "--speak", "--vos"], environment: ["CONJUGAR_ESPEAK": program])
    #expect(result.status == 0)
    let said = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(said.count == 21)
    #expect(said.first == "-v es -b 1 -- levantarse, levantándose, levantado")
    #expect(
      said[1]
        == "-v es -b 1 -- me levanto, te levantas, te levantás, se levanta, nos levantamos, os levantáis, se levantan"
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
    let (program, log) = try runner.espeakStandIn(status: 3)
    let result = try runner.run(
      ["verb", "hablar", "comer", "--speak", "--tense", "presente"],
      environment: ["CONJUGAR_ESPEAK": program])
    #expect(result.status == 69)
    #expect(result.stdout.contains("como"))
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("could not speak the text (exit status 3)"))
    #expect(try String(contentsOf: log, encoding: .utf8).split(separator: "\n").count == 1)
  }
}
