import Foundation
import PackagePlugin

/// Compiles the message catalogue (`Resources/messages/*.po`: `en.po` the source, one file per
/// other language) into Swift for the Messages module: `MessageKey`, the templates as `switch`
/// tables, the plural rules and one typed accessor per message. A problem in a file (a syntax
/// error, a missing or extra key, a placeholder mismatch, a missing plural form) fails the build
/// with its file, line and key.
@main
struct CompileMessageCatalogue: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Resources/messages")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path())
      .filter { $0.hasSuffix(".po") && $0 != "en.po" }.sorted()
    let inputs = [folder.appending(path: "en.po")] + names.map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL
    return [
      .buildCommand(
        displayName: "Compiling the message catalogue",
        executable: try context.tool(named: "MessageCatalogueCompiler").url,
        arguments: inputs.map { $0.path() } + ["--out", output.path()],
        inputFiles: inputs,
        outputFiles: ["MessageKey.swift", "CatalogueTemplates.swift", "MessageAccessors.swift"].map
        {
          output.appending(path: $0)
        })
    ]
  }
}
