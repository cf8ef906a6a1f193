import PackagePlugin

/// Embeds the core module's data files into it as string constants, so the binary carries
/// them and start-up reads no file: `Resources/verbs.tsv` (the verb list),
/// `Resources/form-index.tsv` (the reverse-lookup index) and `Resources/verb-frequency.tsv` (ranks).
@main
struct EmbedVerbData: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let embeddings = [
      (
        file: "verbs.tsv", swift: "EmbeddedVerbData.swift", constant: "embeddedVerbData",
        what: "the verb list"
      ),
      (
        file: "form-index.tsv", swift: "EmbeddedFormIndex.swift", constant: "embeddedFormIndex",
        what: "the form index"
      ),
      (
        file: "verb-frequency.tsv", swift: "EmbeddedVerbFrequency.swift",
        constant: "embeddedVerbFrequency",
        what: "the verb frequency ranks"
      ),
    ]
    let tool = try context.tool(named: "EmbedResource").url
    return embeddings.map { embedding in
      let input = context.package.directoryURL.appending(path: "Resources/\(embedding.file)")
      let output = context.pluginWorkDirectoryURL.appending(path: embedding.swift)
      return .buildCommand(
        displayName: "Embedding \(embedding.what)",
        executable: tool,
        arguments: [input.path(), output.path(), embedding.constant],
        inputFiles: [input],
        outputFiles: [output]
      )
    }
  }
}
