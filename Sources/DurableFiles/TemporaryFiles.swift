#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files of atomic replacement: `<target>.tmp-<pid>-<random>`, in the target's
/// folder. One left by a writer that was killed is removed by the next replacement (which
/// holds the lock, so no live writer is mid-way): when its process no longer exists, or when
/// it is older than `staleAge` (the process id may have been reused).
struct TemporaryFiles {
  static let staleAge: time_t = 10 * 60

  let target: String
  let calls: SystemCalls

  private var prefix: String { DurableFiles.name(of: target) + ".tmp-" }

  func newName() -> String {
    "\(target).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  }

  /// A new temporary file holding `bytes`, fsynced and closed, with permissions `mode`: its
  /// name, for the caller to move or link into place. Removed when it cannot be written.
  func written(_ bytes: [UInt8], mode: mode_t) throws(FileFailure) -> String {
    let temporary = newName()
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw .last }
    do throws(FileFailure) {
      try calls.writeAll(descriptor, bytes)
      guard calls.fsync(descriptor) == 0 else { throw FileFailure.last }
      guard close(descriptor) == 0 else { throw FileFailure.last }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    return temporary
  }

  /// Removes stale temporary files of this target; failures are ignored (they are litter).
  func removeStale() {
    let folder = DurableFiles.folder(of: target)
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard let pid = processID(in: name) else { continue }
      let path = folder + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      let isOld = calls.now() - info.modificationSeconds > Self.staleAge
      if isOld || !Self.isRunning(pid) { unlink(path) }
    }
  }

  /// The writer's process id when `name` is one of this target's temporary files.
  func processID(in name: String) -> pid_t? {
    guard name.hasPrefix(prefix) else { return nil }
    let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
    else { return nil }
    return pid
  }

  static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }
}
