/// Every name a tense answers to, in one table: the JSON keys, the Spanish names of both
/// traditions (RAE's and Bello's), with or without accents and "de indicativo", and the usual
/// English names. `verb --tense`, `info`, the quiz's `--tense` and recognize answers all read tense
/// names here; Docs/TENSE-NAMES.md prints the table (a test keeps the two the same). The filters
/// (`--tense`, `info`) also read a mood's name (`Mood`, `selection(named:)`); recognize answers
/// do not (a mood is no answer to "which tense?").
public enum TenseNames {
  /// One row of the table: the names and the tenses they name. A name that leaves out -ra/-se
  /// or positive/negative ("imperfecto de subjuntivo", "imperativo") names both tenses.
  public struct Row: Sendable {
    public let tenses: [Tense]
    public let spanish: [String]
    public let english: [String]

    init(_ tenses: [Tense], spanish: [String], english: [String] = []) {
      self.tenses = tenses
      self.spanish = spanish
      self.english = english
    }

    public var names: [String] { spanish + english }
  }

  /// The tenses a name names, in table order: one tense, two for a name that leaves out -ra/-se
  /// or positive/negative, none for a name the table does not have.
  public static func tenses(named text: String) -> [Tense] {
    let compact = text.filter { !$0.isWhitespace }
    if let tense = Tense.allCases.first(where: {
      $0.rawValue.lowercased() == compact.lowercased()
    }) {
      return [tense]
    }
    let key = searchKey(text)
    guard !key.isEmpty else { return [] }
    return index[key] ?? []
  }

  /// What a filter (`--tense`, `info`) selects by a name: a mood's tenses for a mood's name
  /// (`Mood`: "subjuntivo" is every subjunctive tense), else `tenses(named:)`.
  public static func selection(named text: String) -> [Tense] {
    Mood(name: text)?.tenses ?? tenses(named: text)
  }

  /// What shell and REPL completion offer, grouped by mood: each mood's name, then its tenses'
  /// table names and English names, hyphenated so that a shell keeps each one word
  /// (`presente-de-subjuntivo`, `present-subjunctive`) and without accents so that they can be
  /// typed on any keyboard. Every one reads back through `selection(named:)`; the JSON keys are
  /// still read, but not offered.
  public static let completionNames: [String] = {
    var names: [String] = []
    for mood in Mood.allCases {
      let tenses = mood.tenses
      for name in [mood.name] + tenses.map(\.name) + [mood.englishName]
        + tenses.map(\.plainEnglishName)
      {
        let word = hyphenated(name)
        if !names.contains(word) { names.append(word) }
      }
    }
    return names
  }()

  /// "Imperfecto de subjuntivo (-ra)" → "imperfecto-de-subjuntivo-ra".
  private static func hyphenated(_ name: String) -> String {
    name.folded(.tenseNames).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .joined(separator: "-")
  }

  /// The tense a name names; for a name of two tenses, the first (-ra, positive).
  public static func tense(named text: String) -> Tense? { tenses(named: text).first }

  /// The names nearest to a misspelt one (preterit → pretérito), nearest first, at most `limit`
  /// and one per tense; none when nothing is close.
  public static func suggestions(for text: String, limit: Int = 2) -> [String] {
    let key = Array(searchKey(text))
    guard !key.isEmpty, key.count <= 60 else { return [] }
    let allowed = key.count <= 5 ? 1 : key.count <= 12 ? 2 : 3
    var scored: [(distance: Int, order: Int, name: String, tenses: [Tense])] = []
    var order = 0
    let moods = Mood.allCases.map { (tenses: $0.tenses, names: $0.names) }
    for row in moods + rows.map({ (tenses: $0.tenses, names: $0.names) }) {
      for name in row.names {
        order += 1
        let distance = EditDistance.between(key, Array(searchKey(name)), limit: allowed)
        if distance <= allowed { scored.append((distance, order, name, row.tenses)) }
      }
    }
    scored.sort { ($0.distance, $0.order) < ($1.distance, $1.order) }
    var seen: [[Tense]] = []
    var names: [String] = []
    for entry in scored where !seen.contains(entry.tenses) && names.count < limit {
      seen.append(entry.tenses)
      names.append(entry.name)
    }
    return names
  }

  /// How names are compared: folded (no case, no accents), without "de", "del", "modo", "tense",
  /// spaces and punctuation, and without "indicativo" or "indicative" beside other words (a name
  /// without "subjuntivo" is of the indicative; alone, the word is the mood's name).
  /// "Pretérito imperfecto de indicativo" and "preterito imperfecto" have one key.
  public static func searchKey(_ text: String) -> String {
    let words = text.folded(.tenseNames).split(whereSeparator: { !$0.isLetter && !$0.isNumber })
      .filter { !noise.contains($0) }
    let named = words.filter { !indicative.contains($0) }
    return (named.isEmpty ? words : named).joined()
  }

  private static let noise: Set<Substring> = [
    "de", "del", "el", "la", "modo", "mood", "tiempo", "tense", "the", "of",
  ]
  private static let indicative: Set<Substring> = ["indicativo", "indicative"]

  private static let index: [String: [Tense]] = {
    var index: [String: [Tense]] = [:]
    for row in rows {
      for name in row.names {
        let key = searchKey(name)
        if index[key] == nil { index[key] = row.tenses }
      }
    }
    return index
  }()

  /// The table. Each tense's own table name (`Tense.name`) is listed first.
  public static let rows: [Row] = [
    Row(
      [.presenteDeIndicativo], spanish: ["presente de indicativo", "presente"],
      english: ["present", "present indicative", "simple present"]),
    Row(
      [.preterito],
      spanish: [
        "pretérito", "pretérito perfecto simple", "pretérito indefinido", "indefinido",
        "perfecto simple",
      ],
      english: ["preterite", "preterit", "simple past", "past simple", "past"]),
    Row(
      [.imperfectoDeIndicativo],
      spanish: [
        "imperfecto de indicativo", "imperfecto", "pretérito imperfecto", "copretérito",
      ],
      english: ["imperfect", "imperfect indicative", "past imperfect"]),
    Row(
      [.futuroDeIndicativo],
      spanish: ["futuro de indicativo", "futuro", "futuro simple", "futuro imperfecto"],
      english: ["future", "simple future", "future simple"]),
    Row(
      [.condicional],
      spanish: [
        "condicional", "condicional simple", "pospretérito", "potencial", "potencial simple",
      ],
      english: ["conditional", "simple conditional"]),
    Row(
      [.presenteDeSubjuntivo], spanish: ["presente de subjuntivo", "subjuntivo presente"],
      english: ["present subjunctive"]),
    Row(
      [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2],
      spanish: [
        "imperfecto de subjuntivo", "pretérito imperfecto de subjuntivo", "pretérito de subjuntivo",
      ],
      english: ["imperfect subjunctive", "past subjunctive"]),
    Row(
      [.imperfectoDeSubjuntivo1],
      spanish: [
        "imperfecto de subjuntivo (-ra)", "pretérito imperfecto de subjuntivo (-ra)",
        "pretérito de subjuntivo (-ra)", "-ra",
      ],
      english: ["imperfect subjunctive (-ra)", "past subjunctive (-ra)"]),
    Row(
      [.imperfectoDeSubjuntivo2],
      spanish: [
        "imperfecto de subjuntivo (-se)", "pretérito imperfecto de subjuntivo (-se)",
        "pretérito de subjuntivo (-se)", "-se",
      ],
      english: ["imperfect subjunctive (-se)", "past subjunctive (-se)"]),
    Row(
      [.futuroDeSubjuntivo],
      spanish: [
        "futuro de subjuntivo", "futuro simple de subjuntivo", "futuro imperfecto de subjuntivo",
      ],
      english: ["future subjunctive"]),
    Row(
      [.imperativoPositivo, .imperativoNegativo], spanish: ["imperativo"],
      english: ["imperative", "command"]),
    Row(
      [.imperativoPositivo], spanish: ["imperativo afirmativo", "imperativo positivo"],
      english: ["affirmative imperative", "positive imperative", "affirmative command"]),
    Row(
      [.imperativoNegativo], spanish: ["imperativo negativo"],
      english: ["negative imperative", "negative command"]),
    Row(
      [.perfectoDeIndicativo],
      spanish: [
        "perfecto de indicativo", "perfecto", "pretérito perfecto", "pretérito perfecto compuesto",
        "perfecto compuesto", "antepresente",
      ],
      english: ["present perfect", "perfect"]),
    Row(
      [.preteritoAnterior], spanish: ["pretérito anterior", "antepretérito"],
      english: ["past anterior", "preterite perfect", "preterite anterior"]),
    Row(
      [.pluscuamperfectoDeIndicativo],
      spanish: [
        "pluscuamperfecto de indicativo", "pluscuamperfecto", "pretérito pluscuamperfecto",
        "antecopretérito",
      ],
      english: ["pluperfect", "past perfect", "pluperfect (past perfect)"]),
    Row(
      [.futuroPerfecto],
      spanish: ["futuro perfecto", "futuro compuesto", "antefuturo"],
      english: ["future perfect"]),
    Row(
      [.condicionalCompuesto],
      spanish: [
        "condicional compuesto", "condicional perfecto", "antepospretérito",
        "potencial compuesto",
      ],
      english: ["conditional perfect", "perfect conditional"]),
    Row(
      [.perfectoDeSubjuntivo],
      spanish: [
        "perfecto de subjuntivo", "pretérito perfecto de subjuntivo",
        "pretérito perfecto compuesto de subjuntivo", "antepresente de subjuntivo",
      ],
      english: ["present perfect subjunctive", "perfect subjunctive"]),
    Row(
      [.pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2],
      spanish: [
        "pluscuamperfecto de subjuntivo", "pretérito pluscuamperfecto de subjuntivo",
        "antepretérito de subjuntivo",
      ],
      english: ["pluperfect subjunctive", "past perfect subjunctive"]),
    Row(
      [.pluscuamperfectoDeSubjuntivo1],
      spanish: [
        "pluscuamperfecto de subjuntivo (-ra)", "pretérito pluscuamperfecto de subjuntivo (-ra)",
        "antepretérito de subjuntivo (-ra)",
      ],
      english: ["pluperfect subjunctive (-ra)", "past perfect subjunctive (-ra)"]),
    Row(
      [.pluscuamperfectoDeSubjuntivo2],
      spanish: [
        "pluscuamperfecto de subjuntivo (-se)", "pretérito pluscuamperfecto de subjuntivo (-se)",
        "antepretérito de subjuntivo (-se)",
      ],
      english: ["pluperfect subjunctive (-se)", "past perfect subjunctive (-se)"]),
    Row(
      [.futuroPerfectoDeSubjuntivo],
      spanish: [
        "futuro perfecto de subjuntivo", "futuro compuesto de subjuntivo",
        "antefuturo de subjuntivo",
      ],
      english: ["future perfect subjunctive"]),
  ]
}
