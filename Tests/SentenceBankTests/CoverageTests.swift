import ConjugarCore
import SentenceBank
import Testing

/// The bundled bank covers what the quizzes ask (Docs/SENTENCES.md): 3,000 sentences; each
/// tense in 120 (the four tenses learners meet first in 250), a sentence counting for every
/// tense its blank accepts; each person, vos and vosotros included, in 50; and each of the 400
/// most used verbs (the order of `verbs --top 400`, leaving out the verbs a classroom bank must
/// not use: `TeacherChecks.unsafeVerbs`) in 4 sentences over 3 tenses, a sentence counting for
/// its first tense.
struct CoverageTests {
  static let sentences = SentenceBank.bundled.sentences
  static let mainTenses: Set<Tense> = [
    .presenteDeIndicativo, .preterito, .imperfectoDeIndicativo, .presenteDeSubjuntivo,
  ]

  @Test func thereAreAtLeast3000Sentences() {
    #expect(Self.sentences.count >= 3000, "\(Self.sentences.count) sentences")
  }

  @Test func eachTenseHasItsFloor() {
    var counts = [Int](repeating: 0, count: Tense.allCases.count)
    for sentence in Self.sentences {
      for tense in sentence.tenses { counts[tense.index] += 1 }
    }
    let short = Tense.allCases.compactMap { tense -> String? in
      let floor = Self.mainTenses.contains(tense) ? 250 : 120
      return counts[tense.index] < floor
        ? "\(tense.rawValue): \(counts[tense.index]) of \(floor)" : nil
    }
    expectNone(short, "tenses short of their floor")
  }

  @Test func eachPersonHasAtLeast50() {
    let short = Person.allCases.compactMap { person -> String? in
      let count = Self.sentences.count { $0.person == person }
      return count < 50 ? "\(person.rawValue): \(count) of 50" : nil
    }
    expectNone(short, "persons short of 50 sentences")
  }

  @Test func eachOfThe400MostUsedVerbsHas4SentencesOver3Tenses() {
    let lexicon = Conjugator().lexicon
    let top = Array(
      lexicon.frequency.mostUsedFirst.lazy.filter {
        lexicon.entry(for: $0) != nil && !TeacherChecks.unsafeVerbs.contains($0)
      }.prefix(400))
    #expect(top.count == 400)
    var tensesByVerb: [String: [Tense]] = [:]
    for sentence in Self.sentences {
      tensesByVerb[sentence.verb, default: []].append(sentence.tense)
    }
    let short: [String] = top.compactMap { verb -> String? in
      let tenses = tensesByVerb[verb] ?? []
      let distinct = Set(tenses).count
      return tenses.count < 4 || distinct < 3
        ? "\(verb): \(tenses.count) sentences, \(distinct) tenses" : nil
    }
    expectNone(short, "of the 400 most used verbs are short")
  }
}
