import ConjugarCore
import Foundation
import GrammarWords
import Testing

@Suite struct TenseNamesTests {
  @Test(arguments: Tense.allCases)
  func everyKeyAndTableNameNamesItsTense(_ tense: Tense) {
    #expect(TenseNames.tenses(named: tense.rawValue) == [tense])
    #expect(TenseNames.tenses(named: tense.name) == [tense])
    #expect(TenseNames.tenses(named: tense.name.uppercased()) == [tense])
    #expect(TenseNames.tenses(named: tense.englishName).contains(tense))
    #expect(Tense(name: tense.rawValue) == tense)
  }

  @Test(arguments: Tense.allCases)
  func theSpanishReadersNameIsReadBackAndIsTheRAEs(_ tense: Tense) {
    let spanish = tense.name(in: .spanish)
    #expect(TenseNames.tenses(named: spanish) == [tense])
    #expect(tense.name(in: .english) == tense.name)
    // The Nueva gramática's names: every past tense of the indicative but the imperfect's
    // namesakes says which pretérito it is; simple and compound futures say so.
    if tense.isCompound && tense != .condicionalCompuesto {
      #expect(spanish.hasPrefix("Pretérito") || spanish.hasPrefix("Futuro compuesto"))
    }
  }

  @Test(arguments: [
    // RAE (2009) and the older school names.
    ("pretérito perfecto simple", Tense.preterito), ("pretérito indefinido", .preterito),
    ("indefinido", .preterito), ("preterito indefinido", .preterito),
    ("pretérito imperfecto", .imperfectoDeIndicativo),
    ("pretérito imperfecto de indicativo", .imperfectoDeIndicativo),
    ("pretérito perfecto compuesto", .perfectoDeIndicativo),
    ("pretérito perfecto", .perfectoDeIndicativo),
    ("pretérito pluscuamperfecto", .pluscuamperfectoDeIndicativo),
    ("futuro simple", .futuroDeIndicativo), ("futuro compuesto", .futuroPerfecto),
    ("condicional simple", .condicional), ("condicional compuesto", .condicionalCompuesto),
    ("pretérito perfecto de subjuntivo", .perfectoDeSubjuntivo),
    // Bello's names.
    ("copretérito", .imperfectoDeIndicativo), ("pospretérito", .condicional),
    ("antepresente", .perfectoDeIndicativo), ("antepretérito", .preteritoAnterior),
    ("antecopretérito", .pluscuamperfectoDeIndicativo), ("antefuturo", .futuroPerfecto),
    ("antepospretérito", .condicionalCompuesto),
    ("antepresente de subjuntivo", .perfectoDeSubjuntivo),
    ("antefuturo de subjuntivo", .futuroPerfectoDeSubjuntivo),
    // English.
    ("preterite", .preterito), ("simple past", .preterito), ("imperfect", .imperfectoDeIndicativo),
    ("present perfect", .perfectoDeIndicativo), ("past perfect", .pluscuamperfectoDeIndicativo),
    ("pluperfect", .pluscuamperfectoDeIndicativo), ("future perfect", .futuroPerfecto),
    ("conditional perfect", .condicionalCompuesto), ("subjuntivo presente", .presenteDeSubjuntivo),
    ("present subjunctive", .presenteDeSubjuntivo), ("future subjunctive", .futuroDeSubjuntivo),
    ("affirmative imperative", .imperativoPositivo), ("negative imperative", .imperativoNegativo),
    ("present perfect subjunctive", .perfectoDeSubjuntivo),
    // Spelling: accents, case, spaces, hyphens and "de indicativo" do not matter.
    ("PRETERITO  imperfecto", .imperfectoDeIndicativo),
    ("presente-de-indicativo", .presenteDeIndicativo),
    ("imperfecto de subjuntivo (-se)", .imperfectoDeSubjuntivo2), ("-ra", .imperfectoDeSubjuntivo1),
  ])
  func namesOfEitherTraditionAndEnglish(_ name: String, _ tense: Tense) {
    #expect(TenseNames.tenses(named: name) == [tense], "\(name)")
  }

  @Test(arguments: [
    ("imperfecto de subjuntivo", [Tense.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2]),
    ("past subjunctive", [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2]),
    (
      "pluscuamperfecto de subjuntivo",
      [.pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2]
    ),
    ("imperativo", [.imperativoPositivo, .imperativoNegativo]),
  ])
  func aNameWithoutItsVariantNamesBoth(_ name: String, _ tenses: [Tense]) {
    #expect(TenseNames.tenses(named: name) == tenses)
    #expect(Tense(name: name) == tenses.first)
  }

  @Test func unknownNamesNameNothingAndGetNearSuggestions() {
    #expect(TenseNames.tenses(named: "").isEmpty)
    #expect(TenseNames.tenses(named: "de").isEmpty)
    #expect(TenseNames.tenses(named: "nonsense").isEmpty)
    #expect(TenseNames.suggestions(for: "pluperfec") == ["pluperfect"])
    #expect(TenseNames.suggestions(for: "copreterit").first == "copretérito")
    #expect(TenseNames.suggestions(for: "condicionl").first == "condicional")
    #expect(TenseNames.suggestions(for: "nonsense").isEmpty)
    #expect(TenseNames.suggestions(for: "subjuntvo") == ["subjuntivo"])
    #expect(TenseNames.suggestions(for: "indicatvo") == ["indicativo"])
    #expect(TenseNames.suggestions(for: String(repeating: "a", count: 5_000)).isEmpty)
  }

  /// A mood's name selects every tense of the mood in filters, and no tense on its own (a
  /// recognize answer "subjuntivo" does not say which tense).
  @Test(arguments: [
    ("subjuntivo", Mood.subjuntivo), ("Subjunctive", .subjuntivo), ("modo subjuntivo", .subjuntivo),
    ("subjunctive mood", .subjuntivo), ("indicativo", .indicativo), ("INDICATIVE", .indicativo),
    ("modo indicativo", .indicativo), ("imperativo", .imperativo), ("imperative mood", .imperativo),
  ])
  func aMoodsNameSelectsTheMood(_ name: String, _ mood: Mood) {
    #expect(Mood(name: name) == mood, "\(name)")
    #expect(TenseNames.selection(named: name) == mood.tenses, "\(name)")
    if mood != .imperativo {
      #expect(TenseNames.tenses(named: name).isEmpty, "\(name)")
    }
  }

  @Test func theMoodsPartitionTheTensesAsGrammarsCountThem() {
    #expect(Mood.allCases.flatMap(\.tenses).sorted { $0.index < $1.index } == Tense.allCases)
    #expect(Mood.allCases.map(\.tenseCount) == [10, 6, 2])
    #expect(Mood.subjuntivo.tenses.count == 8)
    #expect(Mood.subjuntivo.summary == "subjuntivo (6 tenses)")
    #expect(Mood.indicativo.tenses.contains(.condicionalCompuesto))
    #expect(Mood(name: "presente") == nil && Mood(name: "subjuntivo presente") == nil)
  }

  /// The exact names of one tense keep their meaning beside the moods: "imperfecto" is the
  /// indicative's, "presente" the present indicative.
  @Test(arguments: [
    ("imperfecto", [Tense.imperfectoDeIndicativo]), ("presente", [.presenteDeIndicativo]),
    ("pretérito", [.preterito]), ("futuro", [.futuroDeIndicativo]),
    ("presente de subjuntivo", [.presenteDeSubjuntivo]),
    ("presente indicativo", [.presenteDeIndicativo]),
  ])
  func oneTensesNamesAreNotMoods(_ name: String, _ tenses: [Tense]) {
    #expect(TenseNames.selection(named: name) == tenses, "\(name)")
  }

  /// What completion offers: each mood then its tenses, by name, one shell word each, no
  /// accents and no JSON keys; each reads back as what it names.
  @Test func completionOffersHumanNamesGroupedByMood() {
    let names = TenseNames.completionNames
    #expect(names.prefix(3) == ["indicativo", "presente-de-indicativo", "preterito"])
    #expect(names.contains("subjuntivo") && names.contains("subjunctive"))
    #expect(names.contains("imperfecto-de-subjuntivo-se"))
    #expect(names.filter { $0.hasPrefix("sub") } == ["subjuntivo", "subjunctive"])
    let moodStarts = Mood.allCases.compactMap { names.firstIndex(of: $0.name) }
    #expect(moodStarts == moodStarts.sorted() && moodStarts.count == 3)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(name.allSatisfy { ($0.isASCII && $0.isLowercase) || $0 == "-" }, "\(name)")
      #expect(!TenseNames.selection(named: name).isEmpty, "\(name)")
    }
    for tense in Tense.allCases {
      #expect(names.contains { TenseNames.selection(named: $0) == [tense] }, "\(tense)")
      #expect(!names.contains(tense.rawValue) || tense.rawValue.allSatisfy(\.isLowercase))
    }
  }

  @Test func noNameIsListedForTwoDifferentRows() {
    var seen: [String: [Tense]] = [:]
    for row in TenseNames.rows {
      for name in row.names {
        let key = TenseNames.searchKey(name)
        if let earlier = seen[key], earlier != row.tenses {
          Issue.record("\(name) is also \(earlier)")
        }
        seen[key] = row.tenses
      }
    }
  }
}

@Suite struct PersonNamesTests {
  @Test(arguments: [
    ("yo", [Person.yo]), ("I", [.yo]), ("tú", [.tu]), ("tu", [.tu]), ("vos", [.vos]),
    ("you", [.tu, .vos]), ("él", [.el]), ("ella", [.el]), ("usted", [.el]), ("Ud.", [.el]),
    ("él/usted", [.el]), ("él/ella/usted", [.el]), ("he", [.el]), ("she", [.el]),
    ("you formal", [.el]), ("nosotros", [.nosotros]), ("nosotras", [.nosotros]),
    ("we", [.nosotros]),
    ("vosotros", [.vosotros]), ("you all", [.vosotros, .ellos]), ("ellos", [.ellos]),
    ("ellos/ellas/ustedes", [.ellos]), ("ellos/ustedes", [.ellos]), ("they", [.ellos]),
    ("tú or vos", [.tu, .vos]), ("el", [.el]),
  ])
  func everyLabelAndPronoun(_ name: String, _ persons: [Person]) {
    #expect(PersonNames.persons(named: name) == persons, "\(name)")
  }

  @Test func otherWordsAreNoPerson() {
    for name in ["", "hablar", "yo hablar", "ustedess", "pretérito", "all"] {
      #expect(PersonNames.persons(named: name).isEmpty, "\(name)")
    }
  }
}

/// Docs/TENSE-NAMES.md prints `TenseNames.rows`: the table there is the table the code reads.
/// `CONJUGAR_RECORD_GOLDEN=1 swift test --filter TenseNamesDocumentTests` rewrites it.
@Suite struct TenseNamesDocumentTests {
  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/TENSE-NAMES.md")

  static func rendered() -> String {
    var lines = [
      "# Tense names",
      "",
      "Every name a tense answers to, in `conjugar verb --tense`, `conjugar info`, `conjugar quiz",
      "--tense` and recognize answers. Case, accents, spaces, hyphens and the words \"de\", \"del\",",
      "\"indicativo\" and \"indicative\" do not matter (`PRETERITO imperfecto` is `pretérito",
      "imperfecto de indicativo`); the JSON key of each tense is accepted too. A name without -ra/-se",
      "or positive/negative names both tenses: `verb` and the quiz use both, `info` the first.",
      "Spanish names follow both traditions: RAE's (*Nueva gramática*, 2009), the older school names",
      "and Andrés Bello's (copretérito, antepresente…). A misspelt name gets the nearest names as",
      "suggestions. This table is generated from `TenseNames.rows` (a test keeps them equal).",
      "",
      "## Moods",
      "",
      "In `verb --tense`, `quiz --tense` and `info`, a mood's name selects every tense of the mood",
      "(`info` lists them): `subjuntivo` is all six subjunctive tenses, not the present alone (that",
      "is `presente de subjuntivo` or `subjuntivo presente`). A recognize answer names a tense, so a",
      "mood's name alone is not one. Completion offers the moods, then their tenses, by these names",
      "without accents and with hyphens (`presente-de-subjuntivo`).",
      "",
      "| mood | names | tenses |",
      "| --- | --- | --- |",
    ]
    for mood in Mood.allCases {
      let names = mood.names.joined(separator: " · ")
      let tenses = mood.tenses.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      lines.append("| \(mood.name) | \(names) | \(mood.tenseCount): \(tenses) |")
    }
    lines += [
      "",
      "## Tenses",
      "",
      "| JSON key | Spanish names | English names |",
      "| --- | --- | --- |",
    ]
    for row in TenseNames.rows {
      let keys = row.tenses.map { "`\($0.rawValue)`" }.joined(separator: ", ")
      let spanish = row.spanish.joined(separator: " · ")
      let english = row.english.isEmpty ? "—" : row.english.joined(separator: " · ")
      lines.append("| \(keys) | \(spanish) | \(english) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func theDocumentIsTheTable() throws {
    let expected = Self.rendered()
    if ProcessInfo.processInfo.environment["CONJUGAR_RECORD_GOLDEN"] == "1" {
      try expected.write(to: Self.document, atomically: true, encoding: .utf8)
    }
    let committed = try String(contentsOf: Self.document, encoding: .utf8)
    #expect(committed == expected, "regenerate with CONJUGAR_RECORD_GOLDEN=1")
  }
}
