import ConjugarCore
import Testing

@testable import AnswerDiagnosis

/// `VerbIrregularities` names what each expected form shows against the regular pattern.
@Suite struct IrregularityTests {
  static let conjugator = Conjugator()

  static func keys(_ verb: String, _ tense: Tense, _ person: Person) throws -> [String] {
    let irregularities = VerbIrregularities(try conjugator.conjugate(verb), conjugator: conjugator)
    return irregularities.irregularities(tense, person).map(\.key)
  }

  @Test(arguments: [
    ("hablar", Tense.presenteDeIndicativo, Person.yo, [String]()),
    ("pensar", .presenteDeIndicativo, .yo, ["stem-e-ie"]),
    ("pensar", .presenteDeIndicativo, .nosotros, []),
    ("contar", .presenteDeIndicativo, .ellos, ["stem-o-ue"]),
    ("jugar", .presenteDeIndicativo, .tu, ["stem-u-ue"]),
    ("jugar", .presenteDeSubjuntivo, .yo, ["stem-u-ue", "spelling-g-gu"]),
    ("adquirir", .presenteDeIndicativo, .el, ["stem-i-ie"]),
    ("pedir", .preterito, .el, ["stem-e-i"]),
    ("dormir", .preterito, .ellos, ["stem-o-u"]),
    ("dormir", .presenteDeSubjuntivo, .nosotros, ["stem-o-u"]),
    ("empezar", .presenteDeSubjuntivo, .el, ["stem-e-ie", "spelling-z-c"]),
    ("empezar", .preterito, .yo, ["spelling-z-c"]),
    ("oler", .presenteDeIndicativo, .yo, ["stem-o-ue"]),
    ("errar", .presenteDeIndicativo, .yo, ["stem-e-ie"]),
    ("seguir", .presenteDeIndicativo, .yo, ["stem-e-i", "spelling-gu-g"]),
    ("elegir", .presenteDeIndicativo, .yo, ["stem-e-i", "spelling-g-j"]),
    ("reír", .presenteDeIndicativo, .yo, ["stem-e-i", "accent-hiatus"]),
    ("enviar", .presenteDeIndicativo, .yo, ["accent-hiatus"]),
    ("actuar", .presenteDeSubjuntivo, .ellos, ["accent-hiatus"]),
    ("estar", .presenteDeIndicativo, .tu, ["irregular-stress"]),
    ("buscar", .preterito, .yo, ["spelling-c-qu"]),
    ("pagar", .presenteDeSubjuntivo, .nosotros, ["spelling-g-gu"]),
    ("averiguar", .preterito, .yo, ["spelling-gu-gü"]),
    ("vencer", .presenteDeIndicativo, .yo, ["spelling-c-z"]),
    ("coger", .presenteDeSubjuntivo, .tu, ["spelling-g-j"]),
    ("distinguir", .presenteDeIndicativo, .yo, ["spelling-gu-g"]),
    ("delinquir", .presenteDeIndicativo, .yo, ["spelling-qu-c"]),
    ("leer", .preterito, .el, ["spelling-i-y"]),
    ("construir", .presenteDeIndicativo, .yo, ["y-insertion"]),
    ("construir", .presenteDeSubjuntivo, .nosotros, ["y-insertion"]),
    ("oír", .presenteDeIndicativo, .tu, ["y-insertion"]),
    ("tener", .presenteDeIndicativo, .yo, ["yo-go"]),
    ("tener", .presenteDeSubjuntivo, .el, ["yo-go"]),
    ("tener", .presenteDeIndicativo, .tu, ["stem-e-ie"]),
    ("tener", .preterito, .yo, ["strong-preterite"]),
    ("tener", .imperfectoDeSubjuntivo2, .nosotros, ["strong-preterite"]),
    ("tener", .futuroDeIndicativo, .yo, ["future-stem"]),
    ("tener", .imperativoPositivo, .tu, ["short-imperative"]),
    ("tener", .imperativoNegativo, .tu, ["yo-go"]),
    ("conocer", .presenteDeIndicativo, .yo, ["zc"]),
    ("conducir", .presenteDeSubjuntivo, .ellos, ["zc"]),
    ("conducir", .preterito, .ellos, ["strong-preterite"]),
    ("caber", .presenteDeIndicativo, .yo, ["yo-irregular"]),
    ("saber", .presenteDeSubjuntivo, .yo, ["irregular-subjunctive"]),
    ("ser", .preterito, .yo, ["irregular-preterite"]),
    ("ver", .imperfectoDeIndicativo, .yo, ["irregular-imperfect"]),
    ("abrir", .perfectoDeIndicativo, .yo, ["irregular-participle"]),
    ("pedir", .imperfectoDeSubjuntivo1, .yo, ["stem-e-i"]),
  ])
  func classifies(_ verb: String, _ tense: Tense, _ person: Person, _ expected: [String]) throws {
    #expect(try Self.keys(verb, tense, person) == expected)
  }

  @Test func participlesAndGerunds() throws {
    let abrir = VerbIrregularities(
      try Self.conjugator.conjugate("abrir"), conjugator: Self.conjugator)
    #expect(abrir.participleIrregularities == [.irregularParticiple])
    let pedir = VerbIrregularities(
      try Self.conjugator.conjugate("pedir"), conjugator: Self.conjugator)
    #expect(pedir.gerundIrregularities == [.stemEToI])
    #expect(pedir.participleIrregularities.isEmpty)
  }

  @Test func keysAreUniqueAndFindTheirIrregularity() {
    #expect(Set(Irregularity.all.map(\.key)).count == Irregularity.all.count)
    for irregularity in Irregularity.all {
      #expect(Irregularity(key: irregularity.key) == irregularity)
    }
  }
}
