/// Where a quiz's questions come from: `mode` in the history (`QuizRecord.source`). The raw
/// values are the history's spellings, which every existing file holds.
public enum QuestionSource: String, Sendable {
  /// The curriculum for the difficulty: `conjugar quiz`.
  case curriculum = "quiz"
  /// The spaced-review queue (FSRS) of the items answered: `conjugar quiz --review`.
  case spacedReview = "review"
  /// The weakest habits' irregular forms: `conjugar quiz --weak`. Older versions, which do not
  /// know the value, read it as `quiz`.
  case weakSpots = "weak"
}
