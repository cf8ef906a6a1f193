/// Letter classes of Spanish spelling, as used by the conjugator.
enum Letters {

  static func isStrongVowel(_ c: Letter) -> Bool {
    switch c {
    case "a", "e", "o", "á", "é", "ó": true
    default: false
    }
  }

  static func isWeakVowel(_ c: Letter) -> Bool {
    switch c {
    case "i", "u", "í", "ú", "ü": true
    default: false
    }
  }

  static func isVowelLetter(_ c: Letter) -> Bool { isStrongVowel(c) || isWeakVowel(c) }

  static func hasAccent(_ c: Letter) -> Bool {
    switch c {
    case "á", "é", "í", "ó", "ú": true
    default: false
    }
  }

  static func removingAccent(_ c: Letter) -> Letter {
    switch c {
    case "á": "a"
    case "é": "e"
    case "í": "i"
    case "ó": "o"
    case "ú": "u"
    default: c
    }
  }

  static func addingAccent(_ c: Letter) -> Letter {
    switch c {
    case "a": "á"
    case "e": "é"
    case "i": "í"
    case "o": "ó"
    case "u": "ú"
    default: c
    }
  }

  /// Front vowels make c, g and qu/gu read soft/hard differently.
  static func isFrontVowel(_ c: Letter) -> Bool {
    switch c {
    case "e", "i", "é", "í": true
    default: false
    }
  }

  /// The letters a Spanish infinitive may be written with.
  static func isSpanishLetter(_ c: Letter) -> Bool {
    switch c {
    case "a"..."z", "á", "é", "í", "ó", "ú", "ü", "ñ": true
    default: false
    }
  }

  /// Whether the vowel letter at `index` is pronounced (the u of que, qui, gue, gui is not).
  static func isPronouncedVowel<Word: LetterWord>(_ word: Word, at index: Int) -> Bool {
    let c = word[index]
    guard isVowelLetter(c) else {
      // A final y after a vowel closes a diphthong (doy, estoy, hay).
      return c == "y" && index == word.count - 1 && index > 0 && isVowelLetter(word[index - 1])
    }
    if c == "u", index > 0, index + 1 < word.count {
      let before = word[index - 1]
      let after = word[index + 1]
      if before == "q" { return false }
      if before == "g" && isFrontVowel(after) { return false }
    }
    return true
  }
}

/// A word's letters, indexed from 0: an array, or the buffer a form is built in.
protocol LetterWord: RandomAccessCollection where Element == Letter, Index == Int {}

extension Array: LetterWord where Element == Letter {}
extension UnsafeMutableBufferPointer: LetterWord where Element == Letter {}

/// A letter of a Spanish word. Words are handled as precomposed Unicode scalars (á is one
/// scalar), which is exact for Spanish and much cheaper than grapheme clusters.
typealias Letter = Unicode.Scalar

extension String {
  /// The word's scalars, decoded from its UTF-8 bytes (a string is always valid UTF-8).
  var letters: [Letter] {
    var letters: [Letter] = []
    letters.reserveCapacity(utf8.count)
    var value: UInt32 = 0
    var started = false
    for byte in utf8 {
      if byte & 0xC0 == 0x80 {
        value = value << 6 | UInt32(byte & 0x3F)
        continue
      }
      if started { letters.append(Letter(value)!) }
      started = true
      let lead = UInt32(byte)
      value =
        lead < 0x80 ? lead : lead >= 0xF0 ? lead & 0x07 : lead >= 0xE0 ? lead & 0x0F : lead & 0x1F
    }
    if started { letters.append(Letter(value)!) }
    return letters
  }

  init(letters: some Sequence<Letter>) {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: letters)
    self.init(view)
  }

  /// The word's letters as UTF-8, written straight into the string's storage (much cheaper
  /// than appending scalar by scalar).
  init(letters: some Collection<Letter>) {
    let byteCount = letters.reduce(0) { $0 + UTF8.width($1) }
    self.init(unsafeUninitializedCapacity: byteCount) { buffer in
      var offset = 0
      for letter in letters {
        UTF8.encode(letter) { byte in
          buffer[offset] = byte
          offset += 1
        }
      }
      return offset
    }
  }

  /// Two words with a space between them (habré hablado, no hables), built in one allocation.
  init(words first: String, _ second: String) {
    let firstCount = first.utf8.count
    self.init(unsafeUninitializedCapacity: firstCount + 1 + second.utf8.count) { buffer in
      var end = UnsafeMutableBufferPointer(rebasing: buffer[..<firstCount])
        .initialize(from: first.utf8).1
      buffer[end] = UInt8(ascii: " ")
      end += 1
      end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(from: second.utf8).1
      return end
    }
  }
}

extension [Letter] {
  /// These letters followed by `other` in a temporary buffer, which `body` may rewrite: a
  /// word is made without an array of its own.
  func withFollowed<Result>(
    by other: [Letter], _ body: (UnsafeMutableBufferPointer<Letter>) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Letter.self, capacity: count + other.count) { word in
      _ = word.initialize(fromContentsOf: self)
      _ = UnsafeMutableBufferPointer(rebasing: word[count...]).initialize(fromContentsOf: other)
      return body(word)
    }
  }
}
