import ConjugarQuiz
import LearningProgress
import LineInput
import Messages
import PlainText
import QuizHistory
import QuizOutput

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `conjugar quiz --placement`: the adaptive placement test (`PlacementTest`) asked through a
/// line reader, then its one line in the history (`PlacementRecord`): the groups known and
/// the forms they seed.
///
/// "I don't know" is an empty answer, `?`, `:skip`, "no sé" or "I don't know": it says the form
/// and counts only as a miss for its group. A right answer or an accent slip counts as right.
/// Stopped before its end (`:quit`, end of input, Ctrl-C, a signal) it records nothing and
/// says so: a placement half done would seed the groups it happened to reach.
struct PlacementQuiz {
  let seed: UInt64
  let options: QuizOptions
  let settingsPath: String?
  let accents: AccentsPolicy

  /// What the learner may type for "I don't know", folded to lower case.
  static let dontKnow: Set<String> = [
    "", "?", ":skip", ":s", "no sé", "no se", "nose", "no lo sé", "no lo se", "i don't know",
    "i dont know", "idk",
  ]

  func run(in environment: CommandEnvironment, reader: any LineReader) throws(CommandFailure) {
    let language = environment.language
    let say = { (message: Message) in environment.write(message.text(in: language)) }
    let conjugator = environment.conjugator
    let candidates = PlacementForms.candidates(options: options, conjugator: conjugator)
    var test = PlacementTest(candidates: candidates, seed: seed)
    let drill = Drill(kind: .conjugate, questions: [], options: options, conjugator: conjugator)
    let feedback = AnswerFeedback(
      drill: drill, accents: accents, diagnoser: nil, language: language)
    let turnText = QuizTurnText(
      drill: drill, questionCount: PlacementTest.questionLimit, language: language)
    let interactive = environment.standardInputIsTerminal
    let quiz = Quiz(conjugator: conjugator, cache: environment.quizCache)
    say(.placementTitle(seed: String(seed)))
    say(.placementHowTo(limit: PlacementTest.questionLimit))
    let keeper = AnswerKeeper()
    var stopped = false
    var recorded = false
    var inputFailure: Message? = nil
    try EndingSignals.asking(keeping: keeper) { () throws(CommandFailure) in
      asking: while let (_, key) = test.next() {
        var unused = SeededGenerator(seed: seed)
        guard let form = quiz.questions(for: [key], limit: 1, using: &unused).first else {
          test.answer(right: false)
          continue
        }
        let question = QuizQuestion(
          number: test.asked + 1, verb: form.verb, item: form.item, person: form.person,
          answer: form.answer, alternatives: form.alternatives)
        environment.write("")
        say(
          .placementQuestion(number: question.number, prompt: drill.prompt(question, in: language)))
        while true {
          let input = reader.readAnswer(prompt: "> ")
          switch input {
          case .end, .interrupted:
            stopped = true
            inputFailure = input == .end ? reader.failureReason : nil
            break asking
          case .invalid(let reason):
            if !interactive { environment.write(turnText.unreadableLine) }
            environment.write(turnText.answerAgain(reason: reason))
            continue
          case .line(let text):
            if !interactive { environment.write("> \(text)") }
            let typed = text.trimmingWhitespace()
            let command = String(typed.lowercased().map { $0 == "’" ? "'" : $0 })
            if command == ":quit" || command == ":q" {
              stopped = true
              break asking
            }
            if Self.dontKnow.contains(command) {
              say(.placementDontKnow(expected: drill.expected(question, in: language)))
              test.answer(right: false)
            } else if command.hasPrefix(":") {
              environment.write(turnText.unknownCommand(typed))
              continue
            } else {
              let mark = drill.mark(text, question, accents: accents)
              for line in feedback.lines(
                mark, question, given: text, diagnosis: nil, isRepeat: false)
              {
                environment.write(line)
              }
              test.answer(right: mark == .correct || mark == .accentOnly)
            }
          }
          break
        }
      }
      guard !stopped else {
        keeper.settle {}
        return
      }
      let record = Self.record(
        of: test, candidates: candidates, seed: seed, date: environment.now())
      keeper.settle {
        do throws(QuizHistory.Failure) {
          try environment.quizHistory(settingsPath: settingsPath).get().append(record)
          recorded = true
        } catch {
          environment.warning(.placementNotInHistory(reason: error.typed))
        }
      }
    }
    environment.write("")
    if stopped {
      say(.placementStopped(count: test.asked))
      if let inputFailure {
        throw CommandFailure(
          .ioError,
          message: Message.quizInputFailure(reason: inputFailure.text(in: language)).text(
            in: language))
      }
      return
    }
    let names = { (groups: [PlacementGroup]) in groups.map { $0.name.text(in: language) } }
    if test.known.isEmpty {
      say(Message(.placementNoneKnown))
    } else {
      say(.placementKnown(groups: names(test.known)))
    }
    if !test.notKnown.isEmpty { say(.placementNotKnown(groups: names(test.notKnown))) }
    say(.placementAsked(count: test.asked))
    let seeded = Self.forms(of: test.known, candidates: candidates).count
    // Not recorded (a history that cannot be written, warned about): nothing seeded.
    if seeded > 0, recorded {
      say(.placementSeeded(count: seeded))
      say(Message(.placementUndoHint))
    }
  }

  /// The forms the known groups seed, each once, in group order.
  static func forms(of groups: [PlacementGroup], candidates: [PlacementGroup: [QuestionKey]])
    -> [QuestionKey]
  {
    var seen: Set<QuestionKey> = []
    return groups.flatMap { PlacementTest.seededForms(of: $0, in: candidates[$0] ?? []) }
      .filter { seen.insert($0).inserted }
  }

  /// The history line of a finished placement.
  static func record(
    of test: PlacementTest, candidates: [PlacementGroup: [QuestionKey]], seed: UInt64,
    date: Date
  ) -> PlacementRecord {
    let state = FSRSPlacement.seed
    return PlacementRecord(
      date: date, seed: seed, questions: test.asked, known: test.known.map(\.rawValue),
      notKnown: test.notKnown.map(\.rawValue), stability: state.stability,
      difficulty: state.difficulty, forms: forms(of: test.known, candidates: candidates))
  }
}
