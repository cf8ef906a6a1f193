#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DurableFile {
  /// The lock lives beside the file links lead to (`<target>.lock`), is never followed
  /// through a link itself, and is created only once the target proved regular or missing.
  ///
  /// A flock belongs to an open file, not to a path, so a lock file deleted by someone else
  /// breaks it twice over. A writer waiting on the deleted file gets a lock nobody else will
  /// ask for: so once held, the lock is checked to be still the file at the lock path (same
  /// device and inode) and taken again if not. And a writer arriving while the holder's lock
  /// file is gone creates a new one and runs beside the holder: so the target's folder, which
  /// cannot vanish while the target is in it, is locked too. The lock file stays for older
  /// versions of conjugar, and for file systems that cannot lock a folder (NFS emulates flock
  /// with locks that need a file open for writing): there the folder lock is skipped.
  /// The order is always lock file, then folder, and no holder takes another lock: no deadlock.
  public func withLock<T>(_ body: () throws(FileFailure) -> T) throws(FileFailure) -> T {
    try DurableFiles.makeFolders(for: path)
    let target = try target()
    _ = try DurableFiles.checkRegular(target, named: path)
    let lockPath = target + ".lock"
    var descriptor: Int32
    repeat {
      descriptor = try Self.openLockFile(lockPath)
    } while try !Self.lockIsAtPath(descriptor, lockPath)
    defer {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
    let folder = Self.lockFolder(of: target)
    defer {
      if let folder {
        flock(folder, LOCK_UN)
        close(folder)
      }
    }
    return try body()
  }

  /// The target's folder, open and locked; nil when it cannot be opened or locked (a folder
  /// without read permission, a file system without flock on folders).
  private static func lockFolder(of target: String) -> Int32? {
    let folder = open(DurableFiles.folder(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return nil }
    do throws(FileFailure) {
      try lock(folder)
      return folder
    } catch {
      close(folder)
      return nil
    }
  }

  /// Opens (creating it when missing) the regular file at `lockPath`, not through a link.
  private static func openLockFile(_ lockPath: String) throws(FileFailure) -> Int32 {
    var info = stat()
    if lstat(lockPath, &info) == 0, FileKind(mode: info.st_mode) != .regular {
      throw .notRegularFile(FileKind(mode: info.st_mode), at: lockPath)
    }
    let descriptor = open(
      lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .last }
    do throws(FileFailure) {
      _ = try DurableFiles.checkRegular(descriptor: descriptor, path: lockPath, named: nil)
    } catch {
      close(descriptor)
      throw error
    }
    return descriptor
  }

  /// Locks `descriptor` and tells whether it is still the file at `lockPath`. When it is not
  /// (deleted or replaced meanwhile), the descriptor is unlocked and closed: false.
  private static func lockIsAtPath(_ descriptor: Int32, _ lockPath: String) throws(FileFailure)
    -> Bool
  {
    do throws(FileFailure) {
      try lock(descriptor)
      var held = stat()
      guard fstat(descriptor, &held) == 0 else { throw FileFailure.last }
      var current = stat()
      if lstat(lockPath, &current) == 0 {
        if current.st_dev == held.st_dev && current.st_ino == held.st_ino { return true }
      } else if errno != ENOENT {
        throw FileFailure.last
      }
    } catch {
      close(descriptor)
      throw error
    }
    flock(descriptor, LOCK_UN)
    close(descriptor)
    return false
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
