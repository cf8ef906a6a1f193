/// A class's random secret: 128 bits drawn from the environment's randomness (never the clock),
/// written in the key file as 32 lower-case hex digits. Version codes and version seeds derive
/// from it, so a student sheet, which prints only its code, says nothing that redraws the
/// questions or their answers.
public struct ClassSecret: Hashable, Sendable {
  public let high: UInt64
  public let low: UInt64

  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  /// A fresh secret from `generator` (the environment's system randomness in the product).
  public init(using generator: inout some RandomNumberGenerator) {
    self.init(high: generator.next(), low: generator.next())
  }

  /// 32 lower-case hex digits.
  public var hex: String { Self.hex(high) + Self.hex(low) }

  /// Reads `hex`'s 32 hex digits (either case); nil otherwise.
  public init?(hex text: String) {
    guard text.utf8.count == 32, let high = UInt64(text.prefix(16), radix: 16),
      let low = UInt64(text.suffix(16), radix: 16)
    else { return nil }
    self.init(high: high, low: low)
  }

  /// The seed that draws version `index` (0 for A): a hash of the secret and the index, so
  /// seeds are never printed and cannot be guessed from a code.
  public func seed(forVersion index: Int) -> UInt64 {
    FNV1a64.hash("seed|\(index)|" + hex).mixed
  }

  // MARK: Version codes

  /// The class's join code, typed by students in the browser with their name (`conjugar
  /// serve`): `joinCodeLength` characters of `codeAlphabet` from a hash of the secret, so it
  /// is the same every time the class is served and says nothing of the versions' codes or seeds.
  public var joinCode: String {
    var bits = FNV1a64.hash("join|" + hex).mixed
    var code = ""
    for _ in 0..<Self.joinCodeLength {
      code.append(Self.codeAlphabet[Int(bits % UInt64(Self.codeAlphabet.count))])
      bits /= UInt64(Self.codeAlphabet.count)
    }
    return code
  }
  /// 32⁶: about a billion codes, against join attempts limited per address.
  public static let joinCodeLength = 6

  /// Whether `text` is `code` as a person may type it: any case, spaces and dashes ignored.
  public static func isSameCode(_ text: String, _ code: String) -> Bool {
    !code.isEmpty && comparable(text) == comparable(code)
  }

  /// Characters of a code: digits and capitals without 0, O, 1 and I, which read alike.
  public static let codeAlphabet = Array("23456789ABCDEFGHJKLMNPQRSTUVWXYZ")
  /// Characters after the class's prefix.
  public static let codeLength = 4
  /// Characters of the class name kept at the front of a code.
  public static let prefixLength = 6

  /// The codes of `count` versions: the class name's letters and digits (upper-cased, at most
  /// `prefixLength`), a dash and `codeLength` characters hashed from the secret and the index;
  /// redrawn in the rare case of a clash, so the codes of one key are all different.
  public func versionCodes(count: Int, className: String) -> [String] {
    let prefix = Self.prefix(className)
    var codes: [String] = []
    for index in 0..<count {
      var attempt = 0
      var code: String
      repeat {
        code = prefix + Self.suffix(FNV1a64.hash("code|\(index)|\(attempt)|" + hex).mixed)
        attempt += 1
      } while codes.contains(code)
      codes.append(code)
    }
    return codes
  }

  /// The class name's part of a code, with its dash: "3B-"; empty for a name with no letter
  /// or digit.
  static func prefix(_ className: String) -> String {
    let kept = className.uppercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return kept.isEmpty ? "" : String(kept.prefix(prefixLength)) + "-"
  }

  /// Whether `code` has the form `versionCodes` gives for `className`: its prefix, then
  /// `codeLength` characters of `codeAlphabet`.
  public static func isCode(_ code: String, className: String) -> Bool {
    let prefix = prefix(className).unicodeScalars
    guard code.unicodeScalars.starts(with: prefix) else { return false }
    let suffix = code.unicodeScalars.dropFirst(prefix.count)
    return suffix.count == codeLength
      && suffix.allSatisfy { codeAlphabet.contains(Character($0)) }
  }

  private static func suffix(_ hash: UInt64) -> String {
    var value = hash
    var characters: [Character] = []
    for _ in 0..<codeLength {
      characters.append(codeAlphabet[Int(value % UInt64(codeAlphabet.count))])
      value /= UInt64(codeAlphabet.count)
    }
    return String(characters)
  }

  /// A code as typed, made comparable: upper-cased, without spaces, dashes or dots.
  static func comparable(_ text: String) -> String {
    text.uppercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "." && $0 != "_" }
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension ClassKey {
  /// The code of version `index` (0 for A) of a class: what its sheet prints.
  public static func versionCode(index: Int, secret: ClassSecret, className: String) -> String {
    secret.versionCodes(count: index + 1, className: className)[index]
  }

  /// The seed that draws version `index` (`ClassSecret.seed(forVersion:)`).
  public func seed(forVersion index: Int) -> UInt64 { secret.seed(forVersion: index) }
}

/// 64-bit FNV-1a: the key file's checksum and the hash behind codes and seeds. Not a
/// cryptographic hash: the checksum catches edits and damage, the secret keeps codes unguessable.
enum FNV1a64 {
  struct Value {
    let raw: UInt64
    /// SplitMix64's finalizer over the hash: every input bit moves every output bit.
    var mixed: UInt64 {
      var z = raw
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func hash(_ text: String) -> Value {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Value(raw: hash)
  }
}
