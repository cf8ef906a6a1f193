import ConjugarQuiz

/// An item: a `QuestionKey` and the drill it was asked in (a form written from its name and
/// one written from English are learnt apart), with its hash worked out once, cheaply: FNV-1a
/// over the verb's bytes, the item, person and drill. Hashing the key itself (SipHash over the string, the enums) was a sixth of
/// `stats`: the summary looks up one key per answer, a million times for a million answers.
/// Equality is the key's own, so a weak hash only costs time.
public struct ItemKey: Hashable, Sendable {
  let key: QuestionKey
  let drill: QuizKind
  private let fingerprint: UInt64

  init(_ key: QuestionKey, drill: QuizKind = .conjugate) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    for byte in key.verb.utf8 { mix(byte) }
    withUnsafeBytes(of: key.item) { for byte in $0 { mix(byte) } }
    withUnsafeBytes(of: key.person) { for byte in $0 { mix(byte) } }
    withUnsafeBytes(of: drill) { for byte in $0 { mix(byte) } }
    self.key = key
    self.drill = drill
    fingerprint = hash
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(fingerprint) }

  public static func == (lhs: ItemKey, rhs: ItemKey) -> Bool {
    lhs.fingerprint == rhs.fingerprint && lhs.key == rhs.key && lhs.drill == rhs.drill
  }
}
