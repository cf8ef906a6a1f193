import ConjugarCore
import ConjugarQuiz
import Messages
import Testing

@testable import AnswerDiagnosis

/// Issue 39's rules: pronouns, voseo, short tú imperatives, shared forms, plausible other
/// verbs, plain-words labels. Each rule on the example and on others.
@Suite struct FairDiagnosisTests {
  static func diagnoses(_ example: IndependentCase) throws -> DiagnosedAnswer {
    try IndependentLearnerErrorTests.diagnosed(example)
  }

  /// The lines in English.
  static func lines(_ example: IndependentCase) throws -> [String] {
    try diagnoses(example).diagnoses.map(\.message)
  }

  @Test(arguments: [
    // missing
    E("ponerse", .preterito, .el, "puso", [.pronoun]),
    E("levantarse", .presenteDeIndicativo, .yo, "levanto", [.pronoun]),
    E("acostarse", .perfectoDeIndicativo, .nosotros, "hemos acostado", [.pronoun]),
    E("sentarse", .imperativoPositivo, .tu, "sienta", [.pronoun]),
    E("levantarse", .imperativoPositivo, .tu, "levanta", [.pronoun]),
    E("ducharse", .imperativoNegativo, .tu, "no duches", [.pronoun]),
    E("lavarse", .imperativoPositivo, .nosotros, "lavemos", [.pronoun]),
    E("lavarse", .imperativoPositivo, .vosotros, "lavad", [.pronoun]),
    E("irse", .imperativoPositivo, .tu, "ve", [.pronoun]),
    E("dormirse", .preterito, .el, "durmió", [.pronoun]),
    // wrong
    E("enfadarse", .presenteDeIndicativo, .el, "me enfada", [.pronoun]),
    E("llamarse", .presenteDeIndicativo, .nosotros, "se llamamos", [.pronoun]),
    E("vestirse", .preterito, .ellos, "te vistieron", [.pronoun]),
    E("sentarse", .imperativoPositivo, .tu, "siéntase", [.pronoun]),
    // extra
    E("hablar", .presenteDeIndicativo, .el, "se habla", [.pronoun]),
    E("comer", .preterito, .yo, "me comí", [.pronoun]),
    E("levantar", .presenteDeIndicativo, .el, "se levanta", [.pronoun]),
    E("abrir", .imperativoPositivo, .tu, "ábrete", [.pronoun]),
    // the s of -mos or the d of -ad kept before the pronoun
    E("levantarse", .imperativoPositivo, .nosotros, "levantémosnos", [.pronoun]),
    E("sentarse", .imperativoPositivo, .vosotros, "sentados", [.pronoun]),
    // misplaced
    E("levantarse", .imperativoPositivo, .tu, "te levanta", [.pronoun]),
    E("sentarse", .presenteDeIndicativo, .el, "siéntase", [.pronoun]),
  ])
  func pronouns(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnoses(example)
    #expect(diagnosed.diagnoses.first?.kind == .pronoun, "\(diagnosed.diagnoses)")
    // The verb's own form is named no other verb's (sienta is not sentir's here).
    #expect(!diagnosed.diagnoses.contains { $0.kind == .otherVerb }, "\(diagnosed.diagnoses)")
  }

  @Test func pronounLines() throws {
    #expect(
      try Self.lines(E("ponerse", .preterito, .el, "puso", [])).first
        == "ponerse is a pronominal verb: it takes the pronoun se here: se puso")
    #expect(
      try Self.lines(E("enfadarse", .presenteDeIndicativo, .el, "me enfada", [])).first
        == "the pronoun agrees with the person (él/usted): se, not me: se enfada")
    #expect(
      try Self.lines(E("levantar", .presenteDeIndicativo, .el, "se levanta", [])).first
        == "se levanta is a form of the pronominal verb levantarse; levantar takes no pronoun "
        + "here: levanta")
    #expect(
      try Self.lines(E("levantarse", .imperativoPositivo, .tu, "te levanta", [])).first
        == "the affirmative imperative takes its pronoun after it, in one word: levántate")
  }

  /// A gerund has no person to agree with: the line names the pronoun it takes.
  @Test func aGerundsPronoun() throws {
    let example = E("levantarse", .gerund, "levantándome", [.pronoun])
    let diagnosed = try Self.diagnoses(example)
    #expect(diagnosed.diagnoses.first?.kind == .pronoun)
    #expect(
      diagnosed.diagnoses.first?.message
        == "levantarse is a pronominal verb: it takes the pronoun se here: levantándose")
  }

  /// Another form of the verb is named as that form, not as a pronoun (hablase is no habla + se).
  @Test(arguments: [
    E("hablar", .presenteDeIndicativo, .el, "hablase", [.otherForm]),
    E("sentarse", .imperativoPositivo, .tu, "siéntese", [.otherForm]),
    E("levantarse", .presenteDeIndicativo, .el, "me levanto", [.otherForm]),
  ])
  func otherFormsAreNotPronouns(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnoses(example)
    #expect(diagnosed.diagnoses.first?.kind == .otherForm, "\(diagnosed.diagnoses)")
    #expect(!diagnosed.diagnoses.contains { $0.kind == .pronoun })
  }

  @Test(arguments: [
    E("ser", .presenteDeIndicativo, .tu, "sos", [.otherForm]),
    E("tener", .imperativoPositivo, .tu, "tené", [.otherForm]),
    E("hablar", .presenteDeIndicativo, .tu, "hablás", [.otherForm]),
    E("decir", .imperativoPositivo, .tu, "decí", [.otherForm]),
    E("poder", .presenteDeIndicativo, .tu, "podés", [.otherForm]),
    E("tener", .presenteDeIndicativo, .tu, "tenés", [.otherForm]),
    E("poner", .imperativoPositivo, .tu, "poné", [.otherForm]),
    E("venir", .imperativoPositivo, .tu, "vení", [.otherForm]),
    E("sentarse", .presenteDeIndicativo, .tu, "te sentás", [.otherForm]),
  ])
  func voseoWithVosOff(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnoses(example)
    #expect(diagnosed.diagnoses.first?.kind == .otherForm, "\(diagnosed.diagnoses)")
    #expect(diagnosed.diagnoses.first?.message.contains("is the vos form") == true)
    // The vos form is the whole story: tenés is no e→ie left out, tené no short imperative.
    #expect(diagnosed.diagnoses.count == 1, "\(diagnosed.diagnoses)")
  }

  @Test func voseoLine() throws {
    #expect(
      try Self.lines(E("ser", .presenteDeIndicativo, .tu, "sos", [])).first
        == "sos is the vos form (presente de indicativo, vos), used instead of tú in much of "
        + "Latin America; the presente de indicativo, tú is eres")
  }

  /// With vos on, a vos form of another verb is that verb's, as a tú form is.
  @Test(arguments: [
    E("decir", .presenteDeIndicativo, .vos, "tenés", [.otherVerb], vos: true),
    E("ir", .presenteDeIndicativo, .vos, "sos", [.otherVerb], vos: true),
    E("poner", .presenteDeIndicativo, .vos, "podés", [.otherVerb], vos: true),
  ])
  func vosFormsOfOtherVerbs(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnoses(example)
    #expect(diagnosed.diagnoses.first?.kind == .otherVerb, "\(diagnosed.diagnoses)")
  }

  /// Without vos, a vos form of another verb is still that verb's when nothing else is.
  @Test(arguments: [
    E("estar", .presenteDeIndicativo, .tu, "sos", [.otherVerb]),
    E("decir", .presenteDeIndicativo, .tu, "tenés", [.otherVerb]),
  ])
  func vosFormsOfOtherVerbsWithVosOff(_ example: IndependentCase) throws {
    let diagnosed = try Self.diagnoses(example)
    #expect(diagnosed.diagnoses.first?.kind == .otherVerb, "\(diagnosed.diagnoses)")
  }

  /// The él present for a short tú imperative: the short form is the irregularity.
  @Test(arguments: [
    ("tener", "tiene", "ten"), ("decir", "dice", "di"), ("poner", "pone", "pon"),
    ("venir", "viene", "ven"), ("salir", "sale", "sal"), ("hacer", "hace", "haz"),
  ])
  func presentForShortImperative(_ verb: String, _ given: String, _ expected: String) throws {
    let lines = try Self.lines(E(verb, .imperativoPositivo, .tu, given, []))
    #expect(lines.contains("\(verb)'s tú imperative is short: \(expected)"), "\(lines)")
    #expect(!lines.contains { $0.contains("in other forms, but not here") }, "\(lines)")
  }

  /// A form shared with a common verb names it too: siente is sentir's.
  @Test(arguments: [
    ("sentar", Tense.presenteDeIndicativo, Person.el, "siente", "sentir"),
    ("sentir", .presenteDeIndicativo, .el, "sienta", "sentar"),
    ("sentar", .presenteDeIndicativo, .yo, "sienta", "sentir"),
  ])
  func sharedFormsNameBothVerbs(
    _ verb: String, _ tense: Tense, _ person: Person, _ given: String, _ other: String
  ) throws {
    let diagnosed = try Self.diagnoses(E(verb, tense, person, given, []))
    #expect(diagnosed.diagnoses.contains { $0.kind == .otherVerb && $0.message.contains(other) })
  }

  /// A rare namesake is never named: aprensar, erar, tozar.
  @Test(arguments: [
    (E("aprender", .presenteDeIndicativo, .tu, "aprenses", []), "aprensar"),
    (E("estar", .imperfectoDeIndicativo, .yo, "era", [.otherVerb]), "erar"),
    (E("tocar", .preterito, .yo, "tocé", [.spelling]), "tozar"),
    (E("alcanzar", .presenteDeSubjuntivo, .el, "eras", [.otherVerb]), "erar"),
    (E("ser", .presenteDeIndicativo, .vos, "eres", [.otherForm], vos: true), "erar"),
    (E("ser", .imperfectoDeIndicativo, .nosotros, "era", [.otherForm]), "erar"),
  ])
  func rareNamesakesAreNotNamed(_ example: IndependentCase, _ rare: String) throws {
    let diagnosed = try Self.diagnoses(example)
    #expect(!diagnosed.diagnoses.contains { $0.message.contains(rare) }, "\(diagnosed.diagnoses)")
    if let kind = example.kinds.first { #expect(diagnosed.diagnoses.first?.kind == kind) }
  }

  /// A rare verb the quiz itself asks is one the learner knows.
  @Test func aRareVerbOfTheSelectionIsNamed() throws {
    let conjugator = IndependentLearnerErrorTests.conjugator
    let diagnoser = Diagnoser(conjugator: conjugator, selection: ["aprender", "aprensar"])
    let question = try #require(
      diagnoser.question(
        for: QuestionKey(verb: "aprender", item: .tense(.presenteDeIndicativo), person: .tu)))
    let diagnosed = diagnoser.diagnose("aprenses", for: question)
    #expect(diagnosed.diagnoses.contains { $0.kind == .otherVerb })
  }

  /// Every kind has a label in plain words, in each language; none is the JSON value.
  @Test(arguments: DiagnosisKind.allCases)
  func plainLabels(_ kind: DiagnosisKind) {
    for language in [Language.english, .spanish] {
      let label = kind.label.text(in: language)
      #expect(!label.isEmpty && label != kind.rawValue && !label.contains("-"), "\(label)")
    }
  }
}
