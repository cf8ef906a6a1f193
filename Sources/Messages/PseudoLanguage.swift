/// Pseudo-localisation, the test-only `Language.pseudo`: each English template between ⟦ and ⟧
/// with its letters accented ("Quiz" → "⟦Qüíź⟧"), placeholders left as they are, so a test can
/// tell text that came through the catalogue from text that did not (user input and data
/// aside).
enum PseudoLanguage {
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

  private static let accents: [Unicode.Scalar: Unicode.Scalar] = [
    "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "y": "ý", "z": "ź",
    "A": "Å", "E": "É", "I": "Î", "O": "Ø", "U": "Ü", "C": "Ç", "N": "Ñ", "Y": "Ý",
  ]
}
