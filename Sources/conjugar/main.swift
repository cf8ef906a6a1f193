import ConjugarCore
let c = Conjugator()
for v in CommandLine.arguments.dropFirst() {
  do {
    let x = try c.conjugate(v)
    print(x.infinitive, x.model, x.translation ?? "-", x.gerund.allForms, x.participle.allForms)
    for t in Tense.allCases {
      print(t.rawValue, t.persons.map { p in x.form(t, p).map { $0.allForms.joined(separator: "|") } ?? "∅" }.joined(separator: ", "))
    }
  } catch { print(error.message) }
}
