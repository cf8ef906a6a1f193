import Foundation
import Testing

@Suite struct VerbsCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

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

  /// `--model` takes any listed verb for the model it follows, in any case.
  @Test func modelAcceptsAnyVerbInAnyCase() throws {
    let model = try runner.run(["verbs", "--model", "tener"])
    #expect(model.status == 0)
    for word in ["mantener", "Tener", "MANTENER", "Detener"] {
      let result = try runner.run(["verbs", "--model", word])
      #expect(result.status == 0, "\(word): \(result.stderr)")
      #expect(result.stdout == model.stdout, "\(word)")
    }
    let accentless = try runner.run(["verbs", "--model", "sonreir"])
    #expect(accentless.status == 0)
    #expect(accentless.stdout.contains("sonreír "))
  }

  @Test func topListsTheMostUsedFirstAndRefusesAnythingButAPositiveNumber() throws {
    let top = try runner.run(["verbs", "--top", "3"])
    #expect(top.status == 0)
    #expect(
      top.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == [
        "ser", "tener", "poder",
      ])
    for bad in ["-1", "0", "abc", "99999999999999999999"] {
      let result = try runner.run(["verbs", "--top", bad])
      #expect(result.status == 64, "\(bad)")
      #expect(
        result.stderrLines == [
          "conjugar: error: invalid value '\(bad)' for --top; use a whole number from 1 (see 'conjugar help')"
        ])
    }
  }

  /// A 100 KB word is refused at once (it once made 100 K accent variants of itself).
  @Test func aHugeModelIsRefusedQuickly() throws {
    let result = try runner.run(["verbs", "--model", String(repeating: "a", count: 100_000)])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("(100000 characters)"))
  }

  @Test func unknownModelSuggestsNearVerbsAndNamesNoRepositoryPath() throws {
    let near = try runner.run(["verbs", "--model", "tenr"])
    #expect(near.status == 64)
    #expect(near.stdout.isEmpty)
    #expect(near.stderrLines.count == 1)
    #expect(near.stderr.contains("unknown model 'tenr' (did you mean 'tener'?)"), "\(near.stderr)")
    let far = try runner.run(["verbs", "--model", "xyzzyqq"])
    #expect(far.status == 64)
    #expect(far.stderrLines.count == 1)
    #expect(!far.stderr.contains("did you mean"))
    #expect(far.stderr.contains("give a model such as hablar, tener or pensar"))
    #expect(!far.stderr.contains("Docs/") && !far.stderr.contains(".md"))
  }
}
