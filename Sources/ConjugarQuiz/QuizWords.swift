import Messages

/// The quiz's choices as a header names them, in either language (`QuizMessages`): the quiz,
/// its worksheets and a class's key say a selection with the same words.
extension Difficulty {
  /// "easy", "fácil".
  public var message: Message {
    switch self {
    case .easy: Message(.quizDifficultyEasy)
    case .moderate: Message(.quizDifficultyModerate)
    case .difficult: Message(.quizDifficultyDifficult)
    }
  }
}

extension Region {
  /// "latin-america", "Latinoamérica".
  public var message: Message {
    switch self {
    case .latinAmerica: Message(.quizRegionLatinAmerica)
    case .rioplatense: Message(.quizRegionRioplatense)
    case .spain: Message(.quizRegionSpain)
    }
  }
}

extension QuizKind {
  /// What a header adds for the drill: nothing for the usual one, else " · recognize",
  /// " · reconocimiento".
  public var headerSuffix: Message {
    switch self {
    case .conjugate: .empty
    case .recognize: Message(.quizDrillRecognize)
    case .translate: Message(.quizDrillTranslate)
    case .context: Message(.quizDrillContext)
    case .recognizeSentences: Message(.quizDrillRecognizeSentences)
    }
  }
}
