import Foundation
import Testing

/// The block install.sh keeps in ~/.bashrc (a scratch HOME): the user's bytes come back exactly,
/// a link stays a link, a lone begin marker deletes nothing, and no PREFIX runs code in a shell.
@Suite struct InstallShellBlockTests {
  let runner: BinaryRunner
  var rc: URL { runner.scratch.appendingPathComponent(".bashrc") }
  var prefix: URL { runner.scratch.appendingPathComponent("prefix") }

  init() throws { runner = try BinaryRunner() }

  func install(_ arguments: String = "") throws -> BinaryRunner.Result {
    try InstallScriptTests.run(arguments, prefix: prefix.path, runner: runner)
  }

  static let begin =
    "# >>> conjugar: added by scripts/install.sh; removed by install.sh --uninstall >>>"

  @Test(arguments: [
    "", "export A=1\n", "export A=1", "# a comment\n\n\n", "export A=1\r\n", "a\n\n# b",
  ])
  func installingTwiceThenUninstallingGivesBackTheSameBytes(_ original: String) throws {
    try Data(original.utf8).write(to: rc)
    #expect(try install().status == 0)
    let second = try install()
    #expect(second.status == 0, "\(second.stderr)")
    let installed = try String(contentsOf: rc, encoding: .utf8)
    #expect(installed.components(separatedBy: Self.begin).count == 2, "one block: \(installed)")
    var kept = Data(original.utf8)  // first, with a line break added where there was none
    if let last = kept.last, last != UInt8(ascii: "\n") { kept.append(UInt8(ascii: "\n")) }
    #expect(try Data(contentsOf: rc).starts(with: kept))
    let removed = try install("--uninstall")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(try Data(contentsOf: rc) == Data(original.utf8))
  }

  @Test func aSymlinkedBashrcStaysALinkAndKeepsItsMode() throws {
    let target = runner.scratch.appendingPathComponent("dotfiles/bashrc")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    let original = Data("export A=1\n".utf8)
    try original.write(to: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target.path)
    try FileManager.default.createSymbolicLink(
      atPath: rc.path, withDestinationPath: "dotfiles/bashrc")

    func expectLinkAndMode() throws {
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: rc.path) == "dotfiles/bashrc")
      let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
      #expect((mode as? NSNumber)?.intValue == 0o600)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path)
          == ["bashrc"])
    }
    #expect(try install().status == 0)
    try expectLinkAndMode()
    #expect(try String(contentsOf: target, encoding: .utf8).contains(Self.begin))
    #expect(try install("--uninstall").status == 0)
    try expectLinkAndMode()
    #expect(try Data(contentsOf: target) == original)
  }

  /// A begin marker without an end after it, as an interrupted append left it, then the user's
  /// own lines; and the line the marker is on.
  @Test(arguments: [
    ("alias ll='ls -l'\n\(begin)\nexport EDITOR=vim\n", 2),
    ("\(begin)\ncase \":$PATH:\" in *\":/old/bin:\"*) ;; *) PATH=\"/olexport EDITOR=vim\n", 1),
    ("\(begin)\nexport EDITOR=vim\n\(begin)\n# installed\n# <<< conjugar <<<\n", 1),
  ])
  func aLoneBeginMarkerLeavesTheFileAsItWas(_ original: String, line: Int) throws {
    try Data(original.utf8).write(to: rc)
    for arguments in ["", "--uninstall"] {
      let result = try install(arguments)
      #expect(result.status == 65)
      #expect(result.stderr.contains("install.sh: \(rc.path) line \(line):"), "\(result.stderr)")
      #expect(result.stderr.contains("no end marker after it"))
      #expect(try Data(contentsOf: rc) == Data(original.utf8))
    }
    #expect(InstallScriptTests.files(under: prefix).isEmpty, "the uninstall still ran")
  }

  /// A FIFO, which an append would wait on forever, or a folder.
  @Test(arguments: [true, false])
  func aBashrcThatIsNotAFileIsLeftAlone(fifo: Bool) throws {
    if fifo {
      #expect(mkfifo(rc.path, 0o600) == 0)
    } else {
      try FileManager.default.createDirectory(at: rc, withIntermediateDirectories: false)
    }
    for arguments in ["", "--uninstall"] {
      let result = try install(arguments)
      #expect(result.status == (arguments.isEmpty ? 65 : 0))
    }
    #expect(try install().stderr.contains("\(rc.path) is not a regular file; left as it was"))
  }

  @Test func noPrefixRunsCodeOrBreaksANewShell() throws {
    let odd = prefix.appendingPathComponent("a \"b\" $(touch PWNED) `touch PWNED2` it's & *; x")
    let result = try InstallScriptTests.run("", prefix: odd.path, runner: runner)
    #expect(result.status == 0, "\(result.stderr)")
    let shell = try runner.runShell(
      "cd \"$HOME\" && exec bash -i -c 'type -p conjugar; echo \"$PATH\"'")
    #expect(shell.stdoutLines.first == odd.path + "/bin/conjugar", "\(shell.stdout)")
    #expect(shell.stdoutLines.dropFirst().first == odd.path + "/bin:/usr/bin:/bin")
    let complaints = shell.stderrLines.filter {
      !$0.contains("no job control in this shell")
        && !$0.contains("cannot set terminal process group")
    }
    #expect(complaints.isEmpty, "\(shell.stderr)")
    for name in ["PWNED", "PWNED2"] {
      #expect(
        !FileManager.default.fileExists(
          atPath: runner.scratch.appendingPathComponent(name).path))
    }
  }

  @Test(arguments: [("a\nb", "PREFIX contains a newline"), ("a:b", "PREFIX contains ':'")])
  func aPrefixPathCannotHoldIsRefused(_ name: String, message: String) throws {
    let result = try InstallScriptTests.run(
      "", prefix: prefix.appendingPathComponent(name).path, runner: runner)
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("install.sh: " + message), "\(result.stderr)")
    #expect(InstallScriptTests.files(under: runner.scratch).isEmpty)
  }
}
