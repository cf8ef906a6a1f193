/// A word, a number or a mark of running text, with its place in Unicode scalars.
struct Token: Sendable {
  enum Kind: UInt8, Sendable {
    case word
    case number
    case mark
  }

  var offset: Int
  var length: Int
  var kind: Kind
  /// For a word: its lower-cased, composed spelling's index in `Tokens.words`; for a mark, the
  /// mark's scalar value.
  var value: Int
  /// A paragraph break (a blank line) or a dialogue line comes between this token and the last.
  var startsParagraph: Bool
  /// The word starts with a capital letter.
  var isCapitalized: Bool
}

/// The tokens of a text and the distinct words they use, each once.
struct Tokens: Sendable {
  var tokens: [Token] = []
  /// Lower case, accents composed (é, not e + U+0301).
  var words: [String] = []
  /// A word's index in `words`.
  var wordIndex: [String: Int] = [:]

  /// Words: letters (with accents, ü and ñ) and the combining marks that follow them; an
  /// apostrophe or a hyphen between letters is read as a space. Numbers: runs of digits.
  /// Everything else but white space is a mark of its own.
  init(_ scalars: [Unicode.Scalar]) {
    var index = 0
    var newlines = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace {
        if scalar == "\n" || scalar == "\u{2029}" { newlines += 1 }
        index += 1
        continue
      }
      let start = index
      let paragraph = newlines >= 2 || (newlines == 1 && Self.isDialogueDash(scalar))
      newlines = 0
      if Self.isLetter(scalar) {
        var word = String.UnicodeScalarView()
        let isCapitalized = scalar.properties.isUppercase
        while index < scalars.count,
          Self.isLetter(scalars[index]) || Self.isCombining(scalars[index])
        {
          word.append(scalars[index])
          index += 1
        }
        let id = intern(Self.lowercasedComposed(word))
        tokens.append(
          Token(
            offset: start, length: index - start, kind: .word, value: id,
            startsParagraph: paragraph, isCapitalized: isCapitalized))
      } else if scalar.properties.numericType != nil {
        while index < scalars.count, scalars[index].properties.numericType != nil { index += 1 }
        tokens.append(
          Token(
            offset: start, length: index - start, kind: .number, value: 0,
            startsParagraph: paragraph, isCapitalized: false))
      } else {
        index += 1
        tokens.append(
          Token(
            offset: start, length: 1, kind: .mark, value: Int(scalar.value),
            startsParagraph: paragraph, isCapitalized: false))
      }
    }
  }

  private mutating func intern(_ word: String) -> Int {
    if let id = wordIndex[word] { return id }
    let id = words.count
    words.append(word)
    wordIndex[word] = id
    return id
  }

  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }
    return scalar.properties.isAlphabetic && scalar.properties.numericType == nil
  }

  static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x300 && scalar.value <= 0x36F
  }

  static func isDialogueDash(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "—" || scalar == "-" || scalar == "–"
  }

  /// Lower case with the accents Spanish uses composed: "e\u{301}" → "é".
  static func lowercasedComposed(_ word: String.UnicodeScalarView) -> String {
    var isPlainASCII = true
    for scalar in word where !scalar.isASCII || (scalar >= "A" && scalar <= "Z") {
      isPlainASCII = false
      break
    }
    if isPlainASCII { return String(word) }
    var result = String.UnicodeScalarView()
    for scalar in String(word).lowercased().unicodeScalars {
      if isCombining(scalar), let last = result.last, let composed = compose(last, scalar) {
        result.removeLast()
        result.append(composed)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// The precomposed letter for a vowel or n and an acute, a diaeresis or a tilde.
  private static func compose(_ base: Unicode.Scalar, _ mark: Unicode.Scalar) -> Unicode.Scalar? {
    switch (base, mark) {
    case ("a", "\u{301}"): "á"
    case ("e", "\u{301}"): "é"
    case ("i", "\u{301}"): "í"
    case ("o", "\u{301}"): "ó"
    case ("u", "\u{301}"): "ú"
    case ("u", "\u{308}"): "ü"
    case ("n", "\u{303}"): "ñ"
    default: nil
    }
  }
}
