import ArgumentParser
import ConjugarSettings
import LearningProgress
import QuizHistory

/// The settings file option shared by every command that reads or writes settings.
struct SettingsOptions: ParsableArguments {
  @Option(
    name: .customLong("settings"),
    help: ArgumentHelp(
      "Settings file (default: $CONJUGAR_SETTINGS, else $XDG_CONFIG_HOME/conjugar/settings.json, else ~/.config/conjugar/settings.json).",
      valueName: "path"))
  var path: String? = nil

  func store(in environment: CommandEnvironment) -> any SettingsStore {
    environment.settingsStore(
      SettingsLocation.path(option: path, environment: environment.variables), environment)
  }
}

extension SettingsOptions {
  /// The quiz history beside the settings file, with one warning if lines had to be skipped.
  func learningHistory(in environment: CommandEnvironment) -> LearningHistory {
    let history = QuizHistory(besideSettingsAt: SettingsLocation.path(option: path, environment: environment.variables))
    let learning = LearningHistory(reading: history)
    if learning.skippedLines > 0 {
      let lines = learning.skippedLines == 1 ? "1 line" : "\(learning.skippedLines) lines"
      environment.warning("\(lines) of \(history.path) could not be read and \(learning.skippedLines == 1 ? "was" : "were") skipped")
    }
    return learning
  }
}
