/// Where the settings file lives: `--settings`, else `CONJUGAR_SETTINGS`, else
/// `$XDG_CONFIG_HOME/conjugar/settings.json`, else `~/.config/conjugar/settings.json`.
public enum SettingsLocation {
  public static func path(option: String?, environment: [String: String]) -> String {
    if let option, !option.isEmpty { return option }
    if let path = environment["CONJUGAR_SETTINGS"], !path.isEmpty { return path }
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      return config + "/conjugar/settings.json"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
    return home + "/.config/conjugar/settings.json"
  }

  /// The folder of a path ("." for a bare file name).
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
