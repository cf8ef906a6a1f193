import Foundation
import Testing

/// Package.swift tells the truth: every module a file imports is a declared dependency of its
/// target, and Docs/ARCHITECTURE.md's module list and graph are those of Package.swift (the
/// graph generated: CONJUGAR_RECORD_ARCHITECTURE=1 rewrites it and fails, so that it is
/// reviewed).
@Suite struct PackageGraphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func manifest() throws -> PackageManifest {
    try PackageManifest(
      source: String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
  }

  /// The sources of every target, read once (nil when Package.swift cannot be read, which
  /// the tests that read it report).
  static let sources = try? ScannedSources(manifest: manifest(), root: root)

  static func scanned() throws -> ScannedSources {
    try #require(sources, "Package.swift could not be read")
  }

  static func document() throws -> ArchitectureDocument {
    ArchitectureDocument(
      text: try String(
        contentsOf: root.appendingPathComponent(ArchitectureDocument.path), encoding: .utf8))
  }

  @Test func everyImportIsDeclaredInThePackage() throws {
    let undeclared = ImportCheck.undeclaredImports(
      in: try Self.manifest(), sources: try Self.scanned())
    for problem in ImportCheck.report(undeclared) { Issue.record("\(problem)") }
  }

  /// Every target's folder exists and every folder of Sources/ and Tests/ belongs to a target:
  /// the manifest was read whole, so the import check saw every file.
  @Test func everySourceFolderIsATargetRead() throws {
    let manifest = try Self.manifest()
    let paths = Set(manifest.targets.map(\.path))
    for target in manifest.targets {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: Self.root.appendingPathComponent(target.path).path, isDirectory: &isFolder)
      #expect(exists && isFolder.boolValue, "\(target.name): no folder \(target.path)")
    }
    for parent in ["Sources", "Tests"] {
      let folders = try FileManager.default.contentsOfDirectory(
        atPath: Self.root.appendingPathComponent(parent).path)
      for folder in folders where !folder.hasPrefix(".") {
        #expect(paths.contains("\(parent)/\(folder)"), "\(parent)/\(folder) is no target's folder")
      }
    }
  }

  @Test func onlyTheCommandLineImportsArgumentParser() throws {
    let importers = ImportCheck.importers(
      of: "ArgumentParser", in: try Self.manifest(), sources: try Self.scanned())
    #expect(importers == ["ConjugarCommandLine"])
  }

  @Test func theModulesFormLayersWithoutACycle() throws {
    let manifest = try Self.manifest()
    let layers = ModuleGraph(manifest: manifest).layers()
    #expect(Set(layers.keys) == Set(manifest.libraryAndToolTargets.map(\.name)))
    #expect(layers["ConjugarCore"].map { $0 > 0 } == true)
    #expect(layers["conjugar"] == layers.values.max())
  }

  /// The settings layer holds settings: the desired retention's range comes from
  /// ReviewRetention, not from the scheduler, its history and its threads; the region and the
  /// difficulty from QuizPreferences, not from the quiz engine.
  @Test func theSettingsDoNotDependOnTheSchedulerOrTheQuiz() throws {
    let below = ModuleGraph(manifest: try Self.manifest()).dependencies(of: "ConjugarSettings")
    #expect(below.isSuperset(of: ["ReviewRetention", "QuizPreferences"]))
    for heavy in [
      "LearningProgress", "QuizHistory", "WorkerThreads", "CProcess", "ConjugarQuiz",
      "SentenceBank", "EnglishForms",
    ] {
      #expect(!below.contains(heavy), "ConjugarSettings depends on \(heavy)")
    }
  }

  /// ConjugarCore is grammar: its errors are facts, told by ConjugarOutput. Tense names are the
  /// one use of the catalogue left, until `Language` has a module of its own (issue 38).
  @Test func theGrammarCoreTellsNoMessages() throws {
    let users = (try Self.scanned().files["ConjugarCore"] ?? [])
      .filter { $0.imports.contains { $0.module == "Messages" } }.map(\.file)
    #expect(!(try Self.scanned().files["ConjugarCore"] ?? []).isEmpty)
    #expect(users == [])
  }

  @Test func theArchitectureSourceTreeListsEveryModule() throws {
    for problem in try Self.document().sourceTreeProblems(for: Self.manifest()) {
      Issue.record("\(problem)")
    }
  }

  @Test func theArchitectureModuleGraphIsPackageSwifts() throws {
    let document = try Self.document()
    let rendered = ModuleGraph(manifest: try Self.manifest()).rendered()
    guard let committed = document.graphSection else {
      Issue.record(
        """
        \(ArchitectureDocument.path) has lost the markers of its module graph: put back
        \(ArchitectureDocument.beginMarker)
        \(ArchitectureDocument.endMarker)
        under "## Modules and their dependencies", then run \(ArchitectureDocument.recordVariable)=1 \
        swift test --filter PackageGraphTests
        """)
      return
    }
    if ProcessInfo.processInfo.environment[ArchitectureDocument.recordVariable] == "1" {
      let updated = try #require(document.replacingGraphSection(with: rendered))
      try updated.write(
        to: Self.root.appendingPathComponent(ArchitectureDocument.path), atomically: true,
        encoding: .utf8)
      Issue.record(
        """
        recorded the module graph of \(ArchitectureDocument.path): review it, then run again \
        without \(ArchitectureDocument.recordVariable)
        """)
      return
    }
    guard committed != rendered else { return }
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let new = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    let line = Array(zip(old, new)).firstIndex { $0 != $1 } ?? min(old.count, new.count)
    Issue.record(
      """
      \(ArchitectureDocument.path)'s module graph differs from Package.swift's (line \(line + 1) \
      of the graph: expected "\(line < new.count ? new[line] : "")", found \
      "\(line < old.count ? old[line] : "")"); regenerate it with \
      \(ArchitectureDocument.recordVariable)=1 swift test --filter PackageGraphTests
      """)
  }
}
