import ConjugarCore
import ConjugarQuiz
import Testing

/// The one rule of which persons a quiz asks (`QuizOptions.personsAsked`), read by the quiz,
/// the drill's marking and the worksheet grid.
@Suite struct PersonsAskedTests {
  @Test(arguments: [
    (Region.latinAmerica, false, [Person.yo, .tu, .el, .nosotros, .ellos]),
    (.latinAmerica, true, [.yo, .vos, .el, .nosotros, .ellos]),
    (.spain, false, [.yo, .tu, .el, .nosotros, .vosotros, .ellos]),
    (.spain, true, [.yo, .vos, .el, .nosotros, .vosotros, .ellos]),
    // Voseo rioplatense replaces tú, whatever the vos setting; ustedes, no vosotros.
    (.rioplatense, false, [.yo, .vos, .el, .nosotros, .ellos]),
    (.rioplatense, true, [.yo, .vos, .el, .nosotros, .ellos]),
  ])
  func personsFollowTheRegionAndVos(_ region: Region, _ vos: Bool, _ persons: [Person]) {
    #expect(QuizOptions(difficulty: .easy, region: region, vos: vos).personsAsked == persons)
  }

  /// What a quiz of each region asks over many questions: vos for tú and never vosotros in
  /// rioplatense, tú and never vosotros in Latin America, vosotros in Spain.
  @Test(arguments: [
    (Region.rioplatense, [Person.yo, .vos, .el, .nosotros, .ellos]),
    (.latinAmerica, [.yo, .tu, .el, .nosotros, .ellos]),
    (.spain, [.yo, .tu, .el, .nosotros, .vosotros, .ellos]),
  ])
  func quizzesAskTheRegionsPersons(_ region: Region, _ persons: [Person]) {
    let quiz = Quiz(conjugator: Conjugator())
    var generator = SeededGenerator(seed: 4)
    let options = QuizOptions(difficulty: .moderate, region: region, vos: false, count: 200)
    let asked = Set(quiz.questions(options, using: &generator).compactMap(\.person))
    #expect(asked == Set(persons))
    #expect(options.asksVos == (region == .rioplatense))
  }
}
