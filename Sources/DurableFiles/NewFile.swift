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
  /// The temporary file is removed whatever happens, and the folder is fsynced. The new file is
  /// 0644, or 0600 when `ownerOnly` (a file holding a secret: a class's key), as the umask allows.
  /// Returns the new file's identity (for `remove(ifStill:)`).
  @discardableResult
  public func create(with bytes: [UInt8], ownerOnly: Bool = false) throws(FileFailure)
    -> FileIdentity
  {
    let temporary = try TemporaryFiles(target: path, calls: calls).written(
      bytes, mode: ownerOnly ? 0o600 : 0o644)
    defer { unlink(temporary) }
    guard link(temporary, path) == 0 else { throw .last }
    DurableFiles.syncFolder(of: path, calls: calls)
    var info = stat()
    _ = lstat(temporary, &info)
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
      modified: info.modificationNanoseconds)
  }
}

extension FileFailure {
  /// `create(with:)` found something at the path.
  public var isAlreadyThere: Bool { self == .system(EEXIST) }
}

extension DurableFile {
  /// Removes the file at the path when it is still `created` (the same device, inode, size and
  /// modification time, since a freed inode is soon reused; the path itself, not a link's
  /// target), then fsyncs the folder: a new file undone because what it was made for failed.
  /// Anything else found there is left alone.
  public func remove(ifStill created: FileIdentity) {
    var info = stat()
    guard lstat(path, &info) == 0,
      FileIdentity(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int(info.st_size),
        modified: info.modificationNanoseconds) == created
    else { return }
    guard unlink(path) == 0 else { return }
    DurableFiles.syncFolder(of: path, calls: calls)
  }
}
