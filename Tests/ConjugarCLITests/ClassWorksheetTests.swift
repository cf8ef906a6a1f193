import ClassKey
import Foundation
import Testing

/// `quiz --worksheet --class` (issue 26): sealed sheets that carry only their version's code,
/// the key file beside them (never written over), the teacher's keys read from that file, and
/// `quiz --assignment`, which takes one version at the terminal and writes an answers file.
@Suite struct ClassWorksheetTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let sheet = [
    "quiz", "--worksheet", "--class", "3B", "--versions", "3", "--count", "8", "--difficulty",
    "moderate", "--verbs", "hablar,comer,vivir,tener,ir,ser", "--tense", "preterite,imperfect",
  ]

  func key(_ name: String) throws -> ClassKey {
    try ClassKey.read(String(contentsOfFile: path(name), encoding: .utf8))
  }

  // MARK: Nothing on a sheet redraws its answers

  @Test(arguments: ["text", "markdown", "html", "json"], ["conjugate", "context"])
  func noSheetCarriesASeedOrTheSecret(_ format: String, _ mode: String) throws {
    let file = "key-\(format)-\(mode).json"
    let result = try runner.run(
      Self.sheet + ["--format", format, "--mode", mode, "--key-file", path(file)])
    #expect(result.status == 0, "\(result.stderr)")
    let key = try key(file)
    #expect(key.versions.count == 3)
    let sheets = result.stdout
    let secret = key.secret.hex
    var secrets = [
      secret, secret.uppercased(), String(secret.prefix(16)), String(secret.suffix(16)),
    ]
    secrets += [String(key.secret.high), String(key.secret.low)]
    for index in key.versions.indices {
      let seed = key.seed(forVersion: index)
      for text in [String(seed), String(seed, radix: 16), String(seed, radix: 16).uppercased()] {
        #expect(!sheets.contains(text), "version \(index)'s seed \(text) is on the sheet")
      }
      #expect(sheets.contains(key.versions[index].code))
    }
    for text in secrets { #expect(!sheets.contains(text), "the secret's \(text) is on the sheet") }
    #expect(!sheets.lowercased().contains("seed"))
    #expect(!sheets.contains("Answer key"))
    // No answer is printed: in JSON no "answer" member, in every format no filled-in form.
    #expect(!sheets.contains("\"answer\""))
    // A form a printed sentence holds in its own words (Cuando éramos niños…) is no answer given.
    let sentences = key.versions.flatMap(\.questions).compactMap(\.sentence).joined(separator: "\n")
    for question in key.versions.flatMap(\.questions)
    where question.answer.count > 4 && !sentences.contains(question.answer) {
      #expect(!sheets.contains(" " + question.answer + " "), "\(question.answer) on the sheet")
    }
  }

  @Test func withoutTheKeyFileTheAnswersCannotBePrinted() throws {
    let made = try runner.run(Self.sheet + ["--key-file", path("class.json")])
    #expect(made.status == 0)
    let again = try runner.run(Self.sheet + ["--answers"])
    #expect(again.status == 64)
    #expect(again.stderr.contains("the answers are in the key file"))
    let missing = try runner.run(["quiz", "--answers", "--key-file", path("lost.json")])
    #expect(missing.status == 66)
    #expect(missing.stdout.isEmpty)
    let seeded = try runner.run(Self.sheet + ["--seed", "5"])
    #expect(seeded.status == 64)
    #expect(seeded.stderr.contains("a class's versions are drawn from its secret"))
  }

  // MARK: The key file

  @Test func theKeyFileIsNeverWrittenOver() throws {
    let file = path("3B-key.json")
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: file))
    let result = try runner.run(Self.sheet + ["--key-file", file])
    #expect(result.status == 73)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("never written over; choose another file with --key-file"))
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine\n")
  }

  @Test func theTeachersKeysComeFromTheFile() throws {
    #expect(try runner.run(Self.sheet + ["--key-file", path("k.json")]).status == 0)
    let key = try key("k.json")
    let text = try runner.run(["quiz", "--answers", "--key-file", path("k.json")])
    #expect(text.status == 0, "\(text.stderr)")
    for version in key.versions {
      #expect(text.stdout.contains("Answer key · Version " + version.code))
      for question in version.questions {
        #expect(text.stdout.contains("\(question.number). \(question.answer)"))
      }
    }
    // An edited key is refused, nothing printed.
    let edited = try String(contentsOfFile: path("k.json"), encoding: .utf8)
      .replacingOccurrences(of: key.versions[0].questions[0].answer, with: "xxx")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path("edited.json")))
    let refused = try runner.run(["quiz", "--answers", "--key-file", path("edited.json")])
    #expect(refused.status == 65)
    #expect(refused.stdout.isEmpty)
  }

  @Test(arguments: ["txt", "md", "html", "json"]) func classSheetsMatchTheirGoldenFiles(
    _ suffix: String
  ) throws {
    let format = ["txt": "text", "md": "markdown", "html": "html", "json": "json"][suffix]!
    let result = try runner.run(
      Self.sheet + [
        "--versions", "2", "--title", "Examen: el pasado", "--paper", "letter", "--format",
        format, "--key-file", path("golden.json"),
      ])
    #expect(result.status == 0, "\(result.stderr)")
    try Golden.check(result.stdout, against: "class-sheets", extension: suffix)
    let keys = try runner.run(
      ["quiz", "--answers", "--key-file", path("golden.json"), "--format", format])
    try Golden.check(keys.stdout, against: "class-keys", extension: suffix)
  }

  // MARK: Sheets to hand out

  @Test func thePaperSizeIsTheHTMLPagesOnly() throws {
    let plain = ["quiz", "--worksheet", "--seed", "3", "--count", "4"]
    let a4 = try runner.run(plain + ["--format", "html"]).stdout
    let letter = try runner.run(plain + ["--format", "html", "--paper", "letter"]).stdout
    #expect(a4.contains("@page { size: A4;"))
    #expect(letter.contains("@page { size: letter;"))
    #expect(letter.contains("Class: __________"))
    #expect(!a4.contains("Class:"))
    let text = try runner.run(plain + ["--paper", "letter", "--instructions", "Escribe."]).stdout
    #expect(text.contains("\nName: ________________________  Class: __________  Date: "))
    #expect(text.contains("\nEscribe.\n"))
  }

  // MARK: Assignments

  @Test func anAssignmentWritesAnAnswersFileAndNeverOverOne() throws {
    #expect(try runner.run(Self.sheet + ["--key-file", path("a.json")]).status == 0)
    let version = try key("a.json").versions[1]
    let answers = ["Ana García"] + version.questions.map(\.answer).prefix(3) + ["", ":quit"]
    let take = [
      "quiz", "--assignment", version.code.lowercased(), "--key-file", path("a.json"), "--output",
      path("ana.txt"),
    ]
    let result = try runner.run(take, stdin: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains(version.questions[0].answer))
    let expected =
      ["name: Ana García", "class: 3B", "version: " + version.code]
      + version.questions.prefix(3).map { "\($0.number). \($0.answer)" }
      + (4...version.questions.count).map { "\($0). -" }
    #expect(
      try String(contentsOfFile: path("ana.txt"), encoding: .utf8)
        == expected.joined(separator: "\n") + "\n")
    let again = try runner.run(take, stdin: "Ana García\nfui\n")
    #expect(again.status == 73)
    #expect(again.stderr.contains("never written over; choose another file with --output"))
    let unknown = try runner.run(
      ["quiz", "--assignment", "ZZZZ", "--key-file", path("a.json")], stdin: "Ana\n")
    #expect(unknown.status == 64)
  }

  /// The teacher's scenario through the sheets: three sealed versions for 25 students, strict
  /// accents; each student takes a version and makes the mistakes the test chooses (every third
  /// leaves the last question blank, every fifth drops the accents of every answer), and
  /// `grade` gives the scores worked out here, question by question, at 10 points each.
  @Test func aClassOfTwentyFiveThroughTheSheetsToTheGrades() throws {
    let sheets = try runner.run(
      Self.sheet + ["--accents", "strict", "--key-file", path("class.json")])
    #expect(sheets.status == 0, "\(sheets.stderr)")
    let key = try key("class.json")
    #expect(key.accents == .strict)
    #expect(Set(key.versions.map(\.code)).count == 3)
    for version in key.versions { #expect(sheets.stdout.contains("Version " + version.code)) }
    var expected: [String: Int] = [:]
    var files: [String] = []
    for student in 1...25 {
      let version = key.versions[student % 3]
      var points = 0
      let given = version.questions.map { question -> String in
        if student % 3 == 0 && question.number == version.questions.count { return "" }
        let written = student % 5 == 0 ? Self.withoutAccents(question.answer) : question.answer
        if written == question.answer { points += 10 }
        return written
      }
      expected["Alumno \(student)"] = points
      files.append(try takeAssignment(student, version, given).file)
    }
    let graded = try runner.run(["grade", path("class.json")] + files + ["--format", "csv"])
    #expect(graded.status == 0, "\(graded.stderr)")
    let rows = graded.stdout.split(separator: "\r\n").dropFirst().map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(rows.count == 25)
    for row in rows {
      #expect(Int(row[3]) == expected[row[0]], "\(row)")
      #expect(row[4] == "80")
    }
  }

  /// "Alumno N" takes `version` of class.json at the terminal, answering `given`: the answers
  /// file written, which starts with the name, class and code lines.
  func takeAssignment(_ student: Int, _ version: ClassKey.Version, _ given: [String]) throws -> (
    file: String, text: String
  ) {
    let file = path("alumno\(student).txt")
    let result = try runner.run(
      ["quiz", "--assignment", version.code, "--key-file", path("class.json"), "--output", file],
      stdin: (["Alumno \(student)"] + given).joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.hasPrefix("name: Alumno \(student)\nclass: 3B\nversion: \(version.code)\n"))
    return (file, text)
  }

  static func withoutAccents(_ text: String) -> String {
    String(text.map { ["á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"][$0] ?? $0 })
  }

  @Test func aClassOfTwentyFiveTakesItsThreeVersions() throws {
    #expect(try runner.run(Self.sheet + ["--key-file", path("class.json")]).status == 0)
    let key = try key("class.json")
    #expect(Set(key.versions.map(\.code)).count == 3)
    for student in 1...25 {
      let version = key.versions[student % 3]
      // Every third student leaves the last answer blank.
      let given = version.questions.map {
        student % 3 == 0 && $0.number == version.questions.count ? "" : $0.answer
      }
      let text = try takeAssignment(student, version, given).text
      #expect(text.split(separator: "\n").count == 3 + version.questions.count)
    }
  }
}
