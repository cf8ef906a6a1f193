import Foundation
import SentenceBank
import Testing

/// Every word of every bundled sentence, its blank filled by the conjugator, is in the Spanish
/// dictionary (hunspell-es), proper names (`names=`) and numbers excepted. hunspell runs once,
/// over the distinct words, in a scratch folder as its home (so no personal dictionary of the
/// user's is read). Without hunspell the test fails, saying how to install it: the bank must
/// not go unchecked because a machine lacks the dictionary.
struct DictionaryTests {
  static let dictionary = "/usr/share/hunspell/es_ES.dic"

  @Test func everyWordOfEverySentenceIsInTheSpanishDictionary() throws {
    guard let hunspell = Self.hunspell, FileManager.default.fileExists(atPath: Self.dictionary)
    else {
      Issue.record(
        "hunspell or its Spanish dictionary (\(Self.dictionary)) is missing: run scripts/setup.sh")
      return
    }
    var wordsBySentence: [(location: String, words: [String])] = []
    for (sentence, filled) in SentenceChecks.filled.sentences {
      guard let filled else { continue }  // everyVerbIsInTheLexicon… reports it
      let names = Set(sentence.names.flatMap(SentenceChecks.words(of:)))
      let words = SentenceChecks.words(of: filled).filter { word in
        !names.contains(word) && !word.allSatisfy(\.isNumber)
      }
      wordsBySentence.append((sentence.location, words))
    }
    let distinct = Set(wordsBySentence.flatMap(\.words))
    let rejected = try Self.rejected(by: hunspell, of: distinct.sorted())
    let problems = wordsBySentence.flatMap { sentence in
      sentence.words.filter(rejected.contains).map {
        "\(sentence.location): hunspell-es rejects '\($0)'"
      }
    }
    expectNone(problems, "words not in the dictionary")
  }

  /// The words `hunspell -d es_ES -l` lists as misspelt.
  static func rejected(by hunspell: String, of words: [String]) throws -> Set<String> {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "conjugar-sentences-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A file, not a pipe, for the input: tens of kilobytes would fill a pipe's buffer while
    // hunspell's output waits to be read.
    let input = scratch.appendingPathComponent("words.txt")
    try (words.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: hunspell)
    process.arguments = ["-d", "es_ES", "-i", "utf-8", "-l"]
    process.environment = ["HOME": scratch.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    process.standardInput = try FileHandle(forReadingFrom: input)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let listed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "hunspell exited with \(process.terminationStatus)")
    return Set(String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init))
  }

  /// hunspell's path, from PATH.
  static let hunspell: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/hunspell" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()
}
