import ConjugarCore

#if canImport(Glibc)
  import Glibc
#endif
import Testing

@testable import TextReading

/// The reader against the annotated texts of Fixtures/ (Docs/READING.md reports the figures):
/// at least 95 % precision and recall on finite forms, and 95 % of the trap words not called
/// verbs, on the texts the rules were written against and on the one kept back.
@Suite struct EvaluationTests {
  let reader = TextReader()

  func score(_ names: [String]) throws -> ReadingScore {
    var score = ReadingScore()
    for name in names { score.add(try AnnotatedText.load(name), reader: reader) }
    return score
  }

  @Test(arguments: [AnnotatedText.tuning, AnnotatedText.heldOut, AnnotatedText.blind])
  func floorsAreMet(_ names: [String]) throws {
    let score = try score(names)
    print("reading \(names.joined(separator: ", ")): \(score.summary)")
    for miss in score.misses { print("  " + miss) }
    #expect(score.precision >= 0.95, "\(score.summary)")
    #expect(score.recall >= 0.95, "\(score.summary)")
    #expect(score.trapAccuracy >= 0.95, "\(score.summary)")
  }

  @Test func everyFixtureParses() throws {
    for name in AnnotatedText.tuning + AnnotatedText.heldOut + AnnotatedText.blind {
      let text = try AnnotatedText.load(name)
      #expect(!text.verbs.isEmpty, "\(name)")
      for verb in text.verbs {
        let span = String(String.UnicodeScalarView(
          Array(text.text.unicodeScalars)[verb.offset..<verb.offset + verb.length]))
        #expect(span == verb.form)
      }
    }
  }
}

/// CONJUGAR_READ_DEBUG=file: prints what the reader finds in a fixture (no assertion).
@Test func printReading() throws {
  guard let name = Environment.value("CONJUGAR_READ_DEBUG") else { return }
  let text = name.hasSuffix(".txt") ? try AnnotatedText.load(name).text : name
  for occurrence in TextReader().read(text) {
    let readings = occurrence.readings.map { "\($0.infinitive) \($0.kind)" }
    print("\(occurrence.offset) \(occurrence.form) \(occurrence.pronouns) \(readings)")
  }
}

enum Environment {
  static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
