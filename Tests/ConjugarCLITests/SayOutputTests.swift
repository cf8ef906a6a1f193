import Foundation
import Testing

/// `say --output PATH` under the one file policy: espeak-ng (here a stand-in that writes what
/// it is given) writes a temporary file beside the target, which then replaces it atomically.
/// What is not a regular file is refused, named, and never opened.
@Suite struct SayOutputTests: RunnerFiles {
  var runner: BinaryRunner
  let audio = "RIFF" + String(repeating: "a", count: 96)

  init() throws {
    runner = try BinaryRunner()
    // A regression would block on a FIFO: killed (status 9) instead of hanging the suite.
    runner.timeout = 15
  }

  func say(to output: String, status: Int = 0, audio: String? = nil) throws
    -> BinaryRunner.Result
  {
    let program = try runner.espeakStandIn(status: status, audio: audio ?? self.audio).program
    return try runner.run(
      ["say", "tuve", "--output", output], environment: ["CONJUGAR_ESPEAK": program])
  }

  /// The scratch folder's names, but the stand-in's own files.
  func leftovers() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path)
      .filter { !["espeak-stand-in", "said.log"].contains($0) }.sorted()
  }

  @Test func aNewFileIsWrittenBesideItsTemporaryFile() throws {
    let result = try say(to: path("tuve.wav"))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(try String(contentsOfFile: path("tuve.wav"), encoding: .utf8) == audio)
    #expect(try leftovers() == ["tuve.wav"])
    let said = try String(contentsOfFile: path("said.log"), encoding: .utf8)
    #expect(said.contains("-w \(path("tuve.wav")).tmp-"), "\(said)")
  }

  @Test func anExistingFileIsReplacedKeepingItsPermissions() throws {
    try "old".write(toFile: path("tuve.wav"), atomically: false, encoding: .utf8)
    #expect(chmod(path("tuve.wav"), 0o640) == 0)
    #expect(try say(to: path("tuve.wav")).status == 0)
    #expect(try String(contentsOfFile: path("tuve.wav"), encoding: .utf8) == audio)
    let mode = try FileManager.default.attributesOfItem(atPath: path("tuve.wav"))[.posixPermissions]
    #expect(mode as? Int == 0o640)
  }

  @Test func aFIFOIsRefusedWithoutBlocking() throws {
    #expect(mkfifo(path("pipe.wav"), 0o600) == 0)
    let result = try say(to: path("pipe.wav"))
    #expect(result.status == 74)
    #expect(
      result.stderrLines == [
        "conjugar: error: cannot write audio to \(path("pipe.wav")): it is a FIFO, not a regular file"
      ])
    #expect(try leftovers() == ["pipe.wav"])
    #expect(!FileManager.default.fileExists(atPath: path("said.log")), "espeak-ng never ran")
  }

  @Test func aFolderIsRefused() throws {
    try FileManager.default.createDirectory(
      atPath: path("folder"), withIntermediateDirectories: false)
    let result = try say(to: path("folder"))
    #expect(result.status == 74)
    #expect(
      result.stderrLines == [
        "conjugar: error: cannot write audio to \(path("folder")): it is a directory, not a regular file"
      ])
    #expect(try leftovers() == ["folder"])
  }

  /// /dev/null itself: only looked at, never opened.
  @Test func aDeviceIsRefused() throws {
    let result = try say(to: "/dev/null")
    #expect(result.status == 74)
    #expect(
      result.stderrLines == [
        "conjugar: error: cannot write audio to /dev/null: it is a character device, not a regular file"
      ])
  }

  /// A link to a FIFO names the FIFO.
  @Test func aLinkIsFollowedToItsTarget() throws {
    try "old".write(toFile: path("target.wav"), atomically: false, encoding: .utf8)
    #expect(symlink("target.wav", path("link.wav")) == 0)
    #expect(try say(to: path("link.wav")).status == 0)
    #expect(try String(contentsOfFile: path("target.wav"), encoding: .utf8) == audio)
    let kind = try FileManager.default.attributesOfItem(atPath: path("link.wav"))[.type]
    #expect(kind as? FileAttributeType == .typeSymbolicLink)
    #expect(try leftovers() == ["link.wav", "target.wav"])

    #expect(mkfifo(path("pipe"), 0o600) == 0)
    #expect(symlink("pipe", path("to-pipe.wav")) == 0)
    let result = try say(to: path("to-pipe.wav"))
    #expect(result.status == 74)
    #expect(
      result.stderrLines == [
        "conjugar: error: cannot write audio to \(path("to-pipe.wav")): \(path("pipe")) is a FIFO, not a regular file"
      ])
  }

  /// A failed or silent run leaves the file as it was, and no temporary file.
  @Test(arguments: [(1, "RIFF" + String(repeating: "a", count: 96)), (0, "RIFF")])
  func aFailureLeavesTheFileAsItWas(_ status: Int, _ audio: String) throws {
    try "old".write(toFile: path("tuve.wav"), atomically: false, encoding: .utf8)
    let result = try say(to: path("tuve.wav"), status: status, audio: audio)
    #expect(result.status == (status == 0 ? 74 : 69))
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(try String(contentsOfFile: path("tuve.wav"), encoding: .utf8) == "old")
    #expect(try leftovers() == ["tuve.wav"])
  }

  @Test func aMissingFolderIsNamed() throws {
    let missing = path("missing/folder/x.wav")
    let result = try say(to: missing)
    #expect(result.status == 74)
    #expect(
      result.stderrLines == [
        "conjugar: error: cannot write audio to \(missing): no such file or directory"
      ])
  }
}
