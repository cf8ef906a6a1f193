import ClassKey
import ConjugarCommandLine
import ConjugarCommands
import Foundation
import Grading
import Messages
import Testing

/// What `conjugar-serve` does before serving: the key read and refused as `grade` refuses it
/// (65, 66), and `grade --data`: the stored students graded by `grade`'s own path (every format
/// and option), with any answers files given too.
@Suite struct ServeClassTests: RunnerFiles {
  var runner: InProcessRunner
  let key = GradeScenarioTests.key(accents: .half)
  let served = Locked<[ClassToServe]>([])
  let asked = Locked<[String]>([])

  init() throws {
    runner = try InProcessRunner()
    let served = self.served
    let asked = self.asked
    let key = self.key
    let scratch = runner.scratch.path
    runner.classroom = ClassroomClient(
      serve: { toServe, _ in served.update { $0.append(toServe) } },
      storedSheets: { folder, given, _ throws(CommandFailure) in
        asked.update { $0.append(folder) }
        guard given == key else { throw CommandFailure(.dataError, message: "another key") }
        return Self.storedSheets(of: key, in: scratch)
      },
      handOff: { _, _ in Issue.record("conjugar-serve hands nothing off") })
  }

  /// Two students as the classroom stores them: Ana on the first version, Bea on the second.
  static func storedSheets(of key: ClassKey, in folder: String) -> [AnswerSheet] {
    answerFiles(of: key).map { name, text in
      var sheet = AnswerSheet(text: text, source: .gradeFile(name))
      sheet.file = folder + "/" + name
      return sheet
    }
  }

  static func answerFiles(of key: ClassKey) -> [(String, String)] {
    let ana = key.versions[0]
    let bea = key.versions[1]
    return [
      (
        "ana.txt",
        "name: Ana\nversion: \(ana.code)\n1. \(ana.questions[0].answer)\n2. xx\n"
      ),
      ("bea.txt", "name: Bea\nversion: \(bea.code)\n1. \(bea.questions[0].answer)\n3.\n"),
    ]
  }

  @Test func theKeyIsReadAndItsChecksumIsTheClassIdentity() throws {
    try write("key.json", key.json)
    let result = try runner.run(["serve", "--key-file", path("key.json"), "--mode", "practice"])
    #expect(result.status == 0)
    let toServe = try #require(served.get().first)
    #expect(toServe.key == key)
    #expect(toServe.request.mode == .practice)
    #expect(toServe.request.dataFolder == path("key-class"))
    #expect(key.json.contains("\"\(toServe.keyChecksum)\""))
    #expect(toServe.keyChecksum.hasPrefix("fnv1a64:"))
  }

  @Test func aKeyFailingItsChecksumStartsNoClass() throws {
    try write("key.json", key.json.replacingOccurrences(of: "\"half\"", with: "\"ignore\""))
    var result = try runner.run(["serve", "--key-file", path("key.json")])
    #expect(result.status == 65)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("edited"))
    result = try runner.run(["serve", "--key-file", path("none.json")])
    #expect(result.status == 66)
    #expect(served.get().isEmpty)
  }

  @Test(arguments: ["text", "json", "csv", "html"])
  func gradeDataIsGradedAsTheSameAnswersFiles(_ format: String) throws {
    try write("key.json", key.json)
    for (name, text) in Self.answerFiles(of: key) { try write(name, text) }
    let stored = try runner.run(
      ["grade", path("key.json"), "--data", path("class"), "--format", format])
    let files = try runner.run(
      ["grade", path("key.json"), path("ana.txt"), path("bea.txt"), "--format", format])
    #expect(asked.get() == [path("class")])
    #expect(stored.status == 0)
    #expect(stored.stdout.contains("Ana") && stored.stdout.contains("Bea"))
    #expect(stored.stdout == files.stdout)
  }

  @Test func gradeDataWithAnswersFilesGradesBoth() throws {
    try write("key.json", key.json)
    let carla = key.versions[2]
    try write("carla.txt", "name: Carla\nversion: \(carla.code)\n1. \(carla.questions[0].answer)\n")
    let result = try runner.run(
      ["grade", path("key.json"), path("carla.txt"), "--data", path("class"), "--format", "csv"])
    #expect(result.status == 0)
    for name in ["Ana", "Bea", "Carla"] { #expect(result.stdout.contains(name)) }
  }

  @Test func gradeDataRefusesAnotherKeyAsTheStoreSays() throws {
    try write("other.json", GradeScenarioTests.key(accents: .ignore).json)
    let result = try runner.run(["grade", path("other.json"), "--data", path("class")])
    #expect(result.status == 65)
    #expect(result.stdout == "")
  }

  @Test func conjugarHandsGradeDataToConjugarServe() throws {
    let handed = Locked<[[String]]>([])
    var runner = self.runner
    runner.classroom = ClassroomClient(handOff: { arguments, _ in
      handed.update { $0.append(arguments) }
    })
    let result = try runner.run(
      ["grade", "--data=-d", "--format", "csv", "--lang", "es", "--", "k.json", "-a.txt"])
    #expect(result.status == 0)
    let arguments = try #require(handed.get().first)
    #expect(
      arguments == [
        "grade", "--data=-d", "--format", "csv", "--lang", "es", "--", "k.json", "-a.txt",
      ])
    #expect(
      try GradeCommand.parse(Array(arguments.dropFirst())).request
        == GradeRequest(keyPath: "k.json", answerPaths: ["-a.txt"], format: .csv, data: "-d"))
  }

  @Test func gradeWithoutAnswersOrDataIsAUsageError() throws {
    let result = try runner.run(["grade", "k.json"])
    #expect(result.status == 64)
    #expect(try runner.run(["grade", "k.json", "--data", ""]).status == 64)
  }
}
