import Foundation

// MessageCatalogueCompiler SOURCE.po [TRANSLATION.po…] --out DIRECTORY
// Checks the catalogue and writes MessageKey.swift, CatalogueTemplates.swift and
// MessageAccessors.swift into DIRECTORY. Every problem is printed as "file:line: error: …" and
// fails the build.
var files: [String] = []
var output: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--out" { output = arguments.popFirst() } else { files.append(argument) }
}
guard let output, let first = files.first else {
  FileHandle.standardError.write(
    Data("usage: MessageCatalogueCompiler en.po [xx.po…] --out DIRECTORY\n".utf8))
  exit(64)
}

func read(_ path: String) throws -> POFile {
  let data = try Data(contentsOf: URL(fileURLWithPath: path))
  guard let text = String(data: data, encoding: .utf8) else {
    throw POFile.Failure(path: path, line: 1, message: "the file is not UTF-8")
  }
  return try POFile(path: path, text: text)
}

do {
  let source = try read(first)
  let translations = try files.dropFirst().sorted().map(read)
  let catalogue = MessageCatalogue(source: source, translations: translations)
  if !catalogue.problems.isEmpty {
    FileHandle.standardError.write(Data(catalogue.problems.joined(separator: "\n").utf8 + [10]))
    exit(65)
  }
  let emitter = SwiftEmitter(catalogue: catalogue)
  for (name, text) in [
    ("MessageKey.swift", emitter.keys), ("CatalogueTemplates.swift", emitter.templates),
    ("MessageAccessors.swift", emitter.accessors),
  ] {
    let url = URL(fileURLWithPath: output).appendingPathComponent(name)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(65)
}
