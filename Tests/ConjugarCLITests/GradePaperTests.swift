import ClassKey
import ConjugarTestSupport
import Foundation
import Testing

/// The paper of a class: `quiz --worksheet --class --paper letter` records it in the key, the
/// answer keys (`quiz --answers --key-file`) and the grade report print on it, and
/// `grade --paper` chooses another. `--paper` and `--per-student` are HTML's alone.
@Suite struct GradePaperTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  func makeClass(_ extra: [String]) throws -> String {
    let result = try runner.run(
      [
        "quiz", "--worksheet", "--class", "4A", "--versions", "2", "--count", "4", "--format",
        "html", "--key-file", path("4A.json"),
      ] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    try "Ana\n1. tuve\n".write(toFile: path("ana.txt"), atomically: true, encoding: .utf8)
    return path("4A.json")
  }

  @Test func theAnswerKeysFollowTheClasssPaper() throws {
    let key = try makeClass(["--paper", "letter"])
    let text = try String(contentsOfFile: key, encoding: .utf8)
    #expect(try ClassKey.read(text).paper == "letter")
    let keys = try runner.run(["quiz", "--answers", "--key-file", key, "--format", "html"])
    #expect(keys.status == 0)
    #expect(keys.stdout.contains("@page { size: letter;"))
  }

  @Test func aKeyWithoutPaperPrintsOnA4() throws {
    let key = try makeClass([])
    #expect(!(try String(contentsOfFile: key, encoding: .utf8)).contains("\"paper\""))
    let keys = try runner.run(["quiz", "--answers", "--key-file", key, "--format", "html"])
    #expect(keys.stdout.contains("@page { size: A4;"))
    let report = try runner.run(["grade", key, path("ana.txt"), "--format", "html"])
    #expect(report.stdout.contains("@page { size: A4;"))
  }

  @Test func gradePrintsOnTheKeysPaperUnlessToldOtherwise() throws {
    let key = try makeClass(["--paper", "letter"])
    let report = try runner.run(["grade", key, path("ana.txt"), "--format", "html"])
    #expect(report.stdout.contains("@page { size: letter;"))
    for format in [[], ["--per-student"]] {
      let a4 = try runner.run(
        ["grade", key, path("ana.txt"), "--format", "html", "--paper", "a4"] + format)
      #expect(a4.status == 0)
      #expect(a4.stdout.contains("@page { size: A4;"))
    }
  }

  @Test(arguments: [["--paper", "letter"], ["--per-student"]])
  func paperAndPagesGoWithHTMLAlone(option: [String]) throws {
    let key = try makeClass([])
    for format in [[], ["--format", "csv"], ["--format", "json"]] {
      let result = try runner.run(["grade", key, path("ana.txt")] + format + option)
      #expect(result.status == 64)
      #expect(result.stdout == "")
      #expect(result.stderr.contains("\(option[0]) goes with --format html"))
    }
    let bad = try runner.run(["grade", key, path("ana.txt"), "--format", "html", "--paper", "a5"])
    #expect(bad.status == 64)
  }
}
