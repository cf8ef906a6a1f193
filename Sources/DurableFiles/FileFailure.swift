import Messages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a user file could not be used.
///
/// The reason is a message of the catalogue (`typed`) for the errors a person meets (missing
/// file, permissions, a full or read-only disk…); any other errno is glibc's own English
/// wording, lower-cased, in either language.
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
  public var reason: String { typed.english }

  /// The reason in `language`.
  public func reason(in language: Language) -> String { typed.text(in: language) }

  /// The reason as a message of the catalogue.
  public var typed: Message {
    switch self {
    case .system(let code): Self.systemReason(code)
    case .notRegularFile(let kind, nil): Message.fileKindIs(kind: kind.typed)
    case .notRegularFile(let kind, let path?):
      Message.fileKindAt(path: path, kind: kind.typed)
    case .noLocation(let reason): .verbatim(reason)
    }
  }

  private static func systemReason(_ code: Int32) -> Message {
    let key: MessageKey? =
      switch code {
      case ENOENT: .fileNoSuchFile
      case EACCES: .filePermissionDenied
      case EPERM: .fileNotPermitted
      case EISDIR: .fileIsADirectory
      case ENOTDIR: .fileNotADirectory
      case ENOSPC: .fileNoSpace
      case EROFS: .fileReadOnly
      case EEXIST: .fileExists
      case ELOOP: .fileTooManyLinks
      case ENAMETOOLONG: .fileNameTooLong
      case EIO: .fileInputOutput
      case EDQUOT: .fileQuotaExceeded
      case EFBIG: .fileTooBig
      default: nil
      }
    if let key { return Message(key) }
    return .verbatim(String(cString: strerror(code)).lowercased())
  }

  /// The failure of the call that just returned an error: reads errno at once.
  static var last: FileFailure { .system(errno) }
}
