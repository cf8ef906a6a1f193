import AnswerDiagnosis
import ConjugarCore
import ConjugarQuiz
import LearningProgress

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Stats by habit, from a folded history: accuracy per habit, misses per diagnosis kind, and
/// the habits to work on.
///
/// - A habit of irregular forms counts the first answers to every item whose expected form shows
///   it (`HabitClassifier`), as the rest of `stats` counts them: correct / answered, an accent
///   slip a miss. An item counts for each habit its form shows (empiece: e→ie and z→c).
/// - `accents` counts, of the answers whose letters were right, those whose accents were too:
///   correct answers to forms with a written accent (or ü), and every accent slip (a missing
///   accent, or one too many).
/// - Misses per kind are those the quiz diagnosed and recorded (`"diagnosis"`); older answers
///   have none and are counted as `undiagnosed`, not diagnosed again: their given answers are
///   not in the summary, and diagnosing them would mean reading the whole history again.
///   Recognition answers (naming a form's verb, tense and person) are never diagnosed: of the
///   undiagnosed, as many as recognition missed are counted as `undiagnosedRecognition`.
/// - The habits to work on: at most `workOnCount`, each with at least `minimumAnswers` answers
///   and a miss, lowest accuracy first, then most misses, then name.
public struct HabitStatistics: Sendable {
  /// One habit's answers and the learner's own misses.
  public struct Row: Sendable, Equatable {
    public let habit: Habit
    public let tally: Tally
    /// The items missed, most misses first (then the last answered first, then the key), with
    /// their expected form: the learner's own examples.
    public let missed: [Miss]
  }

  /// An item the learner missed, and its expected form.
  public struct Miss: Sendable, Equatable {
    public let key: QuestionKey
    public let expected: String
    public let misses: Int
  }

  /// Answers a habit needs before it can be one to work on: fewer say little.
  public static let minimumAnswers = 5
  /// How many habits to work on are named.
  public static let workOnCount = 3

  /// Every habit answered, in `Habit.all`'s order.
  public let rows: [Row]
  /// First answers missed per diagnosis kind, in `DiagnosisKind` order, only those with misses.
  public let misses: [(kind: DiagnosisKind, count: Int)]
  /// First answers missed (skips aside) with no diagnosis recorded: older quizzes, recognition.
  public let undiagnosed: Int
  /// Of `undiagnosed`, those of the recognition drills, which are never diagnosed; the rest
  /// come from quizzes older than diagnosis.
  public let undiagnosedRecognition: Int
  /// The weakest habits, lowest accuracy first.
  public let workOn: [Row]

  public init(summary: HistorySummary, classifier: HabitClassifier) {
    var tallies: [Habit: Tally] = [:]
    var missed: [Habit: [(miss: Miss, last: Date)]] = [:]
    var recognitionMisses = 0
    for (key, drill, progress) in summary.items {
      let tally = progress.tally
      guard tally.answers > 0 else { continue }
      if drill.isRecognition { recognitionMisses += tally.misses - tally.skipped }
      let habits = classifier.habits(key)
      let expected = classifier.expected(key)
      for habit in habits {
        tallies[habit, default: Tally()].add(tally)
        if tally.misses > 0, let expected {
          missed[habit, default: []].append(
            (Miss(key: key, expected: expected, misses: tally.misses), progress.lastDate))
        }
      }
      var accents = Tally()
      accents.accentSlips = tally.accentSlips
      if let expected, HabitClassifier.hasWrittenAccent(expected) {
        accents.correct = tally.correct
      }
      if accents.answers > 0 {
        tallies[.accents, default: Tally()].add(accents)
        if tally.accentSlips > 0, let expected {
          missed[.accents, default: []].append(
            (Miss(key: key, expected: expected, misses: tally.accentSlips), progress.lastDate))
        }
      }
    }
    rows = Habit.all.compactMap { habit in
      guard let tally = tallies[habit] else { return nil }
      let examples = (missed[habit] ?? []).sorted { a, b in
        if a.miss.misses != b.miss.misses { return a.miss.misses > b.miss.misses }
        if a.last != b.last { return a.last > b.last }
        return a.miss.key.sortKey < b.miss.key.sortKey
      }
      return Row(habit: habit, tally: tally, missed: examples.map(\.miss))
    }
    var counted: [(DiagnosisKind, Int)] = []
    for kind in DiagnosisKind.allCases {
      if let count = summary.diagnoses[kind.rawValue], count > 0 { counted.append((kind, count)) }
    }
    misses = counted
    let overall = summary.overall
    undiagnosed = max(0, overall.misses - overall.skipped - counted.reduce(0) { $0 + $1.1 })
    undiagnosedRecognition = min(undiagnosed, max(0, recognitionMisses))
    workOn = Array(
      rows.filter { $0.tally.answers >= Self.minimumAnswers && $0.tally.misses > 0 }
        .sorted { a, b in
          if a.tally.accuracy != b.tally.accuracy { return a.tally.accuracy < b.tally.accuracy }
          if a.tally.misses != b.tally.misses { return a.tally.misses > b.tally.misses }
          return a.habit.name < b.habit.name
        }
        .prefix(Self.workOnCount))
  }
}
