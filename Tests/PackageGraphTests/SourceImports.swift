import Foundation

/// The modules a Swift file imports, with the line of each `import`.
struct SourceImport: Equatable {
  var module: String
  var line: Int
}

enum SourceImports {
  /// The imports of `text`: `import X`, `@testable import X`, `public import X`,
  /// `import struct X.Y`, `import X.Y` (module X)… Lines inside a multi-line string literal
  /// (`"""`) and comments are not imports.
  static func imports(in text: String) -> [SourceImport] {
    var found: [SourceImport] = []
    var inMultilineString = false
    var inBlockComment = false
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let quotes = line.ranges(of: "\"\"\"").count
      defer { if quotes % 2 == 1 { inMultilineString.toggle() } }
      if inMultilineString { continue }
      if inBlockComment {
        if line.contains("*/") { inBlockComment = false }
        continue
      }
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("/*"), !line.contains("*/") {
        inBlockComment = true
        continue
      }
      if let module = importedModule(line) {
        found.append(SourceImport(module: module, line: offset + 1))
      }
    }
    return found
  }

  /// The module of an import declaration on `line`, or nil when the line is not one.
  static func importedModule(_ line: Substring) -> String? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while let word = words.first, word.hasPrefix("@") || modifiers.contains(String(word)) {
      words.removeFirst()
    }
    guard words.first == "import" else { return nil }
    words.removeFirst()
    if let word = words.first, kinds.contains(String(word)) { words.removeFirst() }
    guard let path = words.first, let module = path.split(separator: ".").first,
      module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(module)
  }

  /// The imports of every `.swift` file under `folder`, by path relative to `root`.
  static func imports(under folder: URL, relativeTo root: URL) -> [(
    file: String, imports: [SourceImport]
  )] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [(file: String, imports: [SourceImport])] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let relative = String(
        url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
      files.append((relative, imports(in: text)))
    }
    return files.sorted { $0.file < $1.file }
  }

  private static let modifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  private static let kinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]
}
