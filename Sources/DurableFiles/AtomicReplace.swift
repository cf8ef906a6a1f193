#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DurableFile {
  /// A temporary file in the target's folder is written, fsynced and renamed over the target,
  /// then the folder is fsynced: readers see the old or the new content, never a mix, and a
  /// symbolic link to the file stays a link. Temporary files left by killed writers are
  /// removed first.
  public func replace(with bytes: [UInt8]) throws(FileFailure) {
    let target = try target()
    guard followsLinks else { return try replaceDerived(with: bytes) }
    _ = try DurableFiles.checkRegular(target, named: path)
    TemporaryFiles(target: target, calls: calls).removeStale()
    let temporary = try TemporaryFiles(target: target, calls: calls).written(bytes, mode: 0o600)
    try DurableFiles.moveIntoPlace(temporary, target: target, named: path, calls: calls)
  }

  /// `replace` of a derived file: the rename replaces a symbolic link at `path` itself, never
  /// what it leads to; only a directory, a FIFO or another special file is left alone.
  private func replaceDerived(with bytes: [UInt8]) throws(FileFailure) {
    var info = stat()
    if lstat(path, &info) == 0 {
      let kind = FileKind(mode: info.st_mode)
      guard kind == .regular || kind == .symbolicLink else {
        throw .notRegularFile(kind, at: nil)
      }
    } else if errno != ENOENT {
      throw .last
    }
    TemporaryFiles(target: path, calls: calls).removeStale()
    let temporary = try TemporaryFiles(target: path, calls: calls).written(bytes, mode: 0o600)
    guard rename(temporary, path) == 0 else {
      let failure = FileFailure.last
      unlink(temporary)
      throw failure
    }
    DurableFiles.syncFolder(of: path, calls: calls)
  }
}
