import Foundation
import Testing

/// Issue 39: `quiz --worksheet --verbs-file unidad5.txt --tense preterite --count 12 --seed 4`
/// with 16 verbs gave leer 6 of 12 questions, "leer · pretérito · tú" twice. Over 20 seeds and
/// several verb lists, no sheet repeats a question or gives a verb more than ⌈N/V⌉ + 1.
@Suite struct FairWorksheetTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let lists = [
    [
      "hablar", "comer", "vivir", "leer", "estudiar", "trabajar", "escribir", "abrir", "beber",
      "cantar", "bailar", "comprar", "vender", "aprender", "decidir", "caminar",
    ],
    ["creer", "leer", "oír", "caer", "hablar", "tomar", "llegar", "pedir"],
  ]

  @Test(arguments: [12, 25])
  func noSheetRepeatsAQuestionOrOverDrawsAVerb(_ count: Int) throws {
    let path = path("unidad5.txt")
    for verbs in Self.lists {
      try write("unidad5.txt", verbs.joined(separator: "\n") + "\n")
      for seed in 1...20 {
        let sheet = try runner.run([
          "quiz", "--worksheet", "--verbs-file", path, "--tense", "preterite", "--count",
          "\(count)", "--seed", "\(seed)", "--answers", "--format", "json",
        ])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let items = try #require(
          try JSONSerialization.jsonObject(with: Data(sheet.stdout.utf8)) as? [[String: Any]])
        let keys = items.map { "\($0["verb"] ?? "") \($0["tense"] ?? "") \($0["person"] ?? "")" }
        #expect(keys.count == count)
        #expect(Set(keys).count == count, "seed \(seed): \(keys)")
        let uses = Dictionary(items.map { ("\($0["verb"] ?? "")", 1) }, uniquingKeysWith: +)
        let bound = (count + verbs.count - 1) / verbs.count + 1
        #expect(uses.values.allSatisfy { $0 <= bound }, "seed \(seed): \(uses)")
      }
    }
  }
}
