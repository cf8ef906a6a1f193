import ConjugarCore
import ConjugarOutput
import Foundation
import Testing

@Suite struct OutputTests {
  let conjugator = Conjugator()

  private func json(_ verb: String, vos: Bool = false) throws -> [String: Any] {
    let line = ConjugationJSON.render(
      try conjugator.conjugate(verb), showVos: vos, tenses: Tense.allCases)
    #expect(!line.contains("\n"))
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let tener = try json("tener", vos: true)
    #expect(tener["infinitive"] as? String == "tener")
    #expect(tener["translation"] as? String == "to have")
    #expect(tener["known"] as? Bool == true)
    #expect(tener["model"] as? String == "tener")
    #expect(tener["gerund"] as? String == "teniendo")
    #expect(tener["participle"] as? String == "tenido")
    let tenses = try #require(tener["tenses"] as? [String: [String: Any]])
    #expect(Set(tenses.keys) == Set(Tense.allCases.map(\.rawValue)))
    #expect(tenses["presenteDeIndicativo"]?["vos"] as? String == "tenés")
    #expect(tenses["imperativoNegativo"]?["tu"] as? String == "no tengas")
    #expect(tenses["perfectoDeIndicativo"]?["yo"] as? String == "he tenido")
    #expect(tenses["imperativoPositivo"]?["yo"] == nil)
    let alternatives = try #require(tener["alternatives"] as? [String: Any])
    let altTenses = try #require(alternatives["tenses"] as? [String: [String: [String]]])
    #expect(altTenses["presenteDeSubjuntivo"]?["vos"] == ["tengás"])
  }

  @Test func jsonOmitsVosUnlessShownAndUsesNullForMissingForms() throws {
    let hablar = try json("hablar")
    let tenses = try #require(hablar["tenses"] as? [String: [String: Any]])
    #expect(tenses.values.allSatisfy { $0["vos"] == nil })
    let soler = try json("soler")
    let solerTenses = try #require(soler["tenses"] as? [String: [String: Any]])
    #expect(solerTenses["futuroDeIndicativo"]?["yo"] is NSNull)
    #expect(soler["defective"] as? String == "noFutureConditionalOrImperative")
    let imprimir = try json("imprimir")
    #expect(
      (imprimir["alternatives"] as? [String: Any])?["participle"] as? [String] == ["imprimido"])
  }

  @Test func inferredVerbsAreMarkedUnknown() throws {
    let object = try json("feisbuquear")
    #expect(object["known"] as? Bool == false)
    #expect(object["translation"] is NSNull)
  }

  /// The Conjugar iOS app's count: a heading per tense plus a row per person.
  @Test(arguments: [(false, 138), (true, 158)])
  func tableRowsPerTense(_ vos: Bool, _ expected: Int) throws {
    let table = ConjugationTable(
      try conjugator.conjugate("hablar"), regular: nil, showVos: vos, tenses: Tense.allCases,
      style: .plain
    ).render()
    let lines = table.split(separator: "\n")
    let headings = lines.filter { line in Tense.allCases.contains { $0.name == String(line) } }
    let rows = lines.filter { $0.hasPrefix("  ") }
    #expect(headings.count == 20)
    #expect(headings.count + rows.count == expected)
  }

  @Test func colorMarksIrregularLettersOnly() throws {
    let tener = try conjugator.conjugate("tener")
    let table = ConjugationTable(
      tener, regular: conjugator.regularPattern(of: tener), showVos: false,
      tenses: [.presenteDeIndicativo], style: TextStyle(usesColor: true)
    ).render()
    #expect(table.contains("ten\u{1B}[1;31mg\u{1B}[0mo"))
    #expect(table.contains("  tenemos"))
    let plain = ConjugationTable(
      tener, regular: nil, showVos: false, tenses: Tense.allCases, style: .plain
    ).render()
    #expect(!plain.contains("\u{1B}"))
  }
}
