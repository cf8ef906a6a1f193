import ConjugarCore
import Messages

/// The orthographic changes at the join of stem and ending (Ortografía de la lengua española,
/// 2010): a consonant keeps its sound before another vowel (busqué, cojo, averigüé), an
/// unstressed i between vowels is written y (leyó), and the i of -ió, -ieron is dropped after
/// ñ, ll and i (tañó, rieron). Each rule is a pair of spellings, the right one and the naive
/// one, and where it applies; `between` finds the rule two forms differ by, and nothing else.
struct SpellingRule: Sendable {
  /// What the rule writes (qu), and what writing the stem as it is gives (c).
  let right: String
  let naive: String
  let applies: Context
  let irregularity: Irregularity
  /// The rule, taught: "-car verbs write qu before e".
  let rule: Message

  enum Context: Sendable {
    case beforeFrontVowel, beforeBackVowel, betweenVowels, afterPalatal, wordStart
  }

  static let all: [SpellingRule] = [
    SpellingRule(
      right: "qu", naive: "c", applies: .beforeFrontVowel, irregularity: .spellingCToQU,
      rule: Message(.spellingCarQU)),
    SpellingRule(
      right: "gu", naive: "g", applies: .beforeFrontVowel, irregularity: .spellingGToGU,
      rule: Message(.spellingGarGU)),
    SpellingRule(
      right: "gü", naive: "gu", applies: .beforeFrontVowel, irregularity: .spellingGUToGDiaeresis,
      rule: Message(.spellingGuarGU)),
    SpellingRule(
      right: "c", naive: "z", applies: .beforeFrontVowel, irregularity: .spellingZToC,
      rule: Message(.spellingZarC)),
    SpellingRule(
      right: "z", naive: "c", applies: .beforeBackVowel, irregularity: .spellingCToZ,
      rule: Message(.spellingCerZ)),
    SpellingRule(
      right: "j", naive: "g", applies: .beforeBackVowel, irregularity: .spellingGToJ,
      rule: Message(.spellingGerJ)),
    SpellingRule(
      right: "g", naive: "gu", applies: .beforeBackVowel, irregularity: .spellingGUToG,
      rule: Message(.spellingGuirG)),
    SpellingRule(
      right: "c", naive: "qu", applies: .beforeBackVowel, irregularity: .spellingQUToC,
      rule: Message(.spellingQuirC)),
    SpellingRule(
      right: "y", naive: "i", applies: .betweenVowels, irregularity: .spellingIToY,
      rule: Message(.spellingIBetweenVowels)),
    SpellingRule(
      right: "h", naive: "", applies: .wordStart, irregularity: .spellingInitialH,
      rule: Message(.spellingInitialHUE)),
    SpellingRule(
      right: "y", naive: "i", applies: .wordStart, irregularity: .spellingIToY,
      rule: Message(.spellingInitialYE)),
    SpellingRule(
      right: "", naive: "i", applies: .afterPalatal, irregularity: .spellingIDropped,
      rule: Message(.spellingIDropped)),
  ]

  /// The rule `right` follows where `naive` does not, when the two differ in one place only
  /// (accents aside) and that place is one the rule governs; nil otherwise. A rule at the join
  /// must reach the end of the stem's first `stemLength` letters (the i of lliegen is no
  /// ending's i).
  static func between(right: String, naive: String, stemLength: Int = 0) -> SpellingRule? {
    let a = Array(right.folded(.infinitiveSpelling))
    let b = Array(naive.folded(.infinitiveSpelling))
    guard a != b else { return nil }
    var start = 0
    while start < a.count, start < b.count, a[start] == b[start] { start += 1 }
    var end = 0
    while end < a.count - start, end < b.count - start,
      a[a.count - 1 - end] == b[b.count - 1 - end]
    {
      end += 1
    }
    // The differing letters, and the same widened by the letter before them (pagé/pagué
    // differ by a u alone; the rule is g/gu).
    for widen in 0...min(1, start) {
      let from = start - widen
      let rightPart = String(a[from..<(a.count - end)])
      let naivePart = String(b[from..<(b.count - end)])
      let next = end > 0 ? a[a.count - end] : nil
      let previous = from > 0 ? a[from - 1] : nil
      let reachesJoin = a.count - end >= stemLength - 1
      for rule in all where rule.right == rightPart && rule.naive == naivePart {
        guard reachesJoin || rule.applies == .wordStart else { continue }
        if rule.fits(previous: previous, previousTwo: from > 1 ? a[from - 2] : nil, next: next) {
          return rule
        }
      }
    }
    return nil
  }

  private func fits(previous: Character?, previousTwo: Character?, next: Character?) -> Bool {
    switch applies {
    case .beforeFrontVowel: return next == "e" || next == "i"
    case .beforeBackVowel: return next == "a" || next == "o"
    case .betweenVowels:
      return previous.map(Self.isVowel) == true && next.map(Self.isVowel) == true
    case .wordStart: return previous == nil && (next == "u" || next == "e")
    case .afterPalatal:
      // Only the i of an ending (-ió, -ieron, -iendo, -iera): escriibiré doubles a letter.
      guard next == "e" || next == "o" else { return false }
      return previous == "ñ" || previous == "i" || (previous == "l" && previousTwo == "l")
    }
  }

  static func isVowel(_ c: Character) -> Bool { "aeiouü".contains(c) }
}
