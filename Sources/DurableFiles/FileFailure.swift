#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a user file could not be used.
public enum FileFailure: Error, Equatable, Sendable {
  /// A system call failed; `code` is the errno that very call set.
  case system(Int32)
  /// Not a regular file, so it was left alone. `at` names the file when it is not the path
  /// the caller gave (the target of a symbolic link, or the lock file beside it).
  case notRegularFile(FileKind, at: String?)
  /// The REPL history or another file needs a folder that cannot be located (no home).
  case noLocation(String)

  /// The errno, for failures of a system call.
  public var code: Int32? {
    if case .system(let code) = self { return code }
    return nil
  }

  /// A lower-case explanation that reads well after "cannot save settings to <path>: ".
  public var reason: String {
    switch self {
    case .system(let code): String(cString: strerror(code)).lowercased()
    case .notRegularFile(let kind, nil): "it is \(kind), not a regular file"
    case .notRegularFile(let kind, let path?): "\(path) is \(kind), not a regular file"
    case .noLocation(let reason): reason
    }
  }

  /// The failure of the call that just returned an error: reads errno at once.
  static var last: FileFailure { .system(errno) }
}
