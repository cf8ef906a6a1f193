/// What verb search and suggestions compare, worked out once per list: each entry with its
/// rank, its infinitive folded for search, its gloss's senses and its spelling for edit
/// distances. The bundled list's index is built on first use and kept for the process, so
/// each search or suggestion then only compares.
final class SearchIndex: Sendable {
  struct Item: Sendable {
    let entry: VerbEntry
    /// `VerbFrequency.sortKey` of the infinitive.
    let rank: Int
    /// The infinitive's search words joined by spaces (`Lexicon.words(of:)`).
    let searchKey: String
    /// `searchKey`'s bytes when it is ASCII, for byte comparisons.
    let asciiSearchKey: [UInt8]?
    /// The gloss's senses (`Lexicon.senses(of:)`), each word as its number in `words`; empty
    /// without a gloss.
    let senses: [[Int32]]
    /// The infinitive folded for `.infinitiveSpelling`.
    let spelling: String
    /// `spelling` as scalar values when each character is one scalar from U+0020 to U+02FF
    /// (then every scalar is a character of its own, and comparing scalars is comparing
    /// characters).
    let plainSpelling: [UInt32]?
  }

  /// A verb the typo guard may take a slip for (`TypoGuard.frequentRank`): the listed verb
  /// without -se, folded, with its sound (`Slip.soundKey`) and best rank.
  struct FrequentVerb: Sendable {
    let verb: String
    let rank: Int
    let spelling: [Character]
    /// `spelling` as scalars (`plainScalars`), when it can be.
    let plainSpelling: [UInt32]?
    let sound: [Character]
  }

  let items: [Item]
  /// Every word of every sense, numbered: senses compare as numbers.
  let words: [String: Int32]
  /// The frequent verbs, each once; every verb of a list without ranks.
  let frequentVerbs: [FrequentVerb]

  init(_ lexicon: Lexicon) {
    let frequency = lexicon.frequency
    var words: [String: Int32] = [:]
    func number(_ word: String) -> Int32 {
      if let known = words[word] { return known }
      let new = Int32(words.count)
      words[word] = new
      return new
    }
    items = lexicon.entries.map { entry in
      let searchKey = Lexicon.words(of: entry.infinitive).joined(separator: " ")
      let spelling = entry.infinitive.folded(.infinitiveSpelling)
      return Item(
        entry: entry, rank: frequency.sortKey(of: entry.infinitive), searchKey: searchKey,
        asciiSearchKey: Self.ascii(searchKey),
        senses: (entry.translation.map(Lexicon.senses(of:)) ?? []).map { $0.map(number) },
        spelling: spelling, plainSpelling: Self.plainScalars(of: spelling))
    }
    self.words = words
    let isRanked = !frequency.mostUsedFirst.isEmpty
    var frequent: [String: FrequentVerb] = [:]
    for item in items where !isRanked || item.rank <= TypoGuard.frequentRank {
      let verb = Conjugator.verbPart(of: item.entry.infinitive) ?? item.entry.infinitive
      let rank = isRanked ? item.rank : 1
      if let known = frequent[verb], known.rank <= rank { continue }
      let spelling = Array(verb.folded(.infinitiveSpelling))
      frequent[verb] = FrequentVerb(
        verb: verb, rank: rank, spelling: spelling,
        plainSpelling: Self.plainScalars(spelling), sound: Slip.soundKey(spelling))
    }
    frequentVerbs = frequent.values.sorted { $0.verb < $1.verb }
  }

  /// The words' numbers, or nil when a word is in no sense (then no sense can match).
  func numbers(of text: [String]) -> [Int32]? {
    var numbers: [Int32] = []
    for word in text {
      guard let number = words[word] else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  /// The index of the list compiled into the program.
  static let bundled = SearchIndex(.bundled)

  static func ascii(_ text: String) -> [UInt8]? {
    let bytes = Array(text.utf8)
    return bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
  }

  /// The text's scalar values, when each is from U+0020 to U+02FF: then no two scalars make
  /// one character (no combining mark, no CR LF), and none is a canonical singleton.
  static func plainScalars(of text: String) -> [UInt32]? {
    var values: [UInt32] = []
    values.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard scalar.value >= 0x20, scalar.value < 0x300 else { return nil }
      values.append(scalar.value)
    }
    return values
  }

  /// The characters' scalar values, when every character is a single scalar below U+0300:
  /// no combining mark and no canonical singleton, so two such characters are equal exactly
  /// when their scalars are.
  static func plainScalars(_ characters: [Character]) -> [UInt32]? {
    var values: [UInt32] = []
    values.reserveCapacity(characters.count)
    for character in characters {
      let scalars = character.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first, scalar.value < 0x300 else {
        return nil
      }
      values.append(scalar.value)
    }
    return values
  }
}

extension Lexicon {
  /// The search index: the process-wide one for the bundled list, a fresh one otherwise.
  var searchIndex: SearchIndex { isBundled ? .bundled : SearchIndex(self) }
}

extension [UInt8] {
  /// Whether `part` occurs in these bytes.
  func containsBytes(_ part: [UInt8]) -> Bool {
    guard part.count <= count else { return false }
    if part.isEmpty { return true }
    return withUnsafeBufferPointer { bytes in
      part.withUnsafeBufferPointer { part in
        let first = part[0]
        for start in 0...(bytes.count - part.count) where bytes[start] == first {
          var matched = 1
          while matched < part.count && bytes[start + matched] == part[matched] { matched += 1 }
          if matched == part.count { return true }
        }
        return false
      }
    }
  }

  /// Whether these bytes start with `prefix`.
  func startsWithBytes(_ prefix: [UInt8]) -> Bool {
    prefix.count <= count && self[..<prefix.count].elementsEqual(prefix)
  }
}
