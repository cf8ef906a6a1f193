import Messages

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a directory entry is, from its `st_mode`.
public enum FileKind: Sendable, Equatable, CustomStringConvertible {
  case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, unknown

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    case S_IFLNK: self = .symbolicLink
    default: self = .unknown
    }
  }

  /// With its article: "a FIFO", "a directory".
  public var description: String { typed.english }

  /// With its article, in any language ("a FIFO", "una carpeta").
  public var typed: Message {
    switch self {
    case .regular: Message(.fileKindRegular)
    case .directory: Message(.fileKindDirectory)
    case .fifo: Message(.fileKindFIFO)
    case .characterDevice: Message(.fileKindCharacterDevice)
    case .blockDevice: Message(.fileKindBlockDevice)
    case .socket: Message(.fileKindSocket)
    case .symbolicLink: Message(.fileKindSymbolicLink)
    case .unknown: Message(.fileKindSpecial)
    }
  }
}

extension DurableFiles {
  /// Whether a regular file is at `path` (symbolic links followed): false when nothing is
  /// there; an error naming the kind when something else is. Opens nothing.
  static func checkRegular(_ path: String, named: String? = nil) throws(FileFailure) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT { return false }
      throw .system(code)
    }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
      throw .notRegularFile(kind, at: describedPath(path, named: named))
    }
    return true
  }

  /// Checks an open descriptor, so a file swapped after `checkRegular` is still caught.
  static func checkRegular(descriptor: Int32, path: String, named: String?) throws(FileFailure)
    -> stat
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .last }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else {
      throw .notRegularFile(kind, at: describedPath(path, named: named))
    }
    return info
  }

  /// The path to show in a message: nil when it is the one the user gave, else the target.
  private static func describedPath(_ path: String, named: String?) -> String? {
    if let named, named != path { return path }
    guard let target = try? SymbolicLinks.target(of: path), target != path else { return nil }
    return target
  }
}
