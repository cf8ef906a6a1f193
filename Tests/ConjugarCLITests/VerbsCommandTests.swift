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

  static func infinitives(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
  }

  /// The common verbs of an English sense come first, the existential haber ("there to be")
  /// among them: whole senses, then the most used.
  @Test(arguments: [
    ("to be", ["ser", "estar", "haber"]), ("be", ["ser", "estar", "haber"]),
    ("to have", ["tener", "haber"]), ("to do", ["hacer"]), ("make", ["hacer"]),
    ("to go", ["ir"]), ("there to be", ["ser", "estar", "haber"]),
  ])
  func searchRanksTheMostUsedVerbsOfASenseFirst(query: String, first: [String]) throws {
    let result = try runner.run(["verbs", "--search", query])
    #expect(result.status == 0)
    #expect(Set(Self.infinitives(result.stdout).prefix(first.count)) == Set(first), "\(query)")
  }

  /// As text a search shows a screenful and counts the rest on stderr; --all, --top and JSON
  /// are not cut.
  @Test func searchShowsAScreenfulUnlessAskedForMore() throws {
    let all = try runner.run(["verbs", "--search", "to be", "--all"])
    #expect(all.status == 0 && all.stderr.isEmpty)
    let every = Self.infinitives(all.stdout)
    #expect(every.count > 100)
    let screen = try runner.run(["verbs", "--search", "to be"])
    #expect(screen.status == 0)
    #expect(Self.infinitives(screen.stdout) == Array(every.prefix(20)))
    #expect(
      screen.stderrLines == [
        "conjugar: note: 20 of \(every.count) matches shown; --all shows every match"
      ])
    let json = try runner.run(["verbs", "--search", "to be", "--format", "json"])
    #expect(Self.infinitives(json.stdout).count == every.count && json.stderr.isEmpty)
    let top = try runner.run(["verbs", "--search", "to be", "--top", "30"])
    #expect(Self.infinitives(top.stdout).count == 30 && top.stderr.isEmpty)
    let few = try runner.run(["verbs", "--search", "to speak"])
    #expect(Self.infinitives(few.stdout).count < 20 && few.stderr.isEmpty)
    let list = try runner.run(["verbs"])
    #expect(Self.infinitives(list.stdout).count > 1000 && list.stderr.isEmpty)
  }

  /// End to end: a search on a pipe shows a screenful, the note goes to stderr, JSON is whole.
  @Test func searchThroughTheBinary() throws {
    let binary = try BinaryRunner()
    let text = try binary.run(["verbs", "--search", "to be"])
    #expect(text.status == 0)
    #expect(Array(Self.infinitives(text.stdout).prefix(3)) == ["ser", "estar", "haber"])
    #expect(Self.infinitives(text.stdout).count == 20)
    #expect(text.stderrLines.count == 1 && text.stderr.contains("matches shown; --all shows"))
    let none = try binary.run(["verbs", "--search", "zzz"])
    #expect(none.status == 0 && none.stdout.isEmpty)
    #expect(none.stderr == "conjugar: note: no verb matches 'zzz'\n")
  }

  /// No match is still a successful filter, with a note: the verbs a Spanish word may be a typo
  /// of, or that the other filters left nothing.
  @Test func aSearchWithoutMatchSaysSo() throws {
    let none = try runner.run(["verbs", "--search", "zzz"])
    #expect(none.status == 0 && none.stdout.isEmpty)
    #expect(none.stderrLines == ["conjugar: note: no verb matches 'zzz'"])
    let typo = try runner.run(["verbs", "--search", "comir", "--format", "json"])
    #expect(typo.status == 0 && typo.stdout.isEmpty)
    #expect(typo.stderrLines.count == 1)
    #expect(typo.stderr.hasPrefix("conjugar: note: no verb matches 'comir' (did you mean 'comer'"))
    let english = try runner.run(["verbs", "--search", "to zzz qq"])
    #expect(english.stderrLines == ["conjugar: note: no verb matches 'to zzz qq'"])
    let filtered = try runner.run(["verbs", "--search", "to speak", "--irregular"])
    #expect(filtered.status == 0 && filtered.stdout.isEmpty)
    #expect(
      filtered.stderrLines == [
        "conjugar: note: no verb matching 'to speak' passes the other filters"
      ])
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
