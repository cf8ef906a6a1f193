import ConjugarCommands
import ConjugarQuiz
import ConjugarSettings
import Testing

/// The quiz options the settings give (`QuizOptions(settings:)`, in ConjugarCommands, which
/// sees both the settings and the quiz engine).
@Suite struct SettingsQuizOptionsTests {
  /// Rioplatense implies vos: a quiz from the settings asks vos with the vos setting off, and
  /// the vos setting itself is left as it is for the other regions.
  @Test func rioplatenseAsksVosWhateverTheVosSetting() {
    var settings = Settings()
    settings.region = .rioplatense
    #expect(!settings.vos)
    #expect(QuizOptions(settings: settings).asksVos)
    settings.region = .latinAmerica
    #expect(!QuizOptions(settings: settings).asksVos)
    settings.vos = true
    #expect(QuizOptions(settings: settings).asksVos)
  }

  @Test func theOptionsTakeTheSettingsDifficultyAndRegion() {
    var settings = Settings()
    settings.difficulty = .difficult
    settings.region = .spain
    let options = QuizOptions(settings: settings, count: 7)
    #expect(options == QuizOptions(difficulty: .difficult, region: .spain, vos: false, count: 7))
  }
}
