import CalendarDates
import ConjugarQuiz
import Foundation
import Testing

@testable import LearningProgress

/// The last marks of a question live inside its `ItemProgress`: no allocation per question.
@Suite struct RecentMarksTests {
  @Test func keepsTheLastFiveOldestFirst() {
    var generator = SystemRandomNumberGenerator()
    let all: [Mark] = [.correct, .accentOnly, .partlyRight, .wrong, .skipped]
    var marks = RecentMarks()
    var reference: [Mark] = []
    for _ in 0..<200 {
      let mark = all.randomElement(using: &generator)!
      marks.append(mark)
      reference.append(mark)
      #expect(Array(marks) == Array(reference.suffix(RecentMarks.capacity)))
    }
    #expect(RecentMarks() == [])
    #expect(([.wrong, .correct] as RecentMarks).map(\.self) == [.wrong, .correct])
  }

  /// A plain value of a few words: a million questions cost a million of these and a hash
  /// table, not a million arrays besides (about 490 bytes a question before, measured with
  /// `stats`; see Docs/PERFORMANCE.md).
  @Test func anItemIsAPlainValueWithoutAllocations() {
    #expect(_isPOD(ItemProgress.self))
    #expect(MemoryLayout<ItemProgress>.stride <= 96)
  }

  @Test func anItemFoldsItsRecentMarks() {
    var item = ItemProgress()
    let day = LocalDay(number: 0)
    for (offset, mark) in [Mark.wrong, .correct, .correct, .skipped, .correct, .wrong].enumerated()
    {
      item.add(mark, date: Date(timeIntervalSince1970: Double(offset)), day: day)
    }
    #expect(Array(item.recent) == [.correct, .correct, .skipped, .correct, .wrong])
    #expect(item.tally.answers == 6)
  }
}
