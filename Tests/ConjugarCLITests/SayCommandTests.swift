import Foundation
import Testing

/// `conjugar say` through the built binary. The missing-program and refusal paths always run;
/// the audio tests run only where espeak-ng is installed (Debian `espeak-ng`).
@Suite struct SayCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// Whether espeak-ng is on the runner's PATH (/usr/bin:/bin).
  static let espeakIsInstalled = ["/usr/bin", "/bin"].contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/espeak-ng")
  }

  @Test(arguments: [
    ["CONJUGAR_ESPEAK": "/nonexistent/espeak-ng"], ["PATH": "/nonexistent"],
    ["CONJUGAR_ESPEAK": "no-such-speaker"],
  ])
  func aMissingProgramIsOneLineNamingThePackage(_ environment: [String: String]) throws {
    let result = try runner.run(["say", "tuve"], environment: environment)
    #expect(result.status == 69)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: cannot speak: '"))
    #expect(result.stderr.contains("install the Debian package espeak-ng"))
  }

  @Test func aProgramThatFailsIsReported() throws {
    let result = try runner.run(["say", "tuve"], environment: ["CONJUGAR_ESPEAK": "/bin/false"])
    #expect(result.status == 69)
    #expect(
      result.stderrLines == ["conjugar: error: /bin/false could not speak the text (exit status 1)"]
    )
  }

  @Test(arguments: [
    (["say"], "give a word or phrase to say"),
    (["say", " "], "give a word or phrase to say"),
    (["say", "hola\u{7}"], "contains a control character (\\x07)"),
    (["say", "que", "tengas\nsuerte"], "contains a control character (\\x0A)"),
    (["say", "tuve\u{1B}[2J"], "contains a control character (\\x1B)"),
    (
      ["say", String(repeating: "a", count: 501)],
      "a phrase of 501 characters is too long to say (at most 500)"
    ),
    (
      ["say", String(repeating: "la ", count: 167)], "a phrase of 501 characters is too long to say"
    ),
    (["say", "tuve", "--output", ""], "--output needs a file name"),
    (["say", "tuve", "--region", "mars"], "invalid value 'mars' for --region"),
  ])
  func badInputIsAUsageError(_ arguments: [String], _ message: String) throws {
    let result = try runner.run(arguments, environment: ["CONJUGAR_ESPEAK": "/nonexistent/x"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  /// The longest phrase allowed passes validation and reaches the (missing) program.
  @Test func fiveHundredCharactersAreAccepted() throws {
    let phrase = String(repeating: "a", count: 500)
    let result = try runner.run(
      ["say", phrase], environment: ["CONJUGAR_ESPEAK": "/nonexistent/x"])
    #expect(result.status == 69)
  }

  @Test(.enabled(if: espeakIsInstalled))
  func writesAWaveFile() throws {
    let path = runner.scratch.appendingPathComponent("tuve.wav").path
    let result = try runner.run(["say", "tuve", "--output", path])
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
    let wave = try Wave(contentsOf: path)
    #expect(wave.channels == 1)
    #expect((0.2...3).contains(wave.seconds), "\(wave.seconds) s")
  }

  /// Text that is not Spanish is spoken as written; a whole sentence lasts longer than a word.
  @Test(.enabled(if: espeakIsInstalled))
  func anyTextIsSpoken() throws {
    let word = runner.scratch.appendingPathComponent("word.wav").path
    let sentence = runner.scratch.appendingPathComponent("sentence.wav").path
    #expect(try runner.run(["say", "xyzzy", "--output", word]).status == 0)
    let long = ["say", "--output", sentence, "si", "yo", "tuviera", "tiempo,", "lo", "haría"]
    #expect(try runner.run(long).status == 0)
    #expect(try Wave(contentsOf: sentence).seconds > Wave(contentsOf: word).seconds + 0.5)
  }

  /// The voice follows --region, else the region setting: Spain says "zapato" with θ.
  @Test(.enabled(if: espeakIsInstalled))
  func theRegionPicksTheVoice() throws {
    func audio(_ name: String, _ extra: [String]) throws -> Data {
      let path = runner.scratch.appendingPathComponent(name).path
      let result = try runner.run(["say", "zapato", "cerveza", "--output", path] + extra)
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: path))
    }
    let spain = try audio("spain.wav", ["--region", "spain"])
    let latinAmerica = try audio("latin.wav", ["--region", "latin-america"])
    #expect(spain != latinAmerica)
    #expect(try audio("default.wav", []) == latinAmerica)
    #expect(try runner.run(["settings", "set", "region", "spain"]).status == 0)
    #expect(try audio("setting.wav", []) == spain)
  }

  @Test(.enabled(if: espeakIsInstalled))
  func anOutputThatCannotBeWrittenIs74() throws {
    let path = runner.scratch.appendingPathComponent("missing/folder/x.wav").path
    let result = try runner.run(["say", "tuve", "--output", path])
    #expect(result.status == 74)
    #expect(
      result.stderrLines == [
        "conjugar: error: cannot write audio to \(path): no such file or directory"
      ])
  }
}

/// The facts of a PCM WAV file read from its header: channels, byte rate, data length.
struct Wave {
  let channels: Int
  let byteRate: Int
  let dataBytes: Int
  var seconds: Double { Double(dataBytes) / Double(byteRate) }

  struct Malformed: Error, CustomStringConvertible { let description: String }

  init(contentsOf path: String) throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    func text(_ offset: Int) -> String {
      String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
    func number(_ offset: Int, _ count: Int) -> Int {
      (0..<count).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    guard bytes.count > 44, text(0) == "RIFF", text(8) == "WAVE", text(12) == "fmt " else {
      throw Malformed(description: "\(path) is not a WAV file (\(bytes.count) bytes)")
    }
    channels = number(22, 2)
    byteRate = number(28, 4)
    // Chunks after "fmt ": find "data"; its declared size may be a placeholder, so trust the
    // bytes present when they are fewer.
    var offset = 20 + number(16, 4)
    while offset + 8 <= bytes.count, text(offset) != "data" { offset += 8 + number(offset + 4, 4) }
    guard offset + 8 <= bytes.count, byteRate > 0 else {
      throw Malformed(description: "\(path) has no data chunk")
    }
    dataBytes = min(number(offset + 4, 4), bytes.count - offset - 8)
  }
}
