#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DurableFile {
  /// The lock lives beside the file links lead to (`<target>.lock`), is never followed
  /// through a link itself, and is created only once the target proved regular or missing.
  public func withLock<T>(_ body: () throws(FileFailure) -> T) throws(FileFailure) -> T {
    try DurableFiles.makeFolders(for: path)
    let target = try target()
    _ = try DurableFiles.checkRegular(target, named: path)
    let lockPath = target + ".lock"
    var info = stat()
    if lstat(lockPath, &info) == 0, FileKind(mode: info.st_mode) != .regular {
      throw .notRegularFile(FileKind(mode: info.st_mode), at: lockPath)
    }
    let descriptor = open(
      lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .last }
    defer { close(descriptor) }
    _ = try DurableFiles.checkRegular(descriptor: descriptor, path: lockPath, named: nil)
    try Self.lock(descriptor)
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  public func moveAside(suffix: String) throws(FileFailure) -> String {
    let target = try target()
    let base = "\(target).\(suffix)"
    var aside = base
    var attempt = 1
    var info = stat()
    while lstat(aside, &info) == 0 {
      attempt += 1
      aside = "\(base)-\(attempt)"
    }
    guard rename(target, aside) == 0 else { throw .last }
    return aside
  }
}
