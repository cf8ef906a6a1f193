@_exported import InterfaceLanguage

/// One message for a person: a key of the catalogue and its typed arguments, put into words
/// in any language by `text(in:)`.
///
/// Policy: every word a person reads comes from the catalogue (`Resources/messages/*.po`)
/// through a `Message`; call sites build one with the accessor compiled from the English file
/// (`Message.quizSeed(seed:)`) or a constructor that picks between messages, and never branch
/// on the language themselves. An argument is formatted in the language asked for (lists join
/// with "or" or "o", words are quoted 'like this' or «así»), so a value never carries one
/// language's punctuation into the other.
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
    /// Text the caller has in each language, English when one is missing: a tense's name
    /// (grammar's own names, `Tense.name(in:)`, which `Tense(name:)` also reads back), or the
    /// English meaning of a form with "" for Spanish, which leaves it out as `verb` leaves out
    /// `--english`.
    case inEach([Language: String])
    /// A number written with a point ("16.1"), shown with the language's decimal mark.
    case decimal(String)
  }

  public let key: MessageKey
  /// The arguments in the order the English file declares the placeholders.
  public let arguments: [Argument]
  /// The count that picks a plural form, for a message that has them.
  public let plural: Int
  /// Clauses said after this one, in the same language.
  public private(set) var following: [Message] = []

  /// The message of `key` with its arguments in declared order (what the compiled accessors
  /// call).
  public init(_ key: MessageKey, arguments: [Argument] = [], plural: Int = 0) {
    self.key = key
    self.arguments = arguments
    self.plural = plural
  }

  /// The message of `key` with its arguments by placeholder name, for a constructor that
  /// picks the key at run time among messages with the same placeholders; a name the key does
  /// not declare is ignored, a declared one left out is empty.
  public init(_ key: MessageKey, _ named: [String: Argument], plural: Int = 0) {
    self.init(
      key, arguments: Catalogue.placeholderNames(key).map { named[$0] ?? .text("") },
      plural: plural)
  }

  /// This message with `clause` said after it (nothing added for nil).
  public func followed(by clause: Message?) -> Message {
    var result = self
    if let clause { result.following.append(clause) }
    return result
  }

  /// The message in `language`, its placeholders filled.
  public func text(in language: Language) -> String {
    let form = Catalogue.pluralForm(plural, in: language)
    let template = Catalogue.template(key, in: language, form: form)
    var result = ""
    if arguments.isEmpty {
      result = template
    } else {
      var scalars = template.unicodeScalars[...]
      while let marker = scalars.firstIndex(of: "\u{1}") {
        result.unicodeScalars.append(contentsOf: scalars[..<marker])
        let letter = scalars[scalars.index(after: marker)]
        let index = Int(letter.value) - 65
        if arguments.indices.contains(index) {
          result += Self.format(arguments[index], in: language)
        }
        scalars = scalars[scalars.index(marker, offsetBy: 2)...]
      }
      result.unicodeScalars.append(contentsOf: scalars)
    }
    for clause in following { result += clause.text(in: language) }
    return result
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
      if more > 0 { items.append(Message.andMore(count: more).text(in: language)) }
      return Phrasing.joined(items, .and, in: language)
    case .message(let message): return message.text(in: language)
    case .list(let words): return Phrasing.joined(words, .and, in: language)
    case .inEach(let texts): return texts[language] ?? texts[.english] ?? ""
    case .decimal(let number):
      let mark = Message.decimalMark.text(in: language)
      return mark == "."
        ? number
        : number.split(separator: ".", omittingEmptySubsequences: false)
          .joined(separator: mark)
    }
  }

  /// A word in the language's quotation marks (the catalogue's `quotedWord`): English 'like
  /// this', as conjugar always has; Spanish «así», the RAE's first choice.
  static func quote(_ word: String, in language: Language) -> String {
    Message.quotedWord(word: word).text(in: language)
  }
}
