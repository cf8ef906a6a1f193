import ConjugarCore
import EnglishForms
import Testing

/// Whole tables written out by hand for the verbs whose English is not a plain verb: be, a
/// habit with an adverb and a parenthesized verb (soler), an impersonal weather verb (llover),
/// a modal-like gloss (poder).
struct FullTableTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let gloss: String
    let tense: Tense
    let forms: [String]
    var impersonal = false
    var testDescription: String { "\(gloss) \(tense.rawValue)" }
  }

  static func rows(_ gloss: String, _ table: [(Tense, String)], impersonal: Bool = false) -> [Row] {
    table.map {
      Row(
        gloss: gloss, tense: $0.0, forms: $0.1.split(separator: "|").map(String.init),
        impersonal: impersonal)
    }
  }

  static let be = rows(
    "to be",
    [
      (.presenteDeIndicativo, "I am|you are|you are|he/she is|we are|you all are|they are"),
      (.preterito, "I was|you were|you were|he/she was|we were|you all were|they were"),
      (
        .imperfectoDeIndicativo,
        "I used to be|you used to be|you used to be|he/she used to be|we used to be"
          + "|you all used to be|they used to be"
      ),
      (
        .futuroDeIndicativo,
        "I will be|you will be|you will be|he/she will be|we will be|you all will be|they will be"
      ),
      (
        .condicional,
        "I would be|you would be|you would be|he/she would be|we would be|you all would be|they would be"
      ),
      (
        .presenteDeSubjuntivo,
        "(that) I am|(that) you are|(that) you are|(that) he/she is|(that) we are|(that) you all are|(that) they are"
      ),
      (
        .imperfectoDeSubjuntivo1,
        "(that) I were|(that) you were|(that) you were|(that) he/she were|(that) we were|(that) you all were|(that) they were"
      ),
      (
        .imperfectoDeSubjuntivo2,
        "(that) I were|(that) you were|(that) you were|(that) he/she were|(that) we were|(that) you all were|(that) they were"
      ),
      (
        .futuroDeSubjuntivo,
        "(if) I am|(if) you are|(if) you are|(if) he/she is|(if) we are|(if) you all are|(if) they are"
      ),
      (.imperativoPositivo, "be!|be!|be! (formal)|let's be!|be! (you all)|be! (you all, formal)"),
      (
        .imperativoNegativo,
        "don't be!|don't be!|don't be! (formal)|let's not be!|don't be! (you all)|don't be! (you all, formal)"
      ),
      (
        .perfectoDeIndicativo,
        "I have been|you have been|you have been|he/she has been|we have been|you all have been|they have been"
      ),
      (
        .preteritoAnterior,
        "I had been|you had been|you had been|he/she had been|we had been|you all had been|they had been"
      ),
      (
        .pluscuamperfectoDeIndicativo,
        "I had been|you had been|you had been|he/she had been|we had been|you all had been|they had been"
      ),
      (
        .futuroPerfecto,
        "I will have been|you will have been|you will have been|he/she will have been|we will have been|you all will have been|they will have been"
      ),
      (
        .condicionalCompuesto,
        "I would have been|you would have been|you would have been|he/she would have been|we would have been|you all would have been|they would have been"
      ),
      (
        .perfectoDeSubjuntivo,
        "(that) I have been|(that) you have been|(that) you have been|(that) he/she has been|(that) we have been|(that) you all have been|(that) they have been"
      ),
      (
        .pluscuamperfectoDeSubjuntivo1,
        "(that) I had been|(that) you had been|(that) you had been|(that) he/she had been|(that) we had been|(that) you all had been|(that) they had been"
      ),
      (
        .pluscuamperfectoDeSubjuntivo2,
        "(that) I had been|(that) you had been|(that) you had been|(that) he/she had been|(that) we had been|(that) you all had been|(that) they had been"
      ),
      (
        .futuroPerfectoDeSubjuntivo,
        "(if) I have been|(if) you have been|(if) you have been|(if) he/she has been|(if) we have been|(if) you all have been|(if) they have been"
      ),
    ])

  static let soler = rows(
    "to usually (do), to be in the habit of",
    [
      (
        .presenteDeIndicativo,
        "I usually (do)|you usually (do)|you usually (do)|he/she usually (does)|we usually (do)|you all usually (do)|they usually (do)"
      ),
      (
        .preterito,
        "I usually (did)|you usually (did)|you usually (did)|he/she usually (did)|we usually (did)|you all usually (did)|they usually (did)"
      ),
      (
        .imperfectoDeIndicativo,
        "I used to (do)|you used to (do)|you used to (do)|he/she used to (do)|we used to (do)|you all used to (do)|they used to (do)"
      ),
      (
        .futuroDeIndicativo,
        "I will usually (do)|you will usually (do)|you will usually (do)|he/she will usually (do)|we will usually (do)|you all will usually (do)|they will usually (do)"
      ),
      (
        .condicional,
        "I would usually (do)|you would usually (do)|you would usually (do)|he/she would usually (do)|we would usually (do)|you all would usually (do)|they would usually (do)"
      ),
      (
        .presenteDeSubjuntivo,
        "(that) I usually (do)|(that) you usually (do)|(that) you usually (do)|(that) he/she usually (does)|(that) we usually (do)|(that) you all usually (do)|(that) they usually (do)"
      ),
      (
        .imperfectoDeSubjuntivo1,
        "(that) I usually (did)|(that) you usually (did)|(that) you usually (did)|(that) he/she usually (did)|(that) we usually (did)|(that) you all usually (did)|(that) they usually (did)"
      ),
      (
        .futuroDeSubjuntivo,
        "(if) I usually (do)|(if) you usually (do)|(if) you usually (do)|(if) he/she usually (does)|(if) we usually (do)|(if) you all usually (do)|(if) they usually (do)"
      ),
      (
        .imperativoNegativo,
        "don't usually (do)!|don't usually (do)!|don't usually (do)! (formal)|let's not usually (do)!|don't usually (do)! (you all)|don't usually (do)! (you all, formal)"
      ),
      (
        .perfectoDeIndicativo,
        "I have usually (done)|you have usually (done)|you have usually (done)|he/she has usually (done)|we have usually (done)|you all have usually (done)|they have usually (done)"
      ),
      (
        .pluscuamperfectoDeIndicativo,
        "I had usually (done)|you had usually (done)|you had usually (done)|he/she had usually (done)|we had usually (done)|you all had usually (done)|they had usually (done)"
      ),
      (
        .futuroPerfecto,
        "I will usually have (done)|you will usually have (done)|you will usually have (done)|he/she will usually have (done)|we will usually have (done)|you all will usually have (done)|they will usually have (done)"
      ),
      (
        .condicionalCompuesto,
        "I would usually have (done)|you would usually have (done)|you would usually have (done)|he/she would usually have (done)|we would usually have (done)|you all would usually have (done)|they would usually have (done)"
      ),
      (
        .perfectoDeSubjuntivo,
        "(that) I have usually (done)|(that) you have usually (done)|(that) you have usually (done)|(that) he/she has usually (done)|(that) we have usually (done)|(that) you all have usually (done)|(that) they have usually (done)"
      ),
    ])

  static let ableTo = rows(
    "to be able to, can",
    [
      (
        .presenteDeIndicativo,
        "I am able to|you are able to|you are able to|he/she is able to|we are able to|you all are able to|they are able to"
      ),
      (
        .preterito,
        "I was able to|you were able to|you were able to|he/she was able to|we were able to|you all were able to|they were able to"
      ),
      (
        .futuroDeIndicativo,
        "I will be able to|you will be able to|you will be able to|he/she will be able to|we will be able to|you all will be able to|they will be able to"
      ),
      (
        .imperfectoDeSubjuntivo1,
        "(that) I were able to|(that) you were able to|(that) you were able to|(that) he/she were able to|(that) we were able to|(that) you all were able to|(that) they were able to"
      ),
      (
        .perfectoDeIndicativo,
        "I have been able to|you have been able to|you have been able to|he/she has been able to|we have been able to|you all have been able to|they have been able to"
      ),
    ])

  /// Weather verbs: the él row is "it"; the rows the conjugator does not give are not checked.
  static let rain = rows(
    "to rain",
    [
      (.presenteDeIndicativo, "it rains|they rain"),
      (.preterito, "it rained|they rained"),
      (.imperfectoDeIndicativo, "it used to rain|they used to rain"),
      (.futuroDeIndicativo, "it will rain|they will rain"),
      (.condicional, "it would rain|they would rain"),
      (.presenteDeSubjuntivo, "(that) it rains|(that) they rain"),
      (.imperfectoDeSubjuntivo1, "(that) it rained|(that) they rained"),
      (.imperfectoDeSubjuntivo2, "(that) it rained|(that) they rained"),
      (.futuroDeSubjuntivo, "(if) it rains|(if) they rain"),
      (.perfectoDeIndicativo, "it has rained|they have rained"),
      (.preteritoAnterior, "it had rained|they had rained"),
      (.pluscuamperfectoDeIndicativo, "it had rained|they had rained"),
      (.futuroPerfecto, "it will have rained|they will have rained"),
      (.condicionalCompuesto, "it would have rained|they would have rained"),
      (.perfectoDeSubjuntivo, "(that) it has rained|(that) they have rained"),
      (.pluscuamperfectoDeSubjuntivo1, "(that) it had rained|(that) they had rained"),
      (.pluscuamperfectoDeSubjuntivo2, "(that) it had rained|(that) they had rained"),
      (.futuroPerfectoDeSubjuntivo, "(if) it has rained|(if) they have rained"),
    ], impersonal: true)

  @Test(arguments: be + soler + ableTo)
  func everyPerson(_ row: Row) throws {
    let english = try #require(EnglishRendering(gloss: row.gloss))
    #expect(row.tense.persons.map { english.render(row.tense, $0) } == row.forms)
  }

  @Test(arguments: rain)
  func impersonalRows(_ row: Row) throws {
    let english = try #require(EnglishRendering(gloss: row.gloss, impersonal: true))
    #expect([english.render(row.tense, .el), english.render(row.tense, .ellos)] == row.forms)
  }

  /// Every usual form the conjugator gives for llover, nevar and tronar (weather) and
  /// acontecer (third person only) reads "it" or "they"; the figurative persons (marked
  /// unusual: "llueves") keep their pronoun.
  @Test(arguments: ["llover", "nevar", "tronar", "acontecer"])
  func thirdPersonVerbsReadItOrThey(_ infinitive: String) throws {
    let conjugation = try Conjugator().conjugate(infinitive)
    let english = try #require(EnglishRendering(conjugation))
    #expect(english.isImpersonal)
    for tense in Tense.allCases where !tense.isImperative {
      for person in tense.persons {
        guard let form = conjugation.form(tense, person) else { continue }
        let text = try #require(english.render(tense, person))
        let clause = text.hasPrefix("(") ? text.drop { $0 != " " }.dropFirst() : Substring(text)
        let subject = form.isUnusual ? english.subject(person) : person == .el ? "it" : "they"
        #expect(clause.hasPrefix(subject + " "), "\(tense.rawValue) \(person.rawValue)")
      }
    }
  }

  /// soler is defective: the forms it has get the habit rendering; the conjugator, not the
  /// renderer, decides which exist.
  @Test func solerFormsThatExistAreRendered() throws {
    let conjugation = try Conjugator().conjugate("soler")
    let english = try #require(EnglishRendering(conjugation))
    #expect(conjugation.form(.presenteDeIndicativo, .yo)?.text == "suelo")
    #expect(english.render(.presenteDeIndicativo, .yo) == "I usually (do)")
    #expect(conjugation.form(.imperfectoDeIndicativo, .nosotros)?.text == "solíamos")
    #expect(english.render(.imperfectoDeIndicativo, .nosotros) == "we used to (do)")
  }
}
