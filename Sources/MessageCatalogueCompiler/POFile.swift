/// One entry of a PO file: its key (`msgctxt`), source text (`msgid`, `msgid_plural`),
/// translations (`msgstr` or `msgstr[n]`), its extracted comments (`#.`), and the line it
/// starts on, for error messages.
struct POEntry {
  var key = ""
  var source = ""
  var sourcePlural: String?
  var translations: [Int: String] = [:]
  var comments: [String] = []
  var line = 0
}

/// A PO file as far as conjugar uses the format: the header's fields and the entries in order.
/// Errors name the file and line, the way compilers do ("es.po:12: error: …").
struct POFile {
  let path: String
  var header: [String: String] = [:]
  var entries: [POEntry] = []

  struct Failure: Error, CustomStringConvertible {
    let path: String
    let line: Int
    let message: String
    var description: String { "\(path):\(line): error: \(message)" }
  }

  init(path: String, text: String) throws {
    self.path = path
    var entry = POEntry()
    var field: String?  // "msgctxt", "msgid", "msgid_plural", "msgstr[0]"…
    var started = false

    func finish() throws {
      guard started else { return }
      if entry.key.isEmpty && entry.source.isEmpty {
        let text = entry.translations[0] ?? ""
        for line in text.split(separator: "\n") {
          guard let colon = line.firstIndex(of: ":") else { continue }
          header[String(line[..<colon])] = line[line.index(after: colon)...]
            .trimmingCharacters(in: " ")
        }
      } else {
        guard !entry.key.isEmpty else {
          throw Failure(path: path, line: entry.line, message: "an entry without msgctxt (its key)")
        }
        entries.append(entry)
      }
      entry = POEntry()
      field = nil
      started = false
    }

    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let line = raw.trimmingCharacters(in: " \t\r")
      if line.isEmpty {
        try finish()
        continue
      }
      if line.hasPrefix("#") {
        if started { try finish() }
        if !started { entry.line = number }
        if line.hasPrefix("#.") {
          entry.comments.append(String(line.dropFirst(2)).trimmingCharacters(in: " "))
        }
        continue
      }
      if line.hasPrefix("\"") {
        guard let name = field else {
          throw Failure(path: path, line: number, message: "a string with no keyword before it")
        }
        try append(Self.unquoted(line, path: path, line: number), to: name, of: &entry)
        continue
      }
      guard let space = line.firstIndex(of: " ") else {
        throw Failure(path: path, line: number, message: "expected a keyword and a string")
      }
      let keyword = String(line[..<space])
      let value = try Self.unquoted(
        line[line.index(after: space)...].trimmingCharacters(in: " "), path: path, line: number)
      // A new entry begins (msgctxt, or msgid with no msgctxt) after a finished one.
      if started && (keyword == "msgctxt" || (keyword == "msgid" && field != "msgctxt")) {
        try finish()
      }
      if !started {
        started = true
        if entry.line == 0 { entry.line = number }
      }
      switch keyword {
      case "msgctxt", "msgid", "msgid_plural", "msgstr":
        field = keyword == "msgstr" ? "msgstr[0]" : keyword
      default:
        guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
          Int(keyword.dropFirst(7).dropLast()) != nil
        else {
          throw Failure(path: path, line: number, message: "unknown keyword '\(keyword)'")
        }
        field = keyword
      }
      try append(value, to: field!, of: &entry)
    }
    try finish()
  }

  private func append(_ text: String, to field: String, of entry: inout POEntry) throws {
    switch field {
    case "msgctxt": entry.key += text
    case "msgid": entry.source += text
    case "msgid_plural": entry.sourcePlural = (entry.sourcePlural ?? "") + text
    default:
      let form = Int(field.dropFirst(7).dropLast())!
      entry.translations[form, default: ""] += text
    }
  }

  /// The text of a quoted PO string: `\n`, `\t`, `\"` and `\\` unescaped.
  static func unquoted(_ quoted: String, path: String, line: Int) throws -> String {
    guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
      throw Failure(path: path, line: line, message: "expected a string in double quotes")
    }
    var result = ""
    var escaping = false
    for character in quoted.dropFirst().dropLast() {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "\"", "\\": result.append(character)
        default:
          throw Failure(path: path, line: line, message: "unknown escape '\\\(character)'")
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "\"" {
        throw Failure(path: path, line: line, message: "a quote inside a string is written \\\"")
      } else {
        result.append(character)
      }
    }
    if escaping { throw Failure(path: path, line: line, message: "a string ends with '\\'") }
    return result
  }
}

extension StringProtocol {
  func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    var slice = self[...]
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
