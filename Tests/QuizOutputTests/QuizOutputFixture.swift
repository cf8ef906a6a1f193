import AnswerDiagnosis
import ConjugarCore
import ConjugarQuiz

/// Questions and a drill like `quiz --difficulty easy` in Latin America: built in-process, no
/// command line, no settings.
enum QuizOutputFixture {
  static let conjugator = Conjugator()
  static let options = QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 3)

  static let mostrar = QuizQuestion(
    number: 1, verb: "mostrar", item: .tense(.preterito), person: .yo, answer: "mostré")
  static let ganar = QuizQuestion(
    number: 2, verb: "ganar", item: .tense(.presenteDeIndicativo), person: .tu, answer: "ganas")
  static let tener = QuizQuestion(
    number: 3, verb: "tener", item: .tense(.preterito), person: .ellos, answer: "tuvieron")
  static let dedicar = QuizQuestion(
    number: 3, verb: "dedicar", item: .tense(.preterito), person: .yo, answer: "dediqué")

  static let dedicaria = QuizQuestion(
    number: 3, verb: "dedicar", item: .tense(.condicional), person: .yo, answer: "dedicaría")

  static let questions = [mostrar, ganar, tener]

  static func drill(_ questions: [QuizQuestion] = questions) -> Drill {
    Drill(kind: .conjugate, questions: questions, options: options, conjugator: conjugator)
  }

  static let diagnoser = Diagnoser(
    conjugator: conjugator, persons: Set(options.personsAsked).union(options.focus.persons))
}
