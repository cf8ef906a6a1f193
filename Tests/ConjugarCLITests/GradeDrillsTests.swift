import ClassKey
import ConjugarCore
import ConjugarQuiz
import Foundation
import Testing

/// Keys of each drill written through the sheet (`quiz --worksheet --class`), then graded: a
/// translation key lists every form the quiz accepts for the English, and the recognition
/// drills, whose answers are readings a key does not record, make no key and read as none.
@Suite struct GradeDrillsTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// "you understand (entender)" asks tú's entiendes; the quiz takes vos's entendés too (the
  /// same English), so the key must, and grade gives it full marks.
  @Test func translationKeysAcceptEveryFormOfTheSameEnglish() throws {
    let made = try runner.run(
      [
        "quiz", "--worksheet", "--class", "3B", "--mode", "translate", "--versions", "2",
        "--count", "12", "--person", "tú,vos", "--tense", "present,preterite",
        "--key-file", path("key.json"),
      ])
    #expect(made.status == 0, "\(made.stderr)")
    let key = try ClassKey.read(String(contentsOfFile: path("key.json"), encoding: .utf8))
    let conjugator = Conjugator()
    var files: [String] = []
    var otherForms = 0
    for (index, version) in key.versions.enumerated() {
      let lines = try version.questions.map { question in
        guard case .tense(let tense) = question.item, let person = question.person else {
          return "\(question.number). \(question.answer)"
        }
        let other: Person = person == .vos ? .tu : .vos
        let form = try conjugator.conjugate(question.verb).form(tense, other)?.allForms.first
        guard let form, form != question.answer else {
          return "\(question.number). \(question.answer)"
        }
        #expect(question.alternatives.contains(form), "\(question.prompt): \(form)")
        otherForms += 1
        return "\(question.number). \(form)"
      }
      let file = "student\(index).txt"
      try write(file, "Alumno \(index)\nversion: \(version.code)\n" + lines.joined(separator: "\n"))
      files.append(path(file))
    }
    #expect(otherForms >= 5)
    let graded = try runner.run(["grade", path("key.json")] + files + ["--format", "csv"])
    #expect(graded.status == 0, "\(graded.stderr)")
    let rows = graded.stdout.split(separator: "\r\n").dropFirst()
    #expect(rows.count == 2)
    for row in rows { #expect(row.split(separator: ",")[5] == "100", "\(row)") }
  }

  /// A plain translation sheet's JSON key lists the same forms as a class key.
  @Test func aTranslationSheetsJSONKeyListsEveryFormOfTheSameEnglish() throws {
    let result = try runner.run(
      [
        "quiz", "--worksheet", "--answers", "--seed", "4", "--mode", "translate", "--count", "12",
        "--person", "tú,vos", "--tense", "present", "--format", "json",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let conjugator = Conjugator()
    var checked = 0
    for item in items {
      let verb = try #require(item["verb"] as? String)
      let answer = try #require(item["answer"] as? String)
      let other: Person = item["person"] as? String == "vos" ? .tu : .vos
      guard
        let form = try conjugator.conjugate(verb).form(.presenteDeIndicativo, other)?.allForms
          .first, form != answer
      else { continue }
      #expect((item["alternatives"] as? [String])?.contains(form) == true, "\(item)")
      checked += 1
    }
    #expect(checked >= 5)
  }

  @Test(arguments: [["--mode", "recognize"], ["--mode", "recognize", "--sentences"]])
  func recognitionMakesNoClassSheet(_ mode: [String]) throws {
    let result = try runner.run(
      ["quiz", "--worksheet", "--class", "3B", "--key-file", path("key.json")] + mode)
    #expect(result.status == 64)
    #expect(result.stderr.contains("not recognize"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path("key.json")))
  }

  /// A recognition key (made by hand, its checksum right) was graded against the form shown,
  /// so the report gave "tuviésemos" as the right answer: it is unreadable instead, nothing
  /// graded, as `quiz --answers` and `--assignment` refuse it.
  @Test(arguments: [QuizKind.recognize, .recognizeSentences])
  func aRecognitionKeyIsRefused(_ drill: QuizKind) throws {
    let conjugate = GradeScenarioTests.key(accents: .strict)
    let key = ClassKey(
      className: conjugate.className, secret: conjugate.secret, accents: conjugate.accents,
      drill: drill, selection: conjugate.selection, versions: conjugate.versions)
    try write("key.json", key.json)
    try write("ana.txt", "Ana\n1. tener, preterito, yo\n")
    for arguments in [
      ["grade", path("key.json"), path("ana.txt")],
      ["quiz", "--answers", "--key-file", path("key.json")],
    ] {
      let result = try runner.run(arguments)
      #expect(result.status == 65, "\(result.stderr)")
      #expect(result.stdout == "")
      #expect(
        result.stderr
          == "conjugar: error: the key file '\(path("key.json"))': key file unreadable: drill\n")
    }
  }
}
