import ConjugarCommandLine
import ConjugarCommands
import ConjugarSettings
import DurableFiles
import Foundation
import Testing

/// The attacks on user files, in-process: special files, links, folders, no home, leftovers of
/// killed writers; a file-size limit through the built binary. A hang fails the suite's time
/// limit.
@Suite(.timeLimit(.minutes(1))) struct UserFilesTests: RunnerFiles {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  var contents: [String] { runner.folder.contents() }

  func kind(_ name: String) -> mode_t {
    var info = stat()
    return lstat(path(name), &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  func lookUp(_ extra: [String] = [], environment: [String: String] = [:]) throws
    -> RunResult
  {
    try runner.run(
      ["verb", "hablar", "--tense", "presente", "--color", "never"] + extra,
      environment: environment)
  }

  @Test func aFIFOAtTheSettingsPathNeitherHangsNorIsReplaced() throws {
    #expect(mkfifo(path("settings.json"), 0o600) == 0)
    let lookup = try lookUp()
    #expect(lookup.status == 0)
    #expect(lookup.stdout.contains("hablo"))
    #expect(
      lookup.stderrLines == [
        "conjugar: warning: cannot read settings at \(path("settings.json")): it is a FIFO, not a regular file; using defaults"
      ])
    let set = try runner.run(["settings", "set", "vos", "on"])
    #expect(set.status == 74)
    #expect(
      set.stderrLines == [
        "conjugar: error: cannot save settings to \(path("settings.json")): it is a FIFO, not a regular file"
      ])
    #expect(contents == ["settings.json"], "nothing renamed, no lock file")
    #expect(kind("settings.json") == S_IFIFO)
  }

  @Test func aFIFOAtTheHistoryPathNeitherHangsNorIsReplaced() throws {
    #expect(mkfifo(path("history.jsonl"), 0o600) == 0)
    let quiz = try runner.run(["quiz", "--count", "1", "--seed", "1"], stdin: "x\n")
    #expect(quiz.status == 0)
    #expect(
      quiz.stderrLines == [
        "conjugar: warning: cannot write quiz history to \(path("history.jsonl")): it is a FIFO, not a regular file; this quiz is not in the history"
      ])
    let stats = try runner.run(["stats"])
    #expect(stats.status == 74)
    #expect(stats.stderr.contains("it is a FIFO, not a regular file"))
    #expect(kind("history.jsonl") == S_IFIFO)
    #expect(!contents.contains { $0.hasPrefix("history.jsonl.") })
  }

  /// A file-size limit (`ulimit -f`; here 512 bytes) stops the second quiz's append
  /// part-way: the process is not killed by SIGXFSZ, the torn part is truncated away and the
  /// warning names the real cause.
  @Test func aFileSizeLimitLeavesTheHistoryWhole() throws {
    let first = try runner.run(["quiz", "--count", "1", "--seed", "1"], stdin: "x\n")
    #expect(first.status == 0)
    let before = try Data(contentsOf: URL(fileURLWithPath: path("history.jsonl")))
    #expect(
      before.count > 256 && before.count < 512, "one record, so a second one passes 512 bytes")
    // python3 gives the child what a login shell has: SIGXFSZ at its default action, unblocked
    // (the test runner's threads block it, and children inherit that).
    let limited = try BinaryRunner(sharing: runner.folder).runShell(
      """
      printf 'x\\n' | python3 -c '
      import os, resource, signal, sys
      signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
      signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
      resource.setrlimit(resource.RLIMIT_FSIZE, (512, 512))
      os.execv(sys.argv[1], sys.argv[1:])' "$0" quiz --count 1 --seed 1
      """)
    #expect(limited.status == 0)
    #expect(
      limited.stderrLines == [
        "conjugar: warning: cannot write quiz history to \(path("history.jsonl")): file too large; this quiz is not in the history"
      ])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path("history.jsonl"))) == before)
  }

  /// A copy of /dev/null as the settings file (tests run as root): never renamed or replaced.
  @Test func aDeviceNodeIsNeitherRenamedNorReplaced() throws {
    #expect(mknod(path("null"), S_IFCHR | 0o600, dev_t((1 << 8) | 3)) == 0)
    let environment = ["CONJUGAR_SETTINGS": path("null")]
    let lookup = try lookUp(environment: environment)
    #expect(lookup.status == 0)
    #expect(lookup.stderrLines.count == 1)
    #expect(lookup.stderr.contains("it is a character device, not a regular file"))
    let set = try runner.run(["settings", "set", "vos", "on"], environment: environment)
    #expect(set.status == 74)
    #expect(set.stderrLines.count == 1)
    #expect(contents == ["null"])
    #expect(kind("null") == S_IFCHR)
  }

  /// `--settings <folder>` (and `--settings /`): an error, and no `<folder>.lock`.
  @Test func aFolderAsTheSettingsFileIsAnErrorWithoutALockFile() throws {
    try FileManager.default.createDirectory(
      atPath: path("folder"), withIntermediateDirectories: true)
    let set = try runner.run(["settings", "set", "vos", "on", "--settings", path("folder")])
    #expect(set.status == 74)
    #expect(
      set.stderrLines == [
        "conjugar: error: cannot save settings to \(path("folder")): it is a directory, not a regular file"
      ])
    let lookup = try lookUp(["--settings", path("folder")])
    #expect(lookup.status == 0 && lookup.stderrLines.count == 1)
    #expect(contents == ["folder"])
    let root = try runner.run(["settings", "set", "vos", "on", "--settings", "/"])
    #expect(root.status == 74 && root.stderrLines.count == 1)
    #expect(access("/.lock", F_OK) != 0)
  }

  /// Dotfiles: the settings file is a link into another folder; `settings set` updates the
  /// target and the link stays a link.
  @Test func aSymbolicLinkSurvivesSettingsSet() throws {
    try FileManager.default.createDirectory(
      atPath: path("dotfiles"), withIntermediateDirectories: true)
    try #"{"region": "spain"}"#.write(
      toFile: path("dotfiles/settings.json"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: path("settings.json"), withDestinationPath: "dotfiles/settings.json")
    let set = try runner.run(["settings", "set", "vos", "on"])
    #expect(set.status == 0 && set.stderr.isEmpty, "\(set.stderr)")
    #expect(kind("settings.json") == S_IFLNK)
    let target = try String(contentsOfFile: path("dotfiles/settings.json"), encoding: .utf8)
    #expect(target.contains(#""vos": true"#) && target.contains(#""region": "spain""#))
    #expect(contents == ["dotfiles", "settings.json"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: path("dotfiles")).sorted() == [
        "settings.json", "settings.json.lock",
      ])
    #expect(try runner.run(["settings", "get", "region"]).stdout == "spain\n")
  }

  /// Any file given with `--settings` that is not JSON: a read-only command warns and leaves it.
  @Test func aReadOnlyCommandLeavesANonJSONFileAlone() throws {
    try "# my notes\n".write(toFile: path("notes.txt"), atomically: true, encoding: .utf8)
    let lookup = try lookUp(["--settings", path("notes.txt")])
    #expect(lookup.status == 0)
    #expect(lookup.stderrLines.count == 1)
    #expect(lookup.stderr.contains("is not a JSON object; using defaults"))
    #expect(try String(contentsOfFile: path("notes.txt"), encoding: .utf8) == "# my notes\n")
    #expect(contents == ["notes.txt"])
  }

  /// HOME and the XDG folders unset (empty here) or relative: nothing is written under `/`;
  /// saving is an error that says what to set; lookups work.
  @Test(arguments: ["", "relative/home"])
  func noHomeIsAnErrorNeverASlashPath(_ home: String) throws {
    let existedBefore = access("/.config/conjugar", F_OK) == 0
    let environment = [
      "HOME": home, "XDG_CONFIG_HOME": "", "XDG_STATE_HOME": "", "CONJUGAR_SETTINGS": "",
    ]
    let set = try runner.run(["settings", "set", "vos", "on"], environment: environment)
    #expect(set.status == 74)
    #expect(
      set.stderrLines == [
        "conjugar: error: cannot save settings: no home folder (HOME is not set to an absolute path); set HOME or XDG_CONFIG_HOME, or give --settings <path>"
      ])
    let lookup = try lookUp(environment: environment)
    #expect(lookup.status == 0 && lookup.stderr.isEmpty)
    let quiz = try runner.run(
      ["quiz", "--count", "1", "--seed", "1"], stdin: "x\n", environment: environment)
    #expect(quiz.status == 0)
    #expect(quiz.stderrLines.count == 1)
    #expect(
      quiz.stderr.contains("no home folder")
        && quiz.stderr.contains("this quiz is not in the history"))
    if !existedBefore { #expect(access("/.config/conjugar", F_OK) != 0) }
  }

  /// A temporary file left by a writer killed before its rename is removed by the next write.
  @Test func staleTemporaryFilesAreRemovedByTheNextWrite() throws {
    try "{\"vos\": tr".write(
      toFile: path("settings.json.tmp-99999999-12345"), atomically: false, encoding: .utf8)
    #expect(try runner.run(["settings", "set", "vos", "on"]).status == 0)
    #expect(contents == ["settings.json", "settings.json.lock"])
  }

  /// Commands run in memory: the settings, the quiz history and no file touched.
  @Test func commandsRunInMemory() throws {
    let test = try TestEnvironment(now: "2026-03-01T10:00:00Z")
    let settings = MemorySettingsStore()
    let history = MemoryFile()
    var environment = test.environment(answers: ["x"])
    environment.standardErrorIsTerminal = true  // so the quiz counts towards the invitation
    environment.userData = .inMemory(settings: settings, quizHistory: history)
    try SettingsCommand.Set.parse(["vos", "on"]).run(in: environment)
    try QuizCommand.parse(["--count", "1", "--seed", "1"]).run(in: environment)
    #expect(settings.load().vos)
    #expect(settings.load().promptActionCount == 1)
    let lines = String(decoding: history.bytes ?? [], as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains("\"seed\":1"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: test.folder.path).isEmpty)
  }
}
