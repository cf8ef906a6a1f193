import ConjugarTestSupport
import Foundation
import Testing

/// Issue 41: `quiz --from FILE…` drills the verbs of the learner's own text in its sentences,
/// keeps each sentence with its answer in the history alone, asks the items again in `--review`
/// in the same sentence, and prints a cloze sheet of the text with `--worksheet`.
@Suite struct TextQuizCommandTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// A short news article: one finite verb in most sentences.
  static let news = """
    El ayuntamiento anunció ayer un plan para el centro. Los vecinos llevaban meses sin sombra.
    «Queremos árboles en la plaza», dijo una vecina. El alcalde ha prometido obras en marzo.
    Ojalá cumplan su palabra. Si tuviéramos dinero, lo haríamos nosotros.
    """

  /// The prompts of a quiz's transcript, in the order asked (first asking only): the sentence
  /// with its blank, without the verb in brackets.
  static func prompts(_ transcript: String) -> [(sentence: String, verb: String)] {
    transcript.split(separator: "\n").compactMap { line -> (String, String)? in
      guard let range = line.range(of: #"^\d+/\d+  "#, options: .regularExpression),
        line.hasSuffix(")"), let open = line.lastIndex(of: "(")
      else { return nil }
      let sentence = line[range.upperBound..<open].trimmingCharacters(in: .whitespaces)
      return (sentence, String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
    }
  }

  /// What the text wrote where a prompt's blank is.
  static func written(_ sentence: String, in text: String) throws -> String {
    let flat = text.replacingOccurrences(of: "\n", with: " ")
    let parts = sentence.components(separatedBy: "___")
    try #require(parts.count == 2, "\(sentence)")
    guard !parts[0].isEmpty else {
      // The blank begins the sentence: the text from the sentence's start to what follows.
      let after = try #require(flat.range(of: parts[1]), "\(parts[1])")
      let start =
        flat[..<after.lowerBound].range(of: ". ", options: .backwards)?.upperBound
        ?? flat.startIndex
      return String(flat[start..<after.lowerBound])
    }
    let before = try #require(flat.range(of: parts[0]), "\(parts[0])")
    let rest = flat[before.upperBound...]
    let after = parts[1].isEmpty ? rest.endIndex : try #require(rest.range(of: parts[1])).lowerBound
    return String(rest[..<after])
  }

  /// The text's own forms, in the order a seeded quiz asks them (read from a first run that
  /// skips every question).
  func originalForms(_ arguments: [String], text: String) throws -> [String] {
    let skipped = try runner.run(arguments, stdin: String(repeating: ":skip\n", count: 40))
    #expect(skipped.status == 0, "\(skipped.stderr)")
    let prompts = Self.prompts(skipped.stdout)
    let total =
      Int(
        skipped.stdout.split(separator: "\n").first { $0.hasPrefix("1/") }?
          .split(separator: "/")[1].prefix { $0.isNumber } ?? "0") ?? 0
    return try prompts.prefix(total).map { try Self.written($0.sentence, in: text) }
  }

  @Test func theTextsOwnFormsGetFullMarks() throws {
    try write("news.txt", Self.news)
    let arguments = ["quiz", "--from", path("news.txt"), "--seed", "4"]
    let forms = try originalForms(arguments, text: Self.news)
    #expect(forms.count >= 5, "\(forms)")
    try FileManager.default.removeItem(atPath: path("history.jsonl"))
    let result = try runner.run(arguments, stdin: forms.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("\(forms.count) of \(forms.count) correct (100%)"), "\(result.stdout)")
    #expect(!result.stdout.contains("✗"))
  }

  @Test func aSecondTextWithOtherVerbsDrillsWithTheFirst() throws {
    try write("news.txt", Self.news)
    try write("two.txt", "Mañana saldremos temprano. Ayer comimos juntos.")
    let arguments = ["quiz", "--from", path("news.txt"), path("two.txt"), "--seed", "2"]
    let forms = try originalForms(
      arguments, text: Self.news + "\n" + "Mañana saldremos temprano. Ayer comimos juntos.")
    #expect(forms.contains("saldremos") || forms.contains("comimos"), "\(forms)")
  }

  @Test func eachAnswerKeepsItsSentenceAndTheReviewAsksItThereAgain() throws {
    try write("news.txt", Self.news)
    let start = Date(timeIntervalSince1970: 1_767_000_000)
    var runner = self.runner
    runner.now = { start }
    let quiz = try runner.run(
      ["quiz", "--from", path("news.txt"), "--seed", "4", "--count", "3"],
      stdin: "x\nx\nx\nx\nx\nx\nx\nx\nx\n")
    #expect(quiz.status == 0, "\(quiz.stderr)")
    let asked = Self.prompts(quiz.stdout).prefix(3).map(\.sentence)
    let record = try lastRecord()
    #expect(record["drill"] as? String == "context")
    let answers = try #require(record["answers"] as? [[String: Any]])
    #expect(answers.allSatisfy { ($0["sentence"] as? String)?.contains("___") == true })
    #expect(Set(answers.compactMap { $0["sentence"] as? String }) == Set(asked))
    // Nothing of the text is written anywhere but the history.
    let files = try FileManager.default.contentsOfDirectory(atPath: runner.scratch.path)
    for file in files where file != "news.txt" && file != "history.jsonl" {
      let contents = (try? String(contentsOfFile: path(file), encoding: .utf8)) ?? ""
      #expect(!contents.contains("vecinos"), "\(file)")
    }

    runner.now = { start.addingTimeInterval(3 * 86_400) }
    let review = try runner.run(["quiz", "--review", "--seed", "1"], stdin: ":quit\n")
    #expect(review.status == 0, "\(review.stderr)")
    let reviewed = Self.prompts(review.stdout).map(\.sentence)
    #expect(!reviewed.isEmpty && reviewed.allSatisfy(asked.contains), "\(review.stdout)")
  }

  @Test func theReviewsAnswerKeepsTheSentenceForTheNextReview() throws {
    try write("news.txt", Self.news)
    let start = Date(timeIntervalSince1970: 1_767_000_000)
    var runner = self.runner
    runner.now = { start }
    _ = try runner.run(
      ["quiz", "--from", path("news.txt"), "--seed", "4", "--count", "1"], stdin: "x\nx\nx\n")
    let sentence = try #require(
      ((try lastRecord()["answers"] as? [[String: Any]])?.first?["sentence"]) as? String)
    runner.now = { start.addingTimeInterval(3 * 86_400) }
    let review = try runner.run(["quiz", "--review", "--seed", "1"], stdin: "x\nx\nx\n")
    #expect(review.status == 0, "\(review.stderr)")
    let answers = try #require(try lastRecord()["answers"] as? [[String: Any]])
    #expect(answers.first?["sentence"] as? String == sentence)
  }

  @Test func aWrongAnswerGetsTheDiagnosisAndTheSentencesCue() throws {
    try write("ayer.txt", "Ayer tuve un examen muy largo.")
    let result = try runner.run(
      ["quiz", "--from", path("ayer.txt"), "--seed", "1", "--verbs", "tener"],
      stdin: "tengo\ntuve\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("1/1  Ayer ___ un examen muy largo. (tener)"), "\(result.stdout)")
    #expect(result.stdout.contains("«ayer» asks for the pretérito: tuve"), "\(result.stdout)")
    // No English line for a learner's sentence.
    #expect(!result.stdout.contains("In English"))
  }

  @Test func tenseVerbsAndCountSelectAsElsewhere() throws {
    try write("news.txt", Self.news)
    let result = try runner.run(
      ["quiz", "--from", path("news.txt"), "--tense", "pretérito", "--seed", "1"],
      stdin: String(repeating: ":skip\n", count: 10))
    #expect(result.status == 0, "\(result.stderr)")
    let verbs = Self.prompts(result.stdout).map(\.verb)
    #expect(!verbs.isEmpty && Set(verbs).isSubset(of: ["anunciar", "decir"]), "\(verbs)")
    let one = try runner.run(
      ["quiz", "--from", path("news.txt"), "--count", "1", "--seed", "1"], stdin: ":skip\n")
    #expect(one.stdout.contains("1/1  "), "\(one.stdout)")
  }

  @Test func aSeededQuizRepeatsByteForByte() throws {
    try write("news.txt", Self.news)
    let arguments = ["quiz", "--from", path("news.txt"), "--seed", "7"]
    let first = try runner.run(arguments, stdin: ":quit\n")
    let second = try runner.run(arguments, stdin: ":quit\n")
    #expect(first.stdout == second.stdout)
  }

  @Test func subtitlesAndMarkdownAreDrilledInTheirProse() throws {
    try write(
      "film.srt",
      "1\n00:00:01,000 --> 00:00:03,000\nAyer tuve un sueño raro.\n\n2\n00:00:04,000 --> 00:00:06,000\n¿Dónde estabas tú?\n"
    )
    try write("note.md", "# Noticia\n\nEl **alcalde** anunció [un plan](http://x.es) nuevo.\n")
    let arguments = ["quiz", "--from", path("film.srt"), path("note.md"), "--seed", "2"]
    let skipped = try runner.run(arguments, stdin: ":skip\n:skip\n:skip\n:quit\n")
    let prompts = Self.prompts(skipped.stdout).prefix(3).map(\.sentence)
    let forms = [
      "Ayer ___ un sueño raro.": "tuve", "¿Dónde ___ tú?": "estabas",
      "El alcalde ___ un plan nuevo.": "anunció",
    ]
    let result = try runner.run(
      arguments, stdin: prompts.map { forms[$0] ?? "-" }.joined(separator: "\n") + "\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      Set(prompts) == [
        "Ayer ___ un sueño raro.", "¿Dónde ___ tú?", "El alcalde ___ un plan nuevo.",
      ],
      "\(result.stdout)")
    #expect(result.stdout.contains("3 of 3 correct (100%)"))
  }

  @Test func aWorksheetReadsItsTextFromStandardInput() throws {
    let result = try runner.run(
      ["quiz", "--from", "-", "--worksheet", "--answers", "--seed", "1"],
      stdin: "Ayer tuve un examen muy largo.\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Ayer (1) ____________ (tener) un examen muy largo."))
    #expect(result.stdout.contains("1. tuve"))
  }

  // MARK: Bad input

  @Test func anEmptyTextIsOneLine() throws {
    try write("empty.txt", " \n\n")
    let result = try runner.run(["quiz", "--from", path("empty.txt"), "--seed", "1"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("there is no text to read in"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func aTextWithoutAVerbIsOneLine() throws {
    try write("none.txt", "The cat on the mat. A red car.")
    let result = try runner.run(["quiz", "--from", path("none.txt"), "--seed", "1"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("no verb to drill in"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: [["--tense", "futuro de subjuntivo"], ["--verbs", "cantar"]])
  func aSelectionThatLeavesNoVerbSaysSo(_ selection: [String]) throws {
    try write("news.txt", Self.news)
    let result = try runner.run(["quiz", "--from", path("news.txt"), "--seed", "1"] + selection)
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("none of the text's verbs fits the selection"), "\(result.stderr)")
  }

  @Test func aMissingFileIsOneLine() throws {
    let result = try runner.run(["quiz", "--from", path("nope.txt"), "--seed", "1"])
    #expect(result.status == 66)
    #expect(result.stderr.contains("cannot read"), "\(result.stderr)")
  }

  @Test func binaryOrInvalidUTF8SaysWhichLine() throws {
    var bytes = Data("Ayer tuve frío.\nHoy ".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    try bytes.write(to: URL(fileURLWithPath: path("bad.txt")))
    let result = try runner.run(["quiz", "--from", path("bad.txt"), "--seed", "1"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 2"), "\(result.stderr)")
  }

  @Test(arguments: [
    ["--from", "-"], ["--from", "x.txt", "--review"], ["--from", "x.txt", "--weak"],
    ["--from", "x.txt", "--mode", "translate"], ["--from", "x.txt", "--worksheet", "--grid"],
  ])
  func optionsThatDoNotGoWithFromAreRefused(_ options: [String]) throws {
    let result = try runner.run(["quiz"] + options)
    #expect(result.status == 64, "\(options): \(result.stderr)")
    #expect(result.stderr.contains("--from"), "\(result.stderr)")
  }

  // MARK: Worksheet

  @Test func theClozeSheetBlanksEverySelectedVerbAndIsRepeatable() throws {
    try write("news.txt", Self.news)
    let arguments = [
      "quiz", "--from", path("news.txt"), "--worksheet", "--answers", "--seed", "3",
      "--format", "json",
    ]
    let first = try runner.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(try runner.run(arguments).stdout == first.stdout)
    let sheet = try #require(
      try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    let blanks = try #require(sheet["blanks"] as? [[String: Any]])
    #expect(blanks.count >= 5)
    #expect(blanks.map { $0["number"] as? Int } == Array(1...blanks.count))
    let scalars = Array(Self.news.unicodeScalars)
    for blank in blanks {
      let offset = try #require(blank["offset"] as? Int)
      let length = try #require(blank["length"] as? Int)
      var written = String.UnicodeScalarView()
      written.append(contentsOf: scalars[offset..<(offset + length)])
      #expect(String(written) == blank["written"] as? String)
    }
    let text = try runner.run(Array(arguments.dropLast(2)))
    #expect(text.stdout.contains("(1) ____________ ("), "\(text.stdout)")
    let count = try runner.run(Array(arguments.dropLast(2)) + ["--count", "2"])
    #expect(count.stdout.contains("2 blanks"), "\(count.stdout)")
  }

  @Test(arguments: ["markdown", "html"])
  func theClozeSheetPrintsInEveryFormat(_ format: String) throws {
    try write("news.txt", Self.news)
    let result = try runner.run(
      [
        "quiz", "--from", path("news.txt"), "--worksheet", "--answers", "--seed", "3", "--format",
        format,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("(anunciar)") || result.stdout.contains("anunciar"))
  }

  // MARK: Goldens

  @Test func goldenQuiz() throws {
    try write("news.txt", Self.news)
    let arguments = ["quiz", "--from", path("news.txt"), "--seed", "4", "--count", "4"]
    let forms = try originalForms(arguments, text: Self.news)
    // Three right, one wrong: the diagnosis and the cue.
    let answers = [forms[0], "tengo", forms[2], forms[3]].joined(separator: "\n") + "\n:quit\n"
    try? FileManager.default.removeItem(atPath: path("history.jsonl"))
    let result = try runner.run(arguments, stdin: answers)
    #expect(result.status == 0, "\(result.stderr)")
    try Golden.check(
      result.stdout.replacingOccurrences(of: runner.scratch.path, with: "DIR"),
      against: "text-quiz")
    let spanish = try runner.inSpanishBothWays(arguments, stdin: answers)
    try Golden.check(
      spanish.stdout.replacingOccurrences(of: runner.scratch.path, with: "DIR"),
      against: "text-quiz-es")
  }

  @Test func goldenWrongAnswer() throws {
    try write("examen.txt", "Ayer tuve un examen. Creo que mañana lloverá.")
    let arguments = ["quiz", "--from", path("examen.txt"), "--seed", "1", "--verbs", "tener"]
    let result = try runner.run(arguments, stdin: "tengo\ntuve\n")
    try Golden.check(result.stdout, against: "text-quiz-wrong")
    let spanish = try runner.inSpanishBothWays(arguments, stdin: "tengo\ntuve\n")
    try Golden.check(spanish.stdout, against: "text-quiz-wrong-es")
  }

  @Test(arguments: ["txt", "md", "html", "json"])
  func goldenWorksheet(_ format: String) throws {
    try write("news.txt", Self.news)
    let name = ["txt": "text", "md": "markdown", "html": "html", "json": "json"][format]!
    let arguments = [
      "quiz", "--from", path("news.txt"), "--worksheet", "--answers", "--seed", "3", "--format",
      name,
    ]
    let result = try runner.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    try Golden.check(result.stdout, against: "text-sheet", extension: format)
    if format == "txt" || format == "md" {
      let spanish = try runner.inSpanishBothWays(arguments)
      try Golden.check(spanish.stdout, against: "text-sheet-es", extension: format)
    }
  }
}
