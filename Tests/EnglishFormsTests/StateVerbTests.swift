import ConjugarCore
import EnglishForms
import Testing

/// Verbs of state whose preterite says an event: the list's preterite gloss (Resources/verbs.tsv,
/// fifth column) gives the preterite, and the imperfect is the state in the simple past.
struct StateVerbTests {
  /// (verb, person, preterite, imperfect).
  @Test(arguments: [
    ("saber", Person.yo, "I found out", "I knew"),
    ("saber", .el, "he/she found out", "he/she knew"),
    ("conocer", .nosotros, "we met", "we knew"),
    ("poder", .yo, "I managed to/was able to", "I was able to"),
    ("tener", .tu, "you got/had", "you had"),
    ("tener", .el, "he/she got/had", "he/she had"),
    ("querer", .ellos, "they wanted/tried", "they wanted"),
    ("deber", .el, "he/she had to/owed", "he/she owed"),
  ])
  func preteriteAndImperfect(
    _ verb: String, _ person: Person, _ preterite: String, _ imperfect: String
  ) throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate(verb)))
    #expect(english.render(.preterito, person) == preterite)
    #expect(english.render(.imperfectoDeIndicativo, person) == imperfect)
  }

  /// Other verbs keep "used to" in the imperfect and one preterite.
  @Test(arguments: ["hablar", "comer", "ir", "ser", "estar", "sentir"])
  func actionVerbsKeepUsedTo(_ verb: String) throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate(verb)))
    let imperfect = try #require(english.render(.imperfectoDeIndicativo, .yo))
    #expect(imperfect.hasPrefix("I used to "))
    #expect(english.negatedPreterite(.yo) == nil)
  }

  @Test func negatedPreteriteOfQuerer() throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate("querer")))
    #expect(english.negatedPreterite(.yo) == "I refused")
    #expect(english.negatedPreterite(.el) == "he/she refused")
  }

  /// A made-up gloss follows the same rule: the field is data, not a list in code.
  @Test func anyGlossCanCarryAPreteriteSense() throws {
    let english = try #require(
      EnglishRendering(gloss: "to be sure", preterite: "to realize, to learn; negated: to doubt"))
    #expect(english.render(.preterito, .yo) == "I realized/learned")
    #expect(english.render(.imperfectoDeIndicativo, .yo) == "I was sure")
    #expect(english.readings(.preterito, .yo) == ["I realized/learned", "I realized", "I learned"])
    #expect(english.negatedPreterite(.nosotros) == "we doubted")
  }

  @Test func preteriteReadingsIncludeEachSense() throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate("tener")))
    let readings = english.readings(.preterito, .tu)
    #expect(readings.contains("you got/had"))
    #expect(readings.contains("you got"))
    #expect(readings.contains("you had"))
    #expect(!english.readings(.preterito, .el).contains("he/she knew"))
  }
}

/// English "you" covers tú, vos, usted, vosotros and ustedes: every row has the readings of each
/// subject it can have.
struct YouReadingTests {
  @Test(arguments: [
    (Tense.presenteDeIndicativo, Person.el, "you interpret"),
    (.presenteDeIndicativo, .vos, "you interpret"),
    (.presenteDeIndicativo, .vosotros, "you interpret"),
    (.presenteDeIndicativo, .ellos, "you interpret"),
    (.presenteDeIndicativo, .ellos, "you all interpret"),
    (.preterito, .el, "you interpreted"),
    (.perfectoDeIndicativo, .el, "you have interpreted"),
    (.presenteDeSubjuntivo, .el, "(that) you interpret"),
    (.imperativoPositivo, .el, "interpret!"),
    (.imperativoPositivo, .ellos, "interpret! (you all)"),
    (.imperativoNegativo, .vosotros, "don't interpret!"),
  ])
  func youCoversEveryAddressee(_ tense: Tense, _ person: Person, _ reading: String) throws {
    let english = try #require(EnglishRendering(gloss: "to interpret, to perform"))
    #expect(english.readings(tense, person).contains(reading))
  }

  @Test func theLabelComesFirst() throws {
    let english = try #require(EnglishRendering(gloss: "to interpret"))
    #expect(
      english.readings(.presenteDeIndicativo, .el) == ["he/she interprets", "you interpret"])
    #expect(english.readings(.presenteDeIndicativo, .yo) == ["I interpret"])
    #expect(english.readings(.presenteDeIndicativo, .nosotros) == ["we interpret"])
    #expect(english.readings(.imperativoPositivo, .yo) == [])
  }

  /// The verb agrees with "you" (you are, you were) and the reflexive follows the number.
  @Test func agreementAndReflexivesFollowYou() throws {
    let be = try #require(EnglishRendering(gloss: "to be"))
    #expect(be.readings(.presenteDeIndicativo, .el).contains("you are"))
    #expect(be.readings(.preterito, .el).contains("you were"))
    let wash = try #require(EnglishRendering(gloss: "to wash oneself"))
    #expect(wash.readings(.preterito, .el).contains("you washed yourself"))
    #expect(wash.readings(.preterito, .ellos).contains("you washed yourselves"))
    #expect(!wash.readings(.preterito, .ellos).contains("you washed yourself"))
  }

  /// "it rains" has no usted; "there is" has no "you".
  @Test func impersonalAndExistentialRowsHaveNoYou() throws {
    let rain = try #require(EnglishRendering(gloss: "to rain", impersonal: true))
    #expect(rain.readings(.presenteDeIndicativo, .el) == ["it rains"])
    let haber = try #require(EnglishRendering(try Conjugator().conjugate("haber")))
    #expect(haber.readings(.preterito, .el) == ["there was/there were"])
  }
}
