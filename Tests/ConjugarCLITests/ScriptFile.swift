import Foundation

/// Writes test stand-ins (a fake espeak-ng, a pager, mv) that the binary under test executes.
///
/// The file is written by a short-lived `/bin/sh`, never by the test process itself. Tests run
/// in parallel, and a process another test spawns while this one holds the file open for
/// writing inherits that descriptor until it execs; executing the file meanwhile fails with
/// ETXTBSY ("Text file busy"), which is how SayFailureTests once failed on CI. A descriptor
/// that only the writing shell ever held cannot leak into anyone else's child.
enum ScriptFile {
  struct WriteFailed: Error, CustomStringConvertible {
    let path: String
    let status: Int32
    var description: String { "could not write the script \(path) (sh exited \(status))" }
  }

  /// Writes `text` to `url` with mode 755, replacing any file there.
  static func write(_ text: String, to url: URL) throws {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "cat > \"$1\".new && chmod 755 \"$1\".new && mv \"$1\".new \"$1\"", "sh", url.path,
    ]
    let input = Pipe()
    shell.standardInput = input
    try shell.run()
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try input.fileHandleForWriting.close()
    shell.waitUntilExit()
    guard shell.terminationStatus == 0 else {
      throw WriteFailed(path: url.path, status: shell.terminationStatus)
    }
  }
}
