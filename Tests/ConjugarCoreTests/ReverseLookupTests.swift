import ConjugarCore
import Foundation
import Testing

/// `FormAnalyzer`: what a conjugated form can be, through the generated index.
@Suite struct ReverseLookupTests {
  let analyzer = FormAnalyzer()

  /// Each reading as "verb · tense · person" (or "verb · gerund"), with "+pronouns" and "no".
  static func describe(_ analysis: FormAnalysis) -> String {
    var text = analysis.infinitive + " · "
    switch analysis.kind {
    case .finite(let tense, let person): text += tense.rawValue + " · " + person.rawValue
    case .infinitive: text += "infinitive"
    case .gerund: text += "gerund"
    case .participle: text += "participle"
    }
    if !analysis.objectPronouns.isEmpty {
      text += " +" + analysis.objectPronouns.joined(separator: "+")
    }
    if analysis.isNegated { text += " (no)" }
    return text
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let readings: [String]
    var testDescription: String { input }
  }

  /// Every exact reading, checked by hand against the conjugation tables.
  static let cases: [Case] = [
    Case(input: "fui", readings: ["ir · preterito · yo", "ser · preterito · yo"]),
    Case(input: "tuvieron", readings: ["tener · preterito · ellos"]),
    Case(input: "hablé", readings: ["hablar · preterito · yo"]),
    Case(
      input: "hable",
      readings: [
        "hablar · presenteDeSubjuntivo · yo", "hablar · presenteDeSubjuntivo · el",
        "hablar · imperativoPositivo · el",
      ]),
    Case(
      input: "hablamos",
      readings: ["hablar · presenteDeIndicativo · nosotros", "hablar · preterito · nosotros"]),
    Case(input: "habíamos dicho", readings: ["decir · pluscuamperfectoDeIndicativo · nosotros"]),
    Case(
      input: "hubiésemos tenido", readings: ["tener · pluscuamperfectoDeSubjuntivo2 · nosotros"]),
    Case(input: "he impreso", readings: ["imprimir · perfectoDeIndicativo · yo"]),
    Case(input: "he imprimido", readings: ["imprimir · perfectoDeIndicativo · yo"]),
    Case(input: "dímelo", readings: ["decir · imperativoPositivo · tu +me+lo"]),
    Case(input: "decime", readings: ["decir · imperativoPositivo · vos +me"]),
    Case(input: "diciéndomelo", readings: ["decir · gerund +me+lo"]),
    Case(input: "dárselo", readings: ["dar · infinitive +se+lo"]),
    Case(input: "me lo dijo", readings: ["decir · preterito · el +me+lo"]),
    Case(input: "no lo sé", readings: ["saber · presenteDeIndicativo · yo +lo (no)"]),
    Case(input: "me levanto", readings: ["levantarse · presenteDeIndicativo · yo"]),
    Case(input: "me he levantado", readings: ["levantarse · perfectoDeIndicativo · yo"]),
    Case(input: "levántate", readings: ["levantarse · imperativoPositivo · tu"]),
    Case(input: "levantaos", readings: ["levantarse · imperativoPositivo · vosotros"]),
    Case(input: "sentémonos", readings: ["sentarse · imperativoPositivo · nosotros"]),
    Case(input: "idos", readings: ["irse · imperativoPositivo · vosotros"]),
    Case(input: "iros", readings: ["irse · imperativoPositivo · vosotros", "irse · infinitive"]),
    Case(input: "vámonos", readings: ["irse · imperativoPositivo · nosotros"]),
    Case(
      input: "no te levantes",
      readings: [
        "levantarse · presenteDeSubjuntivo · tu (no)",
        "levantarse · presenteDeSubjuntivo · vos (no)",
        "levantarse · imperativoNegativo · tu", "levantarse · imperativoNegativo · vos",
      ]),
    Case(input: "quepo", readings: ["caber · presenteDeIndicativo · yo"]),
    Case(input: "yerro", readings: ["errar · presenteDeIndicativo · yo"]),
    Case(input: "huelo", readings: ["oler · presenteDeIndicativo · yo"]),
    Case(input: "riéndose", readings: ["reírse · gerund"]),
    Case(input: "escritas", readings: ["escribir · participle"]),
    Case(input: "hablás", readings: ["hablar · presenteDeIndicativo · vos"]),
    Case(input: "Tuviésemos", readings: ["tener · imperfectoDeSubjuntivo2 · nosotros"]),
    Case(input: "yo hablo", readings: ["hablar · presenteDeIndicativo · yo"]),
    Case(input: "vosotros habláis", readings: ["hablar · presenteDeIndicativo · vosotros"]),
    Case(input: "tu hablaste", readings: ["hablar · preterito · tu"]),
    Case(input: "ella no se levanta", readings: ["levantarse · presenteDeIndicativo · el (no)"]),
    Case(input: "ustedes fueron", readings: ["ir · preterito · ellos", "ser · preterito · ellos"]),
    Case(input: "yo habló", readings: []),
    Case(input: "xyzzy", readings: []),
    Case(input: "el perro come", readings: []),
  ]

  @Test(arguments: cases)
  func readings(_ example: Case) throws {
    let identification = try analyzer.identify(example.input)
    #expect(identification.analyses.map(Self.describe) == example.readings)
  }

  @Test func readingsWithOtherAccentsAreApart() throws {
    let hablo = try analyzer.identify("hablo")
    #expect(hablo.analyses.map(Self.describe) == ["hablar · presenteDeIndicativo · yo"])
    #expect(hablo.accentVariants.map(Self.describe) == ["hablar · preterito · el"])
    #expect(hablo.accentVariants.map(\.spelling) == ["habló"])
    let esta = try analyzer.identify("esta")
    #expect(esta.analyses.isEmpty)
    #expect(esta.accentVariants.map(\.spelling).contains("está"))
    #expect(esta.accentVariants.allSatisfy { $0.infinitive == "estar" })
  }

  @Test func tableFormsAreWhatTheTableShows() throws {
    let dimelo = try #require(try analyzer.identify("dímelo").analyses.first)
    #expect(dimelo.tableForm == "di")
    let hables = try analyzer.identify("hablés").analyses
    #expect(
      hables.map(\.tableForm) == ["hablés", "no hablés"]
        || hables.allSatisfy { $0.tableForm.hasSuffix("hablés") })
  }

  @Test func badInputIsAnError() {
    #expect(throws: ConjugationError.empty) { try analyzer.identify("  ") }
    #expect(throws: ConjugationError.self) { try analyzer.identify("habl4") }
    #expect(throws: ConjugationError.self) {
      try analyzer.identify(String(repeating: "a", count: 100_000))
    }
  }

  @Test func theVerbCommandHintUsesTheIndex() {
    #expect(Conjugator().infinitives(having: "tengo") == ["tener"])
    #expect(Conjugator().infinitives(having: "fue") == ["ir", "ser"])
    #expect(Conjugator().infinitives(having: "xyz").isEmpty)
  }

  /// Every form in the tables of these verbs (irregular, pronominal, defective, doublets)
  /// reads back as that verb, tense and person.
  @Test(arguments: [
    "hablar", "tener", "ir", "ser", "decir", "levantarse", "reírse", "caber", "oler", "errar",
    "imprimir",
    "averiguar", "llover", "soler", "erguir", "satisfacer", "irse",
  ])
  func everyFormReadsBack(_ verb: String) throws {
    let conjugation = try Conjugator().conjugate(verb)
    for tense in Tense.allCases {
      for person in tense.persons {
        for form in conjugation.form(tense, person)?.allForms ?? [] {
          let readings = try analyzer.identify(form).analyses
          #expect(
            readings.contains { $0.infinitive == verb && $0.kind == .finite(tense, person) },
            "\(form): \(readings.map(Self.describe))")
        }
      }
    }
    // A pronominal verb's participle is its base verb's when the list has that (levantado).
    let participleVerb = conjugation.isPronominal ? String(verb.dropLast(2)) : verb
    for form in conjugation.gerund.allForms {
      #expect(
        try analyzer.identify(form).analyses.contains {
          $0.infinitive == verb && $0.kind == .gerund
        }, "\(form)")
    }
    for form in conjugation.participle.allForms {
      #expect(
        try analyzer.identify(form).analyses.contains {
          $0.infinitive == participleVerb && $0.kind == .participle
        })
    }
  }

  /// A conjugator on another verb list reads forms through that list's own index: no verb of
  /// the bundled list is named, and its own verbs are found.
  @Test func anInjectedListHasItsOwnIndex() throws {
    let small = Conjugator(
      lexicon: Lexicon(tsv: "hablar\thablar\tto speak\ntener\ttener\tto have\n"))
    #expect(!small.lexicon.isBundled && Lexicon.bundled.isBundled)
    #expect(small.infinitives(having: "tengo") == ["tener"])
    #expect(small.infinitives(having: "fui").isEmpty)  // ir and ser are not in this list
    let readings = try FormAnalyzer(conjugator: small).identify("hablé").analyses
    #expect(readings.map(\.infinitive) == ["hablar"])
    #expect(Conjugator().infinitives(having: "fui").sorted() == ["ir", "ser"])
  }

  /// The committed index is what the verb list and the rules give; regenerate it with
  /// `swift run FormIndexGenerator` when this fails.
  @Test func theIndexIsCurrent() {
    let generated = FormIndex.generate(with: Conjugator())
    guard generated != FormIndex.bundled.source else { return }
    let lines = Set(generated.split(separator: "\n"))
    let bundled = Set(FormIndex.bundled.source.split(separator: "\n"))
    Issue.record(
      "stale Resources/form-index.tsv (run `swift run FormIndexGenerator`): \(lines.subtracting(bundled).count) lines missing, \(bundled.subtracting(lines).count) extra"
    )
  }

  @Test func aLookupFindsEveryKeyAndNoOther() {
    let index = FormIndex.bundled
    for line in index.source.split(separator: "\n").filter({ !$0.hasPrefix("#") }).prefix(400) {
      let parts = line.split(separator: "\t")
      #expect(
        index.infinitives(forKey: String(parts[0]))
          == parts[1].split(separator: " ").map(String.init))
    }
    #expect(index.infinitives(forKey: "zzzzz").isEmpty)
    #expect(index.infinitives(forKey: "").isEmpty)
    #expect(index.infinitives(forKey: "a").isEmpty)
    #expect(FormIndex(tsv: "").infinitives(forKey: "habla").isEmpty)
  }
}
