/// Where a quiz's questions come from: the curriculum, or the review of missed items
/// (`quiz --review`).
enum QuizSelection: Equatable {
  case curriculum
  /// `dueToday`: how many items of the review queue are due today.
  case review(dueToday: Int)

  /// The history's `mode`.
  var name: String {
    switch self {
    case .curriculum: "quiz"
    case .review: "review"
    }
  }
}
