/// What `String.folded(_:)` forgets when two texts are compared: the one text-folding rule of
/// the program. Each caller names the preset it compares with, so the rule for ü and ñ is
/// written down once, with its reason:
///
/// | preset               | folds              | keeps | used by                         |
/// |----------------------|--------------------|-------|---------------------------------|
/// | `answerChecking`     | á é í ó ú, ü       | ñ     | the quiz's accent-only credit   |
/// | `formLookup`         | á é í ó ú, ü       | ñ     | `FormIndex` keys, `identify`    |
/// | `infinitiveSpelling` | á é í ó ú          | ü, ñ  | oir → oír, suggestions          |
/// | `tenseNames`         | case, á é í ó ú    | ü, ñ  | `Tense(name:)`, the tense guide |
/// | `verbSearch`         | case, á é í ó ú, ü, ñ | —  | `verbs --search`                |
///
/// The rule, letter by letter:
/// - A combining acute accent (U+0301), diaeresis (U+0308) or tilde (U+0303) after its lower-case
///   base letter counts as the precomposed letter (u + U+0308 is ü), whether or not it is then
///   folded: text typed or pasted in decomposed form compares like composed text.
/// - `.accents`, `.diaeresis` and `.tilde` fold lower-case letters only. Upper-case letters keep
///   their marks unless `.case` is given too, which lower-cases the text first (Á → á → a).
///   Every caller either passes `.case` or folds text that is lower case already (conjugated
///   forms, validated input, answers after `AnswerChecker.normalized`).
/// - Other marks (à, ç, ï…) and every other character are kept as they are.
public struct Folding: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// á é í ó ú → a e i o u: the acute accent, which only marks stress, is forgiven.
  public static let accents = Folding(rawValue: 1 << 0)
  /// ü → u: the diaeresis only says that the u of güe, güi is pronounced.
  public static let diaeresis = Folding(rawValue: 1 << 1)
  /// ñ → n. ñ is a letter of its own (año, ano), so only searching forgives it.
  public static let tilde = Folding(rawValue: 1 << 2)
  /// Upper case → lower case (full Unicode lower-casing), before any other folding.
  public static let `case` = Folding(rawValue: 1 << 3)

  /// An answer right but for its accents or diaeresis (hablo for habló, averigue for averigüe)
  /// earns half credit; a missing tilde (ano for año) is another word, so it is wrong. An exact
  /// match, ü included, is checked first and earns full credit.
  public static let answerChecking: Folding = [.accents, .diaeresis]

  /// Reverse lookup finds a form typed without accents or diaeresis (averigue → averiguar). ñ
  /// is kept so that the keys of `Resources/form-index.tsv` stay as generated: changing this
  /// preset changes the index file.
  public static let formLookup: Folding = [.accents, .diaeresis]

  /// Infinitives typed without an accent (oir for oír) and suggestions for misspellings: only
  /// acute accents are put back (`Lexicon.entry(ignoringAccentsOf:)`), so ü and ñ are kept, and
  /// a missing diaeresis counts as one edit in a suggestion's distance.
  public static let infinitiveSpelling: Folding = [.accents]

  /// Tense names in any case, with or without accents (Pretérito, preterito). No tense name has
  /// ü or ñ, so keeping them only keeps non-names from matching.
  public static let tenseNames: Folding = [.case, .accents]

  /// `verbs --search`: case, accents and tilde are forgiven (abunolar finds abuñolar). The
  /// diaeresis is kept, as it always was here: arguir does not find argüir.
  public static let verbSearch: Folding = [.case, .accents, .diaeresis, .tilde]

  /// The letter `scalar` stands for once folded.
  func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard scalar.value >= 0xE1 else { return scalar }
    switch scalar {
    case "á", "é", "í", "ó", "ú":
      return contains(.accents) ? Letters.removingAccent(scalar) : scalar
    case "ü": return contains(.diaeresis) ? "u" : scalar
    case "ñ": return contains(.tilde) ? "n" : scalar
    default: return scalar
    }
  }

  /// The precomposed letter for a lower-case base letter followed by a combining mark, or nil.
  static func composing(_ base: Unicode.Scalar, _ mark: Unicode.Scalar) -> Unicode.Scalar? {
    switch (mark, base) {
    case ("\u{301}", "a"): "á"
    case ("\u{301}", "e"): "é"
    case ("\u{301}", "i"): "í"
    case ("\u{301}", "o"): "ó"
    case ("\u{301}", "u"): "ú"
    case ("\u{308}", "u"): "ü"
    case ("\u{303}", "n"): "ñ"
    default: nil
    }
  }
}

extension StringProtocol {
  /// The text with what `folding` forgives folded away; see `Folding` for the rule.
  public func folded(_ folding: Folding) -> String {
    let text = folding.contains(.case) ? lowercased() : String(self)
    var result = String.UnicodeScalarView()
    var pending: Unicode.Scalar? = nil
    for scalar in text.unicodeScalars {
      if let base = pending {
        if scalar.value >= 0x300, let composed = Folding.composing(base, scalar) {
          pending = composed
          continue
        }
        result.append(folding.fold(base))
      }
      pending = scalar
    }
    if let pending { result.append(folding.fold(pending)) }
    return String(result)
  }
}
