/// Which file a path leads to and its state, to tell whether it changed since it was last
/// read: another file put there (a new device or inode), the same file grown (appended to),
/// or rewritten (same size, a new modification time).
public struct FileIdentity: Equatable, Sendable {
  public let device: UInt64
  public let inode: UInt64
  public let size: Int
  /// The last modification, in nanoseconds since 1970.
  public let modified: Int64

  public init(device: UInt64, inode: UInt64, size: Int, modified: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
  }

  /// The same file (device and inode), whatever its content.
  public func isSameFile(as other: FileIdentity) -> Bool {
    device == other.device && inode == other.inode
  }
}
