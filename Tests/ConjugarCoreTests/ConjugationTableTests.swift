import ConjugarCore
import Testing

/// Full tables of 46 verbs (every model and rule the conjugator knows), checked by hand
/// against RAE: the main form must match and every listed alternative must be accepted.
@Suite struct ConjugationTableTests {
  static let rows = TableRow.load()
  let conjugator = Conjugator()

  @Test func fixturesAreComplete() {
    let verbs = Set(Self.rows.map(\.verb))
    #expect(verbs.count >= 46)
    for verb in verbs {
      let keys = Set(Self.rows.filter { $0.verb == verb }.map(\.key))
      #expect(keys.count == 13, "\(verb) has \(keys.count) tables")
    }
  }

  @Test(arguments: rows)
  func table(_ row: TableRow) throws {
    let conjugation = try conjugator.conjugate(row.verb)
    switch row.key {
    case "gerund":
      check(conjugation.gerund, TableRow.forms(row.cells[0]), "\(row.verb) gerund")
    case "participle":
      check(conjugation.participle, TableRow.forms(row.cells[0]), "\(row.verb) participle")
    default:
      let tense = try #require(Tense(rawValue: row.key), "unknown tense on line \(row.line)")
      try #require(row.cells.count == Person.allCases.count, "line \(row.line)")
      for (person, cell) in zip(Person.allCases, row.cells) where cell != "-" {
        let label = "\(row.verb) \(tense.rawValue) \(person.rawValue)"
        if cell == "∅" {
          #expect(conjugation.form(tense, person) == nil, "\(label) should have no form")
        } else {
          let form = try #require(conjugation.form(tense, person), "\(label) is missing")
          check(form, TableRow.forms(cell), label)
        }
      }
    }
  }

  private func check(_ form: VerbForm, _ expected: [String], _ label: String) {
    #expect(form.text == expected[0], "\(label)")
    for alternative in expected.dropFirst() {
      #expect(form.allForms.contains(alternative), "\(label): \(alternative) not accepted")
    }
  }
}
