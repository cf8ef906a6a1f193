import Foundation

/// An import of a module of the package (or of a product of another package) that the
/// importing target does not list among its dependencies in Package.swift. The build may still
/// succeed, through another target's dependency, until that one changes.
struct UndeclaredImport: Equatable, CustomStringConvertible {
  var target: String
  var module: String
  /// The dependency to add, as Package.swift writes it: `"X"` or `.product(name: "X", …)`.
  var dependency: String
  var file: String
  var line: Int

  var description: String {
    "\(file):\(line) imports \(module), which \(target) does not declare: add \(dependency) "
      + "to the dependencies of the target \"\(target)\" in Package.swift"
  }
}

enum ImportCheck {
  /// The undeclared imports of every target.
  static func undeclaredImports(
    in manifest: PackageManifest, sources: ScannedSources
  ) -> [UndeclaredImport] {
    manifest.targets.flatMap { target in
      (sources.files[target.name] ?? []).flatMap { file in
        undeclared(file.imports, by: target, in: manifest, file: file.file)
      }
    }
  }

  /// The imports in `imports` (of one file of `target`) that `target` does not declare.
  static func undeclared(
    _ imports: [SourceImport], by target: ManifestTarget, in manifest: PackageManifest,
    file: String
  ) -> [UndeclaredImport] {
    imports.compactMap { found in
      guard found.module != target.moduleName else { return nil }
      if let imported = manifest.target(forModule: found.module) {
        guard !target.dependencies.contains(imported.name) else { return nil }
        return UndeclaredImport(
          target: target.name, module: found.module, dependency: "\"\(imported.name)\"", file: file,
          line: found.line)
      }
      if manifest.externalProducts.contains(found.module) {
        guard !target.products.contains(found.module) else { return nil }
        return UndeclaredImport(
          target: target.name, module: found.module,
          dependency: ".product(name: \"\(found.module)\", package: …)", file: file,
          line: found.line)
      }
      return nil
    }
  }

  /// One sentence per target and missing dependency, naming the first file and how many more.
  static func report(_ undeclared: [UndeclaredImport]) -> [String] {
    var order: [String] = []
    var groups: [String: [UndeclaredImport]] = [:]
    for found in undeclared {
      let key = found.target + " " + found.dependency
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(found)
    }
    return order.compactMap { groups[$0] }.map { group in
      let first = group[0]
      let others = Set(group.map(\.file)).count - 1
      return first.description + (others > 0 ? " (and \(others) more of its files)" : "")
    }
  }

  /// The targets (tests aside) with a file that imports `module`.
  static func importers(
    of module: String, in manifest: PackageManifest, sources: ScannedSources
  ) -> [String] {
    manifest.libraryAndToolTargets.filter { target in
      (sources.files[target.name] ?? []).contains { $0.imports.contains { $0.module == module } }
    }.map(\.name)
  }
}
