import AnswerDiagnosis
import ConjugarCore
import ConjugarQuiz
import DurableFiles
import LearningProgress
import QuizHistory
import Testing

@testable import LearningHabits

/// A history of the given answers, each `verb tense person mark [diagnosis]`, one quiz a line.
func summary(_ quizzes: [[String]]) throws -> HistorySummary {
  var lines: [String] = []
  for (index, answers) in quizzes.enumerated() {
    let written = answers.map { text in
      let parts = text.split(separator: " ").map(String.init)
      var answer =
        #"{"verb":"\#(parts[0])","tense":"\#(parts[1])","person":"\#(parts[2])","mark":"\#(parts[3])""#
      if parts.count > 4 { answer += #","diagnosis":"\#(parts[4])""# }
      return answer + "}"
    }
    lines.append(
      #"{"date":"2025-03-\#(10 + index)T14:00:00Z","answers":["# + written.joined(separator: ",")
        + "]}")
  }
  let history = QuizHistory(
    file: MemoryFile(content: Array(lines.map { $0 + "\n" }.joined().utf8)), summaryCache: nil)
  return try HistorySummary(reading: history, calendar: .utc)
}

let conjugator = Conjugator()
var classifier: HabitClassifier { HabitClassifier(conjugator: conjugator) }

@Suite struct HabitClassifierTests {
  /// Each item counts for the habits its expected form shows, found from the verb's pattern.
  @Test(arguments: [
    ("tener", Tense.preterito, Person.yo, ["strong-preterite"]),
    ("tener", .imperfectoDeSubjuntivo1, .ellos, ["strong-preterite"]),
    ("pensar", .presenteDeIndicativo, .yo, ["stem-e-ie"]),
    ("pensar", .presenteDeIndicativo, .nosotros, []),
    ("empezar", .presenteDeSubjuntivo, .yo, ["stem-e-ie", "spelling-before-e"]),
    ("buscar", .preterito, .yo, ["spelling-before-e"]),
    ("coger", .presenteDeIndicativo, .yo, ["spelling-before-a-o"]),
    ("poner", .presenteDeIndicativo, .yo, ["yo-go"]),
    ("conocer", .presenteDeIndicativo, .yo, ["zc"]),
    ("pedir", .preterito, .el, ["stem-e-i"]),
    ("hablar", .preterito, .yo, []),
  ])
  func theExpectedFormShowsItsHabits(verb: String, tense: Tense, person: Person, keys: [String]) {
    let key = QuestionKey(verb: verb, item: .tense(tense), person: person)
    #expect(classifier.habits(key).map(\.key) == keys)
  }

  @Test func everyIrregularityHasOneHabitAndKeysAreUnique() {
    for irregularity in Irregularity.all {
      #expect(Habit.all.filter { $0.irregularities.contains(irregularity) }.count == 1)
    }
    #expect(Set(Habit.all.map(\.key)).count == Habit.all.count)
    #expect(Habit.all.last == .accents && !Habit.accents.isDrillable)
  }
}

@Suite struct HabitStatisticsTests {
  static let history: [[String]] = [
    [
      "tener preterito yo wrong regularized", "hacer preterito el wrong regularized",
      "poner preterito yo correct", "decir preterito yo correct",
      "pensar presenteDeIndicativo yo wrong regularized",
      "hablar preterito el accentOnly accent", "comer preterito yo correct",
      "buscar preterito yo wrong spelling", "ir preterito yo skipped",
      "vivir presenteDeIndicativo yo wrong",
    ],
    [
      "tener preterito yo wrong other-form", "estar preterito yo correct",
      "pensar presenteDeIndicativo tu correct", "querer presenteDeIndicativo yo correct",
      "hablar preterito el correct", "dormir presenteDeIndicativo yo accentOnly",
    ],
  ]

  /// Strong preterites: tener ×2 missed, hacer missed, poner, decir, estar right (3 of 6).
  /// e→ie: pienso missed, piensas, quiero right (2 of 3). Accents: hablé (2 answers, 1 slip),
  /// comí (right), and duermo's slip (a form without an accent): 2 of 4.
  @Test(arguments: [
    ("strong-preterite", 3, 6, ["tuve", "hizo"]),
    ("stem-e-ie", 2, 3, ["pienso"]),
    ("stem-o-ue", 0, 1, ["duermo"]),
    ("spelling-before-e", 0, 1, ["busqué"]),
    ("accents", 2, 4, ["duermo", "habló"]),
  ])
  func habitsCountFirstAnswers(key: String, correct: Int, answers: Int, examples: [String])
    throws
  {
    let statistics = HabitStatistics(summary: try summary(Self.history), classifier: classifier)
    let row = try #require(statistics.rows.first { $0.habit.key == key })
    #expect(row.tally.correct == correct && row.tally.answers == answers)
    #expect(row.missed.map(\.expected) == examples)
  }

  @Test func missesByKindAndTheUndiagnosed() throws {
    let statistics = HabitStatistics(summary: try summary(Self.history), classifier: classifier)
    #expect(
      statistics.misses.map { "\($0.kind.rawValue) \($0.count)" } == [
        "accent 1", "other-form 1", "regularized 3", "spelling 1",
      ])
    // vivo wrong and duermo's accent slip have none; ir's skip is no answer to diagnose.
    #expect(statistics.undiagnosed == 2)
  }

  /// At least `minimumAnswers` answers and a miss; lowest accuracy first.
  @Test func theHabitsToWorkOnAreTheWeakestWithEnoughAnswers() throws {
    let statistics = HabitStatistics(summary: try summary(Self.history), classifier: classifier)
    #expect(statistics.workOn.map(\.habit.key) == ["strong-preterite"])
    let more = try summary(
      Self.history + [
        ["hablar preterito yo accentOnly", "comer preterito el accentOnly"],
        [
          "pensar presenteDeIndicativo el wrong", "cerrar presenteDeIndicativo yo wrong",
          "entender presenteDeIndicativo ellos correct",
        ],
      ])
    let weaker = HabitStatistics(summary: more, classifier: classifier)
    // accents 2 of 6 (33%), e→ie 2 of 5 (40%), strong preterites 3 of 6 (50%).
    #expect(weaker.workOn.map(\.habit.key) == ["accents", "stem-e-ie", "strong-preterite"])
    #expect(weaker.workOn.map(\.tally.accuracy) == weaker.workOn.map(\.tally.accuracy).sorted())
  }

  /// Same accuracy: more misses first, then the name.
  @Test func tiesGoToMoreMissesThenTheName() throws {
    let history = [
      (0..<5).map { _ in "tener preterito yo wrong" }
        + (0..<5).map { _ in "tener preterito el correct" },
      (0..<3).map { _ in "poner presenteDeIndicativo yo wrong" }
        + (0..<3).map { _ in "salir presenteDeIndicativo yo correct" },
      (0..<3).map { _ in "conocer presenteDeIndicativo yo wrong" }
        + (0..<3).map { _ in "parecer presenteDeIndicativo yo correct" },
    ]
    let statistics = HabitStatistics(summary: try summary(history), classifier: classifier)
    #expect(
      statistics.workOn.map(\.habit.name) == [
        "strong preterites", "-zc- before a and o", "yo in -go",
      ])
  }
}
