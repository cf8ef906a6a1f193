import Foundation

extension BinaryRunner {
  /// A stand-in for espeak-ng in the scratch folder: appends its arguments to `said.log` there,
  /// then exits with `status`. Tests point `CONJUGAR_ESPEAK` at it to read what was said.
  func espeakStandIn(status: Int = 0) throws -> (program: String, log: URL) {
    let log = scratch.appendingPathComponent("said.log")
    let program = scratch.appendingPathComponent("espeak-stand-in")
    try "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log.path)'\nexit \(status)\n".write(
      to: program, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
    return (program.path, log)
  }
}
