import ConjugarCore
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

  @Test(arguments: [AnnotatedText.tuning, AnnotatedText.heldOut])
  func floorsAreMet(_ names: [String]) throws {
    let score = try score(names)
    print("reading \(names.count == 1 ? "held out" : "tuning"): \(score.summary)")
    for miss in score.misses { print("  " + miss) }
    #expect(score.precision >= 0.95, "\(score.summary)")
    #expect(score.recall >= 0.95, "\(score.summary)")
    #expect(score.trapAccuracy >= 0.95, "\(score.summary)")
  }

  @Test func everyFixtureParses() throws {
    for name in AnnotatedText.tuning + AnnotatedText.heldOut {
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
