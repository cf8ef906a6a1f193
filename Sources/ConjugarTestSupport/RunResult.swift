/// What a run of `conjugar` printed and the status it ended with, in-process or as a process.
public struct RunResult: Sendable {
  public let stdout: String
  public let stderr: String
  public let status: Int32

  public init(stdout: String, stderr: String, status: Int32) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  public var stdoutLines: [String] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
  public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}
