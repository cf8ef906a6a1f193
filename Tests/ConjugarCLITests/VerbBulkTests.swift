import Foundation
import Testing

/// `verb --all` and `verb -`: the same bytes as the same verbs given as arguments.
@Suite struct VerbBulkTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// The list's infinitives, in `verbs` order.
  func knownVerbs() throws -> [String] {
    let listing = try runner.run(["verbs", "--format", "json"])
    return try listing.stdout.split(separator: "\n").map {
      let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      return try #require(object?["infinitive"] as? String)
    }
  }

  /// A few hundred words: every 30th listed verb, and words that fail, are respelt or inferred.
  func mixedWords() throws -> [String] {
    var words = try knownVerbs().enumerated().filter { $0.offset % 30 == 0 }.map(\.element)
    words.insert(contentsOf: ["hablr", "oir", "feisbuquear", "tengo", "LEVANTARSE"], at: 100)
    return words
  }

  @Test(arguments: [["--format", "json"], ["--format", "json", "--vos", "--english"], []])
  func standardInputGivesWhatArgumentsGive(_ options: [String]) throws {
    let words = try mixedWords()
    #expect(words.count > 300)
    let arguments = try runner.run(["verb"] + words + options)
    let input = try runner.run(
      ["verb", "-"] + options, stdin: words.joined(separator: "\n") + "\n")
    #expect(arguments.status == 65)
    #expect(input.status == arguments.status)
    #expect(input.stdout == arguments.stdout)
    #expect(input.stderr == arguments.stderr)
    // hablr and tengo, oir respelt, feisbuquear inferred; with --english, one note on glosses.
    #expect(input.stderrLines.count == (options.contains("--english") ? 5 : 4))
  }

  @Test func allGivesEveryKnownVerbInListOrder() throws {
    let verbs = try knownVerbs()
    let all = try runner.run(["verb", "--all", "--format", "json", "--tense", "presente"])
    #expect(all.status == 0)
    #expect(all.stderr.isEmpty)
    let lines = all.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == verbs.count + 1)
    let first = Array(verbs.prefix(300))
    let arguments = try runner.run(["verb"] + first + ["--format", "json", "--tense", "presente"])
    #expect(lines.prefix(300).joined(separator: "\n") + "\n" == arguments.stdout)
  }

  @Test func blankLinesAreSkippedAndUnreadableLinesAreErrors() throws {
    var input = Data("hablar\n\n  \nhablr\n".utf8)
    input.append(contentsOf: [0x63, 0x6F, 0xFF, 0x0A])
    input.append(Data("comer\r\n".utf8))
    let result = try runner.run(
      ["verb", "-", "--format", "json", "--tense", "presente"], input: input)
    #expect(result.status == 65)
    #expect(result.stdoutLines.count == 3)
    #expect(
      result.stderrLines == [
        "conjugar: error: 'hablr' is not a Spanish infinitive (they end in -ar, -er or -ir); did you mean 'hablar', 'haber' or 'hacer'?",
        "conjugar: error: line 5 of standard input: the line is not valid UTF-8 text",
      ])
  }

  @Test func emptyInputPrintsNothing() throws {
    let result = try runner.run(["verb", "-"], stdin: "")
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty && result.stderr.isEmpty)
  }

  @Test func theReplRefusesStandardInput() throws {
    let result = try runner.run([], stdin: "verb -\nverb hablar --tense presente --format json\n")
    #expect(result.status == 0)
    #expect(result.stderr.contains("'-' reads standard input, which the REPL is reading"))
    #expect(result.stdout.contains("\"yo\":\"hablo\""))
  }
}
