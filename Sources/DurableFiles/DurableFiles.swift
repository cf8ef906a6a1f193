#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// User data on disk, kept whole whatever files and disks a user has. One policy for every
/// file conjugar keeps (settings, quiz history, REPL history):
///
/// - Only regular files are read, appended to or replaced. Anything else at the path (a FIFO,
///   a device node, a socket, a directory) is an error naming what it is; nothing is opened
///   that could block or have side effects (a `stat` comes first, every `open` is
///   `O_NONBLOCK | O_NOCTTY` and is checked again with `fstat`), nothing is renamed, and no
///   lock file is created beside it.
/// - A symbolic link is followed (at most 40 links): the file it leads to is what is read,
///   appended to or replaced, with the temporary and lock files in that file's folder, so the
///   link survives. A dangling link's target is created, like a shell redirection would; its
///   folder must exist.
/// - A lock holds even when someone deletes its file: the lock file (`<target>.lock`) is
///   checked to be the one at its path once held, and the target's folder is locked too.
/// - Replacement is atomic (temporary file, fsync, rename, fsync of the folder); appends are
///   all-or-nothing (a failed or short write is truncated away).
/// - Each error carries the errno of the call that failed, read right after that call.
///
/// The same code runs on Glibc and Darwin; the few calls that differ between them (a field
/// name, `F_FULLFSYNC`) are in SystemCalls.swift.
public enum DurableFiles {
  /// Creates the folders leading to `path` (mode 0700), like `mkdir -p` of its parent.
  public static func makeFolders(for path: String) throws(FileFailure) {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
    var current = path.hasPrefix("/") ? "" : "."
    for component in path[..<slash].split(separator: "/") {
      current += "/" + component
      if mkdir(current, 0o700) != 0 {
        let code = errno
        if code != EEXIST { throw .system(code) }
      }
    }
  }

  /// The folder of a path: "." for a bare name, "/" for a file at the root.
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The last component of a path.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
