import Foundation

extension BinaryRunner {
  /// A stand-in for espeak-ng in the scratch folder: appends its arguments to `said.log` there,
  /// then exits with `status`. Tests point `CONJUGAR_ESPEAK` at it to read what was said.
  /// With `audio`, it writes those bytes to the file after `-w`, opening it as espeak-ng does
  /// (a FIFO there would block it). With `errors`, it prints those lines on standard error first,
  /// as espeak-ng and the audio libraries do on a machine without a sound device.
  func espeakStandIn(status: Int = 0, audio: String? = nil, errors: [String] = []) throws -> (
    program: String, log: URL
  ) {
    let log = scratch.appendingPathComponent("said.log")
    let program = scratch.appendingPathComponent("espeak-stand-in")
    let write =
      audio.map {
        """
        previous=
        for argument in "$@"; do
          if [ "$previous" = -w ]; then printf '%s' '\($0)' > "$argument"; fi
          previous=$argument
        done

        """
      } ?? ""
    let complain = errors.map { "printf '%s\\n' '\($0)' >&2\n" }.joined()
    try ScriptFile.write(
      "#!/bin/sh\nprintf '%s\\n' \"$*\" >> '\(log.path)'\n\(complain)\(write)exit \(status)\n",
      to: program)
    return (program.path, log)
  }
}
