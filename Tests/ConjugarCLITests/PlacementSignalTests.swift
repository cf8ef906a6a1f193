import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 42: a signal that ends a placement part-way (TERM, INT, HUP) records nothing: the
/// binary ends by the signal (128 + its number) and the history is left as it was.
@Suite struct PlacementSignalTests {
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalPartWayRecordsNothing(signal: Int32) throws {
    let runner = try BinaryRunner()
    let process = Process()
    process.executableURL = BinaryRunner.binary
    process.arguments = ["quiz", "--placement", "--seed", "7"]
    process.environment = runner.environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("sienten\ntiene\n".utf8))
    var seen = ""
    let deadline = Date().addingTimeInterval(60)
    while !seen.contains("3. "), Date() < deadline {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      seen += String(decoding: data, as: UTF8.self)
    }
    #expect(seen.contains("3. "), "the third question was asked: \(seen)")
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == signal)
    let history = runner.scratch.appendingPathComponent("history.jsonl")
    let text = (try? String(contentsOf: history, encoding: .utf8)) ?? ""
    #expect(text.isEmpty, "nothing recorded: \(text)")
  }
}
