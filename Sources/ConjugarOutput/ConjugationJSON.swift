import ConjugarCore
import SimpleJSON

/// One conjugation as a one-line JSON object (see Docs/JSON.md for the schema). Streamed into
/// one buffer: this runs once per verb when a script asks for thousands.
public enum ConjugationJSON {
  /// With `english` (`verb --english`) the object ends with an `"english"` member: the English
  /// of the gerund, the participle and every form shown, or null for a verb without a gloss.
  /// With `examples` (`verb --examples`), an `"examples"` array follows, empty for none.
  public static func render(
    _ conjugation: Conjugation, showVos: Bool, tenses: [Tense],
    english: EnglishMember = .omitted, examples: [ExampleSentence]? = nil
  ) -> String {
    var json = JSONWriter(capacity: 8192)
    json.beginObject()
    json.member("infinitive", conjugation.infinitive)
    json.member("translation", conjugation.translation)
    json.member("known", conjugation.isKnown)
    json.member("model", conjugation.model)
    if let alternative = conjugation.alternativeModel {
      json.member("alternativeModel", alternative)
    }
    json.member("regularity", conjugation.regularity.rawValue)
    json.member("pronominal", conjugation.isPronominal)
    json.member("gerund", conjugation.gerund.text)
    json.member("participle", conjugation.participle.text)

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
        let (head, tail) = form.textPieces
        json.string(joining: head, tail)
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
      if !gerund.isEmpty { json.member("gerund", gerund) }
      if !participle.isEmpty { json.member("participle", participle) }
      if !alternatives.isEmpty {
        json.key("tenses")
        json.beginObject()
        for (tense, persons) in alternatives {
          json.key(tense.rawValue)
          json.beginObject()
          for (person, forms) in persons { json.member(person.rawValue, forms) }
          json.endObject()
        }
        json.endObject()
      }
      json.endObject()
    }
    if conjugation.defectiveness != .none {
      json.member("defective", conjugation.defectiveness.rawValue)
    }
    if !unusual.isEmpty {
      json.key("unusual")
      json.beginObject()
      for (tense, persons) in unusual { json.member(tense.rawValue, persons.map(\.rawValue)) }
      json.endObject()
    }
    if case .included(let english) = english {
      json.key("english")
      if let english {
        write(english, of: conjugation, showVos: showVos, tenses: tenses, to: &json)
      } else {
        json.null()
      }
    }
    if let examples {
      json.key("examples")
      json.beginArray()
      for example in examples {
        json.beginObject()
        json.member("spanish", example.spanish)
        json.member("english", example.sentence.english)
        json.member("tense", example.tense.rawValue)
        json.member("person", example.sentence.person.rawValue)
        json.member("form", example.form)
        json.endObject()
      }
      json.endArray()
    }
    json.endObject()
    return json.text
  }

  /// Whether a conjugation's JSON has an `"english"` member, and its English (nil: null).
  public enum EnglishMember: Sendable {
    case omitted
    case included(VerbEnglish?)
  }

  /// `{"gerund":…,"participle":…,"tenses":{…}}`, the tenses as in `"tenses"`, null where the
  /// verb has no form.
  private static func write(
    _ english: VerbEnglish, of conjugation: Conjugation, showVos: Bool, tenses: [Tense],
    to json: inout JSONWriter
  ) {
    json.beginObject()
    json.member("gerund", english.gerund)
    json.member("participle", english.participle)
    json.key("tenses")
    json.beginObject()
    for tense in tenses {
      json.key(tense.rawValue)
      json.beginObject()
      for person in tense.persons where showVos || person != .vos {
        let exists = conjugation.form(tense, person) != nil
        json.member(person.rawValue, exists ? english.form(tense, person) : nil)
      }
      json.endObject()
    }
    json.endObject()
    json.endObject()
  }
}
