#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// New content for a user file that another program writes (espeak-ng's WAV for
/// `say --output`): it writes a temporary file beside the target, which `commit` puts in the
/// target's place under the policy of `DurableFiles`. The program never opens the user's path,
/// so a FIFO there cannot block it, nor a device take the bytes.
public struct PendingReplacement: Sendable {
  /// The file the program is to write (it exists, empty, until `commit` or `discard`).
  public let temporaryPath: String
  /// The file being replaced: the path given, symbolic links followed.
  let target: String
  let path: String
  let calls: SystemCalls

  /// The content `temporaryPath` holds, flushed to disk, replaces the target's (keeping its
  /// permissions when it existed); the folder is flushed too.
  public func commit() throws(FileFailure) {
    var info = stat()
    let existing = stat(target, &info) == 0 ? info.st_mode & 0o7777 : nil
    let descriptor = open(temporaryPath, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw .last }
    do throws(FileFailure) {
      _ = try DurableFiles.checkRegular(descriptor: descriptor, path: temporaryPath, named: nil)
      if let existing, fchmod(descriptor, existing) != 0 { throw FileFailure.last }
      guard calls.fsync(descriptor) == 0 else { throw FileFailure.last }
      guard close(descriptor) == 0 else { throw FileFailure.last }
    } catch {
      close(descriptor)
      throw error
    }
    try DurableFiles.moveIntoPlace(temporaryPath, target: target, named: path, calls: calls)
  }

  /// Removes the temporary file: the target stays as it was.
  public func discard() { unlink(temporaryPath) }
}

extension DurableFile {
  /// Checks that the target is a regular file the caller may write, or nothing yet, and
  /// creates the temporary file beside it for another program to write.
  public func prepareReplacement() throws(FileFailure) -> PendingReplacement {
    let target = try target()
    if try DurableFiles.checkRegular(target, named: path), access(target, W_OK) != 0 {
      throw .last
    }
    let files = TemporaryFiles(target: target, calls: calls)
    files.removeStale()
    let temporary = files.newName()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .last }
    close(descriptor)
    return PendingReplacement(temporaryPath: temporary, target: target, path: path, calls: calls)
  }
}

extension DurableFiles {
  /// The last step of every replacement: `temporary` (written and flushed) is renamed over
  /// `target`, checked just before to be a regular file or nothing (a FIFO put there meanwhile
  /// is not replaced), then the folder is flushed. The temporary file is removed on failure.
  static func moveIntoPlace(
    _ temporary: String, target: String, named path: String, calls: SystemCalls
  ) throws(FileFailure) {
    do throws(FileFailure) {
      _ = try checkRegular(target, named: path)
      guard rename(temporary, target) == 0 else { throw FileFailure.last }
    } catch {
      unlink(temporary)
      throw error
    }
    syncFolder(of: target, calls: calls)
  }

  /// Flushes the folder of `path`, so that a name just made or renamed there survives a crash;
  /// a folder that cannot be opened is left as it is.
  static func syncFolder(of path: String, calls: SystemCalls) {
    let folder = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      _ = calls.fsync(folder)
      close(folder)
    }
  }
}
