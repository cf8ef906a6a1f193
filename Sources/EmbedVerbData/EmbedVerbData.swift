import PackagePlugin

/// Embeds `Resources/verbs.tsv` into the core module as a string constant, so the binary
/// carries its verb list and start-up reads no file.
@main
struct EmbedVerbData: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let input = context.package.directoryURL.appending(path: "Resources/verbs.tsv")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedVerbData.swift")
    return [
      .buildCommand(
        displayName: "Embedding the verb list",
        executable: try context.tool(named: "EmbedResource").url,
        arguments: [input.path(), output.path(), "embeddedVerbData"],
        inputFiles: [input],
        outputFiles: [output]
      )
    ]
  }
}
