/// The typed messages of `stats` and of the review and weak-spots quizzes' notes
/// (`StatsMessages`). Counts choose the singular or plural key; the callers (StatsOutput) map
/// their own types (habits, families, drills, marks) to the keys named here by their stable
/// keys, which is why these take strings and not those types.
extension Message {
  /// `count` with the one or the many key.
  static func counted(_ count: Int, _ key: MessageKey) -> Message {
    Message(key, arguments: [.text(String(count))], plural: count)
  }

  public static func statsQuizzes(_ count: Int) -> Message {
    counted(count, .statsQuizzes)
  }

  public static func statsDays(_ count: Int) -> Message {
    counted(count, .statsDays)
  }

  /// "16 items", "16 formas".
  public static func statsItems(_ count: Int) -> Message {
    counted(count, .statsItems)
  }

  /// "6 quizzes (1 review), 32 answers: 20 correct (63%)" and, when any, the accent slips,
  /// wrong answers and skipped ones; `percent` as `statsPercent` writes it.
  public static func statsSummary(
    quizzes: Int, reviews: Int, answers: Int, correct: Int, percent: Int, accentSlips: Int,
    wrong: Int, skipped: Int
  ) -> Message {
    var arguments: [String: Argument] = [
      "quizzes": .message(statsQuizzes(quizzes)),
      "answers": .message(counted(answers, .statsAnswers)),
      "correct": .message(counted(correct, .statsCorrect)),
      "percent": .message(statsPercent(percent)),
    ]
    if reviews > 0 {
      arguments["reviews"] = .message(counted(reviews, .statsReviews))
    }
    return Message(reviews > 0 ? .statsSummaryWithReviews : .statsSummary, arguments)
      .followed(
        by: accentSlips > 0
          ? counted(accentSlips, .statsAccentSlips) : nil
      )
      .followed(by: wrong > 0 ? counted(wrong, .statsWrong) : nil)
      .followed(by: skipped > 0 ? counted(skipped, .statsSkipped) : nil)
  }

  /// "63%", "63 %" (the space does not break).
  public static func statsPercent(_ percent: Int) -> Message {
    Message.statsPercent(percent: percent)
  }

  /// `day`, `first` and `last` ISO days.
  public static func statsQuizDay(_ day: String) -> Message {
    Message.statsQuizDay(day: day)
  }

  public static func statsStreak(current: Int, longest: Int) -> Message {
    Message.statsStreak(current: statsDays(current), longest: statsDays(longest))
  }

  public static func statsReviewDue(_ due: Int, of items: Int) -> Message {
    Message.statsReviewDue(due: due, items: statsItems(items))
  }

  /// "Misses by kind: accent 2, …": `kinds` already joined.
  public static func statsMissesByKind(_ kinds: String) -> Message {
    Message.statsMissesByKind(kinds: kinds)
  }

  public static func statsUndiagnosed(_ count: Int) -> Message {
    Message.statsUndiagnosed(count: count)
  }

  public static func statsWorkOnNone(minimumAnswers: Int) -> Message {
    Message.statsWorkOnNone(count: minimumAnswers)
  }

  /// "  strong preterites: 5 of 9 right (56%); missed hizo (hacer), tuve (tener)": `habit`,
  /// `percent` and `examples` already written.
  public static func statsHabitLine(
    _ habit: String, correct: Int, answers: Int, percent: String, examples: String
  ) -> Message {
    Message.statsHabitLine(
      habit: habit, correct: correct, answers: answers, percent: percent, examples: examples)
  }

  public static func statsWeakestRecent(correct: Int, answers: Int) -> Message {
    Message.statsWeakestRecent(count: answers, correct: correct, answers: answers)
  }

  /// "  easy · latin-america · 5 questions — 20 on 2025-03-07 (seed 15)".
  public static func statsBestLine(group: String, score: Int, day: String, seed: UInt64?)
    -> Message
  {
    Message.statsBestLine(group: group, score: score, day: day)
      .followed(by: seed.map { Message.statsBestSeed(seed: $0) })
  }

  public static func statsOnly(_ focus: String) -> Message {
    Message.statsOnly(focus: focus)
  }

  /// "16 items, 8 due today (retention 0.9)".
  public static func statsItemsTitle(items: Int, due: Int, retention: String) -> Message {
    Message.statsItemsTitle(items: statsItems(items), due: due, retention: retention)
  }

  public static func statsDaysValue(_ value: String) -> Message {
    Message.statsDaysValue(value: value)
  }

  public static func statsFamilyLike(_ model: String) -> Message {
    Message.statsFamilyLike(model: model)
  }

  public static func statsFamilySpelling(_ model: String) -> Message {
    Message.statsFamilySpelling(model: model)
  }

  /// A drill by its JSON value (`conjugate`, `recognize-sentences`); nil for another.
  public static func statsDrill(_ value: String) -> Message? {
    let keys: [String: MessageKey] = [
      "conjugate": .statsDrillConjugate, "recognize": .statsDrillRecognize,
      "translate": .statsDrillTranslate, "context": .statsDrillContext,
      "recognize-sentences": .statsDrillRecognizeSentences,
    ]
    return keys[value].map { Message($0) }
  }

  /// An answer's mark by its JSON value (`correct`, `accentOnly`); nil for another.
  public static func statsMark(_ value: String) -> Message? {
    let keys: [String: MessageKey] = [
      "correct": .statsMarkCorrect, "accentOnly": .statsMarkAccentOnly,
      "partlyRight": .statsMarkPartlyRight, "wrong": .statsMarkWrong,
      "skipped": .statsMarkSkipped,
    ]
    return keys[value].map { Message($0) }
  }

  /// A habit by its stable key (`strong-preterite`, `accents`); nil for another.
  public static func habit(_ key: String) -> Message? {
    let keys: [String: MessageKey] = [
      "stem-e-ie": .habitStemEToIE, "stem-o-ue": .habitStemOToUE, "stem-u-ue": .habitStemUToUE,
      "stem-i-ie": .habitStemIToIE, "stem-e-i": .habitStemEToI, "stem-o-u": .habitStemOToU,
      "strong-preterite": .habitStrongPreterite, "irregular-preterite": .habitIrregularPreterite,
      "yo-go": .habitYoGo, "zc": .habitZC, "yo-irregular": .habitIrregularYo,
      "y-insertion": .habitYInsertion, "future-stem": .habitFutureStem,
      "irregular-participle": .habitIrregularParticiple,
      "irregular-gerund": .habitIrregularGerund, "short-imperative": .habitShortImperative,
      "irregular-imperfect": .habitIrregularImperfect,
      "irregular-subjunctive": .habitIrregularSubjunctive,
      "accent-hiatus": .habitAccentHiatus, "irregular-stress": .habitIrregularStress,
      "irregular-form": .habitIrregularForm, "spelling-before-e": .habitSpellingBeforeE,
      "spelling-before-a-o": .habitSpellingBeforeAO, "spelling-i-y": .habitSpellingIToY,
      "spelling-i-dropped": .habitSpellingIDropped, "spelling-h-ue": .habitSpellingInitialH,
      "accents": .habitAccents,
    ]
    return keys[key].map { Message($0) }
  }

  /// `day` an ISO day.
  public static func reviewNothingDue(nextDay day: String) -> Message {
    Message.reviewNothingDue(day: day)
  }

  public static func weakNothingWeak(minimumAnswers: Int) -> Message {
    Message.weakNothingWeak(count: minimumAnswers, command: "conjugar stats")
  }

}
