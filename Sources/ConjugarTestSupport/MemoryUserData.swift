import ConjugarCommands
import ConjugarSettings
import DurableFiles
import LineInput
import QuizHistory

extension UserData {
  /// Everything in memory, whatever the locations say: commands run without touching a disk.
  public static func inMemory(
    settings: any SettingsStore = MemorySettingsStore(), quizHistory: MemoryFile = MemoryFile(),
    replHistory: MemoryFile = MemoryFile()
  ) -> UserData {
    UserData(
      settingsStore: { _, _ in settings },
      quizHistory: { _ in QuizHistory(file: quizHistory) },
      replHistory: { _ in LineHistory(file: replHistory) })
  }
}
