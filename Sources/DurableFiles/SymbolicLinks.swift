#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Following symbolic links to the file they lead to, so that file is replaced and the links
/// stay links (a settings file kept in a dotfiles repository and linked into ~/.config).
enum SymbolicLinks {
  /// At most this many links are followed, as the kernel does (ELOOP after that).
  static let limit = 40

  /// The path after following the last component's links: `path` itself when it is not a
  /// link or does not exist; the (possibly missing) target of a dangling link.
  static func target(of path: String) throws(FileFailure) -> String {
    var current = path
    for _ in 0...limit {
      var info = stat()
      guard lstat(current, &info) == 0 else {
        let code = errno
        if code == ENOENT { return current }
        throw .system(code)
      }
      guard info.st_mode & S_IFMT == S_IFLNK else { return current }
      let destination = try readLink(current)
      let next =
        destination.hasPrefix("/")
        ? destination : DurableFiles.folder(of: current) + "/" + destination
      // A link of /proc (`/dev/stdout` → `/proc/self/fd/1` → `pipe:[1234]`) names no path,
      // yet the kernel follows it: the link itself is then the file to check.
      if !exists(next), exists(current, following: true) { return current }
      current = next
    }
    throw .system(ELOOP)
  }

  /// Whether something is at `path` (`following`: what a link leads to).
  private static func exists(_ path: String, following: Bool = false) -> Bool {
    var info = stat()
    return (following ? stat(path, &info) : lstat(path, &info)) == 0
  }

  private static func readLink(_ path: String) throws(FileFailure) -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw .last }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension DurableFiles {
  /// Whether `path` itself is a symbolic link (false when nothing is there).
  static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }
}
