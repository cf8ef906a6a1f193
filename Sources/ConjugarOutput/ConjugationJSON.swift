import ConjugarCore

/// One conjugation as a one-line JSON object (see Docs/JSON.md for the schema). Written straight
/// into one string: this runs once per verb when a script asks for thousands.
public enum ConjugationJSON {
  public static func render(_ conjugation: Conjugation, showVos: Bool, tenses: [Tense]) -> String {
    var out = ""
    out.reserveCapacity(8192)
    func key(_ name: String) { out += "\"" + name + "\":" }
    func string(_ text: String) { out += JSONText.string(text) }
    func strings(_ items: [String]) { out += JSONText.array(items) }

    out += "{"
    key("infinitive"); string(conjugation.infinitive)
    out += ","; key("translation"); out += JSONText.optional(conjugation.translation)
    out += ","; key("known"); out += conjugation.isKnown ? "true" : "false"
    out += ","; key("model"); string(conjugation.model)
    out += ","; key("regularity"); string(conjugation.regularity.rawValue)
    out += ","; key("pronominal"); out += conjugation.isPronominal ? "true" : "false"
    out += ","; key("gerund"); string(conjugation.gerund.text)
    out += ","; key("participle"); string(conjugation.participle.text)

    var alternatives: [(Tense, [(Person, [String])])] = []
    var unusual: [(Tense, [Person])] = []
    out += ","; key("tenses"); out += "{"
    for (tenseNumber, tense) in tenses.enumerated() {
      if tenseNumber > 0 { out += "," }
      key(tense.rawValue); out += "{"
      var withAlternatives: [(Person, [String])] = []
      var rare: [Person] = []
      var first = true
      for person in tense.persons where showVos || person != .vos {
        if !first { out += "," }
        first = false
        key(person.rawValue)
        guard let form = conjugation.form(tense, person) else { out += "null"; continue }
        string(form.text)
        if !form.alternatives.isEmpty { withAlternatives.append((person, form.alternatives)) }
        if form.isUnusual { rare.append(person) }
      }
      out += "}"
      if !withAlternatives.isEmpty { alternatives.append((tense, withAlternatives)) }
      if !rare.isEmpty { unusual.append((tense, rare)) }
    }
    out += "}"

    let gerund = conjugation.gerund.alternatives
    let participle = conjugation.participle.alternatives
    if !gerund.isEmpty || !participle.isEmpty || !alternatives.isEmpty {
      out += ","; key("alternatives"); out += "{"
      var parts: [String] = []
      if !gerund.isEmpty { parts.append("\"gerund\":" + JSONText.array(gerund)) }
      if !participle.isEmpty { parts.append("\"participle\":" + JSONText.array(participle)) }
      if !alternatives.isEmpty {
        parts.append(
          "\"tenses\":{"
            + alternatives.map { tense, persons in
              "\"\(tense.rawValue)\":{"
                + persons.map { "\"\($0.0.rawValue)\":" + JSONText.array($0.1) }.joined(separator: ",") + "}"
            }.joined(separator: ",") + "}")
      }
      out += parts.joined(separator: ",") + "}"
    }
    if conjugation.defectiveness != .none {
      out += ","; key("defective"); string(conjugation.defectiveness.rawValue)
    }
    if !unusual.isEmpty {
      out += ","; key("unusual")
      out += "{" + unusual.map { "\"\($0.0.rawValue)\":" + JSONText.array($0.1.map(\.rawValue)) }.joined(separator: ",") + "}"
    }
    out += "}"
    return out
  }
}
