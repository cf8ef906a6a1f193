import ConjugarCore

@testable import TextReading

/// Precision and recall on finite forms (a form counts when its offset, infinitive, tense and
/// person are those annotated, in the first reading) and the share of trap words not called
/// verbs, with what went wrong.
struct ReadingScore {
  var expected = 0
  var reported = 0
  var correct = 0
  var traps = 0
  var trapsAvoided = 0
  var words = 0
  var misses: [String] = []

  var precision: Double { reported == 0 ? 1 : Double(correct) / Double(reported) }
  var recall: Double { expected == 0 ? 1 : Double(correct) / Double(expected) }
  var trapAccuracy: Double { traps == 0 ? 1 : Double(trapsAvoided) / Double(traps) }

  mutating func add(_ text: AnnotatedText, reader: TextReader) {
    let found = reader.read(text.text)
    words += text.text.split(whereSeparator: { $0.isWhitespace }).count
    let finite = found.filter { $0.readings.first?.tense != nil }
    expected += text.verbs.count
    reported += finite.count
    traps += text.traps.count
    let byOffset = Dictionary(finite.map { ($0.offset, $0) }, uniquingKeysWith: { a, _ in a })
    var matched = Set<Int>()
    for verb in text.verbs {
      guard let occurrence = byOffset[verb.offset] else {
        misses.append("\(text.name): missed \(verb.form) (\(verb.infinitive) \(verb.tense) \(verb.person))")
        continue
      }
      matched.insert(verb.offset)
      let reading = occurrence.readings[0]
      if occurrence.length == verb.length, reading.infinitive == verb.infinitive,
        reading.tense == verb.tense, reading.person == verb.person
      {
        correct += 1
      } else {
        misses.append(
          "\(text.name): \(verb.form) read \(occurrence.form) \(reading.infinitive) "
            + "\(reading.tense.map { "\($0)" } ?? "-") \(reading.person.map { "\($0)" } ?? "-"), "
            + "not \(verb.infinitive) \(verb.tense) \(verb.person)")
      }
    }
    for occurrence in finite where !matched.contains(occurrence.offset) {
      let reading = occurrence.readings[0]
      misses.append(
        "\(text.name): extra \(occurrence.form) \(reading.infinitive) "
          + "\(reading.tense.map { "\($0)" } ?? "-") \(reading.person.map { "\($0)" } ?? "-")")
    }
    for trap in text.traps {
      let called = found.contains {
        $0.offset < trap.offset + trap.length && trap.offset < $0.offset + $0.length
      }
      if called {
        misses.append("\(text.name): trap \(trap.word) read as a verb")
      } else {
        trapsAvoided += 1
      }
    }
  }

  var summary: String {
    func percent(_ value: Double) -> String { String(Int((value * 1000).rounded())) }
    return "\(words) words, \(expected) finite forms: precision \(percent(precision))‰, recall "
      + "\(percent(recall))‰, traps \(trapsAvoided)/\(traps)"
  }
}
