/// One message for a person: a key of the catalogue and its typed arguments, put into words
/// in either language by `text(in:)`.
///
/// Policy: every word a person reads comes from `Catalogue` through a `Message`; call sites
/// build one with a typed constructor (`Message.unknownVerb(_:suggestions:)`) and never branch
/// on the language themselves. Placeholders are written `{name}` in both languages' templates;
/// an argument is formatted in the language asked for (lists join with "or" or "o", words are
/// quoted 'like this' or «así»), so a value never carries one language's punctuation into the
/// other.
public struct Message: Sendable, Equatable {
  /// A placeholder's value.
  public enum Argument: Sendable, Equatable {
    /// Text used as it is (a verb, a number already written out).
    case text(String)
    /// A word the person typed or a verb, in the language's quotes.
    case quoted(String)
    /// Words in quotes, joined as choices ("'a', 'b' or 'c'"; "«a», «b» o «c»").
    case quotedChoices([String])
    /// Words as they are, joined as choices ("a, b or c"; "a, b o c").
    case choices([String])
    /// Words in quotes listed in full, with "and N more" when `more` is above 0.
    case quotedList([String], more: Int)
    /// Another message, in the same language (a clause that is there or not).
    case message(Message)
    /// Words as they are, all of them ("a, b and c"; "a, b y c").
    case list([String])
    /// Text the caller already has in each language, English when one is missing: a tense's
    /// name (`Tense.name(in:)`), or the English meaning of a form with "" for Spanish, which
    /// leaves it out as `verb` leaves out `--english`.
    case inEach([Language: String])
  }

  public let key: MessageKey
  public let arguments: [String: Argument]
  /// Clauses said after this one, in the same language.
  public private(set) var following: [Message] = []

  public init(_ key: MessageKey, _ arguments: [String: Argument] = [:]) {
    self.key = key
    self.arguments = arguments
  }

  /// Nothing, in every language: an optional clause left out.
  public static let empty = Message(.empty)

  /// This message with `clause` said after it (nothing added for nil).
  public func followed(by clause: Message?) -> Message {
    var result = self
    if let clause { result.following.append(clause) }
    return result
  }

  /// The message in `language`, its placeholders filled.
  public func text(in language: Language) -> String {
    let template = Catalogue.template(key, in: language)
    // Most messages have no placeholders (every help text): nothing to fill.
    if arguments.isEmpty && following.isEmpty { return template }
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      result += rest[..<open]
      let name = String(rest[rest.index(after: open)..<close])
      result += arguments[name].map { Self.format($0, in: language) } ?? "{\(name)}"
      rest = rest[rest.index(after: close)...]
    }
    return result + rest + following.map { $0.text(in: language) }.joined()
  }

  /// The message in English: what a caller without a language shows.
  public var english: String { text(in: .english) }

  private static func format(_ argument: Argument, in language: Language) -> String {
    switch argument {
    case .text(let text): return text
    case .quoted(let word): return quote(word, in: language)
    case .quotedChoices(let words):
      return Phrasing.joined(words.map { quote($0, in: language) }, .or, in: language)
    case .choices(let words): return Phrasing.joined(words, .or, in: language)
    case .quotedList(let words, let more):
      var items = words.map { quote($0, in: language) }
      if more > 0 {
        items.append(Message(.andMore, ["count": .text(String(more))]).text(in: language))
      }
      return Phrasing.joined(items, .and, in: language)
    case .message(let message): return message.text(in: language)
    case .list(let words): return Phrasing.joined(words, .and, in: language)
    case .inEach(let texts): return texts[language] ?? texts[.english] ?? ""
    }
  }

  /// English quotes words 'like this' (as conjugar always has); Spanish «así», the RAE's first
  /// choice of quotation marks.
  static func quote(_ word: String, in language: Language) -> String {
    switch language {
    case .english: "'\(word)'"
    case .spanish: "«\(word)»"
    }
  }
}
