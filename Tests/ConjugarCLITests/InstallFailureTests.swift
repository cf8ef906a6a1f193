import Foundation
import Testing

/// install.sh signalled on its way to replacing a file (SIGKILL, which no trap sees, or TERM,
/// INT, HUP), or unable to write: ~/.bashrc (a scratch HOME) keeps its exact bytes and no
/// temporary is left anywhere, TMPDIR included.
@Suite struct InstallFailureTests {
  let runner: BinaryRunner
  var rc: URL { runner.scratch.appendingPathComponent(".bashrc") }
  var prefix: URL { runner.scratch.appendingPathComponent("prefix") }
  var temporaries: URL { runner.scratch.appendingPathComponent("tmp") }

  init() throws {
    runner = try BinaryRunner()
    try FileManager.default.createDirectory(at: temporaries, withIntermediateDirectories: true)
  }

  /// Stands in for mv and sync, first on PATH: sends SIGNAL to install.sh (its parent) when its
  /// name and last argument match the pattern SIGNAL_AT, else runs the real command.
  static let standIn = """
    #!/bin/sh
    for last; do :; done
    case "${0##*/} $last" in
      $SIGNAL_AT) kill -"$SIGNAL" "$PPID"; exit 1 ;;
    esac
    PATH="${PATH#*:}" exec "${0##*/}" "$@"

    """

  /// Writes an executable script named `name` into the scratch folder `folder`.
  func script(_ name: String, in folder: String, _ text: String) throws -> URL {
    let url = runner.scratch.appendingPathComponent(folder).appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try ScriptFile.write(text, to: url)
    return url
  }

  func install(
    _ arguments: String = "", setUp: String = "", binary: String = "\"$0\"",
    shell: String = "bash"
  ) throws -> BinaryRunner.Result {
    try InstallScriptTests.run(
      arguments, prefix: prefix.path, runner: runner,
      setUp: "export TMPDIR=" + ShellCompletionTests.quoted(temporaries.path) + "; " + setUp,
      binary: binary, shell: shell)
  }

  /// The scratch files besides those install.sh installs, and the folder TMPDIR names.
  func expectNoTemporaries(besides before: Set<String>) throws {
    let installed = Set(InstallScriptTests.installed.map { "prefix/" + $0 })
    let after = Set(InstallScriptTests.files(under: runner.scratch))
    #expect(after.subtracting(before).subtracting(installed).isEmpty, "\(after)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporaries.path).isEmpty)
  }

  /// (install.sh's arguments, the call that signals it, whether it installed once before, the
  /// signal): SIGKILL is seen by no trap, the others end through the EXIT trap.
  @Test(arguments: [
    ("", "mv HOME/.bashrc", false, SIGKILL), ("--uninstall", "sync HOME/.bashrc.*", true, SIGKILL),
    ("", "mv HOME/prefix/bin/conjugar", false, SIGKILL),
    ("--uninstall", "mv HOME/.bashrc", true, SIGKILL),
    ("", "mv HOME/.bashrc", false, SIGTERM), ("", "sync HOME/.bashrc.*", false, SIGHUP),
    ("", "mv HOME/prefix/bin/conjugar", false, SIGINT),
  ])
  func aSignalBeforeTheRenameLeavesTheOldFile(
    _ arguments: String, signalAt: String, again: Bool, signal: Int32
  ) throws {
    try Data("export A=1\n".utf8).write(to: rc)
    if again { #expect(try install().status == 0) }
    let original = try Data(contentsOf: rc)
    for name in ["mv", "sync"] { _ = try script(name, in: "stand-ins", Self.standIn) }
    let before = Set(InstallScriptTests.files(under: runner.scratch))

    let pattern = signalAt.replacingOccurrences(of: "HOME", with: runner.scratch.path)
    // env unblocks the signals: a child of a Swift concurrency thread inherits its mask.
    let signalled = try install(
      arguments,
      setUp: "export SIGNAL_AT=" + ShellCompletionTests.quoted(pattern) + " SIGNAL=\(signal); "
        + "PATH=\"$HOME/stand-ins:$PATH\";",
      shell: "env --default-signal=HUP,INT,TERM bash")
    let status = signal == SIGKILL ? SIGKILL : 128 + signal
    #expect(signalled.status == status, "not signalled at \(signalAt): \(signalled.stderr)")
    #expect(try Data(contentsOf: rc) == original)
    try expectNoTemporaries(besides: before)

    let rerun = try install(arguments)
    #expect(rerun.status == 0, "\(rerun.stderr)")
  }

  /// A file-size limit (with SIGXFSZ ignored, so writes fail with EFBIG) that the new ~/.bashrc
  /// crosses: the disk filling up while the block is written.
  @Test(arguments: [false, true])
  func aWriteFailureLeavesTheOldFile(again: Bool) throws {
    let fake = try script("conjugar", in: "fake", "#!/bin/sh\necho fake \"$@\"\n")
    let lines = (0..<296).map { "export VARIABLE_\(1000 + $0)=value\n" }.joined()
    try Data(lines.utf8).write(to: rc)  // 7,992 bytes: the limit of 8,192 falls in the block
    if again { #expect(try install(binary: fake.path).status == 0) }
    let original = try Data(contentsOf: rc)
    let before = Set(InstallScriptTests.files(under: runner.scratch))

    // sh's ulimit -f counts 512-byte blocks.
    let result = try install(setUp: "trap '' XFSZ; ulimit -f 16;", binary: fake.path)
    #expect(result.status == 74)
    #expect(
      result.stderrLines.last
        == "install.sh: cannot write the new \(rc.path) (File too large); left as it was",
      "\(result.stderr)")
    #expect(try Data(contentsOf: rc) == original)
    try expectNoTemporaries(besides: before)
  }
}
