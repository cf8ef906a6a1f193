import Foundation
import Testing

/// What espeak-ng says when it fails reaches the user as one line (issue 29): it exits 0 when it
/// cannot open a sound device, printing `error: …` after pages of ALSA noise, so `say` must read
/// its standard error rather than trust the status. A stand-in plays espeak-ng.
@Suite struct SayFailureTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  /// What a Debian machine without a sound card prints (pcaudiolib's error after ALSA's).
  static let noSoundCard = [
    "ALSA lib confmisc.c:855:(parse_card) cannot find card '0'",
    "ALSA lib pcm.c:2721:(snd_pcm_open_noupdate) Unknown PCM default",
    "error: No such file or directory",
  ]

  func say(
    _ arguments: [String] = ["say", "tuve"], status: Int = 0, errors: [String],
    audio: String? = nil
  ) throws -> BinaryRunner.Result {
    let program = try runner.espeakStandIn(status: status, audio: audio, errors: errors).program
    return try runner.run(arguments, environment: ["CONJUGAR_ESPEAK": program])
  }

  @Test func noSoundDeviceIsAnErrorSuggestingAFile() throws {
    let result = try say(errors: Self.noSoundCard)
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: cannot play the audio: "))
    #expect(result.stderr.contains("said 'No such file or directory' (no sound device?)"))
    #expect(result.stderr.contains("--output FILE.wav"))
    #expect(!result.stderr.contains("ALSA"))
  }

  /// Other wordings of the same failure (PulseAudio's, an upper-case "Error") are caught too.
  @Test(arguments: [
    ["error: Connection refused"], ["Error: cannot open audio device"],
    ["ALSA lib pcm.c:8526:(snd_pcm_recover) underrun occurred", "error: Broken pipe"],
  ])
  func anyErrorLineWhilePlayingIsAFailure(_ errors: [String]) throws {
    let result = try say(errors: errors)
    #expect(result.status == 69)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("(no sound device?)"))
  }

  /// Noise without an error line is not a failure: the audio played.
  @Test func noiseAloneIsNoFailure() throws {
    let result = try say(errors: ["ALSA lib pcm.c:2721:(snd_pcm_open_noupdate) Unknown PCM rear"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }

  /// A failing exit quotes the program's error line, escaped, on the same one line.
  @Test func aFailingExitQuotesItsError() throws {
    let result = try say(
      status: 1, errors: ["ALSA lib noise", "error: voice es-xx not found\u{1B}"])
    #expect(result.status == 69)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(
      result.stderr.contains("(exit status 1): voice es-xx not found\\x1B"), "\(result.stderr)")
  }

  /// Writing a file needs no sound device: the same noise does not stop `--output`.
  @Test func writingAFileIgnoresTheSoundDevice() throws {
    let path = runner.scratch.appendingPathComponent("tuve.wav").path
    let result = try say(
      ["say", "tuve", "--output", path], errors: Self.noSoundCard.dropLast().map { $0 },
      audio: "RIFF" + String(repeating: "a", count: 96))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: path))
  }

  /// Nothing of the program's is left in the temporary folder.
  @Test func itsErrorsLeaveNoFileBehind() throws {
    let folder = runner.scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let program = try runner.espeakStandIn(errors: Self.noSoundCard).program
    let result = try runner.run(
      ["say", "tuve"], environment: ["CONJUGAR_ESPEAK": program, "TMPDIR": folder.path])
    #expect(result.status == 69)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}

/// `verb --speak` reports the same failure and goes on, without `say`'s `--output` advice.
@Suite struct SpeakWithoutSoundDeviceTests {
  @Test func verbSpeakGoesOnWithoutSound() throws {
    let runner = try BinaryRunner()
    let program = try runner.espeakStandIn(errors: SayFailureTests.noSoundCard).program
    let result = try runner.run(
      ["verb", "tener", "--speak", "--tense", "preterito"],
      environment: ["CONJUGAR_ESPEAK": program])
    #expect(result.status == 69)
    #expect(result.stdout.contains("tuve"))
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("(no sound device?); going on without sound"))
    #expect(!result.stderr.contains("--output"))
  }
}
