import ConjugarCore
import SentenceBank
import Testing

/// The bundled bank read as a teacher reads it (`TeacherChecks`): the futuro de subjuntivo only
/// in legal or solemn text, legal text in the third person, no word unfit for a classroom,
/// negative concord, the indicative after aunque with a known fact, and the pretérito first in
/// vos sentences. Each check is also shown failing on a sentence made to fail it.
struct TeacherChecksTests {
  @Test(arguments: TeacherChecks.all.map(\.name))
  func theBankPassesTheCheck(_ name: String) throws {
    let check = try #require(TeacherChecks.all.first { $0.name == name }).check
    expectNone(SentenceBank.bundled.sentences.compactMap(check), "sentences fail '\(name)'")
  }

  static func sentence(
    _ spanish: String, _ tenses: [Tense], _ person: Person = .el, verb: String = "tener",
    english: String = "It.", register: Sentence.Register = .everyday,
    notes: [String: String] = [:]
  ) -> Sentence {
    Sentence(
      verb: verb, tenses: tenses, person: person, spanish: spanish, english: english, cue: "c",
      register: register, notes: notes, file: "made.tsv", line: 1)
  }

  @Test func theFuturoDeSubjuntivoIsForLegalOrSolemnTextAndFirstThere() {
    let everyday = Self.sentence(
      "Si (tú) ya ___ todas tus cartas, pasarás el turno.",
      [.futuroPerfectoDeSubjuntivo, .perfectoDeIndicativo], .tu, verb: "jugar")
    #expect(TeacherChecks.formalTense(everyday) != nil)
    let second = Self.sentence(
      "Si ___ el plazo, se archivará.", [.presenteDeIndicativo, .futuroDeSubjuntivo],
      register: .legal)
    #expect(TeacherChecks.formalTense(second) != nil)
    let legal = Self.sentence(
      "Quien ___ el plazo perderá la plaza.", [.futuroDeSubjuntivo, .presenteDeSubjuntivo],
      register: .legal)
    #expect(TeacherChecks.formalTense(legal) == nil)
    let plain = Self.sentence("Si (tú) ya ___ tus cartas…", [.perfectoDeIndicativo], .tu)
    #expect(TeacherChecks.formalTense(plain) == nil)
  }

  @Test(arguments: [Person.yo, .tu, .vos, .nosotros, .vosotros])
  func legalTextIsNotInTheFirstOrSecondPerson(_ person: Person) {
    let contract = Self.sentence(
      "Si no ___ la renta, el arrendador podrá rescindir el contrato.", [.futuroDeSubjuntivo],
      person, register: .legal)
    #expect(TeacherChecks.legalPerson(contract) != nil)
    let oath = Self.sentence(
      "Juro que, si ___ a mi palabra, renunciaré.", [.futuroDeSubjuntivo], person,
      register: .solemn)
    #expect(TeacherChecks.legalPerson(oath) == nil)
  }

  @Test(arguments: [
    ("cagar", "Si el perro ___ en la alfombra, lo echaría.", "If the dog did it."),
    ("romper", "Mi hermano ___ el plato y dijo «mierda».", "My brother broke it."),
    ("romper", "Ayer el perro ___ la alfombra y luego se meó.", "The dog tore the rug."),
    ("romper", "Ayer el perro ___ la alfombra.", "Yesterday the dog tore the damn rug."),
    ("joder", "No me ___ más.", "Stop it."),
  ])
  func aWordUnfitForAClassroomIsFound(_ verb: String, _ spanish: String, _ english: String) {
    let sentence = Self.sentence(spanish, [.preterito], verb: verb, english: english)
    #expect(TeacherChecks.classroomSafe(sentence) != nil)
  }

  /// The bank's unsafe verbs and the verb list's vulgar tag (which keeps them out of quizzes) are
  /// one list: every unsafe verb the list holds is tagged, every tagged verb is unsafe here.
  @Test func theUnsafeVerbsAreTheListsVulgarOnes() {
    let lexicon = Lexicon.bundled
    let tagged = Set(lexicon.entries.filter(\.isVulgar).map(\.infinitive))
    let listed = TeacherChecks.unsafeVerbs.filter { lexicon.entry(for: $0) != nil }
    #expect(!tagged.isEmpty)
    #expect(tagged == listed, "tagged \(tagged.sorted()), unsafe \(listed.sorted())")
  }

  @Test(arguments: [
    "Ayer (yo) ___ el autobús de las siete.", "Hemos ___ mucho.", "Ojalá no ___ nada.",
    "El gato ___ en la mesa y no en la arena.",
  ])
  func everydayWordsAreClassroomSafe(_ spanish: String) {
    let sentence = Self.sentence(spanish, [.preterito], verb: "coger", english: "I caught it.")
    #expect(TeacherChecks.classroomSafe(sentence) == nil)
  }

  @Test(arguments: [
    "Hasta entonces, mi padre nunca nos ___ algo que no pudiera cumplir.",
    "Hasta conocerla, (yo) nunca ___ tanto en alguien.",
    "Nadie ___ algo en la reunión.",
    "Tampoco ___ alguna noticia de ellos.",
    "Jamás ___ a alguien tan amable.",
  ])
  func negativeConcordWantsNadaNadieNinguno(_ spanish: String) {
    #expect(TeacherChecks.negativeConcord(Self.sentence(spanish, [.preterito])) != nil)
  }

  @Test(arguments: [
    "Hasta entonces, mi padre nunca nos ___ nada que no pudiera cumplir.",
    "La maestra quería que (nosotros) ___ cuando no entendiéramos algo.",
    "Nunca ___ tarde, pero siempre olvida algo.",
    "Si alguien ___ algo, que lo diga.",
  ])
  func concordWithoutAStrongNegativeBeforeAlgoPasses(_ spanish: String) {
    #expect(TeacherChecks.negativeConcord(Self.sentence(spanish, [.preterito])) == nil)
  }

  @Test func aConcessionOfAKnownFactAlsoTakesTheIndicative() {
    for spanish in [
      "Aunque eso ___ trabajar más, aceptaré el ascenso.",
      "Iremos, a pesar de que el viaje ___ caro.",
      "Por más que (tú) ___ tanto, no lo convencerás.",
    ] {
      let subjunctive = Self.sentence(spanish, [.presenteDeSubjuntivo])
      #expect(TeacherChecks.concession(subjunctive) != nil, "\(spanish)")
      let both = Self.sentence(spanish, [.presenteDeSubjuntivo, .presenteDeIndicativo])
      #expect(TeacherChecks.concession(both) == nil, "\(spanish)")
    }
    let perfect = Self.sentence("Aunque ya ___ la cena, comeré algo.", [.perfectoDeSubjuntivo])
    #expect(TeacherChecks.concession(perfect) != nil)
    let hypothetical = Self.sentence(
      "Aunque mañana ___, iremos a la playa.", [.presenteDeSubjuntivo],
      notes: ["concession": "hypothetical"])
    #expect(TeacherChecks.concession(hypothetical) == nil)
    let otherClause = Self.sentence(
      "Aunque es tarde, quiero que (tú) ___ la cena.", [.presenteDeSubjuntivo], .tu)
    #expect(TeacherChecks.concession(otherClause) == nil)
  }

  @Test func aVosSentenceAsksForThePreteritoFirst() {
    let perfect = Self.sentence(
      "¿Dónde ___ vos mis anteojos?", [.perfectoDeIndicativo, .preterito], .vos)
    #expect(TeacherChecks.vosPast(perfect) != nil)
    let preterite = Self.sentence(
      "¿Dónde ___ vos mis anteojos?", [.preterito, .perfectoDeIndicativo], .vos)
    #expect(TeacherChecks.vosPast(preterite) == nil)
    let tu = Self.sentence("¿Dónde ___ (tú) mis gafas?", [.perfectoDeIndicativo], .tu)
    #expect(TeacherChecks.vosPast(tu) == nil)
  }
}
