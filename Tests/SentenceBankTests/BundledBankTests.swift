import ConjugarCore
import Foundation
import Testing

@testable import SentenceBank

/// The bundled bank, line by line: it parses, its verbs and forms are the conjugator's, a
/// subject pronoun before the blank agrees with the person, and no sentence is there twice.
/// The -ra and -se subjunctives going together is the parser's rule (`unpairedSubjunctive`),
/// held here by every line parsing.
struct BundledBankTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Resources/sentences")

  @Test func everyLineParses() {
    let errors = SentenceBank.bundled.errors.map(\.description)
    expectNone(errors, "lines are not sentences")
  }

  @Test func theProgramCarriesEveryFileOfTheFolderAsItIs() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".tsv") }
    #expect(Set(names) == Set(SentenceFile.bundled.map(\.name)))
    for file in SentenceFile.bundled {
      let text = try String(
        contentsOf: Self.folder.appendingPathComponent(file.name), encoding: .utf8)
      #expect(text == file.text, "\(file.name) differs from the embedded copy: rebuild")
    }
  }

  @Test func everyVerbIsInTheLexiconWithAFormForEachTense() {
    let problems = SentenceChecks.filled.problems
    expectNone(problems, "sentences the engine cannot fill")
  }

  @Test func aSubjectPronounBeforeTheBlankAgreesWithThePerson() {
    let problems = SentenceBank.bundled.sentences.compactMap { sentence -> String? in
      guard let (word, person) = SentenceChecks.pronounBeforeBlank(in: sentence.spanish),
        person != sentence.person
      else { return nil }
      return "\(sentence.location): '\(word)' before the blank, person \(sentence.person)"
    }
    expectNone(problems, "pronouns that disagree")
  }

  @Test func noSentenceIsThereTwice() {
    var seen: [String: String] = [:]
    var problems: [String] = []
    for sentence in SentenceBank.bundled.sentences {
      let key = SentenceChecks.normalized(sentence.spanish)
      if let first = seen[key] {
        problems.append("\(sentence.location): the same sentence as \(first)")
      } else {
        seen[key] = sentence.location
      }
    }
    expectNone(problems, "sentences written twice")
  }
}
