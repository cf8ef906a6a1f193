import ConjugarCore
import Testing

@testable import ConjugarQuiz

/// Issue 42: the adaptive placement engine, on made-up candidates (four verbs a group).
@Suite struct PlacementTestTests {
  static func candidates(vos: Bool = true) -> [PlacementGroup: [QuestionKey]] {
    var all: [PlacementGroup: [QuestionKey]] = [:]
    for group in PlacementGroup.allCases where vos || group != .voseo {
      all[group] = ["a", "b", "c", "d"].flatMap { verb in
        [Person.yo, .el].map {
          QuestionKey(verb: "\(group.rawValue)-\(verb)", item: group.items[0], person: $0)
        }
      }
    }
    return all
  }

  /// Runs a test answering with `knows` (by group); the questions asked, in order.
  static func run(
    seed: UInt64, candidates: [PlacementGroup: [QuestionKey]] = candidates(),
    knows: (PlacementGroup, Int) -> Bool
  ) -> (test: PlacementTest, asked: [PlacementGroup], keys: [QuestionKey]) {
    var test = PlacementTest(candidates: candidates, seed: seed)
    var groups: [PlacementGroup] = []
    var keys: [QuestionKey] = []
    while let (group, key) = test.next() {
      groups.append(group)
      keys.append(key)
      test.answer(right: knows(group, keys.count))
      if keys.count > 100 { break }
    }
    return (test, groups, keys)
  }

  @Test(arguments: [1, 2, 3, 99] as [UInt64])
  func aLearnerWhoKnowsEverythingIsAskedEveryGroupAndKnowsThem(seed: UInt64) {
    let (test, asked, _) = Self.run(seed: seed) { _, _ in true }
    #expect(test.isFinished && test.asked <= PlacementTest.questionLimit)
    #expect(test.asked == 2 * PlacementGroup.allCases.count)
    #expect(Set(asked) == Set(PlacementGroup.allCases), "every group is tested")
    #expect(test.known == PlacementGroup.allCases && test.notKnown.isEmpty)
  }

  @Test func aBeginnerStopsEarlyAndKnowsNothing() {
    let (test, asked, _) = Self.run(seed: 4) { _, _ in false }
    #expect(test.asked <= 8, "\(test.asked)")
    #expect(test.known.isEmpty && asked.contains(.regularPresent) && !asked.contains(.voseo))
  }

  /// Knows levels 1–3: moves up past them, stops at level 4, and still tries level 1.
  @Test func anIntermediateLearnerStopsAtTheFirstLevelThatFails() {
    let (test, asked, _) = Self.run(seed: 5) { group, _ in group.level <= 3 }
    #expect(test.known == PlacementGroup.allCases.filter { $0.level <= 3 })
    #expect(!asked.contains(.imperfectSubjunctive) && !asked.contains(.voseo))
    #expect(asked.filter { $0.level == 4 }.count == 4, "two groups decide a level of three")
  }

  /// "I don't know" is one miss: a right answer after it needs a third question.
  @Test func aMissThenTwoRightIsKnownInThreeQuestions() {
    let (test, asked, _) = Self.run(seed: 6) { group, number in
      group != .stemEToIE || number != 1
    }
    #expect(asked.prefix(3) == [.stemEToIE, .stemEToIE, .stemEToIE])
    #expect(test.outcomes[.stemEToIE] == .known)
  }

  @Test func theSameSeedAndAnswersAskTheSameQuestions() {
    let answers: (PlacementGroup, Int) -> Bool = { _, number in number % 3 != 0 }
    #expect(Self.run(seed: 8, knows: answers).keys == Self.run(seed: 8, knows: answers).keys)
    #expect(Self.run(seed: 8, knows: answers).keys != Self.run(seed: 9, knows: answers).keys)
  }

  /// Any answers, any seed: never more than the limit, each group decided once, a question of
  /// each group on another verb than the one before it when it can.
  @Test(arguments: 0..<60 as Range<UInt64>)
  func neverMoreThanTheLimit(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pattern = (0..<40).map { _ in generator.uniform(below: 3) != 0 }
    let (test, _, keys) = Self.run(seed: seed, candidates: Self.candidates(vos: seed % 2 == 0)) {
      _, number in pattern[number - 1]
    }
    #expect(test.isFinished && test.asked <= PlacementTest.questionLimit)
    #expect(test.asked == keys.count)
    #expect(test.decided.count == Set(test.decided.map(\.group)).count)
    for (first, second) in zip(keys, keys.dropFirst())
    where first.verb.split(separator: "-").first
      == second.verb.split(separator: "-").first
    {
      #expect(first.verb != second.verb || first.person != second.person)
    }
  }

  @Test func noCandidatesNoQuestions() {
    var test = PlacementTest(candidates: [:], seed: 1)
    #expect(test.next() == nil && test.isFinished && test.known.isEmpty)
  }

  @Test func theSeededFormsAreThoseOfTheMostUsedVerbs() {
    let keys = (0..<12).map {
      QuestionKey(verb: "v\($0)", item: .tense(.preterito), person: .yo)
    }
    #expect(PlacementTest.seededForms(of: .regularPreterite, in: keys) == Array(keys.prefix(8)))
  }
}
