import ConjugarSettings

/// Where feedback goes: the one place the address is written (the invitation names it, the user
/// guide too). Set it when building a release for another home.
public enum FeedbackAddress {
  public static let issues = "https://github.com/conjugar/conjugar/issues"

  /// The invitation: one line on a terminal's standard error, never on standard output, so it
  /// never interrupts what a script reads.
  public static let invitation =
    "conjugar: enjoying conjugar? Tell us what helps and what gets in the way: \(issues)"
    + " (Turn this off: conjugar settings set reviewPrompts off)"
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
    return ReviewPrompter(settings: settings, now: now) {
      guard onTerminal else { return }
      writeError(FeedbackAddress.invitation)
    }
  }
}
