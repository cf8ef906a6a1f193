import Foundation
import Testing

/// `verb --english` and `identify`'s English, end to end: text columns, JSON, verbs without a
/// gloss.
@Suite struct VerbEnglishTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  struct Row: Sendable, CustomTestStringConvertible {
    let verb: String
    let tense: String
    let label: String
    let form: String
    let english: String?
    var testDescription: String { "\(verb) \(tense) \(label): \(form) — \(english ?? "none")" }
  }

  static let rows: [Row] = [
    Row(verb: "tener", tense: "preterito", label: "yo", form: "tuve", english: "I got/had"),
    Row(verb: "tener", tense: "imperfecto", label: "yo", form: "tenía", english: "I had"),
    Row(verb: "saber", tense: "preterito", label: "yo", form: "supe", english: "I found out"),
    Row(verb: "saber", tense: "imperfecto", label: "yo", form: "sabía", english: "I knew"),
    Row(verb: "conocer", tense: "preterito", label: "yo", form: "conocí", english: "I met"),
    Row(verb: "conocer", tense: "imperfecto", label: "yo", form: "conocía", english: "I knew"),
    Row(
      verb: "poder", tense: "preterito", label: "yo", form: "pude",
      english: "I managed to/was able to"),
    Row(verb: "querer", tense: "preterito", label: "yo", form: "quise", english: "I wanted/tried"),
    Row(
      verb: "radicar", tense: "preterito", label: "yo", form: "radiqué",
      english: "I lay (be located)"),
    Row(
      verb: "mentir", tense: "preterito", label: "yo", form: "mentí",
      english: "I lied (tell untruths)"),
    Row(verb: "tener", tense: "futuro", label: "yo", form: "tendré", english: "I will have"),
    Row(
      verb: "tener", tense: "pluscuamperfecto", label: "nosotros", form: "habíamos tenido",
      english: "we had had"),
    Row(
      verb: "tener", tense: "presente de subjuntivo", label: "yo", form: "tenga",
      english: "(that) I have"),
    Row(verb: "tener", tense: "imperativo", label: "tú", form: "ten", english: "have!"),
    Row(
      verb: "tener", tense: "imperativo negativo", label: "tú", form: "no tengas",
      english: "don't have!"),
    Row(
      verb: "ir", tense: "preterito", label: "él/ella/usted", form: "fue", english: "he/she went"),
    Row(
      verb: "decir", tense: "perfecto", label: "ellos/ellas/ustedes", form: "han dicho",
      english: "they have said"),
    Row(verb: "desistir", tense: "preterito", label: "yo", form: "desistí", english: "I gave up"),
    Row(verb: "buscar", tense: "preterito", label: "yo", form: "busqué", english: "I looked for"),
    Row(
      verb: "levantarse", tense: "presente", label: "yo", form: "me levanto", english: "I get up"),
    Row(verb: "soler", tense: "presente", label: "yo", form: "suelo", english: "I usually (do)"),
    Row(verb: "soler", tense: "futuro", label: "yo", form: "—", english: nil),
    Row(
      verb: "llover", tense: "presente", label: "él/ella/usted", form: "llueve",
      english: "it rains"),
  ]

  /// The row of `label` under the only tense shown: the label, the form, then the English.
  @Test(arguments: rows)
  func textShowsTheEnglishAfterEachForm(_ row: Row) throws {
    let result = try runner.run(["verb", row.verb, "--english", "--tense", row.tense])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let line = try #require(
      result.stdoutLines.first { $0.hasPrefix("  " + row.label + " ") }, "\(result.stdout)")
    let cells = line.split(separator: "  ", omittingEmptySubsequences: true).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(cells == [row.label, row.form] + (row.english.map { [$0] } ?? []))
  }

  @Test func theEnglishColumnIsAlignedAndTheHeaderHasGerundAndParticiple() throws {
    let result = try runner.run(["verb", "tener", "--english", "--tense", "preterito"])
    #expect(result.stdoutLines[2] == "gerundio: teniendo — having  ·  participio: tenido — had")
    let rows = result.stdoutLines.filter { $0.hasPrefix("  ") }
    // Outside Spain (the default region) the vosotros row comes last.
    let english = [
      "I got/had", "you got/had", "he/she got/had", "we got/had", "they got/had",
      "you all got/had",
    ]
    #expect(rows.count == english.count)
    let columns = zip(rows, english).map { row, english in
      row.range(of: english).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
    }
    #expect(columns == Array(repeating: 34, count: english.count), "\(rows)")
  }

  /// A verb of state whose negated preterite says more than "not": one line under the table,
  /// in the interface's language, only when the pretérito is shown.
  @Test(arguments: [
    ("en", "In the preterite, the negation changes the meaning: no quise — I refused"),
    ("es", "En el pretérito, la negación cambia el sentido: no quise — I refused"),
  ])
  func querersNegatedPreteriteIsExplained(_ language: String, _ line: String) throws {
    let result = try runner.run([
      "verb", "querer", "--english", "--tense", "preterito", "--lang", language,
    ])
    #expect(result.status == 0)
    #expect(result.stdoutLines.last { !$0.isEmpty } == line)
    let present = try runner.run(["verb", "querer", "--english", "--tense", "presente"])
    #expect(!present.stdout.contains("refused"))
    let saber = try runner.run(["verb", "saber", "--english", "--tense", "preterito"])
    #expect(!saber.stdout.contains("negation"))
    let plain = try runner.run(["verb", "querer", "--tense", "preterito"])
    #expect(!plain.stdout.contains("refused"))
  }

  @Test func withoutTheFlagTheTableIsUnchanged() throws {
    let plain = try runner.run(["verb", "tener", "--tense", "preterito"])
    #expect(!plain.stdout.contains("I had"))
    #expect(!plain.stdout.contains("having"))
  }

  @Test func jsonMirrorsTheTenses() throws {
    let result = try runner.run([
      "verb", "tener", "soler", "--english", "--format", "json", "--vos", "--tense",
      "preterito,futuro",
    ])
    #expect(result.status == 0)
    let objects = try result.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count == 2)
    for object in objects {
      let tenses = try #require(object["tenses"] as? [String: [String: Any]])
      let english = try #require(object["english"] as? [String: Any])
      let englishTenses = try #require(english["tenses"] as? [String: [String: Any]])
      #expect(Set(englishTenses.keys) == Set(tenses.keys))
      for (tense, persons) in tenses {
        #expect(Set(englishTenses[tense]?.keys ?? [:].keys) == Set(persons.keys))
      }
    }
    let tener = try #require(objects[0]["english"] as? [String: Any])
    #expect(tener["gerund"] as? String == "having")
    #expect(tener["participle"] as? String == "had")
    let tenerTenses = try #require(tener["tenses"] as? [String: [String: Any]])
    #expect(tenerTenses["preterito"]?["yo"] as? String == "I got/had")
    #expect(tenerTenses["preterito"]?["vos"] as? String == "you got/had")
    #expect(tenerTenses["futuroDeIndicativo"]?["el"] as? String == "he/she will have")
    let soler = try #require(objects[1]["english"] as? [String: Any])
    let solerTenses = try #require(soler["tenses"] as? [String: [String: Any]])
    #expect(solerTenses["futuroDeIndicativo"]?["yo"] is NSNull)
    #expect(solerTenses["preterito"]?["yo"] as? String == "I usually (did)")
  }

  @Test func jsonWithoutTheFlagHasNoEnglish() throws {
    let result = try runner.run(["verb", "tener", "--format", "json"])
    #expect(!result.stdout.contains("\"english\""))
    #expect(result.stdout.hasSuffix("}\n"))
  }

  /// A verb the list does not gloss: no English, status 0, one note at the end.
  @Test func aVerbWithoutAGlossHasNoEnglishAndOneNote() throws {
    let plain = try runner.run(["verb", "ababillar", "--tense", "presente"])
    let text = try runner.run(["verb", "ababillar", "--english", "--tense", "presente"])
    #expect(text.status == 0)
    #expect(text.stdout == plain.stdout)
    #expect(
      text.stderrLines == [
        "conjugar: note: no English for 'ababillar': the verb has no gloss in the verb list"
      ])
    let json = try runner.run(["verb", "ababillar", "hablar", "--english", "--format", "json"])
    #expect(json.status == 0)
    #expect(json.stdoutLines[0].hasSuffix(",\"english\":null}"))
    #expect(json.stdoutLines[1].contains("\"english\":{\"gerund\":\"speaking\""))
    #expect(json.stderrLines.count == 1)
  }

  @Test func severalVerbsWithoutAGlossShareOneNote() throws {
    let result = try runner.run([
      "verb", "ababillar", "abalar", "hablar", "aballar", "feisbuquear", "--english",
      "--format", "json",
    ])
    #expect(result.status == 0)
    #expect(
      result.stderrLines.last
        == "conjugar: note: no English for 'ababillar', 'abalar', 'aballar' and 1 more: these verbs have no gloss in the verb list"
    )
  }
}

/// `identify`: the English of each reading, in text and JSON.
@Suite struct IdentifyEnglishTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test(arguments: [
    ("fui", ["    Pretérito · yo — I went", "    Pretérito · yo — I was"]),
    ("tuve", ["    Pretérito · yo — I got/had"]),
    ("supo", ["    Pretérito · él/ella/usted — he/she found out"]),
    ("dímelo", ["    Imperativo afirmativo · tú — say! (di; pronouns me, lo)"]),
    (
      "llueve",
      [
        "    Presente de indicativo · él/ella/usted — it rains",
        "    Imperativo afirmativo · tú — rain!",
      ]
    ),
    ("cantando", ["    Gerundio — singing"]),
    (
      "tenga",
      [
        "    Presente de subjuntivo · yo — (that) I have",
        "    Presente de subjuntivo · él/ella/usted — (that) he/she has",
        "    Imperativo afirmativo · él/ella/usted — have! (formal)",
      ]
    ),
  ])
  func textShowsTheEnglishOfEachReading(_ form: String, _ readings: [String]) throws {
    let result = try runner.run(["identify", form])
    #expect(result.status == 0)
    #expect(result.stdoutLines.filter { $0.hasPrefix("    ") } == readings)
  }

  @Test func jsonHasAnEnglishMemberWhenThereIsOne() throws {
    let result = try runner.run(["identify", "tuve", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let reading = try #require((object["analyses"] as? [[String: Any]])?.first)
    #expect(reading["english"] as? String == "I got/had")
    let unglossed = try runner.run(["identify", "ababillo", "--format", "json"])
    #expect(unglossed.status == 0)
    #expect(!unglossed.stdout.contains("\"english\""))
    let infinitive = try runner.run(["identify", "tener", "--format", "json"])
    #expect(!infinitive.stdout.contains("\"english\""))
  }
}
