import ConjugarCore
import Testing
import WorksheetOutput

// The questions are made by hand, with QuizQuestion's internal initializer.
@testable import ConjugarQuiz

/// Worksheets rendered in-process, without the binary: headings, escaping and versions.
@Suite struct WorksheetTests {
  static let conjugator = Conjugator()
  static let options = QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 2)
  static let questions = [
    QuizQuestion(
      number: 1, verb: "tener", item: .tense(.preterito), person: .yo, answer: "tuve",
      alternatives: []),
    QuizQuestion(
      number: 2, verb: "ir", item: .gerund, person: nil, answer: "yendo", alternatives: []),
  ]

  static func sheet(
    _ kind: QuizKind = .conjugate, source: QuestionSource = .curriculum, dueToday: Int = 0,
    version: String? = nil, seed: UInt64 = 5
  ) -> WorksheetSheet {
    let drill = Drill(
      kind: kind, questions: questions, options: options, conjugator: conjugator)
    return .questions(
      Worksheet(
        questions: questions, drill: drill, options: options, seed: seed, source: source,
        dueToday: dueToday, version: version))
  }

  static func text(_ sheets: [WorksheetSheet], answers: Bool = false) -> String {
    WorksheetPrinter.render(sheets, format: .text, withAnswers: answers, versioned: false)
  }

  /// A recognition sheet shows forms: its JSON without the key names no verb, tense or person
  /// (they are the answer); with the key it does.
  @Test func recognitionJSONGivesTheReadingOnlyWithTheKey() {
    let sheet = Self.sheet(.recognize)
    let json = WorksheetPrinter.render([sheet], format: .json, withAnswers: false, versioned: false)
    #expect(json == #"[{"number":1,"form":"tuve"},{"number":2,"form":"yendo"}]"#)
    let key = WorksheetPrinter.render([sheet], format: .json, withAnswers: true, versioned: false)
    #expect(key.hasPrefix(#"[{"number":1,"verb":"tener","tense":"preterito","person":"yo","#))
  }

  @Test func aReviewSheetSaysHowManyItemsAreDueToday() {
    let review = Self.text([Self.sheet(.recognize, source: .spacedReview, dueToday: 3)])
    #expect(review.hasPrefix("Review worksheet · seed 5 · 2 questions · 3 due today · recognize\n"))
    let curriculum = Self.text([Self.sheet(dueToday: 3)])
    #expect(curriculum.hasPrefix("Worksheet · seed 5 · easy · latin-america · 2 questions\n"))
  }

  @Test func theKeyListsEachAnswer() {
    let text = Self.text([Self.sheet()], answers: true)
    #expect(text.hasSuffix("Answer key\n1. tuve\n2. yendo"))
    #expect(text.contains("1. tener · pretérito · yo: ____________"))
  }

  @Test func versionsInJSONCarryTheirLetterAndSeed() {
    let json = WorksheetPrinter.render(
      [Self.sheet(version: "A", seed: 5), Self.sheet(version: "B", seed: 9)], format: .json,
      withAnswers: false, versioned: true)
    #expect(json.hasPrefix(#"[{"version":"A","seed":5,"questions":[{"number":1,"#))
    #expect(json.contains(#"{"version":"B","seed":9,"questions":"#))
  }

  @Test func htmlEscapesTheFiveXMLCharacters() {
    let html = WorksheetPrinter.render(
      [Self.sheet(version: #"<&"'>"#)], format: .html, withAnswers: false, versioned: true)
    #expect(html.contains("<h1>Worksheet · Version &lt;&amp;&quot;&#39;&gt;</h1>"))
  }

  @Test func versionAKeepsTheSeedAndTheLettersRunFromA() {
    #expect(WorksheetVersion.seed(0, from: 42) == 42)
    #expect(WorksheetVersion.seed(1, from: 42) != 42)
    #expect((0..<3).map(WorksheetVersion.letter) == ["A", "B", "C"])
  }
}
