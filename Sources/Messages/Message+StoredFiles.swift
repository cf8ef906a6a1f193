/// The typed messages of `StoredFileMessages.swift`. A path is shown as it is; `reason` is a
/// file's reason (`FileFailure.typed`) or another message, said in the same language.
extension Message {
  public static func settingsCannotSave(to path: String, reason: Message) -> Message {
    Message.settingsCannotSaveTo(path: path, reason: reason)
  }

  /// A settings file that is not a JSON object, read: kept, and defaults used.
  public static func settingsNotObjectKept(_ path: String) -> Message {
    Message.settingsNotObjectKept(path: path)
  }

  /// A settings file that is not a JSON object, met by a write: moved aside to `aside`.
  public static func settingsNotObjectMoved(_ path: String, aside: String) -> Message {
    Message.settingsNotObjectMoved(path: path, aside: aside)
  }

  public static func settingsCannotRead(_ path: String, reason: Message) -> Message {
    Message.settingsCannotRead(path: path, reason: reason)
  }

  /// A failure to save, after which the change holds in memory for the run.
  public static func settingsThisRunOnly(_ error: Message) -> Message {
    Message.settingsThisRunOnly(error: error)
  }

  public static func settingsTooDeep(_ depth: Int) -> Message {
    Message.settingsTooDeep(depth: depth)
  }

  /// A reason a write refused a file over a limit, saying the file was not touched.
  public static func settingsLeftAlone(_ reason: Message) -> Message {
    Message.settingsLeftAlone(reason: reason)
  }

  public static func historyCannotWrite(_ path: String, reason: Message) -> Message {
    Message.historyCannotWrite(path: path, reason: reason)
  }

  public static func historyCannotRead(_ path: String, reason: Message) -> Message {
    Message.historyCannotRead(path: path, reason: reason)
  }

  public static func historyMissing(_ reason: Message) -> Message {
    Message.historyMissing(reason: reason)
  }

  /// `count` lines of the history at `path` skipped as unreadable.
  public static func historyLinesSkipped(_ count: Int, path: String) -> Message {
    count == 1
      ? Message.historyLineSkipped(path: path)
      : Message.historyLinesSkipped(count: count, path: path)
  }

  public static func quizNotInHistory(_ error: Message) -> Message {
    Message.quizNotInHistory(error: error)
  }

  public static func replHistoryNotKept(_ reason: Message) -> Message {
    Message.replHistoryNotKept(reason: reason)
  }

  public static func replHistoryCannotSave(_ path: String, reason: Message) -> Message {
    Message.replHistoryCannotSave(path: path, reason: reason)
  }

  public static func lineTooLong(_ maximum: Int) -> Message {
    Message.lineTooLong(maximum: maximum)
  }

  /// Line `number` of `verb -`'s standard input, refused for `reason`.
  public static func standardInputLine(_ number: Int, reason: Message) -> Message {
    Message.standardInputLine(number: number, reason: reason)
  }

  /// The verb list of `quiz --verbs-file` cannot be read; `path` is shown quoted.
  public static func verbListCannotRead(_ path: String, reason: Message) -> Message {
    Message.verbListCannotRead(path: path, reason: reason)
  }

  /// Standard output failed for `reason` (a full disk, a closed descriptor).
  public static func standardOutputCannotWrite(_ reason: Message) -> Message {
    Message.standardOutputCannotWrite(reason: reason)
  }

  public static func verbListTooLarge(_ path: String) -> Message {
    Message.verbListTooLarge(path: path)
  }

}
