import ConjugarCommandLine
import ConjugarCommands
import ConjugarQuiz
import ConjugarTestSupport
import Messages
import Testing
import WorksheetOutput

/// `quiz`'s options in groups by purpose (what to drill, the worksheet, the class, the
/// selection), each group checking its own options before the command checks what they must
/// agree on. A command line with one mistake is refused as it was before the groups: where a
/// group's own check and a check across groups both fit one option, the one reported is the
/// one reported before (`--class ""` goes with `--worksheet` before it needs a name).
@Suite struct QuizOptionGroupTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let cases: [([String], Message)] = [
    // One option, two checks: the check across groups still comes first.
    (["--class", ""], .optionGoesWith("--class", "--worksheet")),
    (["--english"], .optionGoesWith("--english", "--mode context", "--mode recognize --sentences")),
    (["--mode", "context", "--english"], Message(.englishGoesWithWorksheet)),
    (["--worksheet", "--class", " "], Message(.classNeedsName)),
    // Each group's own checks.
    (["--count", "0"], .optionBetween("--count", 1, 500)),
    (["--review", "--weak"], Message(.weakNotWithReview)),
    (["--review", "--difficulty", "easy"], .optionNotWith("--difficulty", "--review")),
    (["--hint", "tense"], .optionGoesWith("--hint", "--mode context")),
    (["--mode", "context", "--weak"], .optionNotWith("--weak", "--mode context")),
    (["--sentences"], .optionGoesWith("--sentences", "--mode recognize")),
    (["--mode", "recognize", "--sentences", "--weak"], .optionNotWith("--weak", "--sentences")),
    (["--title", "T"], .optionGoesWith("--title", "--worksheet")),
    (["--paper", "a4"], .optionGoesWith("--paper", "--worksheet")),
    (["--versions", "2"], .optionGoesWith("--versions", "--worksheet")),
    (["--worksheet", "--versions", "0"], .optionBetween("--versions", 1, 26)),
    (["--grid"], .optionGoesWith("--grid", "--worksheet")),
    (["--worksheet", "--speak"], .optionNotWith("--speak", "--worksheet")),
    (["--assignment", ""], Message(.assignmentNeedsCode)),
    (["--assignment", "X"], Message(.assignmentNeedsClassKey)),
    (["--output", "o.txt"], .optionGoesWith("--output", "--assignment")),
    (["--key-file", ""], .optionNeedsFileName("--key-file")),
    // What the groups must agree on, checked by the command.
    (["--class", "3B"], .optionGoesWith("--class", "--worksheet")),
    (["--assignment", "X", "--key-file", "k.json", "--seed", "1"], Message(.assignmentAlone)),
    (["--key-file", "k.json"], Message(.keyFileGoesWith)),
    (["--worksheet", "--class", "3B", "--seed", "1"], Message(.seedNotWithClass)),
    (["--worksheet", "--class", "3B", "--review"], .optionNotWith("--review", "--class")),
    (["--worksheet", "--class", "3B", "--mode", "recognize"], Message(.classNotRecognize)),
    (["--format", "json"], .optionGoesWith("--format json", "--worksheet")),
    (["--worksheet", "--grid", "--weak"], .optionNotWith("--grid", "--weak")),
    (["--worksheet", "--grid", "--mode", "context"], Message(.gridNotContext)),
    (["--worksheet", "--grid", "--irregular"], Message(.gridNotIrregular)),
  ]

  @Test(arguments: cases)
  func aMistakeIsRefusedWithItsOwnLine(_ arguments: [String], _ message: Message) throws {
    let result = try runner.run(["quiz"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    let line = try #require(result.stderrLines.first)
    #expect(line.contains("error: " + message.text(in: .english) + " ("), "\(line)")
  }

  /// The groups make the request the options always made: each option to its field.
  @Test func theGroupsMakeTheSameRequest() throws {
    let sheet = try QuizCommand.parse([
      "--seed", "4", "--difficulty", "easy", "--mode", "recognize", "--sentences", "--count", "3",
      "--worksheet", "--answers", "--format", "json", "--versions", "2", "--english", "--title",
      "T", "--instructions", "I", "--paper", "letter", "--tense", "preterito", "--accents",
      "strict", "--settings", "s.json",
    ])
    #expect(
      sheet.request
        == QuizRequest(
          seed: 4, difficulty: .easy, kind: .recognizeSentences, count: 3, worksheet: true,
          answers: true, format: .json, versions: 2, english: true,
          focus: QuizFocusRequest(items: [.tense(.preterito)]), settingsPath: "s.json",
          handout: WorksheetHandout(title: "T", instructions: "I", paper: .letter),
          accents: .strict))
    let sealed = try QuizCommand.parse([
      "--worksheet", "--class", "3B", "--key-file", "k.json", "--mode", "context", "--hint",
      "tense",
    ])
    #expect(
      sealed.request
        == QuizRequest(
          kind: .context, hint: .tense, worksheet: true,
          handout: WorksheetHandout(className: "3B"), keyFile: "k.json"))
    let assignment = try QuizCommand.parse([
      "--assignment", "X", "--key-file", "k.json", "--output", "o.txt", "--speak",
    ])
    #expect(
      assignment.request
        == QuizRequest(speak: true, keyFile: "k.json", assignment: "X", output: "o.txt"))
  }
}
