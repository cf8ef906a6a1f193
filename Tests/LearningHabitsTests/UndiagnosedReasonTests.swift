import DurableFiles
import LearningProgress
import QuizHistory
import Testing

@testable import LearningHabits

/// Why a miss has no diagnosis: recognition answers are never diagnosed; the rest come from
/// quizzes older than diagnosis. `stats` names each reason apart.
@Suite struct UndiagnosedReasonTests {
  /// A history of quizzes, each `(drill, answers)` with answers as `verb tense person mark`.
  func summary(_ quizzes: [(String, [String])]) throws -> HistorySummary {
    var text = ""
    for (index, (drill, answers)) in quizzes.enumerated() {
      let written = answers.map { answer in
        let parts = answer.split(separator: " ")
        return
          #"{"verb":"\#(parts[0])","tense":"\#(parts[1])","person":"\#(parts[2])","mark":"\#(parts[3])"}"#
      }
      text +=
        #"{"date":"2025-03-\#(10 + index)T14:00:00Z","drill":"\#(drill)","answers":["#
        + written.joined(separator: ",") + "]}\n"
    }
    let history = QuizHistory(file: MemoryFile(content: Array(text.utf8)), summaryCache: nil)
    return try HistorySummary(reading: history, calendar: .utc)
  }

  @Test func recognitionMissesAreTheirOwnReason() throws {
    let statistics = HabitStatistics(
      summary: try summary([
        ("recognize-sentences", ["tener preterito yo wrong", "hablar preterito el wrong"]),
        ("conjugate", ["vivir presenteDeIndicativo yo wrong", "ir preterito yo skipped"]),
      ]), classifier: classifier)
    #expect(statistics.undiagnosed == 3)
    #expect(statistics.undiagnosedRecognition == 2)
  }

  @Test func olderQuizzesAloneHaveNoRecognition() throws {
    let statistics = HabitStatistics(
      summary: try summary([("conjugate", ["vivir presenteDeIndicativo yo wrong"])]),
      classifier: classifier)
    #expect(statistics.undiagnosed == 1 && statistics.undiagnosedRecognition == 0)
  }

  @Test func recognitionAloneIsAllRecognition() throws {
    let statistics = HabitStatistics(
      summary: try summary([
        ("recognize-sentences", ["tener preterito yo wrong", "poner preterito yo correct"])
      ]), classifier: classifier)
    #expect(statistics.undiagnosed == 1 && statistics.undiagnosedRecognition == 1)
  }
}
