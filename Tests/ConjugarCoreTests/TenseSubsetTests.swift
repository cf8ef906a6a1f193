import ConjugarCore
import Testing

/// `Conjugator.conjugate(_:tenses:)` works out only some tenses: its forms must be exactly the
/// full table's, for every known verb and for each tense set here, and its regular pattern the
/// full regular pattern's.
@Suite struct TenseSubsetTests {
  /// Single tenses whose forms derive from others (the imperatives from the present and its
  /// subjunctive, the -ra subjunctive from the preterite, a compound tense from the participle),
  /// and a mixed set.
  static let tenseSets: [[Tense]] = [
    [.presenteDeIndicativo],
    [.imperativoNegativo],
    [.imperativoPositivo],
    [.imperfectoDeSubjuntivo1],
    [.futuroDeSubjuntivo, .condicional],
    [.pluscuamperfectoDeIndicativo],
    [.preterito, .presenteDeSubjuntivo, .futuroPerfecto],
  ]

  static let inputs =
    Lexicon.bundled.entries.map(\.infinitive)
    + ["levantarse", "irse", "blogear", "oir", "sonreirse", "desvair", "soler", "balbucir"]

  static func mismatches(_ subset: Conjugation, _ full: Conjugation, _ tenses: [Tense])
    -> [String]
  {
    var found: [String] = []
    for tense in Tense.allCases {
      if subset.includes(tense) != tenses.contains(tense) {
        found.append("\(full.infinitive) \(tense) included: \(subset.includes(tense))")
      }
      for person in tense.persons {
        let expected = tenses.contains(tense) ? full.form(tense, person) : nil
        if subset.form(tense, person) != expected {
          found.append("\(full.infinitive) \(tense) \(person)")
        }
      }
    }
    if subset.gerund != full.gerund { found.append("\(full.infinitive) gerund") }
    if subset.participle != full.participle { found.append("\(full.infinitive) participle") }
    return found
  }

  /// Each known verb is conjugated in full once and compared with every tense set; the list
  /// is cut in four so that the parts run in parallel.
  @Test(arguments: 0..<4) func subsetFormsAreTheFullTables(part: Int) throws {
    let conjugator = Conjugator().forManyLookups()
    var found: [String] = []
    for (offset, input) in Self.inputs.enumerated() where offset % 4 == part {
      let full = try conjugator.conjugate(input)
      for tenses in Self.tenseSets {
        let subset = try conjugator.conjugate(input, tenses: tenses)
        found += Self.mismatches(subset, full, tenses)
        #expect(subset.infinitive == full.infinitive && subset.enteredAs == full.enteredAs)
        #expect(subset.model == full.model && subset.regularity == full.regularity)
      }
      if found.count > 20 { break }
    }
    #expect(found == [])
  }

  @Test func subsetRegularPatternIsTheFullOnes() throws {
    let conjugator = Conjugator().forManyLookups()
    var found: [String] = []
    for input in Self.inputs.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
      let full = try conjugator.conjugate(input)
      let regular = conjugator.regularPattern(of: full)
      for tenses in Self.tenseSets {
        let subset = try conjugator.conjugate(input, tenses: tenses)
        found += Self.mismatches(conjugator.regularPattern(of: subset), regular, tenses)
      }
    }
    #expect(found == [])
  }

  @Test func aFullConjugationIncludesEveryTense() throws {
    let tener = try Conjugator().conjugate("tener")
    #expect(Tense.allCases.allSatisfy(tener.includes))
    let one = try Conjugator().conjugate("tener", tenses: [.preterito])
    #expect(one.form(.preterito, .yo)?.text == "tuve")
    #expect(one.form(.presenteDeIndicativo, .yo) == nil)
    #expect(!one.hasForms(in: .presenteDeIndicativo) && one.hasForms(in: .preterito))
  }
}
