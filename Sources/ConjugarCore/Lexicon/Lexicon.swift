/// A verb of the list: its infinitive, model, English gloss and usage tags.
public struct VerbEntry: Sendable, Equatable {
  public let infinitive: String
  public let model: String
  /// The English gloss; nil for a verb the list does not gloss (an obscure regional or archaic
  /// verb: no gloss rather than a guess).
  public let translation: String?
  public let tags: [String]

  public init(infinitive: String, model: String, translation: String?, tags: [String] = []) {
    self.infinitive = infinitive
    self.model = model
    self.translation = translation
    self.tags = tags
  }

  /// Weather verbs and verbs such as acontecer live in the third person.
  public var isThirdPersonOnly: Bool { tags.contains("weather") || tags.contains("third") }

  /// Obsolete in today's Spanish (DLE "desus."), listed so that older texts can be read.
  public var isArchaic: Bool { tags.contains("archaic") }
}

/// The verb list: tab-separated lines `infinitive, model, gloss[, tags]`, `#` for comments; an
/// empty gloss means none.
///
/// Looking one verb up scans the text for its line and parses nothing else, so start-up
/// stays cheap; the whole list is parsed only when asked for (`entries`).
public struct Lexicon: Sendable {
  private let source: String
  /// Entries by infinitive, when built (`indexed()`): for many lookups in one run.
  private let index: Index?
  private let ranking: Ranking

  /// Where ranks come from: the bundled list is parsed on first use only.
  private enum Ranking: Sendable {
    case bundled
    case given(VerbFrequency)
  }

  /// A class, so copying a lexicon copies one reference.
  private final class Index: Sendable {
    let entries: [String: VerbEntry]
    init(_ entries: [String: VerbEntry]) { self.entries = entries }
  }

  /// A list from its text; `frequency` ranks its verbs (none by default: alphabetical order).
  public init(tsv: String, frequency: VerbFrequency = .none) {
    source = tsv
    index = nil
    ranking = .given(frequency)
  }

  private init(source: String, index: Index?, ranking: Ranking) {
    self.source = source
    self.index = index
    self.ranking = ranking
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
    let entries = self.entries
    return Lexicon(
      source: source,
      index: Index(Dictionary(entries.map { ($0.infinitive, $0) }, uniquingKeysWith: { first, _ in first })),
      ranking: ranking)
  }

  /// The list compiled into the program from Resources/verbs.tsv, ranked by
  /// Resources/verb-frequency.tsv.
  public static let bundled = Lexicon(source: embeddedVerbData, index: nil, ranking: .bundled)

  /// The entry for an infinitive, if the list has it.
  public func entry(for infinitive: String) -> VerbEntry? {
    if let index { return index.entries[infinitive] }
    let key = Array(infinitive.utf8) + [UInt8(ascii: "\t")]
    return source.utf8.withContiguousStorageIfAvailable { bytes in
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        if lineEnd - lineStart > key.count, bytes[lineStart] == key[0],
          bytes[lineStart..<(lineStart + key.count)].elementsEqual(key)
        {
          return Self.parse(line: Substring(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)))
        }
        lineStart = lineEnd + 1
      }
      return nil
    } ?? entries.first { $0.infinitive == infinitive }
  }

  /// Every entry, in file order.
  public var entries: [VerbEntry] {
    source.split(separator: "\n").compactMap(Self.parse(line:))
  }

  static func parse(line: Substring) -> VerbEntry? {
    guard !line.hasPrefix("#") else { return nil }
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count >= 3, !fields[0].isEmpty else { return nil }
    let tags = fields.count > 3 ? fields[3].split(separator: ",").map(String.init) : []
    return VerbEntry(
      infinitive: String(fields[0]), model: String(fields[1]),
      translation: fields[2].isEmpty ? nil : String(fields[2]), tags: tags)
  }
}
