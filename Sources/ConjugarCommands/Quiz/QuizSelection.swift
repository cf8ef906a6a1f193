import QuizHistory

/// Where a quiz's questions come from: the curriculum, or the spaced review of missed items
/// (`quiz --review`).
enum QuizSelection: Equatable {
  case curriculum
  /// `dueToday`: how many items of the spaced-review queue are due today.
  case spacedReview(dueToday: Int)

  /// As the history records it.
  var recorded: QuizRecord.Selection {
    switch self {
    case .curriculum: .curriculum
    case .spacedReview: .spacedReview
    }
  }
}
