import ConjugarCore
import ConjugarQuiz
import Testing

@testable import ConjugarCommands

/// `quiz --weak` goes round its habits; a verb every habit shares is not drawn by each of them
/// in turn: no verb past its fair share (⌈N/V⌉ + 1) while the habits have other verbs.
@Suite struct WeakDrawFairnessTests {
  static func forms(_ verb: String, _ persons: [Person]) -> [QuestionKey] {
    persons.map { QuestionKey(verb: verb, item: .tense(.preterito), person: $0) }
  }

  @Test(arguments: 1...20)
  func aVerbSharedByEveryHabitGetsOnlyItsShare(_ seed: Int) {
    let all: [Person] = [.yo, .tu, .el, .nosotros, .ellos]
    let others = ["pedir", "dormir", "hacer", "poner", "andar", "caber"]
    // tener is first in every habit's round, and has forms for each.
    let pools: [[[QuestionKey]]] = (0..<4).map { habit in
      [Self.forms("tener", all)]
        + others.enumerated().filter { $0.offset % 2 == habit % 2 }.map {
          Self.forms($0.element, all)
        }
    }
    var generator = SeededGenerator(seed: UInt64(seed))
    let keys = WeakSpotsQuiz.draw(from: pools, count: 8, using: &generator)
    #expect(keys.count == 8)
    #expect(Set(keys).count == 8)
    let tener = keys.filter { $0.verb == "tener" }.count
    #expect(tener <= EvenDraw.cap(total: 8, verbCount: 7))
  }
}
