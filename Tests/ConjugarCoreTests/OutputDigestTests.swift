import ConjugarCore
import ConjugarOutput
import Testing

/// Every byte the conjugator and the renderers produce, folded into one FNV-1a digest and
/// compared with the value recorded before the engine was made faster (issue 16): a change in
/// any form, alternative, flag or layout changes it.
///
/// A debug build checks a deterministic sample (the first two verbs of every model, pronominal
/// and not, and every 25th known verb: over 600, plus inputs that are inferred, respelt or
/// pronominal); `CONJUGAR_DIGEST_ALL=1` checks every known verb (a few seconds in release:
/// `swift test -c release -Xswiftc -enable-testing`).
@Suite struct OutputDigestTests {
  /// FNV-1a, 64 bits, over UTF-8 bytes; a zero byte ends each document.
  struct Digest {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
      for byte in text.utf8 { mix(byte) }
      mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    var hex: String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }
  }

  /// Inputs beyond the list: inferred verbs, accents left out, pronominal forms of listed
  /// verbs, defective and prefixed verbs.
  static let extraInputs = [
    "blogear", "googlear", "oir", "sonreirse", "levantarse", "irse", "desvair", "entreoir",
    "tuitear", "zapear", "reirse", "atardecer", "soler", "balbucir", "aterir", "predecir",
  ]

  /// Every rendering of one input, in a fixed order.
  static func add(_ input: String, to digest: inout Digest, conjugator: Conjugator) {
    guard let conjugation = try? conjugator.conjugate(input) else {
      digest.add("error: \(input)")
      return
    }
    let regular = conjugator.regularPattern(of: conjugation)
    digest.add(conjugation.enteredAs ?? "-")
    for showVos in [true, false] {
      digest.add(
        ConjugationJSON.render(conjugation, showVos: showVos, tenses: Tense.allCases))
      digest.add(
        ConjugationTable(
          conjugation, regular: nil, showVos: showVos, tenses: Tense.allCases, style: .plain
        ).render())
    }
    digest.add(
      ConjugationTable(
        conjugation, regular: regular, showVos: true, tenses: Tense.allCases,
        style: TextStyle(usesColor: true)
      ).render())
    digest.add(ConjugationJSON.render(regular, showVos: true, tenses: Tense.allCases))
  }

  static func digest(of inputs: [String]) -> String {
    let conjugator = Conjugator().forManyLookups()
    var digest = Digest()
    for input in inputs { add(input, to: &digest, conjugator: conjugator) }
    return digest.hex
  }

  static let known = Lexicon.bundled.entries.map(\.infinitive)

  /// The first two verbs of each model, pronominal and not (a model with few verbs is where a
  /// change would hide: every fifth verb left out 44 of the 109 models), and every 25th verb.
  static let sample: [String] = {
    var seen: [String: Int] = [:]
    var sample: [String] = []
    for (offset, entry) in Lexicon.bundled.entries.enumerated() {
      let kind = entry.model + (entry.infinitive.hasSuffix("se") ? " -se" : "")
      seen[kind, default: 0] += 1
      if seen[kind]! <= 2 || offset % 25 == 0 { sample.append(entry.infinitive) }
    }
    return sample
  }()

  /// Recorded from the implementation before issue 16's changes; recorded again when issue 28
  /// gave 19 verbs a second accepted conjugation (their new forms reviewed one by one, no other
  /// verb's output changed: `verb --all --format json` compared before and after). The sample's
  /// digest was recorded when the sample changed, from a build that gave `allDigest`.
  static let sampleDigest = "8f351a647f9012ff"
  static let allDigest = "a8513c52b96a2df3"

  @Test func sampleOfEveryModelRendersAsRecorded() {
    #expect(Set(Lexicon.bundled.entries.map(\.model)).isSubset(of: Self.modelsOf(Self.sample)))
    #expect(Self.sample.count >= 600)
    #expect(Self.digest(of: Self.sample + Self.extraInputs) == Self.sampleDigest)
  }

  static func modelsOf(_ infinitives: [String]) -> Set<String> {
    let chosen = Set(infinitives)
    return Set(Lexicon.bundled.entries.filter { chosen.contains($0.infinitive) }.map(\.model))
  }

  @Test(.enabled(if: DigestEnvironment.isSet("CONJUGAR_DIGEST_ALL")))
  func everyKnownVerbRendersAsRecorded() {
    #expect(Self.digest(of: Self.known + Self.extraInputs) == Self.allDigest)
  }

  @Test func theDigestSeesAOneLetterChange() {
    var original = Digest()
    original.add("hablé")
    var changed = Digest()
    changed.add("hablë")
    var moved = Digest()
    moved.add("habl")
    moved.add("é")
    #expect(original.value != changed.value)
    #expect(original.value != moved.value)
  }
}

/// The process environment without Foundation.
enum DigestEnvironment {
  static func isSet(_ name: String) -> Bool {
    guard let value = getenv(name) else { return false }
    return String(cString: value) == "1"
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
