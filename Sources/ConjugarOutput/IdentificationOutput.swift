import ConjugarCore
import GrammarWords
import Messages
import SimpleJSON

/// The English of a reading ("I went" for fui as ir, pretérito, yo), nil when there is none.
public typealias ReadingEnglish = (FormAnalysis) -> String?
/// The English of a periphrasis reading ("I am eating" for estoy comiendo), nil when none.
public typealias PeriphrasisEnglish = (PeriphrasisReading) -> String?

/// `conjugar identify` as text: the readings grouped by verb, persons of one tense on one
/// line (when their English is the same), then the readings that need other accents. The
/// English of a reading follows it, dim: `Pretérito · yo — I went`.
public struct IdentificationText {
  let identification: FormIdentification
  let style: TextStyle
  let english: ReadingEnglish
  let periphrasisEnglish: PeriphrasisEnglish
  /// The language of the labels and notes (the tense and person names are Spanish in both, the
  /// English of a reading English in both).
  public var language = Language.english

  public init(
    _ identification: FormIdentification, style: TextStyle,
    english: @escaping ReadingEnglish = { _ in nil },
    periphrasisEnglish: @escaping PeriphrasisEnglish = { _ in nil }
  ) {
    self.identification = identification
    self.style = style
    self.english = english
    self.periphrasisEnglish = periphrasisEnglish
  }

  public func render() -> String {
    var lines = [style.heading(identification.input)]
    lines += Self.grouped(
      identification.analyses, style: style, english: english, language: language)
    var variants = identification.accentVariants
    while let spelling = variants.first?.spelling {
      lines.append(
        Message.identifyAccents(
          style.heading(spelling), asTyped: !identification.analyses.isEmpty
        ).text(in: language))
      lines += Self.grouped(
        variants.filter { $0.spelling == spelling }, style: style, english: english,
        language: language)
      variants.removeAll { $0.spelling == spelling }
    }
    lines += PeriphrasisText.lines(
      identification, style: style, english: periphrasisEnglish, language: language)
    return lines.joined(separator: "\n")
  }

  /// Verb lines ("ir — to go") with their readings under them. A reading's note follows its
  /// English in parentheses (`Imperativo · tú — say! (di; pronouns me, lo)`), or after a dash
  /// when it has none.
  static func grouped(
    _ analyses: [FormAnalysis], style: TextStyle, english: ReadingEnglish,
    language: Language = .english
  ) -> [String] {
    var lines: [String] = []
    var verb: String? = nil
    var pending: (key: String, persons: [String], note: String, english: String?)? = nil
    func flush() {
      guard let line = pending else { return }
      let persons = line.persons.isEmpty ? "" : " · " + line.persons.joined(separator: ", ")
      var about = line.note
      if let english = line.english {
        about = english + (about.isEmpty ? "" : " (" + about + ")")
      }
      lines.append("    " + line.key + persons + (about.isEmpty ? "" : style.dim(" — " + about)))
      pending = nil
    }
    for analysis in analyses {
      if analysis.infinitive != verb {
        flush()
        verb = analysis.infinitive
        lines.append(
          "  " + style.heading(analysis.infinitive)
            + (analysis.translation.map { style.dim(" — " + $0) } ?? ""))
      }
      let key = name(of: analysis.kind, in: language)
      let note = self.note(for: analysis, in: language)
      let reading = english(analysis)
      if let current = pending, current.key == key, current.note == note,
        current.english == reading, let person = analysis.person
      {
        pending = (key, current.persons + [person.label], note, reading)
      } else {
        flush()
        pending = (key, analysis.person.map { [$0.label] } ?? [], note, reading)
      }
    }
    flush()
    return lines
  }

  static func name(of kind: FormAnalysis.Kind, in language: Language = .english) -> String {
    switch kind {
    case .finite(let tense, _): tense.name(in: language)
    case .infinitive: Message.nonFiniteInfinitive.text(in: language)
    case .gerund: Message.nonFiniteGerund.text(in: language)
    case .participle: Message.nonFiniteParticiple.text(in: language)
    }
  }

  /// What the reading adds to the bare form: its table form when the input is not it, the
  /// object pronouns, a "no" in front.
  static func note(for analysis: FormAnalysis, in language: Language = .english) -> String {
    var parts: [String] = []
    if !analysis.spelling.hasSuffix(analysis.tableForm) { parts.append(analysis.tableForm) }
    if !analysis.objectPronouns.isEmpty {
      parts.append(Message.identifyPronouns(analysis.objectPronouns).text(in: language))
    }
    if analysis.isNegated { parts.append(Message.identifyAfterNo.text(in: language)) }
    return parts.joined(separator: "; ")
  }
}

/// `conjugar identify --format json`: one object with every reading; a reading with English
/// ends with an `"english"` member. A `"periphrases"` member follows only when the input reads
/// as a periphrasis (`PeriphrasisText.write`), so every other output keeps its shape.
public enum IdentificationJSON {
  public static func render(
    _ identification: FormIdentification, english: ReadingEnglish = { _ in nil },
    periphrasisEnglish: PeriphrasisEnglish = { _ in nil }
  ) -> String {
    var json = JSONWriter(capacity: 1024)
    json.beginObject()
    json.member("input", identification.input)
    json.key("analyses")
    write(identification.analyses, english: english, to: &json)
    json.key("accentVariants")
    write(identification.accentVariants, english: english, to: &json)
    if !identification.periphrases.isEmpty {
      json.key("periphrases")
      PeriphrasisText.write(identification.periphrases, english: periphrasisEnglish, to: &json)
    }
    json.endObject()
    return json.text
  }

  static func write(
    _ analyses: [FormAnalysis], english: ReadingEnglish, to json: inout JSONWriter
  ) {
    json.beginArray()
    for analysis in analyses { write(analysis, english: english(analysis), to: &json) }
    json.endArray()
  }

  static func write(_ analysis: FormAnalysis, english: String?, to json: inout JSONWriter) {
    let kind: String
    switch analysis.kind {
    case .finite: kind = "finite"
    case .infinitive: kind = "infinitive"
    case .gerund: kind = "gerund"
    case .participle: kind = "participle"
    }
    json.beginObject()
    json.member("infinitive", analysis.infinitive)
    json.member("translation", analysis.translation)
    json.member("kind", kind)
    json.member("tense", analysis.tense?.rawValue)
    json.member("person", analysis.person?.rawValue)
    json.member("spelling", analysis.spelling)
    json.member("tableForm", analysis.tableForm)
    json.member("pronouns", analysis.objectPronouns)
    json.member("negated", analysis.isNegated)
    if let english { json.member("english", english) }
    json.endObject()
  }
}
