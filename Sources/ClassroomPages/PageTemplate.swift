import Messages
import SimpleJSON
import WorksheetOutput

/// Fills a page's template: `{{pageJoinHeading}}` becomes that message in the language,
/// HTML-escaped; `{{lang}}` the language's code; `{{words}}` the words the scripts use, as
/// JSON safe inside a `<script>` element. A name that is none of these stays as it is (the
/// tests fail on it).
enum PageTemplate {
  /// The keys whose words pages and scripts use: those named `page…` (`pageJoinHeading`, not
  /// `pagerFailed`), and the decimal mark.
  static let keys: [MessageKey] = MessageKey.allCases.filter { key in
    key == .decimalMark
      || (key.rawValue.hasPrefix("page") && key.rawValue.dropFirst(4).first?.isUppercase == true)
  }

  /// `template` filled in `language`; `words` gives a message's text (the catalogue's, with
  /// placeholders as `{name}`; a test passes its own).
  static func render(
    _ template: String, in language: Language,
    words: (MessageKey, Language) -> String = PageTemplate.words
  ) -> String {
    var result = ""
    result.reserveCapacity(template.utf8.count + 4096)
    var rest = template[...]
    while let open = rest.firstRange(of: "{{"),
      let close = rest[open.upperBound...].firstRange(of: "}}")
    {
      result += rest[..<open.lowerBound]
      let name = String(rest[open.upperBound..<close.lowerBound])
      result += fill(name, in: language, words: words) ?? "{{\(name)}}"
      rest = rest[close.upperBound...]
    }
    result += rest
    return result
  }

  private static func fill(
    _ name: String, in language: Language, words: (MessageKey, Language) -> String
  ) -> String? {
    switch name {
    case "lang": return language.rawValue
    case "words": return scriptSafe(wordsJSON(in: language, words: words))
    default:
      guard let key = MessageKey(rawValue: name), keys.contains(key) else { return nil }
      return WorksheetHTML.escaped(words(key, language))
    }
  }

  /// A message's words with its placeholders left as `{name}`, for a script to fill.
  static func words(_ key: MessageKey, _ language: Language) -> String {
    let names = Catalogue.placeholderNames(key)
    let arguments = Dictionary(
      uniqueKeysWithValues: names.map { ($0, Message.Argument.text("{\($0)}")) })
    return Message(key, arguments).text(in: language)
  }

  /// Every page word as one JSON object keyed by message key.
  static func wordsJSON(
    in language: Language, words: (MessageKey, Language) -> String = PageTemplate.words
  ) -> String {
    JSONValue.object(
      Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, .string(words($0, language))) })
    ).compact()
  }

  /// JSON with `<`, `>` and `&` written as `\u003c`, `\u003e`, `\u0026` (they can only stand in
  /// its strings), so that no text can close the `<script>` element it sits in.
  static func scriptSafe(_ json: String) -> String {
    var result = ""
    result.reserveCapacity(json.utf8.count)
    for scalar in json.unicodeScalars {
      switch scalar {
      case "<": result += "\\u003c"
      case ">": result += "\\u003e"
      case "&": result += "\\u0026"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
