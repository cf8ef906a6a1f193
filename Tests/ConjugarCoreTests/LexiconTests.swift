import Testing

@testable import ConjugarCore

@Suite struct LexiconTests {
  let lexicon = Lexicon.bundled

  @Test func listHasAtLeast1500VerbsWithGlossesAndModels() {
    let entries = lexicon.entries
    #expect(entries.count >= 1500)
    #expect(Set(entries.map(\.infinitive)).count == entries.count, "duplicate infinitives")
    for entry in entries {
      if let gloss = entry.translation {
        #expect(gloss.hasPrefix("to "), "\(entry.infinitive): gloss '\(gloss)'")
      }
      #expect(
        ModelCatalog.model(named: entry.model) != nil, "\(entry.infinitive): model \(entry.model)")
      #expect(
        entry.tags.allSatisfy { ["weather", "third", "archaic", "vulgar"].contains($0) },
        "\(entry.infinitive): tags \(entry.tags)")
    }
  }

  @Test func atLeast85PercentGlossedAndEveryCommonVerb() {
    let entries = lexicon.entries
    let glossed = entries.filter { $0.translation != nil }.count
    #expect(glossed * 100 >= entries.count * 85, "\(glossed) of \(entries.count) glossed")
    let frequency = lexicon.frequency
    let common = entries.filter { (frequency.rank(of: $0.infinitive) ?? .max) <= 3_000 }
    #expect(common.count == min(3_000, entries.count))
    for entry in common where entry.translation == nil {
      Issue.record(
        "\(entry.infinitive) (rank \(frequency.rank(of: entry.infinitive) ?? 0)) has no gloss")
    }
  }

  @Test func familyModelsOnlyServeTheirFamily() {
    for entry in lexicon.entries {
      guard let model = ModelCatalog.model(named: entry.model), let family = model.family
      else { continue }
      let verb = Conjugator.verbPart(of: entry.infinitive) ?? entry.infinitive
      // A family's variant is of the family: podrir, repodrir are pudrir's (DLE).
      #expect(
        ([family] + model.variantInfinitives).contains(where: verb.hasSuffix),
        "\(entry.infinitive) is not a -\(family) verb")
    }
  }

  /// One expectation for the whole list, naming every verb, tense and person that fails: an
  /// `#expect` a form (a million of them) took most of this test's time in a debug build.
  @Test func everyVerbConjugatesWithoutEmptyForms() throws {
    let conjugator = Conjugator()
    var problems: [String] = []
    for entry in lexicon.entries {
      let conjugation = try conjugator.conjugate(entry.infinitive)
      if !conjugation.isKnown { problems.append("\(entry.infinitive) is not known") }
      for tense in Tense.allCases where conjugation.hasForms(in: tense) {
        for person in tense.persons {
          guard let text = conjugation.form(tense, person)?.text else {
            // Only a defective verb lacks forms (aterir: only endings with i).
            if conjugation.defectiveness == .none {
              problems.append("\(entry.infinitive) \(tense) \(person): no form")
            }
            continue
          }
          if text.isEmpty || text.contains("  ") {
            problems.append("\(entry.infinitive) \(tense) \(person): '\(text)'")
          }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(50))")
  }

  @Test func lookupFindsEveryEntryAndNothingElse() {
    let small = Lexicon(tsv: "# comment\nhablar\thablar\tto speak\ntener\ttener\tto have\tx\n")
    #expect(small.entry(for: "hablar")?.translation == "to speak")
    #expect(small.entry(for: "tener")?.tags == ["x"])
    #expect(small.entry(for: "habla") == nil)
    #expect(small.entry(for: "ener") == nil)
    #expect(small.entries.count == 2)
    for entry in lexicon.entries.prefix(200) {
      #expect(lexicon.entry(for: entry.infinitive) == entry)
    }
  }

  /// The bundled lookup bisects the text, which needs its lines sorted by their bytes.
  @Test func theBundledListIsSortedAndEveryVerbIsFoundByBisection() {
    let infinitives = lexicon.entries.map(\.infinitive)
    for (first, second) in zip(infinitives, infinitives.dropFirst()) {
      #expect(
        Array(first.utf8).lexicographicallyPrecedes(Array(second.utf8)), "\(first) before \(second)"
      )
    }
    for entry in lexicon.entries { #expect(lexicon.entry(for: entry.infinitive) == entry) }
    for missing in [
      "", "a", "aa", "abalanza", "abalanzarsee", "hablarr", "zzzz", "ñ", "ñublarx", "tener\t",
    ] {
      #expect(lexicon.entry(for: missing) == nil, "\(missing)")
    }
  }

  @Test func indexedLookupsAgreeWithTheScan() {
    let indexed = lexicon.indexed()
    for entry in lexicon.entries { #expect(indexed.entry(for: entry.infinitive) == entry) }
    #expect(indexed.entry(for: "hablarr") == nil)
    #expect(indexed.entries.count == lexicon.entries.count)
  }

  @Test(arguments: [
    ("reponer", "poner"), ("desplacer", "placer"), ("retraer", "traer"), ("retraducir", "conducir"),
    ("reconstruir", "construir"),
    ("bloguear", "hablar"), ("tuitear", "hablar"), ("googlear", "hablar"), ("zapear", "hablar"),
    ("repensar", "pensar"), ("redecir", "condecir"), ("autoconvencer", "vencer"),
    ("remecer", "vencer"),
  ])
  func unknownVerbsAreInferred(_ verb: String, _ model: String) throws {
    guard lexicon.entry(for: verb) == nil else { return }
    let conjugation = try Conjugator().conjugate(verb)
    #expect(!conjugation.isKnown)
    #expect(conjugation.translation == nil)
    #expect(conjugation.model == model)
  }

  @Test func inferredPrefixedVerbConjugatesLikeItsBase() throws {
    let conjugation = try Conjugator().conjugate("reponer")
    #expect(conjugation.form(.preterito, .yo)?.text == "repuse")
    #expect(conjugation.participle.text == "repuesto")
  }
}
