import ConjugarCore
import SimpleJSON
import TextReading

/// `conjugar read --format json`: one array, one object per verb occurrence on a line of its
/// own, in text order, texts one after the other (Docs/JSON.md).
public enum ReadingJSON {
  public static func render(_ texts: [ReadText]) -> String {
    var lines: [String] = []
    write(texts) { lines.append($0) }
    return lines.joined(separator: "\n")
  }

  /// The same, a line at a time (`[`, each object, `]`), so a long text's JSON is never held
  /// whole: a megabyte of text is some 20 MB of JSON.
  public static func write(_ texts: [ReadText], line: (String) -> Void) {
    let verbs = texts.flatMap { text in text.verbs.lazy.map { (verb: $0, file: text.file) } }
    guard !verbs.isEmpty else { return line("[]") }
    line("[")
    for (index, item) in verbs.enumerated() {
      line(object(item.verb, file: item.file) + (index + 1 < verbs.count ? "," : ""))
    }
    line("]")
  }

  static func object(_ verb: ReadVerb, file: String) -> String {
    let occurrence = verb.occurrence
    var json = JSONWriter(capacity: 512)
    json.beginObject()
    json.member("file", file)
    json.member("offset", occurrence.offset)
    json.member("length", occurrence.length)
    json.member("form", occurrence.form)
    write(verb.reading, to: &json)
    json.member("pronouns", occurrence.pronouns)
    if let periphrasis = occurrence.periphrasis { json.member("periphrasis", periphrasis.rawValue) }
    json.key("readings")
    json.beginArray()
    for (index, reading) in occurrence.readings.enumerated() {
      json.beginObject()
      write(reading, to: &json)
      json.member("english", index < verb.english.count ? verb.english[index] : nil)
      json.endObject()
    }
    json.endArray()
    json.member("sentence", verb.sentence)
    json.member("english", verb.english.first ?? nil)
    json.endObject()
    return json.text
  }

  private static func write(_ reading: VerbReading, to json: inout JSONWriter) {
    json.member("infinitive", reading.infinitive)
    json.member("kind", kind(reading.kind))
    json.member("tense", reading.tense?.rawValue)
    json.member("person", reading.person?.rawValue)
  }

  private static func kind(_ kind: FormAnalysis.Kind) -> String {
    switch kind {
    case .finite: "finite"
    case .infinitive: "infinitive"
    case .gerund: "gerund"
    case .participle: "participle"
    }
  }
}
