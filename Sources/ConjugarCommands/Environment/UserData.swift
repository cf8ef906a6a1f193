import ConjugarSettings
import DurableFiles
import LineInput
import Messages
import QuizHistory

/// How commands open the user's files: the settings, the quiz history and the REPL history,
/// at the locations `UserDataLocations` resolves. `files` is the live value (ConjugarTestSupport
/// has `inMemory`, for tests that touch no disk).
public struct UserData: Sendable {
  /// The settings store at a location (a location that is unavailable still gives a store:
  /// defaults to read, an error to save).
  public var settingsStore:
    @Sendable (_ location: UserDataLocations.Location, _ environment: CommandEnvironment) ->
      any SettingsStore
  /// The quiz history at a location.
  public var quizHistory: @Sendable (_ location: UserDataLocations.Location) -> QuizHistory?
  /// The REPL history at a location.
  public var replHistory: @Sendable (_ location: UserDataLocations.Location) -> LineHistory?

  public init(
    settingsStore:
      @escaping @Sendable (
        _ location: UserDataLocations.Location, _ environment: CommandEnvironment
      ) -> any SettingsStore,
    quizHistory: @escaping @Sendable (_ location: UserDataLocations.Location) -> QuizHistory?,
    replHistory: @escaping @Sendable (_ location: UserDataLocations.Location) -> LineHistory?
  ) {
    self.settingsStore = settingsStore
    self.quizHistory = quizHistory
    self.replHistory = replHistory
  }

  /// Files on disk, under the `DurableFiles` policy.
  public static let files = UserData(
    settingsStore: { location, environment in
      let warn: @Sendable (Message) -> Void = { environment.warning($0) }
      switch location {
      case .path(let path):
        return FileSettingsStore(path: path, now: environment.now, report: warn)
      case .unavailable(let reason): return UnlocatedSettingsStore(reason: reason)
      }
    },
    quizHistory: { $0.path.map(QuizHistory.init(path:)) },
    replHistory: { $0.path.map(LineHistory.init(path:)) })
}

extension CommandEnvironment {
  /// The REPL history, or nil when it has no location (one warning on a terminal, where it
  /// would have been used).
  public func replHistory() -> LineHistory? {
    let location = UserDataLocations(settingsOption: nil, environment: variables).replHistory
    let history = userData.replHistory(location)
    if history == nil, standardInputIsTerminal, case .unavailable(let reason) = location {
      warning(.replHistoryNotKept(reason))
    }
    return history
  }
}
