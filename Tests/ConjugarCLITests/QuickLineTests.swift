import ArgumentParser
import Testing

@testable import ConjugarCLI

/// Plain `verb` and `identify` lines are read without ArgumentParser for a faster start: each
/// must give exactly the arguments ArgumentParser gives, and every other line must be left to
/// ArgumentParser (nil), so that help and errors stay as they are.
@Suite struct QuickLineTests {
  @Test(arguments: [
    ["hablar"], ["hablar", "--format", "json"], ["--format=json", "tener", "ir"],
    ["hablar", "--vos"], ["hablar", "--no-vos", "--english"], ["--all", "--format", "json"],
    ["-"], ["hablar", "--color", "never"], ["--color=always", "sonreírse", "--format", "text"],
    ["help"], [""], ["a=b"],
  ])
  func verbLinesGiveWhatArgumentParserGives(_ line: [String]) throws {
    let quick = try #require(VerbArguments.quick(line[...]))
    let parsed = try VerbArguments.parse(line)
    #expect(quick.infinitives == parsed.infinitives)
    #expect(quick.all == parsed.all)
    #expect(quick.tenseLists == parsed.tenseLists)
    #expect(quick.vos == parsed.vos)
    #expect(quick.english == parsed.english)
    #expect(quick.speak == parsed.speak)
    #expect(quick.output.format == parsed.output.format)
    #expect(quick.output.color == parsed.output.color)
    #expect(quick.settings.path == parsed.settings.path)
  }

  @Test(arguments: [
    [], ["--help"], ["-h"], ["hablar", "--help"], ["hablar", "--tense", "preterite"],
    ["hablar", "--vos", "--vos"], ["hablar", "--vos", "--no-vos"], ["--", "-x"], ["-x"],
    ["hablar", "--format", "xml"], ["hablar", "--format"], ["hablar", "--format", "-x"],
    ["hablar", "--format", "json", "--format", "text"], ["--all", "hablar"], ["-", "hablar"],
    ["hablar", "--speak"], ["hablar", "--settings", "s.json"], ["hablar", "--version"],
    ["hablar", "--format="], ["hablar", "--colour", "never"],
  ])
  func otherVerbLinesAreLeftToArgumentParser(_ line: [String]) {
    #expect(VerbArguments.quick(line[...]) == nil)
  }

  @Test(arguments: [
    ["fui"], ["habíamos", "dicho"], ["fui", "--format", "json"], ["--color", "never", "dímelo"],
  ])
  func identifyLinesGiveWhatArgumentParserGives(_ line: [String]) throws {
    let quick = try #require(IdentifyArguments.quick(line[...]))
    let parsed = try IdentifyArguments.parse(line)
    #expect(quick.words == parsed.words)
    #expect(quick.output.format == parsed.output.format)
    #expect(quick.output.color == parsed.output.color)
  }

  @Test(arguments: [
    [], ["--help"], ["fui", "--vos"], ["fui", "--format", "yaml"], ["--", "fui"],
  ])
  func otherIdentifyLinesAreLeftToArgumentParser(_ line: [String]) {
    #expect(IdentifyArguments.quick(line[...]) == nil)
  }
}
