import Foundation
import Testing

@Suite struct VerbsCommandTests {
  let runner: BinaryRunner
  init() throws { runner = try BinaryRunner() }

  @Test func listsEveryKnownVerb() throws {
    let result = try runner.run(["verbs"])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").count >= 1500)
  }

  @Test func filtersByModelRegularityAndSearch() throws {
    let family = try runner.run(["verbs", "--model", "tener", "--format", "json"])
    let infinitives = family.stdout.split(separator: "\n").compactMap {
      (try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["infinitive"]
        as? String
    }
    #expect(infinitives.contains("detener") && infinitives.contains("mantener"))
    #expect(!infinitives.contains("hablar"))

    let irregular = try runner.run(["verbs", "--irregular"]).stdout
    #expect(irregular.contains("\ntener ") && !irregular.contains("\nhablar "))
    let regular = try runner.run(["verbs", "--regular"]).stdout
    #expect(regular.contains("hablar ") && !regular.contains("\ntener "))

    let search = try runner.run(["verbs", "--search", "TO SPEAK"]).stdout
    #expect(search.contains("hablar"))
    let accentless = try runner.run(["verbs", "--search", "sonreir"]).stdout
    #expect(accentless.contains("sonreír"))
    let none = try runner.run(["verbs", "--search", "zzzzqq"])
    #expect(none.status == 0 && none.stdout.isEmpty)
  }
}
