import ConjugarCore
import SentenceBank
import Testing
import WorksheetOutput

// The questions are made by hand, with QuizQuestion's internal initializer.
@testable import ConjugarQuiz

/// Context worksheets rendered in-process: the sentence with a line in its blank and the
/// infinitive, the English under it with `--english`, the key's accepted forms and filled
/// sentence, and JSON's members.
@Suite struct ContextSheetTests {
  static let options = QuizOptions(difficulty: .easy, region: .latinAmerica, vos: false, count: 2)
  static let questions = [
    QuizQuestion(
      number: 1, verb: "tener", item: .tense(.preterito), person: .yo, answer: "tuve",
      alternatives: []),
    QuizQuestion(
      number: 2, verb: "tener", item: .tense(.imperfectoDeSubjuntivo1), person: .tu,
      answer: "tuvieras", alternatives: ["tuvieses"]),
  ]
  static let sentences = [
    1: Sentence(
      verb: "tener", tenses: [.preterito], person: .yo, spanish: "Ayer (yo) ___ un examen.",
      english: "Yesterday I had an *exam*.", cue: "ayer"),
    2: Sentence(
      verb: "tener", tenses: [.imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2], person: .tu,
      spanish: "¿Y si ___ <frío> & hambre?", english: "And if you were cold?", cue: "si"),
  ]

  static func render(
    _ format: WorksheetFormat, answers: Bool = false, english: Bool = false, hint: Bool = false
  ) -> String {
    let drill = Drill(
      kind: .context, questions: questions, options: options, conjugator: Conjugator(),
      sentences: sentences, showsTense: hint)
    let sheet = Worksheet(
      questions: questions, drill: drill, options: options, seed: 5, showsEnglish: english)
    return WorksheetPrinter.render(
      [.questions(sheet)], format: format, withAnswers: answers, versioned: false)
  }

  @Test func textPrintsTheSentenceWithALineInItsBlankAndTheInfinitive() {
    let text = Self.render(.text)
    #expect(text.hasPrefix("Worksheet · seed 5 · easy · latin-america · 2 questions · context\n"))
    #expect(text.contains("\n1. Ayer (yo) ____________ un examen. (tener)\n"))
    #expect(text.hasSuffix("\n2. ¿Y si ____________ <frío> & hambre? (tener)"))
    #expect(!text.contains("Yesterday"))
    #expect(!text.contains("Answer key"))
  }

  @Test func theTenseHintNamesTheTense() {
    #expect(Self.render(.text, hint: true).contains("un examen. (tener · pretérito)\n"))
  }

  @Test func englishIsAnIndentedLineUnderEachSentence() {
    let text = Self.render(.text, english: true)
    #expect(text.contains("(tener)\n   Yesterday I had an *exam*.\n2. "))
    #expect(text.hasSuffix("(tener)\n   And if you were cold?"))
  }

  @Test func theKeyGivesEveryAcceptedFormAndTheFilledSentence() {
    let text = Self.render(.text, answers: true)
    #expect(
      text.hasSuffix(
        "Answer key\n1. tuve — Ayer (yo) tuve un examen.\n"
          + "2. tuvieras (also tuvieses) — ¿Y si tuvieras <frío> & hambre?"))
  }

  @Test func markdownEscapesTheSentenceButNotItsLineAndItalicisesTheEnglish() {
    let markdown = Self.render(.markdown, answers: true, english: true)
    #expect(markdown.contains("\n1. Ayer (yo) ____________ un examen. (tener)\\\n"))
    #expect(markdown.contains("\n   *Yesterday I had an \\*exam\\*.*\n"))
    #expect(markdown.contains("\n2. ¿Y si ____________ \\<frío\\> & hambre? (tener)\\\n"))
    #expect(markdown.contains("\n1. tuve — Ayer (yo) **tuve** un examen.\n"))
    #expect(
      markdown.hasSuffix("\n2. tuvieras (also tuvieses) — ¿Y si **tuvieras** \\<frío\\> & hambre?"))
  }

  @Test func markdownWithoutEnglishHasNoLineBreaks() {
    let markdown = Self.render(.markdown)
    #expect(markdown.contains("\n1. Ayer (yo) ____________ un examen. (tener)\n2. "))
    #expect(!markdown.contains("*"))
  }

  @Test func htmlPutsALineInTheSentenceAndTheEnglishInASmallerLine() {
    let html = Self.render(.html, answers: true, english: true)
    #expect(
      html.contains(
        "<li value=\"2\"><span class=\"prompt\">¿Y si <span class=\"gap\"></span> &lt;frío&gt; "
          + "&amp; hambre? (tener)</span> <span class=\"english\">And if you were cold?</span></li>"
      ))
    #expect(!html.contains("class=\"blank\"></span>"), "the line is in the sentence")
    #expect(
      html.contains(
        "<li value=\"1\">tuve <span class=\"filled\">— Ayer (yo) <b>tuve</b> un examen.</span></li>"
      ))
    #expect(html.contains(".english { display: block;"))
    #expect(!Self.render(.html).contains("class=\"english\""))
  }

  /// Without the key, JSON says what the sheet says: the sentence, its verb and English, not
  /// the tense its cue asks for (the skill the sheet practises); with `--hint tense` or the
  /// key, the tenses too.
  @Test func jsonHasTheSentenceAndItsEnglishAndLeavesTheTenseToTheKey() {
    let json = Self.render(.json)
    #expect(
      json.hasPrefix(
        #"[{"number":1,"verb":"tener","person":"yo","sentence":"Ayer (yo) ___ un examen.","english":"Yesterday I had an *exam*."},"#
      ))
    #expect(!json.contains("tense"))
    #expect(!json.contains("answer"))
    #expect(!json.contains("filled"))
    for shown in [Self.render(.json, hint: true), Self.render(.json, answers: true)] {
      #expect(shown.contains(#""verb":"tener","tense":"preterito","person":"yo""#))
      #expect(
        shown.contains(#""tenses":["imperfectoDeSubjuntivo1","imperfectoDeSubjuntivo2"]"#))
    }
  }

  @Test func jsonWithTheKeyHasTheAnswersAndTheFilledSentence() {
    let json = Self.render(.json, answers: true)
    #expect(
      json.contains(
        #""answer":"tuvieras","alternatives":["tuvieses"],"filled":"¿Y si tuvieras <frío> & hambre?"}"#
      ))
  }
}
