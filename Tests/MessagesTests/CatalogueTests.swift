import Messages
import Testing

/// The compiled catalogue: plural forms by count, placeholders filled by position, every key
/// with a template in each spoken language, and the test-only pseudo-language.
@Suite struct CatalogueTests {
  @Test func everyKeyHasATemplateInEachSpokenLanguage() {
    let blank = MessageKey.allCases.filter { key in
      key != .empty && Language.spoken.contains { Catalogue.template(key, in: $0).isEmpty }
    }
    #expect(blank == [])
  }

  @Test(arguments: [
    (0, "0 questions", "0 preguntas"), (1, "1 question", "1 pregunta"),
    (2, "2 questions", "2 preguntas"),
  ])
  func aCountPicksThePluralForm(_ count: Int, _ english: String, _ spanish: String) {
    #expect(Message.quizQuestions(count: count).text(in: .english) == english)
    #expect(Message.quizQuestions(count: count).text(in: .spanish) == spanish)
  }

  @Test func placeholdersAreFilledByPositionWhateverTheirOrderInATranslation() {
    let message = Message.quizTally(correct: 3, answered: 4, percent: 75)
    #expect(Catalogue.placeholderNames(.quizTally) == ["correct", "answered", "percent"])
    #expect(message.text(in: .english).contains("3"))
    #expect(
      Catalogue.readableTemplate(.quizTally, in: .spanish).contains("{correct}")
        && Catalogue.readableTemplate(.quizTally, in: .spanish).contains("{percent}"))
  }

  @Test func pseudoMarksAndAccentsTheTemplateButNotTheArguments() {
    #expect(Message.quizSeed(seed: 42).text(in: .pseudo) == "⟦sééd 42⟧")
    #expect(Message.quizWord.text(in: .pseudo) == "⟦Qüíź⟧")
  }

  @Test func theDecimalMarkIsTheLanguages() {
    let message = Message(
      .settingsTooLarge, ["size": .decimal("16.1 MiB"), "limit": .decimal("1.0")])
    #expect(message.text(in: .english).contains("16.1 MiB"))
    #expect(message.text(in: .spanish).contains("16,1 MiB"))
  }

  @Test func spokenLanguagesAreTheOnesAPersonCanChoose() {
    #expect(Language.codes == ["en", "es"])
    #expect(!Language.spoken.contains(.pseudo))
  }
}
