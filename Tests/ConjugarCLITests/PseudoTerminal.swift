import Foundation

extension BinaryRunner {
  /// The built binary run in a pseudo-terminal of `rows` × `columns` (pty_run.py), with TERM
  /// xterm unless `variables` say otherwise; `keys` are typed once `after` has been shown. What
  /// the terminal showed (its "\r\n" as "\n") and the last line, "status N".
  func terminal(
    rows: Int, columns: Int, arguments: [String], variables: [String: String] = [:],
    typing keys: (after: String, keys: String)? = nil
  ) throws -> (shown: String, status: String) {
    let settings = (["TERM": "xterm"].merging(variables) { $1 }).map { "\($0.key)=\($0.value)" }
    let result = try runScript(
      "pty_run.py", variables: settings,
      arguments: [
        "\(rows)", "\(columns)", keys?.after ?? "", keys?.keys ?? "", BinaryRunner.binary.path,
      ] + arguments)
    let shown = result.stdout.replacingOccurrences(of: "\r\n", with: "\n")
    let status = shown.split(separator: "\n").last.map(String.init) ?? ""
    return (shown, status)
  }
}
