import Messages
import Synchronization

/// The language of what the process itself says where no command's environment reaches: a
/// failed write to standard output (`StandardStreams`) and the out-of-memory line
/// (`MemoryLimit`, whose handler gets the line ready-made). The one process-wide copy of the
/// language a command line chose (`CommandRun` decides it once and hands it here and to the
/// environment); English until then.
public enum ProcessVoice {
  private static let spoken = Mutex(Language.english)

  /// The language the process speaks in now.
  public static var language: Language { spoken.withLock { $0 } }

  /// Speaks `language` from now on: the out-of-memory handler's line is made again in it.
  public static func speak(_ language: Language) {
    let changed = spoken.withLock { current in
      defer { current = language }
      return current != language
    }
    if changed { MemoryLimit.languageChanged() }
  }
}
