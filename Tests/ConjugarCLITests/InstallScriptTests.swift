import Foundation
import Testing

/// scripts/install.sh with the tested binary into a scratch PREFIX: what it installs, that a
/// second run changes nothing, and that --uninstall removes exactly its files.
@Suite struct InstallScriptTests {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scripts/install.sh").standardized.path

  static let installed = [
    "bin/conjugar", "bin/conjugar-serve", "share/man/man1/conjugar.1",
    "share/man/es/man1/conjugar.1",
    "share/bash-completion/completions/conjugar",
    "share/zsh/site-functions/_conjugar", "share/fish/vendor_completions.d/conjugar.fish",
  ]

  /// Runs install.sh with `arguments` (shell words) into `prefix`, after the shell code `setUp`
  /// (which ends with `;`), installing `binary` (a shell word; the tested binary by default), with
  /// `shell` (a command line ending in bash).
  static func run(
    _ arguments: String, prefix: String, runner: BinaryRunner, setUp: String = "",
    binary: String = "\"$0\"", shell: String = "bash"
  ) throws -> BinaryRunner.Result {
    try runner.runShell(
      setUp + " CONJUGAR_BINARY=" + binary + " PREFIX=" + ShellCompletionTests.quoted(prefix)
        + " SHELL=/bin/sh exec " + shell + " " + ShellCompletionTests.quoted(Self.script) + " "
        + arguments)
  }

  /// Every file under `folder`, relative to it, sorted.
  static func files(under folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    return (enumerator?.allObjects as? [String] ?? []).filter { path in
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }.sorted()
  }

  @Test func installsAgainAndUninstallsExactlyItsFiles() throws {
    let runner = try BinaryRunner()
    let prefix = runner.scratch.appendingPathComponent("prefix")
    let other = prefix.appendingPathComponent("share/man/man1/other.1")
    try FileManager.default.createDirectory(
      at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "kept".write(to: other, atomically: true, encoding: .utf8)

    let first = try Self.run("", prefix: prefix.path, runner: runner)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(Self.files(under: prefix) == (Self.installed + ["share/man/man1/other.1"]).sorted())
    for file in Self.installed {
      #expect(first.stdout.contains("installed " + prefix.path + "/" + file))
    }
    let rc = runner.scratch.appendingPathComponent(".bashrc")
    #expect(first.stdout.contains("added to " + rc.path))
    // A new interactive bash finds the installed program and completes its verbs.
    let shell = try runner.runShell(
      "exec bash -i -c 'type -p conjugar; COMP_WORDS=(conjugar verb habl); COMP_CWORD=2; "
        + "COMP_LINE=\"conjugar verb habl\"; COMP_POINT=${#COMP_LINE}; _conjugar; "
        + "echo \"${COMPREPLY[*]}\"' 2>/dev/null")
    #expect(shell.stdoutLines.first == prefix.path + "/bin/conjugar", "\(shell.stdout)")
    #expect(
      shell.stdout.split(whereSeparator: \.isWhitespace).dropFirst().contains("hablar"),
      "\(shell.stdout)")
    let manual = try String(
      contentsOf: prefix.appendingPathComponent("share/man/man1/conjugar.1"), encoding: .utf8)
    #expect(manual == (try runner.run(["--generate-manual"])).stdout)
    let version = try runner.runShell(
      ShellCompletionTests.quoted(prefix.appendingPathComponent("bin/conjugar").path)
        + " --version")
    #expect(version.status == 0)

    let second = try Self.run("", prefix: prefix.path, runner: runner)
    #expect(second.status == 0)
    #expect(Self.files(under: prefix) == (Self.installed + ["share/man/man1/other.1"]).sorted())
    let block = try String(contentsOf: rc, encoding: .utf8)
    #expect(block.components(separatedBy: "# >>> conjugar").count == 2, "one block: \(block)")

    let removed = try Self.run("--uninstall", prefix: prefix.path, runner: runner)
    #expect(removed.status == 0)
    #expect(Self.files(under: prefix) == ["share/man/man1/other.1"])
    #expect(!(try String(contentsOf: rc, encoding: .utf8)).contains("conjugar"))
  }

  @Test(arguments: ["--bogus", "--uninstall extra"])
  func aWrongArgumentIsAUsageError(_ arguments: String) throws {
    let runner = try BinaryRunner()
    let result = try Self.run(arguments, prefix: runner.scratch.path, runner: runner)
    #expect(result.status == 64)
    #expect(result.stderr.contains("usage: scripts/install.sh"))
    #expect(Self.files(under: runner.scratch).isEmpty)
  }

  @Test func aRelativePrefixIsRefused() throws {
    let runner = try BinaryRunner()
    let result = try Self.run("", prefix: "relative/place", runner: runner)
    #expect(result.status == 64)
    #expect(result.stderr.contains("PREFIX must be an absolute path"))
  }
}
