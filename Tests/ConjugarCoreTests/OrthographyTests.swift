import Testing

@testable import ConjugarCore

@Suite struct OrthographyTests {
  @Test(arguments: [
    ("hablo", "hablo"), ("fié", "fie"), ("rió", "rio"), ("huí", "hui"), ("dió", "dio"),
    ("leí", "leí"), ("reímos", "reímos"), ("habláis", "habláis"), ("dé", "dé"), ("sé", "sé"),
    ("estoy", "estoy"), ("construí", "construí"), ("riáis", "riais"), ("prohíbo", "prohíbo"),
  ])
  func normalizedAccents(_ input: String, _ expected: String) {
    #expect(String(letters: Stress.normalized(input.letters)) == expected)
  }

  @Test(arguments: [
    ("de", "ten", "detén"), ("pre", "vio", "previó"), ("son", "rio", "sonrió"),
    ("son", "ríe", "sonríe"), ("des", "haz", "deshaz"), ("pre", "veis", "prevéis"),
    ("com", "pongo", "compongo"), ("re", "hice", "rehíce"), ("re", "huyo", "rehúyo"),
  ])
  func prefixingKeepsStress(_ prefix: String, _ form: String, _ expected: String) {
    #expect(String(letters: Stress.prefixing(prefix.letters, to: form.letters)) == expected)
  }

  @Test(arguments: [
    ("levanta", "te", "levántate"), ("pon", "te", "ponte"), ("levantando", "se", "levantándose"),
    ("levantá", "te", "levantate"), ("diga", "me", "dígame"),
  ])
  func encliticsMoveTheAccent(_ form: String, _ clitic: String, _ expected: String) {
    #expect(String(letters: Stress.suffixing(form.letters, with: clitic.letters)) == expected)
  }

  @Test(arguments: [
    ("busc", false, "é", "busqué"), ("venc", true, "o", "venzo"),
    ("distingu", true, "o", "distingo"),
    ("averigu", false, "é", "averigüé"), ("delinqu", true, "a", "delinca"),
    ("le", true, "ió", "leyó"),
    ("tañ", true, "ió", "tañó"), ("ri", true, "ieron", "rieron"), ("ca", true, "iste", "caíste"),
    ("constru", true, "iste", "construiste"), ("", true, "iendo", "yendo"),
  ])
  func junctionKeepsSound(_ stem: String, _ front: Bool, _ ending: String, _ expected: String) {
    let joined = Junction.withJoined(Stem(stem, front: front), ending.letters) {
      String(letters: $0)
    }
    #expect(joined == expected)
  }

  @Test func irregularLettersAreTheDifferingMiddle() {
    #expect(IrregularLetters.range(in: "tengo", regular: "teno") == 3..<4)
    #expect(IrregularLetters.range(in: "doy", regular: "do") == 2..<3)
    #expect(IrregularLetters.range(in: "pienso", regular: "penso") == 1..<2)
    #expect(IrregularLetters.range(in: "hablo", regular: "hablo") == nil)
  }
}

@Suite struct IndexTests {
  @Test func tenseAndPersonIndicesFollowDeclarationOrder() {
    #expect(Tense.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
    #expect(Person.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
  }
}
