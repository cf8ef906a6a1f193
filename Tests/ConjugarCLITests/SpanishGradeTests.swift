import ClassKey
import ConjugarQuiz
import ConjugarTestSupport
import Foundation
import SimpleJSON
import Testing

/// Class mode in Spanish: `grade`'s report as text, HTML and CSV (reviewed goldens), the same
/// bytes from LANG as from --lang es, JSON the same in both languages; the key file's errors;
/// `quiz --assignment` taken in Spanish, and its answers file graded in either language.
@Suite struct SpanishGradeTests: RunnerFiles {
  let runner: InProcessRunner
  let key = GradeScenarioTests.key(accents: .half)
  init() throws { runner = try InProcessRunner() }

  private let spanish = ["LANG": "es_ES.UTF-8"]

  /// A small class: Ana's sheet in Spanish labels with an accent slip, a blank and a wrong
  /// person; Beto's with no name, a stray line, a question the sheet lacks and an unknown code;
  /// Carla and Dani in a CSV with a Spanish header, Dani's row without a name.
  func writeClass() throws -> [String] {
    try write("key.json", key.json)
    let first = key.versions[0]
    let slips: [GradeScenarioTests.Slip] = [.right, .accent, .blank, .otherPerson, .nonsense]
    var ana = ["nombre: Ana Núñez", "clase: 3B", "fecha: 25/11/2026", "versión: " + first.code]
    for (index, question) in first.questions.enumerated() {
      let slip = slips[index % slips.count]
      ana.append(
        "\(question.number). " + GradeScenarioTests.answer(slip, question, accents: .half).text)
    }
    try write("ana.txt", ana.joined(separator: "\n") + "\n")
    let second = key.versions[1]
    var beto = ["version: 3B-ZZZZ", "1. \(second.questions[0].answer)", "hola", "99. x"]
    beto += second.questions.dropFirst().prefix(8).map { "\($0.number). \($0.answer)" }
    try write("beto.txt", beto.joined(separator: "\n") + "\n")
    let third = key.versions[2]
    let numbers = third.questions.map { "\($0.number)" }.joined(separator: ",")
    let carla = third.questions.map(\.answer).joined(separator: ",")
    let dani = third.questions.map { GradeScenarioTests.unaccented($0.answer) }
      .joined(separator: ",")
    try write(
      "clase.csv",
      "nombre,versión,\(numbers)\r\nCarla Ortega,\(third.code),\(carla)\r\n,\(third.code),\(dani)\r\n"
    )
    return ["grade", path("key.json"), path("ana.txt"), path("beto.txt"), path("clase.csv")]
  }

  @Test(arguments: [("text", "txt"), ("html", "html"), ("csv", "csv")])
  func goldenReport(_ format: String, _ suffix: String) throws {
    let arguments = try writeClass() + ["--format", format]
    let result = try runner.inSpanishBothWays(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == "")
    // The file column holds the paths as given: the scratch folder's is left out.
    let report = result.stdout.replacingOccurrences(of: runner.scratch.path + "/", with: "")
    try Golden.check(report, against: "grade-es", extension: suffix)
    let english = try runner.run(arguments)
    #expect(english.stdout != result.stdout)
  }

  /// The pages to hand back, in Spanish: reviewed as a golden file.
  @Test func goldenStudentPages() throws {
    let arguments = try writeClass() + ["--format", "html", "--per-student"]
    let result = try runner.inSpanishBothWays(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let pages = result.stdout.replacingOccurrences(of: runner.scratch.path + "/", with: "")
    try Golden.check(pages, against: "grade-pages-es", extension: "html")
  }

  @Test func jsonIsTheSameInBothLanguages() throws {
    let arguments = try writeClass() + ["--format", "json"]
    let spanish = try runner.inSpanishBothWays(arguments)
    let english = try runner.run(arguments)
    #expect(spanish.status == 0)
    #expect(spanish.stdout == english.stdout)
    #expect(english.stdout.contains("line 3: not a numbered answer: 'hola'"))
  }

  @Test func theCSVGradebookHeaderIsSpanishAndTheDataStays() throws {
    let arguments = try writeClass() + ["--format", "csv"]
    let spanish = try runner.inSpanishBothWays(arguments).stdout.split(separator: "\r\n")
    let english = try runner.run(arguments).stdout.split(separator: "\r\n")
    #expect(
      spanish.first
        == "nombre,archivo,versión,puntos,máximo,porcentaje,correctas,en blanco,problemas,notas")
    #expect(
      english.first == "name,file,version,points,maximum,percent,right,blank,problems,notes")
    #expect(spanish.count == english.count)
    #expect(spanish[1].hasPrefix("Ana Núñez,\(path("ana.txt")),\(key.versions[0].code),"))
  }

  /// Under strict accents an accent slip is named with the quiz's own Spanish note.
  @Test func theAccentNoteIsSpanish() throws {
    let strict = GradeScenarioTests.key(accents: .strict)
    try write("strict.json", strict.json)
    let version = strict.versions[0]
    let answers = version.questions.map {
      "\($0.number). " + GradeScenarioTests.unaccented($0.answer)
    }
    try write("eva.txt", (["Eva", "versión: " + version.code] + answers).joined(separator: "\n"))
    let result = try runner.inSpanishBothWays(["grade", path("strict.json"), path("eva.txt")])
    #expect(result.status == 0)
    #expect(
      result.stdout.hasPrefix(
        "Clase 3B · 1 alumno · 3 versiones · conjugación · tildes estrictas\n"))
    #expect(
      result.stdout.contains("     error de tilde: se cuenta como fallo (tildes estrictas)\n"))
  }

  @Test func keyFileErrorsAreSpanish() throws {
    try write("ana.txt", "Ana\n1. tuve\n")
    let missing = try runner.inSpanishBothWays(["grade", path("none.json"), path("ana.txt")])
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "conjugar: error: no se puede leer el archivo de soluciones «\(path("none.json"))»: el archivo no existe\n"
    )
    let notAKey = try runner.inSpanishBothWays(["grade", path("ana.txt"), path("ana.txt")])
    #expect(notAKey.status == 65)
    #expect(
      notAKey.stderr
        == "conjugar: error: el archivo de soluciones «\(path("ana.txt"))»: no es un archivo de soluciones de una clase de conjugar\n"
    )
    try write("key.json", key.json.replacingOccurrences(of: "\"half\"", with: "\"ignore\""))
    let edited = try runner.inSpanishBothWays(["grade", path("key.json"), path("ana.txt")])
    #expect(edited.status == 65)
    #expect(edited.stderr.contains("se ha modificado o está dañado"))
    try write("key.json", key.json)
    let noAnswers = try runner.inSpanishBothWays(["grade", path("key.json"), path("nadie.txt")])
    #expect(noAnswers.status == 66)
    #expect(
      noAnswers.stderr.hasPrefix(
        "conjugar: error: no se pueden leer las respuestas «\(path("nadie.txt"))»: el archivo no existe\n"
      ))
  }

  /// A student takes version 2 in Spanish: the transcript (reviewed golden) and the answers
  /// file, labelled in Spanish, which `grade` reads in either language.
  @Test func goldenAssignment() throws {
    try write("key.json", key.json)
    let version = key.versions[1]
    let answers = ["", "Ana García", version.questions[0].answer, ":skip", "xyzzy", ":quit"]
    let take = [
      "quiz", "--assignment", version.code, "--key-file", path("key.json"), "--output",
      path("ana.txt"), "--lang", "es",
    ]
    let result = try runner.run(take, stdin: answers.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    let file = try String(contentsOfFile: path("ana.txt"), encoding: .utf8)
    try Golden.check(
      result.stdout.replacingOccurrences(of: runner.scratch.path, with: "$SCRATCH")
        + "$ cat ana.txt\n" + file, against: "assignment-es")
    #expect(
      file.hasPrefix(
        "nombre: Ana García\nclase: 3B\nversión: \(version.code)\n"
          + "1. \(version.questions[0].answer)\n2. -\n3. xyzzy\n4. -\n"))
    for language in ["en", "es"] {
      let graded = try runner.run(
        ["grade", path("key.json"), path("ana.txt"), "--format", "json", "--lang", language])
      #expect(graded.status == 0)
      guard case .object(let report)? = JSONValue(parsing: graded.stdout),
        case .array(let students)? = report["students"], case .object(let ana)? = students.first
      else {
        Issue.record("not a report: \(graded.stdout.prefix(300))")
        continue
      }
      #expect(ana["name"] == .string("Ana García"))
      #expect(ana["version"] == .string(version.code))
      #expect(ana["problems"] == .array([]))
    }
    let unknown = try runner.inSpanishBothWays(
      ["quiz", "--assignment", "ZZZZ", "--key-file", path("key.json")], stdin: "Ana\n")
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("ninguna versión de la clase «3B» tiene el código «ZZZZ»"))
    let again = try runner.run(take, stdin: "Ana García\n")
    #expect(again.status == 73)
    #expect(again.stderr.hasPrefix("conjugar: error: «"))
    #expect(
      again.stderr.hasSuffix(
        "» ya existe y nunca se sobrescribe; elija otro archivo con --output\n"))
    let noName = try runner.inSpanishBothWays(
      [
        "quiz", "--assignment", version.code, "--key-file", path("key.json"), "--output",
        path("b.txt"),
      ])
    #expect(noName.stderr.contains("la tarea necesita su nombre; no se ha escrito nada"))
  }

  @Test func theClassKeyNoteIsSpanish() throws {
    for (file, arguments, environment) in [
      ("k1.json", ["--lang", "es"], [:]), ("k2.json", [], spanish),
    ] {
      let result = try runner.run(
        ClassWorksheetTests.sheet + ["--key-file", path(file)] + arguments,
        environment: environment)
      #expect(result.status == 0)
      #expect(
        result.stderr
          == "conjugar: nota: las soluciones están en «\(path(file))»; no las deje al alcance de "
          + "los alumnos. Para imprimirlas: conjugar quiz --answers --key-file \(path(file))\n")
    }
  }
}
