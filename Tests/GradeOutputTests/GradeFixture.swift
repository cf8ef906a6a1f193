import ClassKey
import ConjugarCore
import ConjugarQuiz
import GradeOutput
import Grading
import Messages

/// A class of one version of three questions, written by hand (no secret drawn, no file), and
/// its students' sheets as a teacher would receive them.
enum GradeFixture {
  static let version = ClassKey.Version(
    code: "3B-K7Q2",
    questions: [
      ClassKey.Question(
        number: 1, verb: "tener", item: .tense(.preterito), person: .yo,
        prompt: "tener · pretérito · yo", answer: "tuve", alternatives: []),
      ClassKey.Question(
        number: 2, verb: "pedir", item: .tense(.preterito), person: .el,
        prompt: "pedir · pretérito · él/usted", answer: "pidió", alternatives: []),
      ClassKey.Question(
        number: 3, verb: "hablar", item: .tense(.presenteDeIndicativo), person: .yo,
        prompt: "hablar · presente de indicativo · yo", answer: "hablo", alternatives: []),
    ])

  static let key = ClassKey(
    className: "3B", secret: ClassSecret(high: 1, low: 2), accents: .half, drill: .conjugate,
    selection: ClassKey.Selection(difficulty: .moderate, region: .latinAmerica, vos: false),
    versions: [version])

  /// Ana: right, an accent slip (half marks), a blank: 15 of 30 points.
  static let ana = sheet("name: Ana\nversion: 3B-K7Q2\n1. tuve\n2. pidio\n3. -\n", file: "ana.txt")
  /// Bea: all right.
  static let bea = sheet("name: Bea\n1. tuve\n2. pidió\n3. hablo\n", file: "bea.txt")

  static func sheet(_ text: String, file: String) -> AnswerSheet {
    var sheet = AnswerSheet(text: text, source: .gradeFile(file))
    sheet.file = file
    return sheet
  }

  static func report(
    _ sheets: [AnswerSheet] = [bea, ana], language: Language = .english
  ) -> ClassReport {
    let grader = Grader(key: key, conjugator: Conjugator())
    return ClassReport(key: key, students: sheets.map(grader.grade), language: language)
  }
}
