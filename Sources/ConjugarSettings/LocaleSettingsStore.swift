/// A store whose settings carry the locale's region (`Settings.localeRegion`): what `load`,
/// `update` and `save` give back, and what a change sees, follows the locale while the user
/// has set no region. Nothing of the locale is saved.
public struct LocaleSettingsStore: SettingsStore {
  public let base: any SettingsStore
  public let localeRegion: LocaleRegion

  public init(_ base: any SettingsStore, localeRegion: LocaleRegion) {
    self.base = base
    self.localeRegion = localeRegion
  }

  public func load() -> Settings { withLocale(base.load()) }

  @discardableResult
  public func update(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    withLocale(try base.update { value in changeWithLocale(&value, change) })
  }

  @discardableResult
  public func save(_ change: (inout Settings) -> Void) throws(SettingsError) -> Settings {
    withLocale(try base.save { value in changeWithLocale(&value, change) })
  }

  private func withLocale(_ settings: Settings) -> Settings {
    var settings = settings
    settings.localeRegion = localeRegion
    return settings
  }

  private func changeWithLocale(_ value: inout Settings, _ change: (inout Settings) -> Void) {
    let stored = value.localeRegion
    value.localeRegion = localeRegion
    change(&value)
    value.localeRegion = stored
  }
}
