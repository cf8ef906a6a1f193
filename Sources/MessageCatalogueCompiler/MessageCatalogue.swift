/// A placeholder's type, as the English file declares it (`#. placeholders: count:int`): what
/// the accessor takes and how the value is written in each language.
enum PlaceholderType: String, CaseIterable {
  case text, int, quoted, choices, quotedChoices, list, quotedList, message, decimal

  /// The accessor's parameter type.
  var swiftType: String {
    switch self {
    case .text, .quoted, .decimal: "String"
    case .int: "some BinaryInteger"
    case .choices, .quotedChoices, .list: "[String]"
    case .quotedList: "(words: [String], more: Int)"
    case .message: "Message"
    }
  }

  /// The `Message.Argument` built from the parameter `name`.
  func argument(_ name: String) -> String {
    switch self {
    case .text: ".text(\(name))"
    case .int: ".text(String(\(name)))"
    case .quoted: ".quoted(\(name))"
    case .choices: ".choices(\(name))"
    case .quotedChoices: ".quotedChoices(\(name))"
    case .list: ".list(\(name))"
    case .quotedList: ".quotedList(\(name).words, more: \(name).more)"
    case .message: ".message(\(name))"
    case .decimal: ".decimal(\(name))"
    }
  }
}

/// One message: its key, placeholders in order with their types, the placeholder that picks
/// the plural form (nil for a message without plural forms), and its templates by language
/// code, one per plural form.
struct CatalogueMessage {
  let key: String
  let placeholders: [(name: String, type: PlaceholderType)]
  let plural: String?
  let comments: [String]
  var templates: [String: [String]] = [:]
}

/// A language file's facts: its code, the `Language` case it fills, and its plural rule.
struct CatalogueLanguage {
  let code: String
  let caseName: String
  let pluralCount: Int
  let pluralRule: String
}

/// Every message in every language, checked: `problems` lists each missing or extra key,
/// placeholder mismatch, missing plural form and stale source text with its file and line.
struct MessageCatalogue {
  var messages: [CatalogueMessage] = []
  var languages: [CatalogueLanguage] = []
  var problems: [String] = []

  init(source: POFile, translations: [POFile]) {
    let sourceLanguage = language(of: source)
    languages.append(sourceLanguage)
    var seen: Set<String> = []
    for entry in source.entries {
      let at = "\(source.path):\(entry.line)"
      guard seen.insert(entry.key).inserted else {
        problems.append("\(at): error: key '\(entry.key)' is defined twice")
        continue
      }
      guard isIdentifier(entry.key) else {
        problems.append("\(at): error: key '\(entry.key)' is not a Swift identifier")
        continue
      }
      guard let declared = placeholders(of: entry, at: at) else { continue }
      let plural = entry.comments.first { $0.hasPrefix("plural:") }
        .map { $0.dropFirst("plural:".count).trimmingCharacters(in: " ") }
      let forms = [entry.source] + (entry.sourcePlural.map { [$0] } ?? [])
      if (plural != nil) != (entry.sourcePlural != nil) {
        problems.append(
          "\(at): error: key '\(entry.key)': a message with msgid_plural declares "
            + "'#. plural: NAME' (the int placeholder that picks the form), and only such a one")
        continue
      }
      if let plural, declared.first(where: { $0.name == plural })?.type != .int {
        problems.append(
          "\(at): error: key '\(entry.key)': its plural placeholder {\(plural)} must be declared :int"
        )
      }
      let names = Set(declared.map(\.name))
      var used: Set<String> = []
      for form in forms {
        guard let found = braces(in: form) else {
          problems.append("\(at): error: key '\(entry.key)': an unpaired brace in the English text")
          continue
        }
        used.formUnion(found)
      }
      let undeclared = used.subtracting(names)
      let unused = names.subtracting(used).subtracting(plural.map { [$0] } ?? [])
      if !undeclared.isEmpty || !unused.isEmpty {
        problems.append(
          "\(at): error: key '\(entry.key)': placeholders in the text \(sorted(used)) differ "
            + "from those declared \(sorted(names))")
      }
      var message = CatalogueMessage(
        key: entry.key, placeholders: declared, plural: plural,
        comments: entry.comments.filter {
          !$0.hasPrefix("placeholders:") && !$0.hasPrefix("plural:")
        })
      message.templates[sourceLanguage.code] =
        plural == nil ? forms : Array(repeating: forms[1], count: sourceLanguage.pluralCount)
      if plural != nil { message.templates[sourceLanguage.code]![0] = forms[0] }
      messages.append(message)
    }
    for file in translations { add(file) }
  }

  private mutating func add(_ file: POFile) {
    let language = language(of: file)
    languages.append(language)
    var byKey: [String: POEntry] = [:]
    for entry in file.entries {
      let at = "\(file.path):\(entry.line)"
      guard byKey[entry.key] == nil else {
        problems.append("\(at): error: key '\(entry.key)' is defined twice")
        continue
      }
      byKey[entry.key] = entry
      if !messages.contains(where: { $0.key == entry.key }) {
        problems.append(
          "\(at): error: key '\(entry.key)' is not in the English file (an extra key)")
      }
    }
    for index in messages.indices {
      let message = messages[index]
      guard let entry = byKey[message.key] else {
        problems.append("\(file.path): error: key '\(message.key)' is missing")
        continue
      }
      let at = "\(file.path):\(entry.line)"
      let english = message.templates[languages[0].code]!
      if entry.source != english[0]
        || (message.plural != nil && entry.sourcePlural != english.last)
      {
        problems.append(
          "\(at): error: key '\(message.key)': msgid differs from the English file's (the English "
            + "changed: update msgid and the translation)")
      }
      let count = message.plural == nil ? 1 : language.pluralCount
      var forms: [String] = []
      for form in 0..<count {
        guard let text = entry.translations[form], !text.isEmpty || english[0].isEmpty else {
          problems.append(
            "\(at): error: key '\(message.key)': no translation"
              + (message.plural == nil ? "" : " for plural form \(form) (msgstr[\(form)])"))
          continue
        }
        forms.append(text)
      }
      if entry.translations.keys.contains(where: { $0 >= count }) {
        problems.append("\(at): error: key '\(message.key)': more plural forms than \(count)")
      }
      let names = Set(message.placeholders.map(\.name))
      var used: Set<String> = []
      var unpaired = false
      for text in forms {
        guard let found = braces(in: text) else {
          problems.append("\(at): error: key '\(message.key)': an unpaired brace")
          unpaired = true
          continue
        }
        used.formUnion(found)
      }
      let expected = names.subtracting(message.plural.map { [$0] } ?? [])
      if !unpaired && (!used.isSubset(of: names) || (message.plural == nil && used != expected)) {
        problems.append(
          "\(at): error: key '\(message.key)': placeholders \(sorted(used)) differ from the "
            + "English \(sorted(expected))")
      }
      if forms.count == count { messages[index].templates[language.code] = forms }
    }
  }

  private mutating func language(of file: POFile) -> CatalogueLanguage {
    let code = file.header["Language"] ?? ""
    let caseName = file.header["X-Language-Case"] ?? ""
    if code.isEmpty || !isIdentifier(caseName) {
      problems.append(
        "\(file.path):1: error: the header needs \"Language: xx\" and \"X-Language-Case: name\" "
          + "(the Language enum's case)")
    }
    let forms = file.header["Plural-Forms"] ?? ""
    var count = 0
    var rule = ""
    for part in forms.split(separator: ";") {
      let field = part.trimmingCharacters(in: " ")
      if field.hasPrefix("nplurals=") { count = Int(field.dropFirst("nplurals=".count)) ?? 0 }
      if field.hasPrefix("plural=") { rule = String(field.dropFirst("plural=".count)) }
    }
    if count < 1 || rule.isEmpty
      || rule.contains(where: { !"n0123456789 ()?:<>=!%&|".contains($0) })
    {
      problems.append(
        "\(file.path):1: error: the header needs \"Plural-Forms: nplurals=N; plural=EXPR;\" "
          + "with EXPR in n, numbers, comparisons, %, &&, || and ?:")
    }
    return CatalogueLanguage(code: code, caseName: caseName, pluralCount: count, pluralRule: rule)
  }

  private mutating func placeholders(of entry: POEntry, at: String) -> [(
    name: String, type: PlaceholderType
  )]? {
    guard let line = entry.comments.first(where: { $0.hasPrefix("placeholders:") }) else {
      return []
    }
    var result: [(name: String, type: PlaceholderType)] = []
    for item in line.dropFirst("placeholders:".count).split(separator: " ") {
      let parts = item.split(separator: ":")
      guard parts.count == 2, isIdentifier(String(parts[0])),
        let type = PlaceholderType(rawValue: String(parts[1]))
      else {
        problems.append(
          "\(at): error: key '\(entry.key)': '\(item)' is not NAME:TYPE, TYPE one of "
            + PlaceholderType.allCases.map(\.rawValue).joined(separator: ", "))
        return nil
      }
      result.append((String(parts[0]), type))
    }
    return result
  }
}

/// The `{name}`s of a template, a name being a Swift identifier between braces; nil when a
/// name's closing brace is missing (`{count`). Any other brace is itself (JSON in a help text).
func braces(in template: String) -> Set<String>? {
  var names: Set<String> = []
  var rest = Substring(template)
  while let open = rest.firstIndex(of: "{") {
    rest = rest[rest.index(after: open)...]
    let name = rest.prefix { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    guard !name.isEmpty else { continue }
    rest = rest[name.endIndex...]
    guard rest.first == "}" else { return nil }
    names.insert(String(name))
  }
  return names
}

func isIdentifier(_ text: String) -> Bool {
  guard let first = text.first, first.isLetter || first == "_" else { return false }
  return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
}

private func sorted(_ names: Set<String>) -> String {
  names.isEmpty ? "(none)" : names.sorted().map { "{\($0)}" }.joined(separator: ", ")
}
