import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// Issue 39: a spaced review asks each item in its own drill, in one session
/// (`Drill.init(mixing:kinds:)`): each question is asked, marked and answered as its drill
/// does, whatever the others are.
@Suite struct MixedDrillTests {
  let conjugator = Conjugator()
  let options = QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 4)

  func question(_ number: Int, _ verb: String, _ tense: Tense, _ answer: String) -> QuizQuestion {
    QuizQuestion(
      number: number, verb: verb, item: .tense(tense), person: .yo, answer: answer,
      alternatives: [])
  }

  func mixed(_ questions: [(QuizKind, QuizQuestion)]) -> Drill {
    let kinds = Dictionary(uniqueKeysWithValues: questions.map { ($0.1.number, $0.0) })
    let drills = QuizKind.allCases.compactMap { kind -> Drill? in
      let asked = questions.filter { $0.0 == kind }.map(\.1)
      return asked.isEmpty
        ? nil : Drill(kind: kind, questions: asked, options: options, conjugator: conjugator)
    }
    return Drill(mixing: drills, kinds: kinds)
  }

  @Test func eachQuestionIsAskedInItsOwnDrill() {
    let hable = question(1, "hablar", .preterito, "hablé")
    let tuve = question(2, "tener", .preterito, "tuve")
    let soy = question(3, "ser", .presenteDeIndicativo, "soy")
    let comi = question(4, "comer", .preterito, "comí")
    let drill = mixed([
      (.conjugate, hable), (.translate, tuve), (.recognize, soy), (.conjugate, comi),
    ])
    #expect(drill.drillsAsked == [.conjugate, .recognize, .translate])
    #expect(
      [hable, tuve, soy, comi].map(drill.kind(of:)) == [
        .conjugate, .translate, .recognize, .conjugate,
      ])
    #expect(
      drill.prompt(hable)
        == Drill(kind: .conjugate, questions: [hable], options: options, conjugator: conjugator)
        .prompt(hable))
    #expect(drill.prompt(tuve).hasSuffix("(tener)") && !drill.prompt(tuve).contains("·"))
    #expect(drill.prompt(soy) == "soy")
    #expect(drill.mark("hablé", hable) == .correct && drill.mark("comí", comi) == .correct)
    #expect(drill.mark("ser, presente de indicativo, yo", soy) == .correct)
    #expect(drill.mark("soy", soy) != .correct, "a recognition question is answered by naming")
    #expect(drill.mark("tuve", tuve) == .correct)
    #expect(drill.expected(soy).contains("ser"))
  }

  /// Drills of one kind make that drill, as if built at once.
  @Test func oneKindIsThatDrill() {
    let tuve = question(1, "tener", .preterito, "tuve")
    let drill = mixed([(.translate, tuve)])
    #expect(drill.kind == .translate && drill.drillsAsked == [.translate])
    #expect(
      drill.prompt(tuve)
        == Drill(kind: .translate, questions: [tuve], options: options, conjugator: conjugator)
        .prompt(tuve))
  }
}
