import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// The translate drill: a prompt is answered by every form of the verb that has it among its
/// English readings, in the tenses and persons the quiz asks.
@Suite struct TranslationReadingTests {
  static let conjugator = Conjugator()
  static let withoutVos: Set<Person> = [.yo, .tu, .el, .nosotros, .vosotros, .ellos]
  static let withVos = withoutVos.union([.vos])

  static func translation(
    _ verb: String, _ tense: Tense, _ person: Person, persons: Set<Person> = withoutVos
  ) throws -> Translation {
    let conjugation = try conjugator.conjugate(verb)
    let answer = try #require(conjugation.form(tense, person)?.text)
    let question = QuizQuestion(
      number: 1, verb: verb, item: .tense(tense), person: person, answer: answer)
    return try #require(
      Translation.all(for: [question], persons: persons, conjugator: conjugator)[1])
  }

  static func accepts(_ answer: String, _ translation: Translation) -> Bool {
    AnswerChecker.mark(answer, for: translation.question) == .correct
  }

  /// (verb, tense, person asked, prompt, answers accepted, answers refused).
  @Test(arguments: [
    ("saber", Tense.imperfectoDeIndicativo, Person.el, "he/she knew", ["sabía"], ["supo"]),
    ("saber", .preterito, .el, "he/she found out", ["supo"], ["sabía"]),
    ("conocer", .imperfectoDeIndicativo, .yo, "I knew", ["conocía"], ["conocí"]),
    ("conocer", .preterito, .nosotros, "we met", ["conocimos"], ["conocíamos"]),
    ("poder", .preterito, .yo, "I managed to/was able to", ["pude"], ["podía"]),
    (
      "tener", .imperfectoDeIndicativo, .tu, "you had",
      ["tenías", "tenía", "teníais", "tenían", "tuviste", "tuvo"], ["tuve", "tengo"]
    ),
    ("tener", .preterito, .tu, "you got/had", ["tuviste", "tuvo", "tuvieron"], ["tenías"]),
    ("deber", .imperfectoDeIndicativo, .el, "he/she owed", ["debía", "debió"], ["debías"]),
    (
      "interpretar", .presenteDeIndicativo, .tu, "you interpret",
      ["interpretas", "interpreta", "interpretáis", "interpretan"], ["interpretás", "interpreto"]
    ),
    (
      "interpretar", .presenteDeIndicativo, .vosotros, "you all interpret",
      ["interpretáis", "interpretan"], ["interpretas", "interpreta"]
    ),
    (
      "interpretar", .presenteDeIndicativo, .el, "he/she interprets", ["interpreta"],
      ["interpretas"]
    ),
    ("comer", .preterito, .tu, "you ate", ["comiste", "comió", "comisteis", "comieron"], ["comí"]),
    ("lavarse", .preterito, .tu, "you washed yourself", ["te lavaste", "se lavó"], ["se lavaron"]),
    (
      "hablar", .imperativoPositivo, .tu, "speak!", ["habla", "hable", "hablad", "hablen"],
      ["hablo"]
    ),
    ("radicar", .preterito, .yo, "I lay (be located)", ["radiqué"], ["mentí"]),
    ("mentir", .preterito, .yo, "I lied (tell untruths)", ["mentí"], ["mentía"]),
  ])
  func everyFormWithThePromptIsAccepted(
    _ verb: String, _ tense: Tense, _ person: Person, _ prompt: String, _ accepted: [String],
    _ refused: [String]
  ) throws {
    let translation = try Self.translation(verb, tense, person)
    #expect(translation.english == prompt)
    for answer in accepted { #expect(Self.accepts(answer, translation), "\(answer)") }
    for answer in refused { #expect(!Self.accepts(answer, translation), "\(answer)") }
  }

  /// vos's forms answer "you" only when the quiz asks vos.
  @Test func vosCountsOnlyWhenAsked() throws {
    let off = try Self.translation("interpretar", .presenteDeIndicativo, .tu)
    let on = try Self.translation(
      "interpretar", .presenteDeIndicativo, .tu, persons: Self.withVos)
    #expect(!Self.accepts("interpretás", off))
    #expect(Self.accepts("interpretás", on))
    let tener = try Self.translation("tener", .presenteDeIndicativo, .el, persons: Self.withVos)
    #expect(tener.english == "he/she has")
    #expect(!Self.accepts("tenés", tener))
  }

  /// A verb of state's preterite is never asked with its imperfect's English (the sheet's old
  /// "he/she owed → debió", "you had → tuviste"), and the imperfect's English accepts the
  /// imperfect.
  @Test(arguments: ["saber", "conocer", "poder", "querer", "tener", "deber"])
  func statePreteritesHaveTheirOwnPrompt(_ verb: String) throws {
    let conjugation = try Self.conjugator.conjugate(verb)
    for person in Self.withoutVos {
      let preterite = try Self.translation(verb, .preterito, person)
      let imperfect = try Self.translation(verb, .imperfectoDeIndicativo, person)
      #expect(preterite.english != imperfect.english, "\(verb) \(person)")
      let form = try #require(conjugation.form(.imperfectoDeIndicativo, person)?.text)
      #expect(Self.accepts(form, imperfect), "\(verb) \(person)")
    }
  }
}
