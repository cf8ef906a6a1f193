/// Finding verbs by infinitive or by English meaning (`conjugar verbs --search`).
///
/// Accents, case, the diaeresis and the tilde of ñ are ignored (abunolar finds abuñolar, arguir
/// argüir). The Spanish text matches anywhere in an infinitive (`tene`
/// finds tener and mantener); the English text matches whole words of a gloss only, so "eat"
/// finds comer but not threaten, beat or create, and a leading "to " is optional. Results come
/// best match first, then most used first:
/// 1. the infinitive itself (`ser`),
/// 2. a whole sense of the gloss (`to be` finds ser, estar and haber's "there to be" before
///    "to be able"),
/// 3. an infinitive that starts with the text,
/// 4. a sense that starts with the text, then a sense that contains it,
/// 5. an infinitive that contains it.
extension Lexicon {
  public func search(_ text: String) -> [VerbEntry] {
    let needle = Self.words(of: text)
    guard !needle.isEmpty else { return [] }
    let spanish = needle.joined(separator: " ")
    let marked = Self.withoutInfinitiveMarker(needle)
    let english = marked.isEmpty ? needle : marked
    let asciiSpanish = SearchIndex.ascii(spanish)
    let index = searchIndex
    let englishNumbers = index.numbers(of: english)
    var found: [(tier: Int, rank: Int, entry: VerbEntry)] = []
    for item in index.items {
      var tier = Int.max
      if let asciiSpanish, let key = item.asciiSearchKey {
        if key == asciiSpanish {
          tier = 1
        } else if key.startsWithBytes(asciiSpanish) {
          tier = 3
        } else if key.containsBytes(asciiSpanish) {
          tier = 6
        }
      } else {
        tier = Self.infinitiveTier(item.searchKey, spanish)
      }
      if let english = englishNumbers {
        for sense in item.senses {
          if sense == english {
            tier = min(tier, 2)
          } else if sense.starts(with: english) {
            tier = min(tier, 4)
          } else if Self.contains(sense, english) {
            tier = min(tier, 5)
          }
        }
      }
      if tier != Int.max { found.append((tier, item.rank, item.entry)) }
    }
    return found.sorted {
      ($0.tier, $0.rank, $0.entry.infinitive) < ($1.tier, $1.rank, $1.entry.infinitive)
    }.map(\.entry)
  }

  /// 1 when the infinitive is the text, 3 when it starts with it, 6 when it contains it.
  private static func infinitiveTier(_ infinitive: String, _ spanish: String) -> Int {
    if infinitive == spanish { return 1 }
    if infinitive.hasPrefix(spanish) { return 3 }
    if infinitive.contains(spanish) { return 6 }
    return Int.max
  }

  /// Words folded for search (`Folding.verbSearch`: lower case, no accents, diaeresis or tilde): letters
  /// and digits, anything else separates.
  static func words(of text: String) -> [String] {
    if let words = asciiWords(of: text) { return words }
    return text.folded(.verbSearch).split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  /// `words(of:)` for ASCII text, as bytes: folding is lower-casing, and the letters and
  /// digits are the ASCII ones. Nil for other text.
  private static func asciiWords(of text: String) -> [String]? {
    var words: [String] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        current.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        current.append(byte + 32)
      default:
        if !current.isEmpty {
          words.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
      }
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
  }

  /// A gloss's senses ("to supply, to provide"), each as words without its leading "to"
  /// (`withoutInfinitiveMarker`) and without parenthesised remarks ("to fry (eggs)" → fry).
  static func senses(of gloss: String) -> [[String]] {
    if let senses = asciiSenses(of: gloss) { return senses }
    var plain = ""
    var depth = 0
    for character in gloss {
      if character == "(" {
        depth += 1
      } else if character == ")" {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        plain.append(character)
      }
    }
    return plain.split(whereSeparator: { $0 == "," || $0 == ";" }).map { sense in
      withoutInfinitiveMarker(Self.words(of: String(sense)))
    }.filter { !$0.isEmpty }
  }

  /// A sense's words without its leading "to", or "there to": haber's "there to be" is a
  /// sense "to be" (the existential), as much as ser's and estar's.
  static func withoutInfinitiveMarker(_ words: [String]) -> [String] {
    if words.first == "to" { return Array(words.dropFirst()) }
    if words.count > 2, words[0] == "there", words[1] == "to" { return Array(words.dropFirst(2)) }
    return words
  }

  /// `senses(of:)` for ASCII text, read as bytes: parenthesised text is skipped (the text
  /// around it joins, as in `senses(of:)`), letters and digits make words. Nil for other text.
  private static func asciiSenses(of gloss: String) -> [[String]]? {
    var senses: [[String]] = []
    var words: [String] = []
    var word: [UInt8] = []
    var depth = 0
    func endWord() {
      guard !word.isEmpty else { return }
      words.append(String(decoding: word, as: UTF8.self))
      word.removeAll(keepingCapacity: true)
    }
    func endSense() {
      endWord()
      words = withoutInfinitiveMarker(words)
      if !words.isEmpty { senses.append(words) }
      words = []
    }
    for byte in gloss.utf8 {
      guard byte < 0x80 else { return nil }
      if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth = max(0, depth - 1)
      } else if depth == 0 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          word.append(byte)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
        case UInt8(ascii: ","), UInt8(ascii: ";"): endSense()
        default: endWord()
        }
      }
    }
    endSense()
    return senses
  }

  /// Whether `words` holds `part` as consecutive whole words.
  static func contains<Word: Equatable>(_ words: [Word], _ part: [Word]) -> Bool {
    guard part.count <= words.count else { return false }
    return (0...(words.count - part.count)).contains {
      words[$0..<($0 + part.count)].elementsEqual(part)
    }
  }
}
