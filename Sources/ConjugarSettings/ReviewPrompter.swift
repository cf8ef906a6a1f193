#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The feedback invitation: asks, now and then, for feedback, on every ninth promptable action (a
/// finished quiz, a verb looked up) when at least 180 days have passed since the last time.
///
/// The name is the Conjugar app's, where it asks for an App Store review; it has nothing to do
/// with spaced review (`quiz --review`). The settings keys `reviewPrompts` and
/// `lastReviewPromptDate` keep their names too: settings files hold them.
public struct ReviewPrompter: Sendable {
  public static let actionsPerPrompt = 9
  public static let minimumInterval: TimeInterval = 180 * 24 * 60 * 60

  private let settings: any SettingsStore
  private let now: @Sendable () -> Date
  private let requestReview: @Sendable () -> Void

  public init(
    settings: any SettingsStore, now: @escaping @Sendable () -> Date,
    requestReview: @escaping @Sendable () -> Void
  ) {
    self.settings = settings
    self.now = now
    self.requestReview = requestReview
  }

  /// Counts an action; prompts when it is time. Never fails: a store that cannot save has
  /// already warned.
  public func promptableActionHappened() {
    let moment = now()
    var prompt = false
    _ = try? settings.update { value in
      // The count can be set to Int.max: it starts again rather than overflow.
      value.promptActionCount = value.promptActionCount < Int.max ? value.promptActionCount + 1 : 1
      prompt =
        value.promptActionCount % Self.actionsPerPrompt == 0
        && moment.timeIntervalSince(value.lastReviewPromptDate) >= Self.minimumInterval
      if prompt { value.lastReviewPromptDate = moment }
      if !value.reviewPrompts { prompt = false }
    }
    if prompt { requestReview() }
  }
}
