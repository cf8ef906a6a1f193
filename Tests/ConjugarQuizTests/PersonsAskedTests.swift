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
  ])
  func personsFollowTheRegionAndVos(_ region: Region, _ vos: Bool, _ persons: [Person]) {
    #expect(QuizOptions(difficulty: .easy, region: region, vos: vos).personsAsked == persons)
  }
}
