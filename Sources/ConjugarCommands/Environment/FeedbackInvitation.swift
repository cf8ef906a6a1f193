import ConjugarSettings
import Messages

/// Where feedback goes: the one place the address is written (the invitation names it, the user
/// guide too). Set it when building a release for another home.
public enum FeedbackAddress {
  public static let issues = "https://github.com/conjugar/conjugar/issues"

  /// The invitation: one line on a terminal's standard error, never on standard output, so it
  /// never interrupts what a script reads.
  public static let invitation = invitation(in: .english)

  /// The invitation in `language`.
  public static func invitation(in language: Language) -> String {
    Message.feedbackInvitation(address: issues).text(in: language)
  }
}

extension CommandEnvironment {
  /// Counts an action towards the feedback invitation, only when a person could see one (standard
  /// error is a terminal): scripted lookups and quizzes neither use up the invitation unseen nor
  /// write the settings file and pay for its fsync.
  func promptableActionHappened(settings: any SettingsStore) {
    guard standardErrorIsTerminal else { return }
    feedbackInvitation(settings: settings).promptableActionHappened()
  }

  /// The feedback invitation the live program uses (a `ReviewPrompter`): a short line on a
  /// terminal's stderr.
  func feedbackInvitation(settings: any SettingsStore) -> ReviewPrompter {
    let onTerminal = standardErrorIsTerminal
    let writeError = self.writeError
    let language = self.language
    return ReviewPrompter(settings: settings, now: now) {
      guard onTerminal else { return }
      writeError(FeedbackAddress.invitation(in: language))
    }
  }
}
