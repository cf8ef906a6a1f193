import Foundation
import Testing

/// `conjugar identify` with several words (one block a phrase) and `-` (one phrase a line of
/// standard input): a phrase that is no form is its one error line, the others go on, and the
/// status is 65.
@Suite struct IdentifySeveralTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The heading lines of the blocks: a block starts after a blank line.
  func headings(_ stdout: String) -> [String] {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return lines.indices.filter { $0 == 0 || lines[$0 - 1].isEmpty }.map { lines[$0] }
      .filter { !$0.isEmpty }
  }

  @Test(arguments: [
    (["tuve", "dije"], ["tuve", "dije"]),
    (["fui", "hablé", "comeremos"], ["fui", "hablé", "comeremos"]),
    (["tuve", "he", "dicho"], ["tuve", "he dicho"]),
    (["voy", "a", "comer", "tuve"], ["voy a comer", "tuve"]),
    (["habíamos", "dicho"], ["habíamos dicho"]),
    (["estoy hablando", "dímelo"], ["estoy hablando", "dímelo"]),
  ])
  func eachPhraseIsABlock(_ words: [String], _ blocks: [String]) throws {
    let result = try runner.run(["identify"] + words)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(headings(result.stdout) == blocks)
    for phrase in blocks {
      let alone = try runner.run(["identify", phrase])
      #expect(result.stdout.contains(alone.stdout), "\(phrase)")
    }
  }

  @Test func aBadWordIsItsLineAndTheRestGoOn() throws {
    let result = try runner.run(["identify", "tuve", "xyzzy", "dije"])
    #expect(result.status == 65)
    #expect(headings(result.stdout) == ["tuve", "dije"])
    #expect(
      result.stderrLines == [
        "conjugar: error: 'xyzzy' is not a form of any verb conjugar knows"
      ])
  }

  /// Words none of which is a form stay one phrase: one error quoting what was typed.
  @Test func wordsOfNoFormStayOnePhrase() throws {
    let result = try runner.run(["identify", "xyzzy", "plugh"])
    #expect(result.status == 65)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("'xyzzy plugh' is not a form"))
  }

  @Test func severalPhrasesInJSONAreAnArray() throws {
    let result = try runner.run(["identify", "tuve", "xyzzy", "dije", "--format", "json"])
    #expect(result.status == 65)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(array.map { $0["input"] as? String } == ["tuve", "xyzzy", "dije"])
    #expect((array[1]["analyses"] as? [Any])?.isEmpty == true)
    let single = try runner.run(["identify", "tuve", "--format", "json"])
    #expect(single.stdout.hasPrefix("{"))
    let element = try runner.run(["identify", "dije", "--format", "json"]).stdout
    #expect(result.stdout.contains(element.dropLast()))
  }

  @Test func standardInputIsOnePhraseALine() throws {
    let input = "tuve\n\nhabíamos dicho\nxyzzy\n  dímelo  \n# a comment\n"
    let result = try runner.run(["identify", "-"], stdin: input)
    #expect(result.status == 65)
    #expect(headings(result.stdout) == ["tuve", "habíamos dicho", "dímelo"])
    #expect(
      result.stderrLines == [
        "conjugar: error: 'xyzzy' is not a form of any verb conjugar knows"
      ])
    let good = try runner.run(["identify", "-"], stdin: "fui\nvoy a comer\n")
    #expect(good.status == 0 && good.stderr.isEmpty)
    #expect(headings(good.stdout) == ["fui", "voy a comer"])
  }

  @Test func standardInputInJSONIsAlwaysAnArray() throws {
    let one = try runner.run(["identify", "-", "--format", "json"], stdin: "fui\n")
    #expect(one.status == 0)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [[String: Any]])
    #expect(array.count == 1)
    let none = try runner.run(["identify", "-", "--format", "json"], stdin: "")
    #expect(none.status == 0 && none.stdout == "[]\n")
  }

  /// A line that is not UTF-8 is its numbered error; the lines after it are still read.
  @Test func anUnreadableLineIsItsError() throws {
    var input = Data("tuve\n".utf8)
    input.append(contentsOf: [0xFF, 0xFE, 0x0A])
    input.append(Data("dije\n".utf8))
    let result = try runner.run(["identify", "-"], input: input)
    #expect(result.status == 65)
    #expect(headings(result.stdout) == ["tuve", "dije"])
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("line 2 of standard input"), "\(result.stderr)")
  }

  @Test func theDashGoesAlone() throws {
    let result = try runner.run(["identify", "tuve", "-"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("'-' (forms from standard input) goes alone"))
  }

  @Test func spanishHasTheSameBlocks() throws {
    let result = try runner.run(["--lang", "es", "identify", "tuve", "xyzzy", "dije"])
    #expect(result.status == 65)
    #expect(headings(result.stdout) == ["tuve", "dije"])
    #expect(result.stderrLines.count == 1)
    #expect(!result.stderr.contains("is not a form"))
  }
}
