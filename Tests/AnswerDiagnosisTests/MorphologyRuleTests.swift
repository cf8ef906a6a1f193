import ConjugarCore
import ConjugarQuiz
import Messages
import Testing

@testable import AnswerDiagnosis

/// The lines of issue 39's morphology rules, in both languages: strong preterites under
/// prefixes, the y after a stem's i, regularized participles and futures (haber's as an
/// auxiliary), strong-preterite endings, letters doubled or dropped, the diaeresis.
@Suite struct MorphologyRuleTests {
  static func first(_ example: DiagnosisCase) throws -> Diagnosis? {
    let question = try #require(DiagnoserTests.diagnoser.question(for: example.key))
    return DiagnoserTests.diagnoser.diagnose(example.answer, for: question).diagnoses.first
  }

  @Test(arguments: [
    (
      C("maldecir", .preterito, .el, "maldició", ""),
      "maldecir keeps the strong preterite of decir, on the stem maldij-: maldijo",
      "maldecir conserva el pretérito fuerte de decir, con la raíz maldij-: maldijo"
    ),
    (
      C("componer", .preterito, .nosotros, "componimos", ""),
      "componer keeps the strong preterite of poner, on the stem compus-: compusimos",
      "componer conserva el pretérito fuerte de poner, con la raíz compus-: compusimos"
    ),
    (
      C("provenir", .preterito, .ellos, "provenieron", ""),
      "provenir keeps the strong preterite of venir, on the stem provin-: provinieron",
      "provenir conserva el pretérito fuerte de venir, con la raíz provin-: provinieron"
    ),
    (
      C("oponer", .preterito, .yo, "oponí", ""),
      "oponer keeps the strong preterite of poner, on the stem opus-: opuse",
      "oponer conserva el pretérito fuerte de poner, con la raíz opus-: opuse"
    ),
    (
      C("maldecir", .futuroDeIndicativo, .yo, "maldiré", ""),
      "maldecir is regular here, unlike decir: maldeciré",
      "maldecir es regular aquí, a diferencia de decir: maldeciré"
    ),
    (
      C("reír", .preterito, .ellos, "riyeron", ""),
      "reír's stem already ends in i here, so the i of the ending is dropped, not written y "
        + "as in leyeron: rieron",
      "la raíz de reír ya termina en i aquí, así que la i de la desinencia desaparece y no se "
        + "escribe y como en leyeron: rieron"
    ),
    (
      C("ver", .pluscuamperfectoDeIndicativo, .yo, "había veído", ""),
      "ver's participle is irregular: había visto",
      "el participio de ver es irregular: había visto"
    ),
    (
      C("hablar", .futuroPerfecto, .nosotros, "haberemos hablado", ""),
      "haber's future and conditional drop the vowel of the infinitive, on the stem habr-: "
        + "habremos",
      "el futuro y el condicional de haber pierden la vocal del infinitivo, con la raíz habr-: "
        + "habremos"
    ),
    (
      C("salir", .futuroDeIndicativo, .el, "salirá", ""),
      "salir's future stem is saldr-: saldrá",
      "la raíz del futuro de salir es saldr-: saldrá"
    ),
    (
      C("estar", .preterito, .nosotros, "estuvemos", ""),
      "strong preterites take the endings -e, -iste, -o, -imos, -isteis, -ieron "
        + "(-eron after j): estuvimos",
      "los pretéritos fuertes llevan las desinencias -e, -iste, -o, -imos, -isteis, -ieron "
        + "(-eron tras j): estuvimos"
    ),
    (
      C("tener", .preterito, .el, "tuvó", ""),
      "strong preterites end in unstressed -e (yo) and -o (él/usted): tuvo",
      "los pretéritos fuertes terminan en -e (yo) y -o (él/usted) átonas: tuvo"
    ),
    (
      C("escribir", .futuroDeIndicativo, .yo, "escriibiré", ""),
      "a letter doubled: escribiré",
      "una letra repetida: escribiré"
    ),
    (
      C("comer", .presenteDeIndicativo, .nosotros, "comeos", ""),
      "a letter left out: comemos",
      "falta una letra: comemos"
    ),
  ])
  func lines(_ example: DiagnosisCase, _ english: String, _ spanish: String) throws {
    let diagnosis = try #require(try Self.first(example))
    #expect(diagnosis.message == english)
    #expect(diagnosis.text(in: .spanish) == spanish)
  }

  /// The rule of the i dropped after ñ, ll and i governs only an ending's i before e or o: a
  /// letter typed twice elsewhere is a slip, whatever letters surround it.
  @Test(arguments: [
    C("escribir", .futuroDeIndicativo, .yo, "escriibiré", ""),
    C("vivir", .presenteDeIndicativo, .nosotros, "viviimos", ""),
    C("bullir", .presenteDeIndicativo, .nosotros, "bulliimos", ""),
    C("reñir", .imperfectoDeIndicativo, .yo, "reñiía", ""),
    C("escribir", .condicional, .ellos, "escriibirían", ""),
  ])
  func doubledLettersAreNoSpellingRule(_ example: DiagnosisCase) throws {
    let diagnosis = try #require(try Self.first(example))
    #expect(diagnosis.kind == .typo, "\(diagnosis.message)")
  }

  /// The i of an ending after ñ, ll and i is still a spelling rule (riieron, tañieron).
  @Test(arguments: [
    C("reír", .preterito, .ellos, "riieron", ""),
    C("tañer", .preterito, .el, "tañió", ""),
    C("bullir", .gerund, "bulliendo", ""),
  ])
  func droppedEndingIIsSpelling(_ example: DiagnosisCase) throws {
    #expect(try Self.first(example)?.kind == .spelling)
  }

  /// A missing diaeresis is spelling, never an accent, whatever the verdict.
  @Test(arguments: [
    C("averiguar", .presenteDeSubjuntivo, .yo, "averigue", ""),
    C("averiguar", .preterito, .yo, "averigue", ""),
    C("apaciguar", .presenteDeSubjuntivo, .nosotros, "apaciguemos", ""),
    C("argüir", .presenteDeIndicativo, .nosotros, "arguimos", ""),
  ])
  func diaeresisIsSpelling(_ example: DiagnosisCase) throws {
    let question = try #require(DiagnoserTests.diagnoser.question(for: example.key))
    let diagnoses = DiagnoserTests.diagnoser.diagnose(example.answer, for: question).diagnoses
    #expect(diagnoses.first?.kind == .spelling)
    #expect(!diagnoses.contains { $0.kind == .accent })
  }
}
