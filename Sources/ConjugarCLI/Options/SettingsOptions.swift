import ArgumentParser
import ConjugarSettings
import QuizHistory

/// The settings file option shared by every command that reads or writes settings (the quiz
/// history lives beside the settings file, so it follows the option too).
public struct SettingsOptions: ParsableArguments {
  @Option(
    name: .customLong("settings"),
    help: ArgumentHelp(
      "Settings file (default: $CONJUGAR_SETTINGS, else $XDG_CONFIG_HOME/conjugar/settings.json, else ~/.config/conjugar/settings.json).",
      valueName: "path"), completion: .settingsFile)
  var path: String? = nil

  public init() {}

  public func validate() throws {
    if path?.isEmpty == true {
      throw ValidationError("--settings needs a path; it was given an empty one")
    }
  }

  /// Where this command's user data lives: resolved once, by the one resolver.
  func locations(in environment: CommandEnvironment) -> UserDataLocations {
    UserDataLocations(settingsOption: path, environment: environment.variables)
  }

  func store(in environment: CommandEnvironment) -> any SettingsStore {
    environment.userData.settingsStore(locations(in: environment).settings, environment)
  }

  /// The quiz history, or why there is none (no home folder).
  func quizHistory(in environment: CommandEnvironment) -> Result<QuizHistory, QuizHistory.Failure> {
    let location = locations(in: environment).quizHistory
    if let history = environment.userData.quizHistory(location) { return .success(history) }
    if case .unavailable(let reason) = location { return .failure(.cannotWrite(reason)) }
    return .failure(.cannotWrite("the quiz history has no location"))
  }
}
