import Foundation

/// What Docs/ARCHITECTURE.md says about the targets: its `Sources/` tree (written by hand, one
/// line a module, checked against Package.swift) and its module graph (generated from
/// Package.swift between two markers).
struct ArchitectureDocument {
  static let path = "Docs/ARCHITECTURE.md"
  static let recordVariable = "CONJUGAR_RECORD_ARCHITECTURE"
  static let beginMarker =
    "<!-- module graph: generated from Package.swift by PackageGraphTests;"
    + " \(recordVariable)=1 swift test --filter PackageGraphTests rewrites it -->"
  static let endMarker = "<!-- end of the generated module graph -->"

  var text: String

  /// The folders the `Sources/` tree names (`  ConjugarCore/  pure Swift…` → ConjugarCore): the
  /// code block that begins with `Sources/`, lines indented by two spaces exactly.
  var listedSourceFolders: [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(of: "Sources/") else { return [] }
    var folders: [String] = []
    for line in lines[(start + 1)...] {
      if line.hasPrefix("```") || !line.hasPrefix(" ") { break }
      guard line.hasPrefix("  "), !line.hasPrefix("   "),
        let word = line.dropFirst(2).split(separator: " ").first, word.hasSuffix("/")
      else { continue }
      folders.append(String(word.dropLast()))
    }
    return folders
  }

  /// What the `Sources/` tree lacks or has too many, as sentences saying what to change.
  func sourceTreeProblems(for manifest: PackageManifest) -> [String] {
    let listed = listedSourceFolders
    let built = manifest.libraryAndToolTargets.map(\.path).filter { $0.hasPrefix("Sources/") }
      .map { String($0.dropFirst("Sources/".count)) }
    let missing = built.filter { !listed.contains($0) }.map { folder in
      "\(Self.path): the Sources/ tree has no line for Sources/\(folder) (target "
        + "\"\(manifest.targets.first { $0.path == "Sources/" + folder }?.name ?? folder)\"): "
        + "add `  \(folder)/` and what it holds, beside the modules it sits with"
    }
    let extra = listed.filter { !built.contains($0) }.map { folder in
      "\(Self.path): the Sources/ tree lists \(folder)/, which no target of Package.swift builds: "
        + "remove its line or rename it"
    }
    return missing + extra
  }

  /// The generated section as committed (between the markers, markers excluded); nil when the
  /// markers are missing.
  var graphSection: Substring? {
    guard let begin = text.range(of: Self.beginMarker + "\n"),
      let end = text.range(of: Self.endMarker, range: begin.upperBound..<text.endIndex)
    else { return nil }
    return text[begin.upperBound..<end.lowerBound]
  }

  /// The document with `section` between the markers.
  func replacingGraphSection(with section: String) -> String? {
    guard let begin = text.range(of: Self.beginMarker + "\n"),
      let end = text.range(of: Self.endMarker, range: begin.upperBound..<text.endIndex)
    else { return nil }
    return text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: section)
  }
}
