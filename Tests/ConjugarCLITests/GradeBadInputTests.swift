import ClassKey
import ConjugarCore
import ConjugarQuiz
import ConjugarTestSupport
import Foundation
import Testing

/// `grade` with bad input: a bad key stops everything (65, 66) with one line; a bad answers file
/// is graded as far as it makes sense, each problem named for that student, never a crash.
@Suite struct GradeBadInputTests: RunnerFiles {
  let runner: InProcessRunner
  let key = GradeScenarioTests.key(accents: .half)
  init() throws { runner = try InProcessRunner() }

  @Test func anEditedKeyGradesNothing() throws {
    try write("key.json", key.json.replacingOccurrences(of: "\"half\"", with: "\"ignore\""))
    try write("ana.txt", "Ana\n1. tuve\n")
    let result = try runner.run(["grade", path("key.json"), path("ana.txt")])
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("conjugar: error: the key file"))
    #expect(result.stderr.contains("edited"))
  }

  @Test func aFileThatIsNoKeyGradesNothing() throws {
    try write("ana.txt", "Ana\n1. tuve\n")
    var result = try runner.run(["grade", path("ana.txt"), path("ana.txt")])
    #expect(result.status == 65)
    #expect(result.stderr.contains("not a conjugar class key file"))
    result = try runner.run(["grade", path("none.json"), path("ana.txt")])
    #expect(result.status == 66)
    #expect(result.stdout == "")
  }

  /// Regression: the two messages of a repeated and an over-long answer once called themselves
  /// (an infinite recursion the compiler warned of) and crashed `grade`.
  @Test func aRepeatedAndAnOverlongAnswerAreNamedNotACrash() throws {
    try write("key.json", key.json)
    let long = String(repeating: "a", count: 150)
    try write("eva.txt", "Eva\n1. tuve\n1. tuviste\n2. \(long)\n")
    let result = try runner.run(["grade", path("key.json"), path("eva.txt")])
    #expect(result.status == 0)
    #expect(result.stdout.contains("answer 1 given again; the later one is graded"))
    #expect(result.stdout.contains("answer 2 is over 100 characters; cut"))
  }

  @Test func problemsInAnswersAreNamedPerStudent() throws {
    try write("key.json", key.json)
    let version = key.versions[1]
    try write(
      "bea.txt",
      "name: Bea\nversion: \(version.code)\n1. \(version.questions[0].answer)\nhola\n99. x\n")
    try write("carla.txt", "Carla\nversion: 3B-ZZZZ\n1. \(key.versions[2].questions[0].answer)\n")
    // 0x81: a byte no encoding a student's file is read in has (Windows-1252 leaves it out).
    try Data([0x44, 0x61, 0x6E, 0x0A, 0x31, 0x2E, 0x20, 0x81, 0xFE, 0x0A]).write(
      to: URL(fileURLWithPath: path("dan.txt")))
    try Data(repeating: UInt8(ascii: "a"), count: 10 << 20).write(
      to: URL(fileURLWithPath: path("big.txt")))
    try FileManager.default.createDirectory(
      atPath: path("folder"), withIntermediateDirectories: true)
    let result = try runner.run(
      [
        "grade", path("key.json"), path("bea.txt"), path("carla.txt"), path("dan.txt"),
        path("big.txt"), path("folder"), path("missing.txt"),
      ])
    #expect(result.status == 66)
    #expect(result.stderr.contains("folder"))
    #expect(result.stderr.contains("missing.txt': no such file"))
    let text = result.stdout
    #expect(text.contains("Bea · bea.txt · version \(version.code) · 10/120 points"))
    #expect(text.contains("line 4: not a numbered answer: 'hola'"))
    #expect(text.contains("answers to questions the sheet does not have: 99; ignored"))
    #expect(text.contains("no line for questions 2, 3"))
    #expect(text.contains("unknown version code '3B-ZZZZ'; graded as \(key.versions[2].code)"))
    #expect(text.contains("not UTF-8, UTF-16 with a byte order mark or Windows-1252"))
    #expect(text.contains("over 1 MiB"))
    #expect(!FileManager.default.fileExists(atPath: path("report.txt")))
  }

  @Test func writesOnlyTheFileOutputNames() throws {
    try write("key.json", key.json)
    try write("ana.csv", "name,version,1,2\n\"García, Ana\",\(key.versions[0].code),x,\n")
    let before = try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path).sorted()
    let result = try runner.run(
      ["grade", path("key.json"), path("ana.csv"), "--format", "html", "--output", path("r.html")])
    #expect(result.status == 0)
    #expect(result.stdout == "")
    let after = try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path).sorted()
    #expect(Set(after).subtracting(before) == ["r.html"])
    let html = try String(contentsOfFile: path("r.html"), encoding: .utf8)
    #expect(html.contains("García, Ana"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }
}
