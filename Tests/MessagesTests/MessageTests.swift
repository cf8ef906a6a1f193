import Messages
import Testing

/// Messages are filled in the language asked for: quotes and list words follow the language.
@Suite struct MessageTests {
  @Test func theTypoErrorInBothLanguages() {
    let message = Message.unknownVerb("comir", suggestions: ["comer", "cumplir"])
    #expect(
      message.text(in: .english) == "unknown verb 'comir'; did you mean 'comer' or 'cumplir'?"
        + " (--infer conjugates it as written)")
    #expect(
      message.text(in: .spanish) == "verbo desconocido: «comir»; ¿quiso decir «comer» o «cumplir»?"
        + " (--infer lo conjuga tal como está escrito)")
  }

  @Test(arguments: [
    (["ver", "oír"], "«ver» u «oír»"), (["ver", "hojear"], "«ver» u «hojear»"),
    (["a", "b", "c"], "«a», «b» o «c»"), (["ver"], "«ver»"),
  ])
  func spanishChoicesUseUBeforeAnOSound(_ words: [String], _ said: String) {
    #expect(
      Message(.didYouMeanClause, ["choices": .quotedChoices(words)]).text(in: .spanish)
        == "; ¿quiso decir \(said)?")
  }

  @Test func listsSayHowManyMore() {
    let message = Message.noEnglish(for: ["ir", "ser"], more: 3)
    #expect(message.text(in: .english).hasPrefix("no English for 'ir', 'ser' and 3 more: these"))
    #expect(message.text(in: .spanish).hasPrefix("sin inglés para «ir», «ser» y 3 más: estos"))
    #expect(Message(.andMore, ["count": .text("2")]).text(in: .spanish) == "2 más")
    let ideas = Message.noEnglishFor(verbs: (["ser", "ir"], 0), count: 2)
    #expect(ideas.text(in: .spanish).hasPrefix("sin inglés para «ser» e «ir»:"))
  }

  @Test func optionalClausesFollowInTheSameLanguage() {
    let message = Message.notAnInfinitive(
      "tuve", endsLikeOne: false, suggestions: [], formOf: ["tener"])
    #expect(
      message.text(in: .spanish)
        == "«tuve» no es un infinitivo español (los infinitivos terminan en -ar, -er o -ir); es una forma de «tener»"
    )
    #expect(
      Message.notAForm("xyz", suggestions: []).text(in: .english)
        == "'xyz' is not a form of any verb conjugar knows")
  }
}
