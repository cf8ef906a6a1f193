import Foundation
import TestBasics
import Testing

@testable import DurableFiles

/// Reads are bounded: a limit, a tail, lines in pieces with long lines skipped unheld; the disk
/// and memory files behave alike.
@Suite struct ReadingTests {
  static func files(_ content: String?) throws -> [(any UserFile, ScratchFolder)] {
    let scratch = try ScratchFolder("durable")
    if let content { try scratch.write(content, to: "file") }
    return [
      (DurableFile(path: scratch.path("file")), scratch),
      (MemoryFile(content: content.map { Array($0.utf8) }), scratch),
    ]
  }

  @Test func aMissingFileReadsAsNothing() throws {
    for (file, _) in try Self.files(nil) {
      #expect(try file.read(limit: 10) == nil)
      #expect(try file.readTail(10) == nil)
      #expect(try file.forEachLine(maxLength: 10) { _ in Issue.record("no lines") } == false)
      #expect(try file.size() == 0)
    }
  }

  @Test func limitsTailsAndLines() throws {
    for (file, _) in try Self.files("uno\ndos\n" + String(repeating: "x", count: 50) + "\ntres") {
      #expect(
        try file.read(limit: 5)?.count == 6, "one byte past the limit shows the file is larger")
      #expect(try file.readTail(4) == FileTail(bytes: Array("tres".utf8), isWholeFile: false))
      #expect(try file.readTail(1000)?.isWholeFile == true)
      var lines: [String?] = []
      try file.forEachLine(maxLength: 10) { line in
        lines.append(line.map { String(decoding: $0, as: UTF8.self) })
      }
      #expect(lines == ["uno", "dos", nil, "tres"])
      #expect(try file.size() == 63)
    }
  }

  @Test func appendsAndReplacementsAgree() throws {
    for (file, _) in try Self.files("torn") {
      try file.appendLine(Array("line".utf8))
      #expect(try file.read(limit: 100) == Array("torn\nline\n".utf8))
      try file.withLock { () throws(FileFailure) in
        try file.replace(with: Array("fresh\n".utf8))
        _ = try file.moveAside(suffix: "corrupt-1")
      }
      #expect(try file.read(limit: 100) == nil)
    }
  }

  @Test func linesSplitAcrossPiecesAreJoined() {
    var splitter = LineSplitter(maxLength: 8)
    var lines: [String?] = []
    let record: (UnsafeRawBufferPointer?) -> Void = { line in
      lines.append(line.map { String(decoding: $0, as: UTF8.self) })
    }
    for piece in ["ho", "la\nmu", "ndo\n", "muy largo de ", "verdad\nfin"] {
      Array(piece.utf8).withUnsafeBytes { splitter.feed($0, record) }
    }
    splitter.finish(record)
    #expect(lines == ["hola", "mundo", nil, "fin"])
  }
}
