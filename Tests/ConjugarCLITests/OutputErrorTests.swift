import ConjugarCommandLine
import ConjugarCommands
import ConjugarOutput
import Foundation
import PlainText
import Testing

/// The write loop behind standard output and error, against scripted write(2) results.
@Suite struct CheckedStreamTests {
  /// Plays back write(2) results, recording the bytes each call was offered.
  final class ScriptedWrites: Sendable {
    private struct State {
      var results: [(count: Int, code: Int32)]
      var written: [UInt8] = []
      var waits = 0
    }
    private let state: Locked<State>

    init(_ results: [(count: Int, code: Int32)]) { state = Locked(State(results: results)) }

    var written: [UInt8] { state.get().written }
    var waits: Int { state.get().waits }

    func stream() -> CheckedStream {
      var stream = CheckedStream(descriptor: 1)
      stream.system = { _, bytes in
        self.state.update { state in
          guard !state.results.isEmpty else {
            Issue.record("an unexpected write(2)")
            return (-1, EIO)
          }
          let next = state.results.removeFirst()
          if next.count > 0 { state.written += bytes.prefix(next.count) }
          return next
        }
      }
      stream.waitUntilWritable = { _ in self.state.update { $0.waits += 1 } }
      return stream
    }
  }

  @Test func partialWritesInterruptionsAndAFullPipeStillWriteEverything() {
    let writes = ScriptedWrites([(3, 0), (-1, EINTR), (-1, EAGAIN), (2, 0), (-1, EINTR), (6, 0)])
    #expect(writes.stream().write("hola, mundo") == .written)
    #expect(String(decoding: writes.written, as: UTF8.self) == "hola, mundo")
    #expect(writes.waits == 1)
  }

  @Test(arguments: [
    (EPIPE, CheckedStream.Outcome.brokenPipe), (ENOSPC, .failed(ENOSPC)), (EBADF, .failed(EBADF)),
  ])
  func failuresAreReportedAfterWhatWasWritten(_ code: Int32, _ outcome: CheckedStream.Outcome) {
    let writes = ScriptedWrites([(4, 0), (-1, code)])
    #expect(writes.stream().write("hablar") == outcome)
    #expect(writes.written == Array("habl".utf8))
  }

  @Test func aWriteOfNothingIsAFailureNotALoop() {
    #expect(ScriptedWrites([(0, 0)]).stream().write("x") == .failed(EIO))
  }
}

/// The built binary writing to a full disk, a closed pipe, a closed descriptor.
@Suite struct OutputErrorTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  /// 70 verbs are conjugated in parallel waves and printed in order: the waves check too.
  @Test(arguments: [
    ["verbs", "--format", "json"], ["verbs"], ["verb", "hablar", "--format", "json"],
    ["info", "--all"],
    ["verb", "--format", "json"] + Array(repeating: "hablar", count: 70),
    ["quiz", "--worksheet", "--seed", "1"],
  ])
  func aFullDiskIsAnErrorWithStatus74(_ arguments: [String]) throws {
    let result = try runner.runShell(
      #""$0" "$@" > /dev/full"# + arguments.map { " '\($0)'" }.joined())
    #expect(result.status == 74)
    #expect(
      result.stderr == "conjugar: error: cannot write to standard output: no space left on device\n"
    )
  }

  @Test func aFullDiskIsSaidInTheCommandsLanguage() throws {
    for command in [
      #""$0" --lang es verbs > /dev/full"#, #"LANG=es_ES.UTF-8 "$0" verbs > /dev/full"#,
    ] {
      let result = try runner.runShell(command)
      #expect(result.status == 74)
      #expect(
        result.stderr
          == "conjugar: error: no se puede escribir en la salida estándar: no queda espacio en el "
          + "dispositivo\n")
    }
  }

  @Test func aClosedStandardOutputIsAnErrorAndNoFileReceivesTheOutput() throws {
    let result = try runner.runShell(#""$0" settings set vos on >&-"#)
    #expect(result.status == 74)
    #expect(
      result.stderr == "conjugar: error: cannot write to standard output: bad file descriptor\n")
    let settings = try Data(contentsOf: runner.scratch.appendingPathComponent("settings.json"))
    #expect(
      (try JSONSerialization.jsonObject(with: settings) as? [String: Any])?["vos"] as? Bool == true)
  }

  @Test func anUnwritableStandardErrorEndsWithStatus74Silently() throws {
    let result = try runner.runShell(#""$0" verb xyzar 2>/dev/full; echo "status $?""#)
    #expect(result.stdout == "status 74\n")
    #expect(result.stderr.isEmpty)
  }

  /// The reader of a pipe leaves early: conjugar ends quietly by SIGPIPE like cat (141 in a
  /// shell), the REPL included, even with endless input.
  @Test(arguments: [
    #""$0" verbs --format json"#, #"yes 'verbs --search a --all' 2>/dev/null | "$0""#,
  ])
  func aClosedPipeEndsQuietly(_ command: String) throws {
    var runner = try BinaryRunner()
    runner.timeout = 60
    let status = runner.scratch.appendingPathComponent("status").path
    let result = try runner.runShell("(\(command); echo $? > '\(status)') | head -c 10 > /dev/null")
    #expect(result.stderr.isEmpty)
    #expect(try String(contentsOfFile: status, encoding: .utf8) == "141\n")
  }
}

/// Escape sequences in arguments and in files reach the terminal only as visible escapes.
@Suite struct ControlCharacterTests {
  static let hostile = "\u{1B}]0;x\u{07}\u{1B}[2J\u{9B}31m"
  static let shown = #"\x1B]0;x\x07\x1B[2J\x9B31m"#

  @Test(arguments: [
    ["verb", hostile], ["verb", "a" + hostile + "ar"], ["identify", hostile], [hostile],
    ["verb", "hablar", "--tense", hostile], ["verb", "hablar", "--" + hostile],
    ["verbs", "--model", hostile],
    ["info", hostile], ["settings", "set", hostile, "on"], ["settings", "set", "region", hostile],
    ["quiz", "--seed", hostile],
  ])
  func argumentsAreEscapedInMessages(_ arguments: [String]) throws {
    let result = try InProcessRunner().run(arguments)
    #expect(result.status != 0)
    #expect(
      !(result.stdout + result.stderr).unicodeScalars.contains {
        $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B
      })
    #expect(
      result.stderr.contains(Self.shown) || result.stderr.contains(#"\x1B]0;x\x07"#),
      "\(result.stderr)")
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
  }

  @Test func aPathFromTheEnvironmentIsEscapedInAWarning() throws {
    let runner = try InProcessRunner()
    let blocker = runner.scratch.appendingPathComponent("file")
    try Data().write(to: blocker)
    let path = blocker.path + "/" + Self.hostile + "\n/settings.json"
    let result = try runner.run(
      ["settings", "set", "vos", "on"], environment: ["CONJUGAR_SETTINGS": path])
    #expect(result.status == 74)
    #expect(result.stderr.contains(Self.shown + #"\x0A/settings.json"#), "\(result.stderr)")
    #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B })
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
  }

  @Test func aREPLLineWithC1ControlsIsRefused() throws {
    let result = try InProcessRunner().run([], stdin: "verb \u{9B}2J\n")
    #expect(result.status == 0)
    #expect(result.stderr == "conjugar: error: the line contains control characters\n")
  }

  @Test(arguments: [
    ("plain", "plain"), ("\u{1B}[2J", #"\x1B[2J"#), ("a\tb\nc\r", #"a\x09b\x0Ac\x0D"#),
    ("\u{7F}\u{80}\u{9F}\u{A0}", #"\x7F\x80\x9F"# + "\u{A0}"),
    ("\u{0}", #"\x00"#), (#"\x1B"#, #"\x1B"#), ("está", "está"),
  ])
  func theEscapes(_ text: String, _ shown: String) {
    #expect(text.escapingControlCharacters == shown)
    #expect(text.escapingControlCharacters.escapingControlCharacters == shown)
  }
}
