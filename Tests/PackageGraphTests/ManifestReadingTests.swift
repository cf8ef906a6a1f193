import Testing

/// The check's own parts on small inputs: a manifest read as written, imports found in every
/// spelling and only there, an undeclared one named with what to add, the doc's tree and graph.
@Suite struct ManifestReadingTests {
  static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "sample",  // a comment, "quoted"
      products: [.executable(name: "tool", targets: ["Tool"])],
      dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.0.0")
      ],
      targets: [
        // Grammar: "a, b" (a comment with a comma and brackets [ ]).
        .target(name: "Core", dependencies: ["Text"], plugins: ["Embed"]),
        .target(name: "Text"),
        /* a block comment, .target(name: "Ghost") */
        .executableTarget(
          name: "Tool",
          dependencies: [
            "Core", .target(name: "Text"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
          ],
          path: "Sources/ToolMain"),
        .executableTarget(name: "tool-bench", dependencies: ["Core"]),
        .systemLibrary(name: "CLib", pkgConfig: "lib"),
        .executableTarget(name: "Gen"),
        .plugin(name: "Embed", capability: .buildTool(), dependencies: ["Gen"]),
        .testTarget(name: "CoreTests", dependencies: ["Core"], exclude: ["Fixtures"]),
      ]
    )
    """

  @Test func aManifestIsReadAsWritten() throws {
    let manifest = try PackageManifest(source: Self.manifest)
    #expect(
      manifest.targets.map(\.name) == [
        "Core", "Text", "Tool", "tool-bench", "CLib", "Gen", "Embed", "CoreTests",
      ])
    let tool = try #require(manifest.target(named: "Tool"))
    #expect(tool.kind == .executable)
    #expect(tool.dependencies == ["Core", "Text"])
    #expect(tool.products == ["ArgumentParser"])
    #expect(tool.path == "Sources/ToolMain")
    #expect(manifest.target(named: "Core")?.plugins == ["Embed"])
    #expect(manifest.target(named: "CoreTests")?.path == "Tests/CoreTests")
    #expect(manifest.target(named: "tool-bench")?.moduleName == "tool_bench")
    #expect(manifest.externalProducts == ["ArgumentParser"])
  }

  @Test func aManifestOfAnotherShapeIsAnErrorNotAnEmptyGraph() {
    #expect(throws: ManifestShapeError.self) { try PackageManifest(source: "let x = 1") }
    #expect(throws: ManifestShapeError.self) {
      try PackageManifest(source: "let p = Package(name: \"a\", targets: [.target(\"A\")])")
    }
    #expect(throws: ManifestShapeError.self) {
      try PackageManifest(source: "let p = Package(targets: [.target(name: x)])")
    }
  }

  @Test func importsAreFoundInEverySpelling() {
    let source = [
      "import Core", "@testable import Text", "public import struct Tool.Options",
      "@preconcurrency import CLib", "  import ArgumentParser.Sub  // indented", "",
      "let s = \"\"\"", "  import Ghost", "  \"\"\"", "/*", "import Ghost", "*/",
      "// import Ghost", "let importance = 1", "#if canImport(Glibc)", "  import Glibc", "#endif",
    ].joined(separator: "\n")
    #expect(
      SourceImports.imports(in: source) == [
        SourceImport(module: "Core", line: 1), SourceImport(module: "Text", line: 2),
        SourceImport(module: "Tool", line: 3), SourceImport(module: "CLib", line: 4),
        SourceImport(module: "ArgumentParser", line: 5), SourceImport(module: "Glibc", line: 16),
      ])
  }

  @Test func anUndeclaredImportIsNamedWithWhatToAdd() throws {
    let manifest = try PackageManifest(source: Self.manifest)
    let core = try #require(manifest.target(named: "Core"))
    let imports = [
      SourceImport(module: "Core", line: 1), SourceImport(module: "Text", line: 2),
      SourceImport(module: "tool_bench", line: 3), SourceImport(module: "Foundation", line: 4),
      SourceImport(module: "ArgumentParser", line: 5),
    ]
    let found = ImportCheck.undeclared(
      imports, by: core, in: manifest, file: "Sources/Core/A.swift")
    #expect(found.map(\.module) == ["tool_bench", "ArgumentParser"])
    #expect(
      found.first?.description
        == "Sources/Core/A.swift:3 imports tool_bench, which Core does not declare: add "
        + "\"tool-bench\" to the dependencies of the target \"Core\" in Package.swift")
    #expect(found.last?.dependency == ".product(name: \"ArgumentParser\", package: …)")
    let twice =
      found + [
        UndeclaredImport(
          target: "Core", module: "tool_bench", dependency: "\"tool-bench\"",
          file: "Sources/Core/B.swift", line: 9)
      ]
    #expect(
      ImportCheck.report(twice) == [
        found[0].description + " (and 1 more of its files)", found[1].description,
      ])
    let tool = try #require(manifest.target(named: "Tool"))
    #expect(
      ImportCheck.undeclared(imports, by: tool, in: manifest, file: "x").map(\.module) == [
        "tool_bench"
      ])
  }

  @Test func theSourceTreeNamesWhatToAddAndWhatToRemove() throws {
    let manifest = try PackageManifest(source: Self.manifest)
    let document = ArchitectureDocument(
      text: """
        # Architecture

        ```
        Sources/
          Core/        grammar
            Engine/    the conjugator
          Text/        helpers, continued
                       on a second line
          Gone/        a module since removed
          CLib/        C
        Resources/     data
        ```
        """)
    #expect(document.listedSourceFolders == ["Core", "Text", "Gone", "CLib"])
    #expect(
      document.sourceTreeProblems(for: manifest) == [
        "Docs/ARCHITECTURE.md: the Sources/ tree has no line for Sources/ToolMain (target "
          + "\"Tool\"): add `  ToolMain/` and what it holds, beside the modules it sits with",
        "Docs/ARCHITECTURE.md: the Sources/ tree has no line for Sources/tool-bench (target "
          + "\"tool-bench\"): add `  tool-bench/` and what it holds, beside the modules it sits with",
        "Docs/ARCHITECTURE.md: the Sources/ tree has no line for Sources/Gen (target "
          + "\"Gen\"): add `  Gen/` and what it holds, beside the modules it sits with",
        "Docs/ARCHITECTURE.md: the Sources/ tree has no line for Sources/Embed (target "
          + "\"Embed\"): add `  Embed/` and what it holds, beside the modules it sits with",
        "Docs/ARCHITECTURE.md: the Sources/ tree lists Gone/, which no target of Package.swift "
          + "builds: remove its line or rename it",
      ])
  }

  @Test func theGraphIsLaidOutInLayers() throws {
    let graph = ModuleGraph(manifest: try PackageManifest(source: Self.manifest))
    #expect(
      graph.rendered().split(separator: "\n").dropFirst(2) == [
        "```", "layer 0 (nothing of the package)", "  CLib (system library)",
        "  Gen (executable)", "  Text", "layer 1", "  Embed (build-tool plugin) ─> Gen",
        "layer 2", "  Core ─> Text; plugin Embed", "layer 3",
        "  Tool (executable) ─> Core, Text, ArgumentParser (package)",
        "  tool-bench (executable) ─> Core", "```",
      ])
  }

  @Test func aLongLineIsCutAfterACommaAndAlignedAfterItsArrow() {
    let line = "  Name ─> " + (1...30).map { "Module\($0)" }.joined(separator: ", ")
    let lines = ModuleGraph.wrapped(line, width: 40)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= 40 && $0.hasSuffix(",") || $0 == lines.last })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 10) + "M") })
    let rejoined = ([lines[0]] + lines.dropFirst().map { String($0.dropFirst(10)) })
      .joined(separator: " ")
    #expect(rejoined == line)
    #expect(ModuleGraph.wrapped("  Short ─> A, B") == ["  Short ─> A, B"])
  }

  @Test func aCycleIsShownNotHidden() throws {
    let cyclic = try PackageManifest(
      source: """
        let p = Package(targets: [
          .target(name: "A", dependencies: ["B"]), .target(name: "B", dependencies: ["A"]),
          .target(name: "C"),
        ])
        """)
    let graph = ModuleGraph(manifest: cyclic)
    #expect(graph.layers() == ["C": 0])
    #expect(graph.rendered().contains("in a cycle or using an unknown target: A, B\n"))
  }

  @Test func theGraphSectionIsReplacedBetweenItsMarkers() throws {
    let document = ArchitectureDocument(
      text: "before\n\(ArchitectureDocument.beginMarker)\nold\n\(ArchitectureDocument.endMarker)\n")
    #expect(document.graphSection == "old\n")
    #expect(
      document.replacingGraphSection(with: "new\n")
        == "before\n\(ArchitectureDocument.beginMarker)\nnew\n\(ArchitectureDocument.endMarker)\n")
    #expect(ArchitectureDocument(text: "no markers").graphSection == nil)
  }
}
