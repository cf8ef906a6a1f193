import ChildProcess
import Foundation
import TestBasics
import Testing

/// The one copy of starting another program (espeak-ng, the pager): where it is found, what
/// its standard streams are, which signals it starts with, and how it ended.
@Suite struct ChildProcessTests {
  let scratch: ScratchFolder
  init() throws { scratch = try ScratchFolder("child") }

  static let shell = ["PATH": "/usr/bin:/bin"]

  @Test func aNameIsLookedForOnThePathAndAPathIsTakenAsItIs() throws {
    #expect(ChildProcess.locate("sh", variables: Self.shell) == "/usr/bin/sh")
    #expect(ChildProcess.locate("sh", variables: ["PATH": "/nowhere:/bin"]) == "/bin/sh")
    #expect(ChildProcess.locate("sh", variables: [:]) == "/usr/bin/sh", "PATH unset")
    #expect(ChildProcess.locate("conjugar-no-such-program", variables: Self.shell) == nil)
    #expect(ChildProcess.locate("/bin/sh", variables: ["PATH": ""]) == "/bin/sh")
    try scratch.write("#!/bin/sh\n", to: "not-executable")
    #expect(ChildProcess.locate(scratch.path("not-executable"), variables: Self.shell) == nil)
    #expect(ChildProcess.locate("not-executable", variables: ["PATH": scratch.url.path]) == nil)
  }

  @Test func theExitStatusAndTheSignalThatEndedTheChildAreTold() throws {
    let exited = try ChildProcess.start(
      "/bin/sh", arguments: ["sh", "-c", "exit 3"], variables: Self.shell)
    #expect(ChildProcess.Termination(waitStatus: try exited.wait()) == .exited(status: 3))
    let killed = try ChildProcess.start(
      "/bin/sh", arguments: ["sh", "-c", "kill -KILL $$"], variables: Self.shell)
    let status = try killed.wait()
    #expect(ChildProcess.Termination(waitStatus: status) == .signalled(signal: 9), "\(status)")
    let fine = try ChildProcess.start("/bin/sh", arguments: ["sh", "-c", ":"], variables: [:])
    #expect(try fine.wait() == 0)
  }

  @Test func aProgramThatCannotBeStartedIsAnErrorNotACrash() {
    #expect(throws: ChildProcess.SystemError(code: ENOENT)) {
      try ChildProcess.start(
        scratch.path("missing"), arguments: ["missing"], variables: Self.shell)
    }
  }

  /// Exactly the variables given (sorted, none of the test process's), the streams where they
  /// are sent, and the duplicated descriptor closed in the child.
  @Test func theChildGetsTheVariablesAndStreamsItIsGiven() throws {
    // Not close-on-exec: only the child's file actions close it.
    let output = open(scratch.path("out"), O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { close(output) }
    let child = try ChildProcess.start(
      "/bin/sh",
      arguments: ["sh", "-c", "env | sort; cat; echo; ls /proc/self/fd | tr '\\n' ' ' >&2"],
      variables: ["B": "2", "A": "1 one"], input: .nullDevice, output: .descriptor(output),
      errors: .descriptor(output))
    #expect(try child.wait() == 0)
    let lines = try scratch.text("out").split(separator: "\n")
    #expect(lines.prefix(2) == ["A=1 one", "B=2"], "\(lines)")
    let descriptors = lines.last?.split(separator: " ") ?? []
    #expect(["0", "1", "2"].allSatisfy(descriptors.contains), "\(descriptors)")
    #expect(!descriptors.contains(Substring(String(output))), "\(output) in \(descriptors)")
  }

  /// A quiz blocks the signals that end a process; a child started `unblockingSignals` has
  /// none blocked (Ctrl-C and kill reach espeak-ng), one started without inherits the calling
  /// thread's mask.
  @Test func aChildStartedUnblockingSignalsHasNoneBlocked() throws {
    func blocked(unblocking: Bool) throws -> String {
      let output = open(scratch.path("mask"), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
      defer { close(output) }
      var mask = sigset_t()
      var previous = sigset_t()
      sigemptyset(&mask)
      sigaddset(&mask, SIGTERM)
      pthread_sigmask(SIG_BLOCK, &mask, &previous)
      defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
      let child = try ChildProcess.start(
        "/usr/bin/grep", arguments: ["grep", "SigBlk", "/proc/self/status"], variables: [:],
        output: .descriptor(output), unblockingSignals: unblocking)
      #expect(try child.wait() == 0)
      return try scratch.text("mask")
    }
    #expect(try blocked(unblocking: true).hasSuffix("0000000000000000\n"))
    // The test's threads block more; SIGTERM (15) is bit 14.
    let inherited = try blocked(unblocking: false)
    let mask = UInt64(inherited.split(separator: "\t").last?.dropLast() ?? "", radix: 16) ?? 0
    #expect(mask & (1 << 14) != 0, "\(inherited)")
  }
}
