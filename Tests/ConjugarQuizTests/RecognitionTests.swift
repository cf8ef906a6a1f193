import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// The recognition drill: reading a learner's "verb, tense, person" and marking it against
/// every reading of the form.
@Suite struct RecognitionTests {
  let analyzer = FormAnalyzer()

  func readings(_ form: String) throws -> [FormAnalysis] { try analyzer.identify(form).analyses }

  @Test func readsAnswersInAnyOrderAndSpelling() {
    let answer = Recognition.parse("Tener, imperfecto de subjuntivo, nosotros")
    #expect(answer.verb == "tener")
    #expect(answer.tenses == [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2])
    #expect(answer.persons == [.nosotros])
    #expect(answer.kind == .finite)
    let reordered = Recognition.parse("nosotros · pretérito · tener")
    #expect(
      reordered.verb == "tener" && reordered.tenses == [.preterito]
        && reordered.persons == [.nosotros]
    )
    #expect(Recognition.parse("ser preterite I").persons == [.yo])
    #expect(Recognition.parse("ir pretérito usted").persons == [.el])
    #expect(Recognition.parse("reír gerundio").kind == .gerund)
    #expect(Recognition.parse("reir gerundio").verb == "reir")
    #expect(
      Recognition.parse("hablar imperfectoDeSubjuntivo2 yo").tenses == [.imperfectoDeSubjuntivo2])
    #expect(Recognition.parse("hablar presente de subjuntivo el").tenses == [.presenteDeSubjuntivo])
    #expect(Recognition.parse("").verb == nil)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let form: String
    let answer: String
    let mark: Mark
    var testDescription: String { "\(form): \(answer)" }
  }

  static let cases: [Case] = [
    Case(form: "fui", answer: "ser, pretérito, yo", mark: .correct),
    Case(form: "fui", answer: "ir pretérito yo", mark: .correct),
    Case(form: "fui", answer: "ir presente yo", mark: .partlyRight),
    Case(form: "tuviésemos", answer: "tener imperfecto de subjuntivo nosotros", mark: .correct),
    Case(
      form: "tuviésemos", answer: "tener imperfecto de subjuntivo (-se) nosotros", mark: .correct),
    Case(
      form: "tuviésemos", answer: "tener imperfecto de subjuntivo (-ra) nosotros",
      mark: .partlyRight),
    Case(form: "tuviésemos", answer: "tener", mark: .partlyRight),
    Case(form: "tuviésemos", answer: "tener imperfecto de subjuntivo", mark: .partlyRight),
    Case(form: "tuviésemos", answer: "haber imperfecto de subjuntivo nosotros", mark: .wrong),
    Case(form: "tuviésemos", answer: "", mark: .wrong),
    Case(form: "hable", answer: "hablar presente de subjuntivo él", mark: .correct),
    Case(form: "hable", answer: "hablar presente de subjuntivo yo", mark: .correct),
    Case(form: "hable", answer: "hablar imperativo usted", mark: .correct),
    Case(form: "hable", answer: "hablar pretérito yo", mark: .partlyRight),
    Case(form: "no hables", answer: "hablar imperativo negativo tú", mark: .correct),
    Case(form: "hablado", answer: "hablar participio", mark: .correct),
    Case(form: "riendo", answer: "reir gerund", mark: .correct),
  ]

  @Test(arguments: cases)
  func marks(_ example: Case) throws {
    #expect(Recognition.mark(example.answer, readings: try readings(example.form)) == example.mark)
  }

  @Test func describesReadingsWithPersonsTogether() throws {
    #expect(
      Recognition.describe(try readings("fui")) == "ir · pretérito · yo; or ser · pretérito · yo")
    #expect(
      Recognition.describe(try readings("hable"))
        == "hablar · presente de subjuntivo · yo or él/usted; or hablar · imperativo afirmativo · él/usted"
    )
  }

  @Test func aQuestionsFormReadsBackToItsOwnSlot() throws {
    var generator = SeededGenerator(seed: 11)
    let options = QuizOptions(difficulty: .difficult, region: .spain, vos: true, count: 120)
    let questions = Quiz(conjugator: Conjugator()).questions(options, using: &generator)
    for question in questions {
      let readings = Recognition.readings(of: question, analyzer: analyzer)
      let own: String
      if let person = question.person {
        own = "\(question.verb) \(question.item.key) \(person.rawValue)"
      } else {
        own = "\(question.verb) \(question.item.key)"
      }
      #expect(Recognition.mark(own, readings: readings) == .correct, "\(question.answer): \(own)")
    }
  }
}
