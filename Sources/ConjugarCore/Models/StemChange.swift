/// A change of the stem's last vowel, in the stressed forms ("boot") and, for some -ir
/// verbs, in the forms whose ending starts with a or stressed-less ie/ió ("second").
enum StemChange: Sendable, Equatable {
  case none
  /// e → ie (pensar, entender; discernir keeps e elsewhere).
  case eToIE
  /// o → ue (contar, mover).
  case oToUE
  /// o → hue, the diphthong starting a syllable after a prefix (desosar → deshueso, the h of
  /// hueso); a diphthong at the start of the word takes its h by itself (oler → huelo).
  case oToHUE
  /// u → ue (jugar).
  case uToUE
  /// i → ie (adquirir).
  case iToIE
  /// e → i everywhere the -ir pattern allows (pedir, reír).
  case eToI
  /// e → ie when stressed, e → i in the -ir positions (sentir, venir).
  case eToIEThenI
  /// o → ue when stressed, o → u in the -ir positions (dormir, morir).
  case oToUEThenU

  /// The stem used in the stressed persons (yo, tú, él, ellos of the present).
  func stressed(_ stem: [Letter], wordStart: Bool) -> [Letter] {
    switch self {
    case .none: stem
    case .eToIE, .eToIEThenI: Self.replaceLast("e", in: stem, with: "ie", wordStart: wordStart)
    case .oToUE, .oToUEThenU: Self.replaceLast("o", in: stem, with: "ue", wordStart: wordStart)
    case .oToHUE: Self.replaceLast("o", in: stem, with: "hue", wordStart: false)
    case .uToUE: Self.replaceLast("u", in: stem, with: "ue", wordStart: wordStart)
    case .iToIE: Self.replaceLast("i", in: stem, with: "ie", wordStart: wordStart)
    case .eToI: Self.replaceLast("e", in: stem, with: "i", wordStart: wordStart)
    }
  }

  /// The stem used where -ir verbs close their vowel (pidió, durmiendo, sintamos).
  func closed(_ stem: [Letter]) -> [Letter] {
    switch self {
    case .eToI, .eToIEThenI: Self.replaceLast("e", in: stem, with: "i", wordStart: false)
    case .oToUEThenU: Self.replaceLast("o", in: stem, with: "u", wordStart: false)
    default: stem
    }
  }

  var closesInIr: Bool {
    switch self {
    case .eToI, .eToIEThenI, .oToUEThenU: true
    default: false
    }
  }

  private static func replaceLast(
    _ vowel: Letter, in stem: [Letter], with replacement: String, wordStart: Bool
  ) -> [Letter] {
    guard let index = stem.lastIndex(of: vowel) else { return stem }
    var result = Array(stem[..<index])
    var inserted = replacement.letters
    if index == 0 && wordStart {
      if inserted == ["i", "e"] { inserted = ["y", "e"] }  // errar → yerro, erguir → yergo
      if inserted == ["u", "e"] { inserted = ["h", "u", "e"] }  // oler → huelo
    } else if inserted.first == "u", index > 0, stem[index - 1] == "g" {
      inserted[0] = "ü"  // avergonzar → avergüenzo
    }
    result.append(contentsOf: inserted)
    result.append(contentsOf: stem[(index + 1)...])
    return result
  }
}
