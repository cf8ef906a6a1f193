import ClassKey
import ConjugarCommands
import ConjugarCore
import ConjugarQuiz
import ConjugarTestSupport
import Foundation
import SimpleJSON
import Testing

/// The teacher's scenario: a key of three versions drawn by the quiz, 25 students' answers
/// files with typical mistakes (accent slips, another person's form, the -se form, blanks,
/// nonsense), graded in-process; every student's points are worked out here from the mistakes
/// made, not by the code under test.
@Suite struct GradeScenarioTests {
  enum Slip: CaseIterable { case right, accent, seForm, blank, otherPerson, nonsense }

  /// Student `s` makes, at question `j`, the slip `pattern[(s + j) % pattern.count]`.
  static let pattern: [Slip] = [
    .right, .right, .accent, .seForm, .blank, .otherPerson, .right, .nonsense,
  ]

  static func key(accents: AccentsPolicy) -> ClassKey {
    let conjugator = Conjugator()
    let secret = ClassSecret(high: 42, low: 7)
    let options = QuizOptions(
      difficulty: .moderate, region: .latinAmerica, vos: false, count: 12,
      focus: QuizFocus(items: [.tense(.preterito), .tense(.imperfectoDeSubjuntivo1)]))
    let codes = secret.versionCodes(count: 3, className: "3B")
    let versions = codes.enumerated().map { index, code in
      var generator = SeededGenerator(seed: secret.seed(forVersion: index))
      let questions = Quiz(conjugator: conjugator).questions(options, using: &generator)
      let drill = Drill(
        kind: .conjugate, questions: questions, options: options, conjugator: conjugator)
      return ClassKey.Version(
        code: code, questions: questions.map { ClassKey.Question($0, drill: drill) })
    }
    return ClassKey(
      className: "3B", secret: secret, accents: accents, drill: .conjugate,
      selection: ClassKey.Selection(options), versions: versions)
  }

  static func unaccented(_ text: String) -> String {
    String(
      text.map { character -> Character in
        switch character {
        case "á": "a"
        case "é": "e"
        case "í": "i"
        case "ó": "o"
        case "ú": "u"
        default: character
        }
      })
  }

  /// Whether `word` is a form of `verb` in some simple tense and person.
  static func isAnotherForm(_ word: String, of verb: String) -> Bool {
    guard let conjugation = try? Conjugator().conjugate(verb) else { return false }
    return Tense.allCases.contains { tense in
      tense.persons.contains { conjugation.form(tense, $0)?.allForms.contains(word) == true }
    }
  }

  /// What a student writes for `slip`, and the points it must earn under `accents`.
  static func answer(_ slip: Slip, _ question: ClassKey.Question, accents: AccentsPolicy)
    -> (text: String, points: Int)
  {
    switch slip {
    case .right: return (question.answer, 10)
    case .accent:
      let bare = unaccented(question.answer)
      guard bare != question.answer else { return (question.answer, 10) }
      // Without its accent the word may be another form of the verb (hablo for habló): wrong
      // under every policy.
      if isAnotherForm(bare, of: question.verb) { return (bare, 0) }
      return (bare, [AccentsPolicy.strict: 0, .half: 5, .ignore: 10][accents]!)
    case .seForm:
      // -se for -ra in the imperfect subjunctive: accepted; elsewhere the answer itself.
      guard question.item == .tense(.imperfectoDeSubjuntivo1), question.answer.contains("ra")
      else { return (question.answer, 10) }
      return (question.alternatives.first { $0.contains("se") } ?? question.answer, 10)
    case .blank: return ("-", 0)
    case .otherPerson:
      guard case .tense(let tense) = question.item, let person = question.person,
        let conjugation = try? Conjugator().conjugate(question.verb)
      else { return ("zzz", 0) }
      let other: Person = person == .nosotros ? .yo : .nosotros
      guard let form = conjugation.form(tense, other)?.text,
        !question.acceptedAnswers.contains(form)
      else { return ("zzz", 0) }
      return (form, 0)
    case .nonsense: return ("xyzzy", 0)
    }
  }

  struct Student {
    let name: String
    let file: String
    let text: String
    let points: Int
    let blanks: Int
  }

  static func students(_ key: ClassKey) -> [Student] {
    (0..<25).map { s in
      let version = key.versions[s % 3]
      let name = "Alumno \(s + 1) Ñúñez"
      var lines = s % 2 == 0 ? ["name: \(name)"] : [name]
      lines.append("version: " + (s % 4 == 0 ? version.code.lowercased() : version.code))
      var points = 0
      var blanks = 0
      for (j, question) in version.questions.enumerated() {
        let slip = pattern[(s + j) % pattern.count]
        let (text, earned) = answer(slip, question, accents: key.accents)
        points += earned
        if slip == .blank { blanks += 1 }
        let separator = [". ", " ", ") "][j % 3]
        lines.append("\(question.number)\(separator)\(text)")
      }
      return Student(
        name: name, file: "alumno\(s + 1).txt", text: lines.joined(separator: "\n") + "\n",
        points: points, blanks: blanks)
    }
  }

  static func run(accents: AccentsPolicy, format: String) throws -> (
    RunResult, [Student], ClassKey
  ) {
    let runner = try InProcessRunner()
    let key = Self.key(accents: accents)
    let keyURL = runner.scratch.appendingPathComponent("3B.key.json")
    try key.json.write(to: keyURL, atomically: true, encoding: .utf8)
    let students = Self.students(key)
    for student in students {
      try student.text.write(
        to: runner.scratch.appendingPathComponent(student.file), atomically: true, encoding: .utf8)
    }
    let result = try runner.run(
      ["grade", keyURL.path] + students.map { runner.scratch.appendingPathComponent($0.file).path }
        + ["--format", format])
    return (result, students, key)
  }

  @Test(arguments: AccentsPolicy.allCases)
  func gradesEveryStudentAsTheirMistakesEarn(accents: AccentsPolicy) throws {
    let (result, students, key) = try Self.run(accents: accents, format: "json")
    #expect(result.status == 0)
    #expect(result.stderr == "")
    guard case .object(let report)? = JSONValue(parsing: result.stdout),
      case .array(let graded)? = report["students"]
    else {
      Issue.record("not a report: \(result.stdout.prefix(300))")
      return
    }
    #expect(graded.count == 25)
    for (student, value) in zip(students, graded) {
      guard case .object(let fields) = value else { continue }
      #expect(fields["name"] == .string(student.name))
      #expect(fields["points"] == .integer(student.points), "\(student.name)")
      #expect(fields["problems"] == .array([]), "\(student.name)")
    }
    #expect(report["accents"] == .string(accents.rawValue))
    let blanks = students.reduce(0) { $0 + $1.blanks }
    guard case .array(let mistakes)? = report["mistakes"] else { return }
    #expect(mistakes.contains(.object(["kind": .string("blank"), "count": .integer(blanks)])))
    guard case .array(let versions)? = report["questions"] else { return }
    #expect(versions.count == 3)
    _ = key
  }

  @Test func gradebookHasARowPerStudent() throws {
    let (result, students, _) = try Self.run(accents: .half, format: "csv")
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\r\n").map(String.init)
    #expect(rows.first == "name,file,version,points,maximum,percent,right,blank,problems,notes")
    #expect(rows.count == 26)
    for (student, row) in zip(students, rows.dropFirst()) {
      let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      #expect(fields[0] == student.name)
      #expect(fields[1].hasSuffix("/" + student.file))
      #expect(fields[3] == "\(student.points)")
      #expect(fields[4] == "120")
      #expect(fields[5] == "\((student.points * 100 + 60) / 120)")
      #expect(fields[7] == "\(student.blanks)")
    }
  }

  @Test func textReportNamesMistakesAndTheClass() throws {
    let (result, _, _) = try Self.run(accents: .strict, format: "text")
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix("Class 3B · 25 students · 3 versions · conjugate · accents strict\n"))
    #expect(result.stdout.contains("accent slip: counted wrong (strict accents)"))
    #expect(result.stdout.contains("Success per question\n  3B-"))
    // Accent slips counted wrong are still diagnosed as accent slips.
    #expect(
      result.stdout.range(
        of: #"Most common mistakes: .*accent mark \d+"#, options: .regularExpression)
        != nil)
    #expect(result.stdout.contains("To reteach"))
  }
}
