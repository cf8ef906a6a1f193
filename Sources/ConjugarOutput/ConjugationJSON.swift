import ConjugarCore

/// One conjugation as a one-line JSON object (see Docs/JSON.md for the schema).
public enum ConjugationJSON {
  public static func render(_ conjugation: Conjugation, showVos: Bool, tenses: [Tense]) -> String {
    var pairs: [(String, String)] = [
      ("infinitive", JSONText.string(conjugation.infinitive)),
      ("translation", JSONText.optional(conjugation.translation)),
      ("known", conjugation.isKnown ? "true" : "false"),
      ("model", JSONText.string(conjugation.model)),
      ("regularity", JSONText.string(conjugation.regularity.rawValue)),
      ("pronominal", conjugation.isPronominal ? "true" : "false"),
      ("gerund", JSONText.string(conjugation.gerund.text)),
      ("participle", JSONText.string(conjugation.participle.text)),
    ]
    var table: [(String, String)] = []
    var alternatives: [(String, String)] = []
    var unusual: [(String, String)] = []
    for tense in tenses {
      let persons = tense.persons.filter { showVos || $0 != .vos }
      table.append(
        (
          tense.rawValue,
          JSONText.object(
            persons.map { ($0.rawValue, JSONText.optional(conjugation.form(tense, $0)?.text)) })
        ))
      let withAlternatives = persons.compactMap { person -> (String, String)? in
        guard let form = conjugation.form(tense, person), !form.alternatives.isEmpty else { return nil }
        return (person.rawValue, JSONText.array(form.alternatives))
      }
      if !withAlternatives.isEmpty { alternatives.append((tense.rawValue, JSONText.object(withAlternatives))) }
      let rare = persons.filter { conjugation.form(tense, $0)?.isUnusual == true }
      if !rare.isEmpty { unusual.append((tense.rawValue, JSONText.array(rare.map(\.rawValue)))) }
    }
    pairs.append(("tenses", JSONText.object(table)))
    var extra: [(String, String)] = []
    if !conjugation.gerund.alternatives.isEmpty {
      extra.append(("gerund", JSONText.array(conjugation.gerund.alternatives)))
    }
    if !conjugation.participle.alternatives.isEmpty {
      extra.append(("participle", JSONText.array(conjugation.participle.alternatives)))
    }
    if !alternatives.isEmpty { extra.append(("tenses", JSONText.object(alternatives))) }
    if !extra.isEmpty { pairs.append(("alternatives", JSONText.object(extra))) }
    if conjugation.defectiveness != .none {
      pairs.append(("defective", JSONText.string(conjugation.defectiveness.rawValue)))
    }
    if !unusual.isEmpty { pairs.append(("unusual", JSONText.object(unusual))) }
    return JSONText.object(pairs)
  }
}
