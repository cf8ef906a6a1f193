import ConjugarQuiz
import ConjugarSettings
import LearningProgress
import Messages
import SentenceBank

/// The questions of `quiz --review`, a spaced review: the FSRS queue of the items answered, at
/// the retention the settings give, in the queue's order (the least likely to be recalled
/// first). Without `--mode` (the conjugation drill) it is the one honest queue: every item
/// `due` counts, each asked in its own drill (a context item as a sentence, a sentence to
/// recognise as one, else as a form; a translation item as its English). With `--mode`, the
/// items of that drill alone (the recognition drill, whose answers are not read into progress,
/// reviews the conjugation items), as on a worksheet (`onPaper`), whose sheet is of one drill.
struct SpacedReviewQuiz {
  /// The questions, numbered from 1 in the order asked.
  private(set) var questions: [QuizQuestion]
  /// The drill each question is asked in, by number.
  private(set) var askedIn: [Int: QuizKind]
  /// Reviewing every drill: the drill each question's item is kept in (the history's
  /// `"drill"`), by number; empty with `--mode`, whose answers are the drill's.
  private(set) var itemDrills: [Int: QuizKind]
  /// The sentence of each question asked in a sentence drill, by number.
  private(set) var sentences: [Int: Sentence]
  /// The learner's own sentence of each question a text drill asked (`quiz --from`), by
  /// number: asked there again, and recorded again with the answer.
  private(set) var textSentences: [Int: String] = [:]
  /// The items of the queue due today: what `due` counts (for the drills reviewed).
  let dueToday: Int

  /// The spaced review, or nil after one note on stderr when there is nothing to review; throws
  /// (after one error line) when the history cannot be read.
  static func make(
    count: Int?, seed: UInt64, drill: QuizKind, focus: QuizFocus, settingsPath: String?,
    onPaper: Bool = false, environment: CommandEnvironment
  ) throws(CommandFailure) -> SpacedReviewQuiz? {
    let everyDrill = drill == .conjugate && !onPaper
    let reviewed = drill == .recognize ? QuizKind.conjugate : drill
    let summary = try environment.historySummary(settingsPath: settingsPath)
    // A placement alone seeds items without a quiz: they are reviewed too.
    guard !summary.isEmpty || !summary.items.isEmpty else {
      environment.note(Message(.reviewNoHistory))
      return nil
    }
    let now = environment.now()
    let today = summary.calendar.day(of: now)
    let settings = environment.settingsStore(settingsPath: settingsPath).load()
    let retention = settings.retention
    let asksVos = QuizOptions(settings: settings, count: 0).asksVos
    let queue = SpacedReviewScheduler(summary: summary, retention: retention, now: now)
    let scheduler = everyDrill ? queue : queue.restricted(to: reviewed)
    guard let next = scheduler.nextDue else {
      environment.note(.reviewNoDrillAnswers(command: "conjugar quiz \(reviewed.options)"))
      return nil
    }
    let length = scheduler.length(count: count, today: today)
    guard length > 0 else {
      environment.note(.reviewNothingDue(nextDay: next.dueDay.iso))
      return nil
    }
    let quiz = Quiz(conjugator: environment.conjugator, cache: environment.quizCache)
    let context = ContextQuiz(
      bank: .bundled, conjugator: environment.conjugator, cache: environment.quizCache)
    var generator = SeededGenerator(seed: seed)
    var review = SpacedReviewQuiz(
      questions: [], askedIn: [:], itemDrills: [:], sentences: [:],
      dueToday: scheduler.dueCount(on: today))
    // Without a count, the items due (those that fit the selection); with one, then the next.
    let cards = count == nil ? scheduler.queue.filter { $0.dueDay <= today } : scheduler.queue
    for card in cards where review.questions.count < length {
      guard
        let form = quiz.questions(for: [card.key], limit: 1, focus: focus, using: &generator)
          .first
      else { continue }
      let number = review.questions.count + 1
      var asked = everyDrill ? card.drill : drill
      var question = form.numbered(number)
      if asked == .context,
        let text = summary.sentence(of: card.key, drill: .context),
        let found = TextQuiz.review(
          card.key, in: text, number: number, vos: asksVos, conjugator: environment.conjugator)
      {
        question = found.question
        review.sentences[number] = found.sentence
        review.textSentences[number] = text
      } else if asked.asksSentences {
        if let found = context.sentences(for: [form], using: &generator).first {
          question = found.question.numbered(number)
          review.sentences[number] = found.sentence
        } else if onPaper {
          continue
        } else {
          // No sentence in the bank for the item: asked without one.
          asked = asked == .context ? .conjugate : .recognize
        }
      }
      review.questions.append(question)
      review.askedIn[number] = asked
      if everyDrill { review.itemDrills[number] = card.drill }
    }
    guard !review.questions.isEmpty || focus.isEmpty else {
      environment.note(Message(.reviewEmptySelection))
      return nil
    }
    guard !review.questions.isEmpty else {
      environment.note(Message(.reviewNoForms))
      return nil
    }
    return review
  }

  /// The drill that asks the questions, each in its own drill (`Drill.init(mixing:kinds:)`).
  func drill(
    _ options: QuizOptions, showsTense: Bool, emphasis: @escaping (String) -> String,
    environment: CommandEnvironment
  ) -> Drill {
    let drills = QuizKind.allCases.compactMap { kind -> Drill? in
      let asked = questions.filter { askedIn[$0.number] == kind }
      guard !asked.isEmpty else { return nil }
      return Drill(
        kind: kind, questions: asked, options: options, conjugator: environment.conjugator,
        sentences: sentences.filter { askedIn[$0.key] == kind }, showsTense: showsTense,
        emphasis: emphasis)
    }
    return Drill(mixing: drills, kinds: askedIn)
  }
}

extension QuizQuestion {
  /// The same question with another number.
  fileprivate func numbered(_ number: Int) -> QuizQuestion {
    QuizQuestion(
      number: number, verb: verb, item: item, person: person, answer: answer,
      alternatives: alternatives)
  }
}
