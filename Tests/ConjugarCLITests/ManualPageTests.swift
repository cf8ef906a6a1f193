import ConjugarCommandLine
import ConjugarCommands
import ConjugarSettings
import Foundation
import Testing

/// The manual page: generated from the command tree (in-process, as the binary does), committed
/// as Docs/conjugar.1, and readable by man.
@Suite struct ManualPageTests {
  static let committedPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Docs/conjugar.1").standardized.path

  static func generated() throws -> String {
    let result = try InProcessRunner().run(["--generate-manual"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    return result.stdout
  }

  @Test func theCommittedPageIsCurrent() throws {
    let committed = try String(contentsOfFile: Self.committedPath, encoding: .utf8)
    #expect(
      committed == (try Self.generated()),
      """
      Docs/conjugar.1 differs from what the binary generates; regenerate it with
        swift build && .build/debug/conjugar --generate-manual > Docs/conjugar.1
      """)
  }

  @Test func everyCommandOptionAndSettingIsOnThePage() throws {
    let page = try Self.generated()
    let syntax = try #require(
      CommandSyntax(dumpHelp: try InProcessRunner().run(["--experimental-dump-help"]).stdout))
    for section in [
      "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "SETTINGS", "FILES", "ENVIRONMENT",
      "EXIT STATUS", "EXAMPLES",
    ] {
      #expect(page.contains("\n.Sh \(section)\n"), "no section \(section)")
    }
    func check(_ command: CommandSyntax, path: [String]) {
      let names = path + [command.name]
      #expect(page.contains(".Ss \(names.joined(separator: " "))\n"), "\(names)")
      let everyCommands = ["--help", "--version"]
      for option in command.arguments.flatMap(\.longNames) where !everyCommands.contains(option) {
        let escaped = option.replacingOccurrences(of: "-", with: "\\-")
        #expect(page.contains("Fl " + escaped.dropFirst(2)), "\(names) \(option)")
      }
      for subcommand in command.subcommands { check(subcommand, path: names) }
    }
    for command in syntax.subcommands where command.name != "help" { check(command, path: []) }
    for key in SettingKey.allCases { #expect(page.contains(".It Cm \(key.rawValue)\n")) }
    for status in [0, 64, 65, 74] { #expect(page.contains(".It \(status)\n")) }
  }

  /// Each `.Dl conjugar …` line of EXAMPLES runs and succeeds.
  @Test func theExamplesRun() throws {
    let page = try Self.generated()
    let examples = page.split(separator: "\n").filter { $0.hasPrefix(".Dl conjugar ") }
      .map { line in
        line.dropFirst(".Dl ".count)
          .replacingOccurrences(of: "\\-", with: "-")
          .replacingOccurrences(of: "\\(dq", with: "\"")
          .replacingOccurrences(of: "\\[u00ED]", with: "í")
      }
    #expect(examples.count >= 5)
    var runner = try InProcessRunner()
    runner.allowsRandomSeed = true  // an example quiz without --seed
    for example in examples {
      #expect(!example.contains("\\"), "unescape \(example) in this test")
      let words = try CommandLineWords.split(example)
      let result = try runner.run(Array(words.dropFirst()))
      #expect(result.status == 0, "\(example): \(result.stderr)")
    }
  }

  static let man = ["/usr/bin/man", "/bin/man"].first(where: FileManager.default.isExecutableFile)
  static let groff = ["/usr/bin/groff", "/bin/groff"].first(
    where: FileManager.default.isExecutableFile)

  /// man (or groff) formats the committed page without a warning, and the text has every
  /// section.
  @Test(.enabled(if: man != nil || groff != nil, "neither man nor groff is installed"))
  func thePageRenders() throws {
    let text = try Self.rendered(Self.committedPath)
    for heading in ["NAME", "SYNOPSIS", "COMMANDS", "SETTINGS", "EXIT STATUS", "EXAMPLES"] {
      #expect(text.contains("\n" + heading + "\n"), "\(heading)")
    }
    #expect(text.contains("conjugar identify dímelo"))
    #expect(text.contains("--settings"))
  }

  /// The page at `path` as man (or groff) shows it, without its overstrikes; expects no
  /// warning.
  static func rendered(_ path: String) throws -> String {
    let quoted = ShellCompletionTests.quoted(path)
    let command =
      man != nil
      ? "MANWIDTH=80 MANPAGER=cat MAN_KEEP_FORMATTING= exec man --warnings -l \(quoted)"
      : "exec groff -mandoc -Tutf8 -ww \(quoted)"
    let result = try BinaryRunner().runShell(command)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout.replacingOccurrences(of: "\u{8}.", with: "", options: .regularExpression)
  }
}
