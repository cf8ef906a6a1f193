import ConjugarSettings
import DurableFiles
import Foundation
import SimpleJSON
import Synchronization
import TestBasics
import Testing

final class Warnings: Sendable {
  let lines = Mutex<[String]>([])
  var sink: @Sendable (String) -> Void { { line in self.lines.withLock { $0.append(line) } } }
  var all: [String] { lines.withLock { $0 } }
}

@Suite struct FileSettingsStoreTests {
  let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }

  @Test func createsFoldersAndWritesAPrivateFile() throws {
    let folder = try ScratchFolder()
    let path = folder.path("deep/er/settings.json")
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    #expect(store.load() == .defaults)
    try store.update { $0.vos = true }
    #expect(store.load().vos)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(warnings.all.isEmpty)
    #expect(!folder.contents().isEmpty)
  }

  @Test func unknownKeysArePreservedOnWrite() throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    try #"{"theme": "dark", "vos": false}"#.write(toFile: path, atomically: true, encoding: .utf8)
    let store = FileSettingsStore(path: path, now: fixedNow, warn: { _ in })
    try store.update { $0.region = .spain }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(#""theme": "dark""#))
    #expect(text.contains(#""region": "spain""#))
  }

  /// Reading a corrupt file only warns (a read-only command never renames a user's file); the
  /// next write moves it aside, never overwriting it.
  @Test(arguments: ["{not json", "[1, 2, 3]", "\"just text\"", "\u{0}\u{1}binary"])
  func corruptFileIsKeptByReadsAndMovedAsideByAWrite(_ content: String) throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    #expect(store.load() == .defaults)
    #expect(store.load() == .defaults)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("is not a JSON object; using defaults") == true)
    #expect(folder.contents() == ["settings.json"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == content)
    try store.update { $0.vos = true }
    #expect(warnings.all.count == 2)
    #expect(warnings.all.last?.contains("moved it to \(path).corrupt-20270115T080000Z") == true)
    let aside = folder.path("settings.json.corrupt-20270115T080000Z")
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
    #expect(store.load().vos)
    // A second corruption at the same moment keeps the first copy and adds another.
    try content.write(toFile: path, atomically: true, encoding: .utf8)
    try FileSettingsStore(path: path, now: fixedNow, warn: { _ in }).update { $0.vos = false }
    #expect(try String(contentsOfFile: aside, encoding: .utf8) == content)
    #expect(folder.contents().contains("settings.json.corrupt-20270115T080000Z-2"))
  }

  /// `save` is for callers that report the failure themselves: it prints nothing.
  @Test func aFailedSaveIsThrownNotPrinted() throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    #expect(
      throws: SettingsError.unwritable(path: path, reason: "it is a directory, not a regular file")
    ) {
      try store.save { $0.vos = true }
    }
    #expect(warnings.all.isEmpty)
    #expect(folder.contents() == ["settings.json"], "no lock file beside a directory")
  }

  /// A FIFO or a device node at the settings path: reads warn once and use defaults, writes
  /// fail; nothing is opened, renamed, replaced or locked.
  @Test(arguments: ["fifo", "device"])
  func specialFilesAreLeftAlone(_ kind: String) throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    let made =
      kind == "fifo" ? mkfifo(path, 0o600) : mknod(path, S_IFCHR | 0o600, dev_t((1 << 8) | 3))
    #expect(made == 0)
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    #expect(store.load() == .defaults)
    let what = kind == "fifo" ? "a FIFO" : "a character device"
    #expect(
      warnings.all == [
        "cannot read settings at \(path): it is \(what), not a regular file; using defaults"
      ])
    #expect(throws: SettingsError.self) { try store.save { $0.vos = true } }
    #expect(throws: SettingsError.self) {
      try FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink).save { $0.vos = true }
    }
    #expect(folder.contents() == ["settings.json"])
    var info = stat()
    #expect(lstat(path, &info) == 0)
    #expect(info.st_mode & S_IFMT == (kind == "fifo" ? S_IFIFO : S_IFCHR))
  }

  /// A settings file kept elsewhere and linked (dotfiles): the target is replaced, the link
  /// survives, the lock and temporary files are beside the target.
  @Test func aSymbolicLinkSurvivesAnUpdate() throws {
    let folder = try ScratchFolder()
    try FileManager.default.createDirectory(
      atPath: folder.path("dotfiles"), withIntermediateDirectories: true)
    try #"{"region": "spain"}"#.write(
      toFile: folder.path("dotfiles/settings.json"), atomically: true, encoding: .utf8)
    let link = folder.path("settings.json")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "dotfiles/settings.json")
    let store = FileSettingsStore(path: link, now: fixedNow, warn: { Issue.record("\($0)") })
    try store.update { $0.vos = true }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "dotfiles/settings.json")
    let saved = try String(contentsOfFile: folder.path("dotfiles/settings.json"), encoding: .utf8)
    #expect(saved.contains(#""vos": true"#) && saved.contains(#""region": "spain""#))
    #expect(folder.contents() == ["dotfiles", "settings.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("dotfiles")).sorted()
        == ["settings.json", "settings.json.lock"])
  }

  @Test func inMemoryFile() throws {
    let file = MemoryFile(content: Array("{oops".utf8))
    let warnings = Warnings()
    let store = FileSettingsStore(file: file, now: fixedNow, warn: warnings.sink)
    try store.update { $0.vos = true }
    #expect(store.load().vos)
    #expect(
      file.movedAside.withLock { $0 } == ["(memory).corrupt-20270115T080000Z": Array("{oops".utf8)])
  }

  @Test func unwritableLocationWarnsOnceAndContinuesInMemory() throws {
    let folder = try ScratchFolder()
    let blocker = folder.path("file")
    try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
    let warnings = Warnings()
    let store = FileSettingsStore(
      path: blocker + "/settings.json", now: fixedNow, warn: warnings.sink)
    #expect(store.load() == .defaults)
    #expect(throws: SettingsError.self) { try store.update { $0.vos = true } }
    #expect(store.load().vos, "the change holds for this run")
    _ = try? store.update { $0.promptActionCount += 1 }
    _ = try? store.update { $0.promptActionCount += 1 }
    #expect(store.load().promptActionCount == 2)
    #expect(warnings.all.count == 1)
    #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "x")
  }

  @Test func unreadableLocationWarnsOnceAndUsesDefaults() throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let warnings = Warnings()
    let store = FileSettingsStore(path: path, now: fixedNow, warn: warnings.sink)
    #expect(store.load() == .defaults)
    #expect(store.load() == .defaults)
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.contains("cannot read settings") == true)
  }

  /// Two processes at once, each counting 100 promptable actions in the same file.
  @Test func concurrentProcessesLoseNoUpdate() async throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask {
          await #expect(processExitsWith: .success) { [path = path as String] in
            let store = FileSettingsStore(path: path, now: { Date() }, warn: { _ in })
            let prompter = ReviewPrompter(settings: store, now: { Date() }, requestReview: {})
            for _ in 0..<100 { prompter.promptableActionHappened() }
          }
        }
      }
    }
    let store = FileSettingsStore(path: path, now: { Date() }, warn: { _ in })
    #expect(store.load().promptActionCount == 200)
  }

  @Test func concurrentUpdatesFromManyThreadsLoseNothing() async throws {
    let folder = try ScratchFolder()
    let path = folder.path("settings.json")
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          let store = FileSettingsStore(
            path: path, now: { Date() }, warn: { Issue.record("\($0)") })
          for _ in 0..<25 { _ = try? store.update { $0.promptActionCount += 1 } }
        }
      }
    }
    let store = FileSettingsStore(path: path, now: { Date() }, warn: { _ in })
    #expect(store.load().promptActionCount == 100)
    #expect(folder.contents() == ["settings.json", "settings.json.lock"])
  }
}
