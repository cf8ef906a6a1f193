import ArgumentParser

@main
struct Conjugar: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugar",
    abstract: "Spanish verb conjugations in the terminal.",
    discussion: "Run 'conjugar help <command>' for a command's options. Docs: Docs/USER-GUIDE.md.",
    version: "0.1.0",
    subcommands: [VerbCommand.self, VerbsCommand.self]
  )
}
