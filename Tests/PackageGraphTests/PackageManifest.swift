import Foundation

/// The targets of Package.swift as written: each `.target(…)`, `.executableTarget(…)`,
/// `.testTarget(…)`, `.systemLibrary(…)` and `.plugin(…)` of the package's `targets:` list, with
/// its name, path and dependencies. Read from the source (our own file, of a regular shape), not
/// from `swift package dump-package`, so that the check is instant.
struct PackageManifest: Equatable {
  var targets: [ManifestTarget]

  /// The targets, by name.
  func target(named name: String) -> ManifestTarget? { targets.first { $0.name == name } }

  /// The targets that are not tests (what `Sources/` holds and products are built from).
  var libraryAndToolTargets: [ManifestTarget] { targets.filter { $0.kind != .test } }

  /// The target a module name (`import X`) stands for.
  func target(forModule module: String) -> ManifestTarget? {
    targets.first { $0.moduleName == module && $0.kind != .test && $0.kind != .plugin }
  }

  /// Every product named in a dependency (`.product(name: "ArgumentParser", …)`): modules from
  /// other packages, which an import must declare too.
  var externalProducts: Set<String> { Set(targets.flatMap(\.products)) }
}

/// Why Package.swift could not be read as the check expects.
struct ManifestShapeError: Error, CustomStringConvertible {
  var description: String
}

/// One entry of the package's `targets:` list.
struct ManifestTarget: Equatable {
  enum Kind: String {
    case regular = "target"
    case executable = "executableTarget"
    case test = "testTarget"
    case system = "systemLibrary"
    case plugin
  }

  var kind: Kind
  var name: String
  /// Targets it depends on (plain names, `.target(name:)`, `.byName(name:)`).
  var dependencies: [String]
  /// Products of other packages it depends on (`.product(name:package:)`).
  var products: [String]
  /// Build-tool plugins it runs (`plugins:`).
  var plugins: [String]
  /// `path:` when given, else the conventional `Sources/<name>` or `Tests/<name>`.
  var path: String

  /// The name an `import` uses: the target's name with what is not an identifier made `_`.
  var moduleName: String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }
}

extension PackageManifest {
  /// Reads the `targets:` argument of the `Package(…)` call in `source`.
  init(source: String) throws(ManifestShapeError) {
    let text = SwiftSourceText.withoutComments(source)
    guard let call = text.range(of: "Package("),
      let arguments = SwiftSourceText.contents(
        ofBracketAt: text.index(before: call.upperBound), in: text[...])
    else { throw ManifestShapeError(description: "Package.swift: no `Package(…)` call") }
    guard
      let list = SwiftSourceText.items(arguments).map(SwiftSourceText.labelled)
        .first(where: { $0.label == "targets" })?.value,
      list.first == "[",
      let entries = SwiftSourceText.contents(ofBracketAt: list.startIndex, in: list)
    else { throw ManifestShapeError(description: "Package.swift: no `targets: [ … ]` argument") }
    targets = try SwiftSourceText.items(entries).map { entry throws(ManifestShapeError) in
      try ManifestTarget(entry: entry)
    }
  }
}

extension ManifestTarget {
  /// Reads one entry such as `.target(name: "X", dependencies: ["Y"], path: "Sources/Z")`.
  init(entry: Substring) throws(ManifestShapeError) {
    guard entry.first == ".", let open = entry.firstIndex(of: "("),
      let kind = Kind(rawValue: String(entry[entry.index(after: entry.startIndex)..<open])),
      let inside = SwiftSourceText.contents(ofBracketAt: open, in: entry)
    else {
      throw ManifestShapeError(
        description: "Package.swift: a target entry the check cannot read: \(entry.prefix(60))")
    }
    let arguments = SwiftSourceText.items(inside).map(SwiftSourceText.labelled)
    func value(_ label: String) -> Substring? { arguments.first { $0.label == label }?.value }
    guard let nameText = value("name"), let name = SwiftSourceText.stringLiteral(nameText) else {
      throw ManifestShapeError(description: "Package.swift: a target without a literal name")
    }
    self.kind = kind
    self.name = name
    self.dependencies = []
    self.products = []
    self.plugins = try Self.names(in: value("plugins"), of: name).targets
    if let pathText = value("path") {
      guard let path = SwiftSourceText.stringLiteral(pathText) else {
        throw ManifestShapeError(description: "Package.swift: \(name)'s path is not a literal")
      }
      self.path = path
    } else {
      self.path = (kind == .test ? "Tests/" : "Sources/") + name
    }
    let dependencies = try Self.names(in: value("dependencies"), of: name)
    self.dependencies = dependencies.targets
    self.products = dependencies.products
  }

  /// The names of a dependency (or plugin) list: `"X"`, `.target(name: "X")`, `.byName(name:
  /// "X")`, `.plugin(name: "X")` are targets; `.product(name: "P", package: …)` a product.
  private static func names(
    in list: Substring?, of target: String
  ) throws(ManifestShapeError) -> (targets: [String], products: [String]) {
    guard let list else { return ([], []) }
    guard list.first == "[",
      let inside = SwiftSourceText.contents(ofBracketAt: list.startIndex, in: list)
    else { throw ManifestShapeError(description: "Package.swift: \(target)'s list is not `[…]`") }
    var targets: [String] = []
    var products: [String] = []
    for item in SwiftSourceText.items(inside) {
      if let name = SwiftSourceText.stringLiteral(item) {
        targets.append(name)
        continue
      }
      guard let open = item.firstIndex(of: "("),
        let arguments = SwiftSourceText.contents(ofBracketAt: open, in: item),
        let nameText = SwiftSourceText.items(arguments).map(SwiftSourceText.labelled)
          .first(where: { $0.label == "name" })?.value,
        let name = SwiftSourceText.stringLiteral(nameText)
      else {
        throw ManifestShapeError(
          description: "Package.swift: \(target) has a dependency the check cannot read: \(item)")
      }
      if item.hasPrefix(".product(") { products.append(name) } else { targets.append(name) }
    }
    return (targets, products)
  }
}
