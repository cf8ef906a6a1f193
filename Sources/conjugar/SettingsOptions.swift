import ArgumentParser
import ConjugarSettings

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
