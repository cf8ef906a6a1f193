import Foundation

/// The modules a Swift file imports, with the line of each `import`.
struct SourceImport: Equatable {
  var module: String
  var line: Int
}

/// A Swift file (its path from the repository's root) and what it imports.
struct ScannedFile: Equatable {
  var file: String
  var imports: [SourceImport]
}

/// Every target's Swift files and their imports, read once for all the checks.
struct ScannedSources {
  /// By target name.
  var files: [String: [ScannedFile]]

  init(manifest: PackageManifest, root: URL) {
    files = [:]
    for target in manifest.targets where target.kind != .system {
      files[target.name] = SourceImports.imports(
        under: root.appendingPathComponent(target.path), relativeTo: root)
    }
  }
}

enum SourceImports {
  /// The imports of `text`: `import X`, `@testable import X`, `public import X`,
  /// `import struct X.Y`, `import X.Y` (module X)… Lines inside a multi-line string literal
  /// (`"""`) and comments are not imports.
  static func imports(in text: String) -> [SourceImport] {
    var text = text
    return text.withUTF8(imports(inBytes:))
  }

  /// `imports(in:)` over the bytes: a line is decoded only when it may be an import.
  private static func imports(inBytes bytes: UnsafeBufferPointer<UInt8>) -> [SourceImport] {
    var found: [SourceImport] = []
    var inMultilineString = false
    var inBlockComment = false
    var start = 0
    var number = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != newline { end += 1 }
      number += 1
      let line = start..<end
      start = end + 1
      let toggles = count(of: tripleQuote, in: bytes, line) % 2 == 1
      defer { if toggles { inMultilineString.toggle() } }
      if inMultilineString { continue }
      if inBlockComment {
        if count(of: closeComment, in: bytes, line) > 0 { inBlockComment = false }
        continue
      }
      var first = line.lowerBound
      while first < end, bytes[first] == space || bytes[first] == tab { first += 1 }
      if count(of: openComment, in: bytes, first..<min(first + 2, end)) == 1,
        count(of: closeComment, in: bytes, line) == 0
      {
        inBlockComment = true
        continue
      }
      guard count(of: importWord, in: bytes, line) > 0,
        let module = importedModule(String(decoding: bytes[line], as: UTF8.self)[...])
      else { continue }
      found.append(SourceImport(module: module, line: number))
    }
    return found
  }

  private static let newline = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let tripleQuote = Array("\"\"\"".utf8)
  private static let openComment = Array("/*".utf8)
  private static let closeComment = Array("*/".utf8)
  private static let importWord = Array("import".utf8)

  /// How many times `pattern` occurs in `bytes[range]`, without overlaps.
  private static func count(
    of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> Int {
    var found = 0
    var index = range.lowerBound
    let first = pattern[0]
    while index + pattern.count <= range.upperBound {
      if bytes[index] == first {
        var matched = 1
        while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
        if matched == pattern.count {
          found += 1
          index += pattern.count
          continue
        }
      }
      index += 1
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
  static func imports(under folder: URL, relativeTo root: URL) -> [ScannedFile] {
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    let rootPath = root.standardizedFileURL.path
    var files: [ScannedFile] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
      files.append(ScannedFile(file: relative, imports: imports(in: text)))
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
