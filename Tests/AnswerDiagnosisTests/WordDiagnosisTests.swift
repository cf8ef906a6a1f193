import ConjugarCore
import ConjugarQuiz
import Messages
import Testing

@testable import AnswerDiagnosis

/// Pronouns and accent homographs, explained (`WordRules`): a pronoun of another person is a
/// `person` mistake, an accent slip that makes a common word is an `accent` mistake naming the
/// word, one that makes another form of the verb is `other-form`, a missing ü is `spelling`.
@Suite struct WordDiagnosisTests {
  static let diagnoser = Diagnoser(conjugator: Conjugator())

  static func diagnosed(_ answer: String, _ verb: String, _ item: QuizItem, _ person: Person?)
    throws -> DiagnosedAnswer
  {
    let key = QuestionKey(verb: verb, item: item, person: person)
    let question = try #require(diagnoser.question(for: key))
    return diagnoser.diagnose(answer, for: question)
  }

  @Test(arguments: [
    ("tú hablo", "hablar", QuizItem.tense(.presenteDeIndicativo), Person?.some(.yo), "person"),
    ("él hablo", "hablar", .tense(.presenteDeIndicativo), .yo, "person"),
    ("usted hablas", "hablar", .tense(.presenteDeIndicativo), .tu, "person"),
    ("ellos tenemos", "tener", .tense(.presenteDeIndicativo), .nosotros, "person"),
    ("yo", "hablar", .tense(.presenteDeIndicativo), .yo, "person"),
    ("yo tú hablo", "hablar", .tense(.presenteDeIndicativo), .yo, "person"),
    ("yo hablando", "hablar", .gerund, nil, "person"),
    ("él dicho", "decir", .participle, nil, "person"),
    ("tu hablas", "hablar", .tense(.presenteDeIndicativo), .tu, "accent"),
    ("de", "dar", .tense(.presenteDeSubjuntivo), .yo, "accent"),
    ("esta", "estar", .tense(.presenteDeIndicativo), .el, "accent"),
    ("se", "saber", .tense(.presenteDeIndicativo), .yo, "accent"),
    ("este", "estar", .tense(.presenteDeSubjuntivo), .yo, "accent"),
    ("hablo", "hablar", .tense(.preterito), .el, "accent"),
    ("hable", "hablar", .tense(.preterito), .yo, "accent"),
    ("hablarán", "hablar", .tense(.imperfectoDeSubjuntivo1), .ellos, "accent"),
    ("averigue", "averiguar", .tense(.presenteDeSubjuntivo), .yo, "spelling"),
    ("yo hable", "hablar", .tense(.preterito), .yo, "accent"),
  ])
  func firstKind(
    _ answer: String, _ verb: String, _ item: QuizItem, _ person: Person?, _ kind: String
  ) throws {
    let diagnosed = try Self.diagnosed(answer, verb, item, person)
    #expect(diagnosed.verdict == .wrong)
    #expect(diagnosed.diagnoses.first?.kind.rawValue == kind, "\(diagnosed.diagnoses)")
  }

  @Test func aPronounOfAnotherPersonSaysWhatItIsTheSubjectOf() throws {
    let diagnosed = try Self.diagnosed("tú hablo", "hablar", .tense(.presenteDeIndicativo), .yo)
    #expect(
      diagnosed.diagnoses.first?.message
        == "tú is the subject of the tú form; this question asks for yo: hablo")
    let usted = try Self.diagnosed("usted hablas", "hablar", .tense(.presenteDeIndicativo), .tu)
    #expect(usted.diagnoses.first?.message.contains("él/ella/usted") == true)
  }

  @Test func aCommonWordIsNamed() throws {
    let diagnosed = try Self.diagnosed("de", "dar", .tense(.presenteDeSubjuntivo), .yo)
    #expect(
      diagnosed.diagnoses.first?.text(in: .spanish)
        == "de es otra palabra, la preposición; la tilde marca la diferencia: dé")
  }

  @Test func aPronounWithoutItsAccentIsNamed() throws {
    let diagnosed = try Self.diagnosed("tu hablas", "hablar", .tense(.presenteDeIndicativo), .tu)
    #expect(
      diagnosed.diagnoses.first?.message
        == "tu is another word, a possessive; the accent makes the difference: tú hablas")
  }

  @Test func aRightAnswerWrittenAsBefore2010HasANote() throws {
    let diagnosed = try Self.diagnosed("rió", "reír", .tense(.preterito), .el)
    #expect(diagnosed.verdict == .right && diagnosed.diagnoses.isEmpty)
    #expect(
      diagnosed.note?.english
        == "since 2010 the RAE writes rio, without an accent; rió is the older spelling")
    #expect(try Self.diagnosed("rio", "reír", .tense(.preterito), .el).note == nil)
  }

  @Test(arguments: ["", "?!", "yo yo", "nosotros vosotros", String(repeating: "¡", count: 4000)])
  func badInputGetsOneVerdict(_ answer: String) throws {
    let diagnosed = try Self.diagnosed(answer, "tener", .tense(.preterito), .yo)
    #expect(diagnosed.verdict == .wrong)
    #expect(diagnosed.diagnoses.count <= 1)
  }
}

/// An accent slip of a question that accepts several forms (a context sentence accepting the
/// future and the present) is told against the accepted form it differs from by accents, not
/// against the form expected first.
@Suite struct AccentAgainstTheMatchedFormTests {
  @Test(arguments: [
    ("necesitás", "necesitar", Tense.futuroDeIndicativo, "necesitarás", "necesitas"),
    ("hablo", "hablar", .futuroDeIndicativo, "hablaré", "habló"),
    ("comio", "comer", .perfectoDeIndicativo, "ha comido", "comió"),
  ])
  func theMessageNamesTheMatchedForm(
    answer: String, verb: String, tense: Tense, first: String, matched: String
  ) throws {
    let question = QuizQuestion(
      number: 1, verb: verb, item: .tense(tense), person: answer == "necesitás" ? .tu : .el,
      answer: first, alternatives: [matched])
    let diagnosed = WordDiagnosisTests.diagnoser.diagnose(answer, for: question)
    let message = try #require(diagnosed.diagnoses.first?.message)
    #expect(message.hasSuffix(": " + matched), "\(message)")
    #expect(!message.contains(first), "\(message)")
  }
}
