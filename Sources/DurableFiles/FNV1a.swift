/// 64-bit FNV-1a: the checksum of derived files (the summary cache) and of a history
/// checkpoint's samples. It catches edits and damage, not a forger: it is no cryptographic hash,
/// and derived data is only ever rebuilt from the file it was derived from.
public enum FNV1a {
  public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of `bytes`, continuing from `hash` (the offset basis for a fresh one).
  public static func hash(_ bytes: UnsafeRawBufferPointer, from hash: UInt64 = offsetBasis)
    -> UInt64
  {
    var hash = hash
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }

  public static func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBytes { hash($0) } }

  public static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBytes { hash($0) }
  }

  /// `hash(bytes)` as 16 lower-case hexadecimal digits.
  public static func hex(_ bytes: [UInt8]) -> String { hex(hash(bytes)) }

  public static func hex(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
