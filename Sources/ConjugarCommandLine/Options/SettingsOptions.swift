import ArgumentParser
import Messages

/// The settings file option shared by every command that reads or writes settings (the quiz
/// history lives beside the settings file, so it follows the option too).
struct SettingsOptions: ParsableArguments {
  @Option(
    name: .customLong("settings"),
    help: ArgumentHelp(
      CommandHelp.text(.helpSettingsFile), valueName: CommandHelp.text(.valuePath)),
    completion: .settingsFile)
  var path: String? = nil

  func validate() throws {
    if path?.isEmpty == true {
      throw ValidationError(HelpLanguage.text(.optionNeedsPath("--settings")))
    }
  }
}
