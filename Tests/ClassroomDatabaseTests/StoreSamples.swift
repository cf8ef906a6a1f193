import Classroom

/// The records the store's tests write.
enum StoreSamples {
  static let identity = ClassIdentity(keyChecksum: "sha256:aaaa", className: "3B")
  static let otherIdentity = ClassIdentity(keyChecksum: "sha256:bbbb", className: "4A")

  /// A name as typed (an accent, capitals) and its folded key.
  static let ana = StoredStudent(
    name: "Ána María", nameKey: "ana maria", version: "3B-K7Q2",
    session: "0123456789abcdef0123456789abcdef", joinedAt: "2026-11-28T09:00:00Z")

  static func student(_ number: Int, name: String? = nil) -> StoredStudent {
    let name = name ?? "Student \(number)"
    let hex = String(number, radix: 16)
    return StoredStudent(
      name: name, nameKey: name.lowercased(), version: "3B-K7Q2",
      session: String(repeating: "0", count: 32 - hex.count) + hex,
      joinedAt: "2026-11-28T09:00:0\(number % 10)Z")
  }

  static func answer(_ student: Int64, _ number: Int, _ text: String) -> StoredAnswer {
    StoredAnswer(student: student, number: number, text: text, savedAt: "2026-11-28T09:10:00Z")
  }
}
