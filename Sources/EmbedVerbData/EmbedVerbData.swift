import PackagePlugin

/// Embeds a module's data files into it as string constants, so the binary carries them and
/// start-up reads no file. One plugin for every module with data; which files a module gets
/// depends on the target it runs for (`embeddings(for:)`):
/// - ConjugarCore: `Resources/verbs.tsv` (the verb list), `Resources/form-index.tsv` (the
///   reverse-lookup index) and `Resources/verb-frequency.tsv` (ranks);
/// - ClassroomPages: the five files of `Resources/classroom/` (the classroom's pages, their
///   style and scripts), `embeddedPage` + the file's name in camel case (`embeddedPageStudentHTML`);
/// - SentenceBank: the eight files of `Resources/sentences/` (Docs/SENTENCES.md), one constant
///   each, `embeddedSentences` + the file's name with a capital (`embeddedSentencesPast`).
@main
struct EmbedVerbData: BuildToolPlugin {
  struct Embedding {
    let file: String
    let swift: String
    let constant: String
    let what: String
  }

  /// The sentence files, in the order SentenceBank lists them (its `SentenceFile.bundled`
  /// names the same eight; a test holds the folder to them).
  static let sentenceFiles = [
    "present", "past", "future", "subjunctive", "wishes", "hypotheses", "compound", "formal",
  ]

  /// The classroom's files and their constants' names.
  static let classroomFiles: [(file: String, name: String)] = [
    ("student.html", "StudentHTML"), ("teacher.html", "TeacherHTML"),
    ("classroom.css", "ClassroomCSS"), ("student.js", "StudentJS"), ("teacher.js", "TeacherJS"),
  ]

  static func embeddings(for target: String) -> [Embedding] {
    switch target {
    case "SentenceBank":
      return sentenceFiles.map { name in
        let capitalized = name.prefix(1).uppercased() + name.dropFirst()
        return Embedding(
          file: "sentences/\(name).tsv", swift: "EmbeddedSentences\(capitalized).swift",
          constant: "embeddedSentences\(capitalized)", what: "the \(name) sentences")
      }
    case "ClassroomPages":
      return classroomFiles.map { file in
        let name = file.name
        return Embedding(
          file: "classroom/\(file.file)", swift: "EmbeddedPage\(name).swift",
          constant: "embeddedPage\(name)", what: "the classroom's \(file.file)")
      }
    case "ConjugarCore":
      return [
        Embedding(
          file: "verbs.tsv", swift: "EmbeddedVerbData.swift", constant: "embeddedVerbData",
          what: "the verb list"),
        Embedding(
          file: "form-index.tsv", swift: "EmbeddedFormIndex.swift",
          constant: "embeddedFormIndex", what: "the form index"),
        Embedding(
          file: "verb-frequency.tsv", swift: "EmbeddedVerbFrequency.swift",
          constant: "embeddedVerbFrequency", what: "the verb frequency ranks"),
      ]
    default:
      Diagnostics.error("EmbedVerbData has no files to embed in \(target)")
      return []
    }
  }

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let tool = try context.tool(named: "EmbedResource").url
    return Self.embeddings(for: target.name).map { embedding in
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
