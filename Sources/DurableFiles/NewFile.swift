#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DurableFile {
  /// Writes a file that must not exist yet (a class's key file, a student's answers): the bytes
  /// go to a temporary file beside it, fsynced, then hard-linked to the path. `link` fails with
  /// EEXIST when anything is there, a dangling symbolic link included, so nothing is ever
  /// written over, even by a file that appears meanwhile; readers see no file or the whole file.
  /// The temporary file is removed whatever happens, and the folder is fsynced.
  public func create(with bytes: [UInt8]) throws(FileFailure) {
    let temporary = TemporaryFiles(target: path, calls: calls).newName()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .last }
    defer { unlink(temporary) }
    do throws(FileFailure) {
      try calls.writeAll(descriptor, bytes)
      guard calls.fsync(descriptor) == 0 else { throw FileFailure.last }
      guard close(descriptor) == 0 else { throw FileFailure.last }
    } catch {
      close(descriptor)
      throw error
    }
    guard link(temporary, path) == 0 else { throw .last }
    let folder = open(DurableFiles.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      _ = calls.fsync(folder)
      close(folder)
    }
  }
}

extension FileFailure {
  /// `create(with:)` found something at the path.
  public var isAlreadyThere: Bool { self == .system(EEXIST) }
}
