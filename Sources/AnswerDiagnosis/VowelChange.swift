import Messages

/// The stem-vowel changes of Spanish verbs as operations on a written form: the last such vowel
/// of the stem becomes the diphthong or the closed vowel (pens-amos → piens-amos). Diagnosis
/// applies them where the verb has none (overapplied) and compares; classification applies them
/// to the regular pattern to see which one the expected form shows.
struct VowelChange: Sendable, Equatable {
  let from: Character
  let to: String
  let irregularity: Irregularity

  static let all: [VowelChange] = [
    VowelChange(from: "e", to: "ie", irregularity: .stemEToIE),
    VowelChange(from: "o", to: "ue", irregularity: .stemOToUE),
    VowelChange(from: "u", to: "ue", irregularity: .stemUToUE),
    VowelChange(from: "i", to: "ie", irregularity: .stemIToIE),
    VowelChange(from: "e", to: "i", irregularity: .stemEToI),
    VowelChange(from: "o", to: "u", irregularity: .stemOToU),
  ]

  /// "e→ie" ("e → ie" in Spanish), as messages write it.
  var arrow: Message { .diagnosisArrow(from: String(from), to: to) }

  /// `word` with the last `from` among its first `stemLength` letters changed; nil when the
  /// stem has none. A diphthong starting the word is written ye-, hue- (errar: yerro, oler:
  /// huelo); ue after g is written güe (avergonzar: avergüenzo), as the engine writes them.
  func applied(to word: String, stemLength: Int) -> String? {
    let letters = Array(word)
    guard stemLength <= letters.count,
      let index = letters[..<stemLength].lastIndex(of: from)
    else { return nil }
    var inserted = Array(to)
    if index == 0 && inserted == ["i", "e"] { inserted = ["y", "e"] }
    if index == 0 && inserted == ["u", "e"] { inserted = ["h", "u", "e"] }
    if index > 0, inserted.first == "u", inserted.count == 2, letters[index - 1] == "g" {
      inserted[0] = "ü"
    }
    return String(letters[..<index] + inserted + letters[(index + 1)...])
  }
}
