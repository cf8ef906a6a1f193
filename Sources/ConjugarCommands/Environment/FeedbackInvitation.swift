import ConjugarSettings

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
      writeError(
        "conjugar: enjoying conjugar? Your feedback helps: open an issue in the project's repository."
          + " (Turn this off: conjugar settings set reviewPrompts off)")
    }
  }
}
