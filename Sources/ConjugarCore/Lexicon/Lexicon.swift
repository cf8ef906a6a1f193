/// A verb of the list: its infinitive, model, English gloss and usage tags.
public struct VerbEntry: Sendable, Equatable {
  public let infinitive: String
  public let model: String
  /// A second conjugation the norms also accept, shown as "also" forms beside the model's:
  /// a second stress (repatrio, also repatrío) or a regular conjugation beside an irregular one
  /// (cimiento, also cimento). Written `model+alternative` in the list.
  public let alternativeModel: String?
  /// The English gloss; nil for a verb the list does not gloss (an obscure regional or archaic
  /// verb: no gloss rather than a guess).
  public let translation: String?
  public let tags: [String]
  /// The English of the preterite where a verb of state says an event there ("to find out" for
  /// saber: supe, I found out; "to get, to have" for tener), with a negated sense after "; negated: "
  /// ("to want, to try; negated: to refuse" for querer); nil for most verbs (Docs/ENGLISH.md).
  public let preteriteTranslation: String?

  public init(
    infinitive: String, model: String, alternativeModel: String? = nil, translation: String?,
    tags: [String] = [], preteriteTranslation: String? = nil
  ) {
    self.infinitive = infinitive
    self.model = model
    self.alternativeModel = alternativeModel
    self.translation = translation
    self.tags = tags
    self.preteriteTranslation = preteriteTranslation
  }

  /// Weather verbs and verbs such as acontecer live in the third person.
  public var isThirdPersonOnly: Bool { tags.contains("weather") || tags.contains("third") }

  /// Obsolete in today's Spanish (DLE "desus."), listed so that older texts can be read.
  public var isArchaic: Bool { tags.contains("archaic") }

  /// Vulgar or offensive in some country: conjugated when asked for, never drawn
  /// by a quiz, a worksheet or a class on its own.
  public var isVulgar: Bool { tags.contains("vulgar") }
}

/// The verb list: tab-separated lines `infinitive, model, gloss[, tags[, preterite gloss]]`, `#`
/// for comments; an empty gloss means none. The model may name a second one the norms also accept:
/// `hablar+enviar`.
///
/// Looking one verb up scans the text for its line and parses nothing else, so start-up
/// stays cheap; the whole list is parsed only when asked for (`entries`).
public struct Lexicon: Sendable {
  private let source: String
  /// Entries by infinitive, when built (`indexed()`): for many lookups in one run.
  private let index: Index?
  /// Verbs left out of an indexed list (`excluding(_:)`), to measure inference on verbs it
  /// knows.
  private var excluded: Set<String> = []
  private let ranking: Ranking
  /// Whether the lines are sorted by their bytes, so that lookups can bisect.
  private let isSorted: Bool

  /// Where ranks come from: the bundled list is parsed on first use only.
  private enum Ranking: Sendable {
    case bundled
    case given(VerbFrequency)
  }

  /// A class, so copying a lexicon copies one reference.
  private final class Index: Sendable {
    let entries: [String: VerbEntry]
    /// Every entry, in file order.
    let ordered: [VerbEntry]
    init(_ ordered: [VerbEntry]) {
      self.ordered = ordered
      entries = Dictionary(
        ordered.map { ($0.infinitive, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// A list from its text; `frequency` ranks its verbs (none by default: alphabetical order).
  public init(tsv: String, frequency: VerbFrequency = .none) {
    source = tsv
    index = nil
    ranking = .given(frequency)
    isSorted = false
  }

  private init(source: String, index: Index?, ranking: Ranking, isSorted: Bool) {
    self.source = source
    self.index = index
    self.ranking = ranking
    self.isSorted = isSorted
  }

  /// Whether this is the list compiled into the program (Resources/verbs.tsv), for which the
  /// committed form index and ranks were generated.
  public var isBundled: Bool {
    if case .bundled = ranking { true } else { false }
  }

  /// How often each verb is used (ranks from 1, most used).
  public var frequency: VerbFrequency {
    switch ranking {
    case .bundled: VerbFrequency.bundled
    case .given(let frequency): frequency
    }
  }

  /// The same list with an index: parses every line once, then each lookup is a hash lookup.
  /// Worth it from a few dozen lookups on.
  public func indexed() -> Lexicon {
    guard index == nil else { return self }
    return Lexicon(source: source, index: Index(entries), ranking: ranking, isSorted: isSorted)
  }

  /// The same list, indexed, without `infinitives`: what inference would make of a verb the
  /// list does not have (scripts/measure-inference.py's leave-one-out measure).
  public func excluding(_ infinitives: Set<String>) -> Lexicon {
    var lexicon = indexed()
    lexicon.excluded = infinitives
    return lexicon
  }

  /// The list compiled into the program from Resources/verbs.tsv, ranked by
  /// Resources/verb-frequency.tsv.
  public static let bundled = Lexicon(
    source: embeddedVerbData, index: nil, ranking: .bundled, isSorted: true)

  /// The entry for an infinitive, if the list has it. The bundled list is sorted (a test holds
  /// it so), so its lookups are a binary search over the text: a few lines read, nothing parsed
  /// but the line found. Other lists are scanned line by line.
  public func entry(for infinitive: String) -> VerbEntry? {
    if let index { return excluded.contains(infinitive) ? nil : index.entries[infinitive] }
    let key = Array(infinitive.utf8)
    let found = source.utf8.withContiguousStorageIfAvailable { bytes -> VerbEntry? in
      let line = isSorted ? Self.binarySearch(key, in: bytes) : Self.scan(key, in: bytes)
      return line.flatMap { Self.parse(bytes: $0) }
    }
    guard let found else { return entries.first { $0.infinitive == infinitive } }
    return found
  }

  /// The line whose first field is `key`, reading every line until it.
  private static func scan(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Slice<
    UnsafeBufferPointer<UInt8>
  >? {
    var lineStart = 0
    while lineStart < bytes.count {
      let lineEnd = self.lineEnd(from: lineStart, in: bytes)
      if compareField(at: lineStart, in: bytes, with: key) == 0 {
        return bytes[lineStart..<lineEnd]
      }
      lineStart = lineEnd + 1
    }
    return nil
  }

  /// The line whose first field is `key`, in text whose lines are sorted by their bytes
  /// (comment lines, starting with #, sort first).
  private static func binarySearch(_ key: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Slice<
    UnsafeBufferPointer<UInt8>
  >? {
    var low = 0  // the line sought, if any, starts in low..<high
    var high = bytes.count
    while low < high {
      var lineStart = (low + high) / 2
      while lineStart > low && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      let lineEnd = self.lineEnd(from: lineStart, in: bytes)
      switch compareField(at: lineStart, in: bytes, with: key) {
      case 0: return bytes[lineStart..<lineEnd]
      case ..<0: low = lineEnd + 1
      default: high = lineStart
      }
    }
    return nil
  }

  private static func lineEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var end = start
    while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return end
  }

  /// The line's first field (up to a tab or the line's end) compared with `key`, byte by byte:
  /// negative when the field sorts first.
  private static func compareField(
    at start: Int, in bytes: UnsafeBufferPointer<UInt8>, with key: [UInt8]
  ) -> Int {
    var offset = 0
    while true {
      let position = start + offset
      let atEnd =
        position >= bytes.count || bytes[position] == UInt8(ascii: "\t")
        || bytes[position] == UInt8(ascii: "\n")
      if offset == key.count { return atEnd ? 0 : 1 }
      if atEnd { return -1 }
      if bytes[position] != key[offset] { return Int(bytes[position]) - Int(key[offset]) }
      offset += 1
    }
  }

  /// Every entry, in file order.
  public var entries: [VerbEntry] {
    if let index {
      return excluded.isEmpty
        ? index.ordered : index.ordered.filter { !excluded.contains($0.infinitive) }
    }
    return Self.lines(of: source).compactMap(Self.parse(line:))
  }

  /// Entries whose infinitive ends with one of `endings`. Without an index only the lines that
  /// match are parsed: inference asks this of the whole list for one unknown verb, and parsing
  /// every line was most of its time.
  func entries(endingWithAnyOf endings: [String]) -> [VerbEntry] {
    if index != nil {
      return entries.filter { entry in endings.contains { entry.infinitive.hasSuffix($0) } }
    }
    let suffixes = endings.map { Array($0.utf8) }
    return Self.lines(of: source).compactMap { line in
      let bytes = line.utf8
      let infinitive = bytes[..<(bytes.firstIndex(of: UInt8(ascii: "\t")) ?? bytes.endIndex)]
      let matches = suffixes.contains { suffix in
        infinitive.count >= suffix.count && infinitive.suffix(suffix.count).elementsEqual(suffix)
      }
      return matches ? Self.parse(line: line) : nil
    }
  }

  /// The text's non-empty lines. Split as bytes when the text has no carriage return (a line
  /// feed is then always a character of its own), as characters otherwise (CR LF is one).
  static func lines(of text: String) -> [Substring] {
    guard !text.utf8.contains(UInt8(ascii: "\r")) else { return text.split(separator: "\n") }
    return text.utf8.split(separator: UInt8(ascii: "\n")).map(Substring.init)
  }

  static func parse(line: Substring) -> VerbEntry? { parse(bytes: line.utf8) }

  /// A line's entry, read field by field from its UTF-8 bytes (a tab or comma is always a
  /// character of its own here, ASCII): nil for a comment or a line of fewer than three fields.
  static func parse<Bytes: Collection<UInt8>>(bytes line: Bytes) -> VerbEntry? {
    guard line.first != UInt8(ascii: "#") else { return nil }
    let tab = UInt8(ascii: "\t")
    func field(from start: Bytes.Index) -> Bytes.SubSequence {
      line[start..<(line[start...].firstIndex(of: tab) ?? line.endIndex)]
    }
    func after(_ field: Bytes.SubSequence) -> Bytes.Index? {
      field.endIndex == line.endIndex ? nil : line.index(after: field.endIndex)
    }
    let infinitive = field(from: line.startIndex)
    guard !infinitive.isEmpty, let modelStart = after(infinitive) else { return nil }
    let model = field(from: modelStart)
    guard let glossStart = after(model) else { return nil }
    let gloss = field(from: glossStart)
    let tagField = after(gloss).map { field(from: $0) }
    let tags =
      tagField.map { field in
        field.split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
      } ?? []
    let preterite = tagField.flatMap(after).map { field(from: $0) }
    let plus = model.firstIndex(of: UInt8(ascii: "+"))
    return VerbEntry(
      infinitive: String(decoding: infinitive, as: UTF8.self),
      model: String(decoding: model[..<(plus ?? model.endIndex)], as: UTF8.self),
      alternativeModel: plus.map {
        String(decoding: model[model.index(after: $0)...], as: UTF8.self)
      },
      translation: gloss.isEmpty ? nil : String(decoding: gloss, as: UTF8.self), tags: tags,
      preteriteTranslation: preterite.flatMap {
        $0.isEmpty ? nil : String(decoding: $0, as: UTF8.self)
      })
  }
}
