/// The package's targets (tests aside) in layers: a module's layer is one more than the highest
/// layer of what it uses, so every arrow points to a lower layer. Rendered as the module graph
/// of Docs/ARCHITECTURE.md.
struct ModuleGraph {
  let manifest: PackageManifest

  /// The layer of each target that is not a test; nil for a target in a cycle or using an
  /// unknown target (SwiftPM refuses both).
  func layers() -> [String: Int] {
    let targets = manifest.libraryAndToolTargets
    var layer: [String: Int] = [:]
    var changed = true
    while changed {
      changed = false
      for target in targets where layer[target.name] == nil {
        let uses = uses(of: target)
        let below = uses.compactMap { layer[$0] }
        guard below.count == uses.count else { continue }
        layer[target.name] = (below.max() ?? -1) + 1
        changed = true
      }
    }
    return layer
  }

  /// Every target `name` depends on, directly or through others (plugins aside).
  func dependencies(of name: String) -> Set<String> {
    var found: Set<String> = []
    var next = manifest.target(named: name)?.dependencies ?? []
    while let dependency = next.popLast() {
      guard found.insert(dependency).inserted else { continue }
      next += manifest.target(named: dependency)?.dependencies ?? []
    }
    return found
  }

  /// The targets a target uses: its dependencies and its build-tool plugins.
  func uses(of target: ManifestTarget) -> [String] {
    target.dependencies + target.plugins
  }

  /// The section between the markers: a code block, one line a module, layer by layer.
  func rendered() -> String {
    let layers = layers()
    let byName = Dictionary(
      manifest.libraryAndToolTargets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var lines = [
      "Arrows point to what a module uses; a module's layer is one more than the highest layer",
      "it uses. Test targets are left out: each uses the module it tests and what its tests need.",
      "",
      "```",
    ]
    for level in Set(layers.values).sorted() {
      lines.append(level == 0 ? "layer 0 (nothing of the package)" : "layer \(level)")
      let names = layers.filter { $0.value == level }.map(\.key).sorted(by: Self.ordered)
      for name in names {
        guard let target = byName[name] else { continue }
        lines += Self.wrapped("  " + line(for: target))
      }
    }
    let unplaced = manifest.libraryAndToolTargets.map(\.name).filter { layers[$0] == nil }
    if !unplaced.isEmpty {
      lines.append("in a cycle or using an unknown target: " + unplaced.joined(separator: ", "))
    }
    lines.append("```")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `ConjugarCore ─> Messages, PlainText; plugin EmbedVerbData`.
  func line(for target: ManifestTarget) -> String {
    var line = target.name
    switch target.kind {
    case .executable: line += " (executable)"
    case .system: line += " (system library)"
    case .plugin: line += " (build-tool plugin)"
    case .regular, .test: break
    }
    let used =
      target.dependencies.sorted(by: Self.ordered)
      + target.products.sorted(by: Self.ordered).map { "\($0) (package)" }
    if !used.isEmpty { line += " ─> " + used.joined(separator: ", ") }
    if !target.plugins.isEmpty {
      line += "; plugin " + target.plugins.sorted(by: Self.ordered).joined(separator: ", ")
    }
    return line
  }

  /// A line cut after commas to fit `width` columns, the rest aligned after its arrow.
  static func wrapped(_ line: String, width: Int = 100) -> [String] {
    guard line.count > width, let arrow = line.range(of: " ─> ") else { return [line] }
    let indent = String(
      repeating: " ", count: line.distance(from: line.startIndex, to: arrow.upperBound))
    var lines: [String] = []
    var current = String(line[..<arrow.upperBound])
    let items = line[arrow.upperBound...].split(separator: ", ", omittingEmptySubsequences: false)
    for (index, item) in items.enumerated() {
      let piece = item + (index < items.count - 1 ? "," : "")
      let start = current.count == indent.count
      if !start, current.count + 1 + piece.count > width {
        lines.append(current)
        current = indent + piece
      } else {
        current += (start ? "" : " ") + piece
      }
    }
    lines.append(current)
    return lines
  }

  /// Names in alphabetical order, case aside (CalendarDates before CEditLine before ClassKey).
  static func ordered(_ left: String, _ right: String) -> Bool {
    (left.lowercased(), left) < (right.lowercased(), right)
  }
}
