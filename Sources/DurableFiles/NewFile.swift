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
    let temporary = try TemporaryFiles(target: path, calls: calls).written(bytes, mode: 0o644)
    defer { unlink(temporary) }
    guard link(temporary, path) == 0 else { throw .last }
    DurableFiles.syncFolder(of: path, calls: calls)
  }
}

extension FileFailure {
  /// `create(with:)` found something at the path.
  public var isAlreadyThere: Bool { self == .system(EEXIST) }
}
