/// Pseudo-localisation, the test-only `Language.pseudo`: each English template between ⟦ and ⟧
/// with its letters accented ("Quiz" → "⟦Qüíź⟧"), placeholders left as they are, so a test can
/// tell text that came through the catalogue from text that did not (user input and data
/// aside).
public enum PseudoLanguage {
  static let open: Character = "⟦"
  static let close: Character = "⟧"

  static func marked(_ template: String) -> String {
    var result = String(open)
    var scalars = template.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1}" {
        result.unicodeScalars.append(scalar)
        if let letter = scalars.next() { result.unicodeScalars.append(letter) }
      } else if let accented = accents[scalar] {
        result.unicodeScalars.append(accented)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    result.append(close)
    return result
  }

  /// `text` with the marked parts taken out (marks nest: a message inside a message): what a
  /// pseudo-language test holds to be data.
  public static func unmarked(_ text: String) -> String {
    var depth = 0
    var rest = ""
    for character in text {
      if character == open {
        depth += 1
      } else if character == close {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        rest.append(character)
      }
    }
    return rest
  }

  /// The words of `text`, lower case, as a pseudo-language test compares them.
  public static func words(_ text: String) -> [String] {
    text.lowercased().split { !$0.isLetter }.map(String.init)
  }

  private static let accents: [Unicode.Scalar: Unicode.Scalar] = [
    "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "y": "ý", "z": "ź",
    "A": "Å", "E": "É", "I": "Î", "O": "Ø", "U": "Ü", "C": "Ç", "N": "Ñ", "Y": "Ý",
  ]
}
