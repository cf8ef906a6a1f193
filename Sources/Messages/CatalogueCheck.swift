/// What `MessagesTests` holds the catalogue to: every key in every language, the same
/// placeholders in each, and braces that pair up.
extension Catalogue {
  /// One line per problem of `entries` (the catalogue's own by default); empty when complete.
  public static func problems(in entries: [MessageKey: [Language: String]] = entries)
    -> [String]
  {
    var problems: [String] = []
    for key in MessageKey.allCases {
      guard let english = entries[key]?[.english] else {
        problems.append("\(key): no English")
        continue
      }
      for language in Language.allCases {
        guard let template = entries[key]?[language] else {
          problems.append("\(key): no \(language)")
          continue
        }
        guard let names = placeholders(in: template) else {
          problems.append("\(key): unpaired brace in \(language)")
          continue
        }
        if names != placeholders(in: english) {
          problems.append("\(key): placeholders differ in \(language): \(names.sorted())")
        }
      }
    }
    return problems
  }

  /// The `{name}`s of a template; nil when a brace is unpaired.
  static func placeholders(in template: String) -> Set<String>? {
    var names: Set<String> = []
    var rest = Substring(template)
    while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
      guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else { return nil }
      let name = rest[rest.index(after: open)..<close]
      if name.contains("{") { return nil }
      names.insert(String(name))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }
}

extension Catalogue {
  /// Keys found in more than one area's table (the first table's template would win unseen).
  public static func keysInSeveralTables(
    _ tables: [[MessageKey: [Language: String]]] = tables
  ) -> [MessageKey] {
    MessageKey.allCases.filter { key in tables.filter { $0[key] != nil }.count > 1 }
  }
}
