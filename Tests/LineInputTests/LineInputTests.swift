import Foundation
import LineInput
import Testing

@Suite struct LineInputTests {
  func reader(_ bytes: [UInt8]) throws -> StreamLineReader {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let writer = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: false)
    DispatchQueue.global().async {
      try? writer.write(contentsOf: Data(bytes))
      try? writer.close()
    }
    return StreamLineReader(descriptor: descriptors[0], showsPrompt: false) { _ in
      Issue.record("no prompt on a stream")
    }
  }

  @Test func readsLinesCRLFAndALastLineWithoutNewline() throws {
    let lines = try reader(Array("uno\r\ndos\n\ntres".utf8))
    #expect(lines.readLine(prompt: "> ") == .line("uno"))
    #expect(lines.readLine(prompt: "> ") == .line("dos"))
    #expect(lines.readLine(prompt: "> ") == .line(""))
    #expect(lines.readLine(prompt: "> ") == .line("tres"))
    #expect(lines.readLine(prompt: "> ") == .end)
    #expect(lines.readLine(prompt: "> ") == .end)
  }

  @Test func refusesLongLinesWithoutHoldingThemAndGoesOn() throws {
    let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 1_048_576)
    let lines = try reader(huge + Array("\nbien\n".utf8))
    guard case .invalid(let reason) = lines.readLine(prompt: "") else {
      Issue.record("a 1 MB line must be refused")
      return
    }
    #expect(reason.english.contains("too long"))
    #expect(lines.readLine(prompt: "") == .line("bien"))
  }

  @Test func refusesInvalidUTF8AndControlCharacters() {
    #expect(
      ReadLineResult.checking([0x68, 0xFF, 0x61]) == .invalid("the line is not valid UTF-8 text"))
    #expect(
      ReadLineResult.checking([0x61, 0x1B, 0x5B])
        == .invalid("the line contains control characters"))
    #expect(ReadLineResult.checking(Array("está\tbien".utf8)) == .line("está\tbien"))
  }

  /// The control characters refused are C0 but tab, DEL and C1, as PlainText defines them.
  @Test(arguments: [0x00, 0x0B, 0x1F, 0x7F, 0x80, 0x85, 0x9F] as [UInt32])
  func refusesEveryControlCharacterButTab(_ value: UInt32) {
    let line = "a" + String(Character(Unicode.Scalar(value)!)) + "b"
    #expect(
      ReadLineResult.checking(Array(line.utf8)) == .invalid("the line contains control characters"))
  }

  @Test(arguments: [0x09, 0x20, 0x7E, 0xA0, 0x202E] as [UInt32])
  func keepsTabAndEverythingAfterTheControls(_ value: UInt32) {
    let line = "a" + String(Character(Unicode.Scalar(value)!)) + "b"
    #expect(ReadLineResult.checking(Array(line.utf8)) == .line(line))
  }
}

/// A failed read ends input like the end does, and says why; the real end says nothing.
@Suite struct LineReadFailureTests {
  @Test func aFailedReadIsTheEndWithAReason() throws {
    let folder = open("/", O_RDONLY | O_DIRECTORY)
    #expect(folder >= 0)
    defer { close(folder) }
    let reader = StreamLineReader(descriptor: folder, showsPrompt: false) { _ in }
    #expect(reader.readLine(prompt: "") == .end)
    #expect(reader.failure == "is a directory")
    #expect(reader.readLine(prompt: "") == .end)
  }

  @Test func theRealEndHasNoFailure() throws {
    let empty = open("/dev/null", O_RDONLY)
    #expect(empty >= 0)
    defer { close(empty) }
    let reader = StreamLineReader(descriptor: empty, showsPrompt: false) { _ in }
    #expect(reader.readLine(prompt: "") == .end)
    #expect(reader.failure == nil)
  }
}
