import ConjugarCore
import SimpleJSON

/// One conjugation as a one-line JSON object (see Docs/JSON.md for the schema). Streamed into
/// one buffer: this runs once per verb when a script asks for thousands.
public enum ConjugationJSON {
  public static func render(_ conjugation: Conjugation, showVos: Bool, tenses: [Tense]) -> String {
    var json = JSONWriter(capacity: 8192)
    json.beginObject()
    json.key("infinitive"); json.string(conjugation.infinitive)
    json.key("translation"); json.string(conjugation.translation)
    json.key("known"); json.bool(conjugation.isKnown)
    json.key("model"); json.string(conjugation.model)
    json.key("regularity"); json.string(conjugation.regularity.rawValue)
    json.key("pronominal"); json.bool(conjugation.isPronominal)
    json.key("gerund"); json.string(conjugation.gerund.text)
    json.key("participle"); json.string(conjugation.participle.text)

    var alternatives: [(Tense, [(Person, [String])])] = []
    var unusual: [(Tense, [Person])] = []
    json.key("tenses")
    json.beginObject()
    for tense in tenses {
      json.key(tense.rawValue)
      json.beginObject()
      var withAlternatives: [(Person, [String])] = []
      var rare: [Person] = []
      for person in tense.persons where showVos || person != .vos {
        json.key(person.rawValue)
        guard let form = conjugation.form(tense, person) else {
          json.null()
          continue
        }
        json.string(form.text)
        if !form.alternatives.isEmpty { withAlternatives.append((person, form.alternatives)) }
        if form.isUnusual { rare.append(person) }
      }
      json.endObject()
      if !withAlternatives.isEmpty { alternatives.append((tense, withAlternatives)) }
      if !rare.isEmpty { unusual.append((tense, rare)) }
    }
    json.endObject()

    let gerund = conjugation.gerund.alternatives
    let participle = conjugation.participle.alternatives
    if !gerund.isEmpty || !participle.isEmpty || !alternatives.isEmpty {
      json.key("alternatives")
      json.beginObject()
      if !gerund.isEmpty { json.key("gerund"); json.strings(gerund) }
      if !participle.isEmpty { json.key("participle"); json.strings(participle) }
      if !alternatives.isEmpty {
        json.key("tenses")
        json.beginObject()
        for (tense, persons) in alternatives {
          json.key(tense.rawValue)
          json.beginObject()
          for (person, forms) in persons { json.key(person.rawValue); json.strings(forms) }
          json.endObject()
        }
        json.endObject()
      }
      json.endObject()
    }
    if conjugation.defectiveness != .none {
      json.key("defective"); json.string(conjugation.defectiveness.rawValue)
    }
    if !unusual.isEmpty {
      json.key("unusual")
      json.beginObject()
      for (tense, persons) in unusual { json.key(tense.rawValue); json.strings(persons.map(\.rawValue)) }
      json.endObject()
    }
    json.endObject()
    return json.text
  }
}
