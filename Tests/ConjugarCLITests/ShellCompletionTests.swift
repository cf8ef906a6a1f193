import ConjugarCommandLine
import ConjugarCommands
import ConjugarCore
import ConjugarSettings
import Foundation
import Testing

/// The completion scripts the binary generates, run by the shells themselves: bash sources the
/// script and calls its completion function as it would at TAB (COMP_WORDS, COMP_CWORD,
/// COMP_LINE, COMP_POINT), so the custom kinds run through `conjugar ---completion`.
@Suite struct ShellCompletionTests {
  /// A command line being completed; the last word is the one under the cursor.
  struct Line: Sendable, CustomTestStringConvertible {
    let words: [String]
    init(_ words: String...) { self.words = words }
    var testDescription: String { "conjugar " + words.joined(separator: " ") + "<TAB>" }
  }

  /// Sources the bash script and prints COMPREPLY, one candidate a line.
  static let driver = """
    source "$1"; shift
    COMP_WORDS=(conjugar "$@"); COMP_CWORD=$#
    COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    _conjugar conjugar "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
    [ ${#COMPREPLY[@]} -eq 0 ] || printf '%s\\n' "${COMPREPLY[@]}"
    """

  /// What bash offers for `line`, with the tested binary first on PATH (the script calls it by
  /// name, as an installed one would be).
  static func complete(_ line: Line, runner: BinaryRunner) throws -> [String] {
    let script = runner.scratch.appendingPathComponent("conjugar.bash")
    if !FileManager.default.fileExists(atPath: script.path) {
      let generated = try runner.run(["--generate-completion-script", "bash"])
      try #require(generated.status == 0, "\(generated.stderr)")
      try generated.stdout.write(to: script, atomically: true, encoding: .utf8)
      try driver.write(
        to: runner.scratch.appendingPathComponent("driver.bash"), atomically: true,
        encoding: .utf8)
    }
    let words = ([script.path] + line.words).map(quoted).joined(separator: " ")
    let result = try runner.runShell(
      "PATH=\"${0%/*}:$PATH\" exec bash --norc --noprofile "
        + quoted(runner.scratch.appendingPathComponent("driver.bash").path) + " " + words)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init)
  }

  static func quoted(_ word: String) -> String {
    "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }

  @Test func verbsByPrefixMostUsedFirst() throws {
    let offered = try Self.complete(Line("verb", "hab"), runner: BinaryRunner())
    #expect(offered.prefix(2).sorted() == ["haber", "hablar"])
    #expect(!offered.isEmpty && offered.allSatisfy { $0.hasPrefix("hab") })
    let ranks = offered.map { Lexicon.bundled.frequency.sortKey(of: $0) }
    #expect(ranks == ranks.sorted())
  }

  @Test func verbsAfterOtherVerbsAndOptions() throws {
    let offered = try Self.complete(
      Line("verb", "hablar", "--no-vos", "ten"), runner: BinaryRunner())
    #expect(offered.first == "tener")
  }

  @Test(arguments: [
    (Line("verb", "--tense", "pret"), ["preterito", "preterito-anterior", "preterite"]),
    (Line("info", "futuro-p"), ["futuro-perfecto", "futuro-perfecto-de-subjuntivo"]),
    (Line("quiz", "--tense", "sub"), ["subjuntivo", "subjunctive"]),
    (Line("info", "imperativo-"), ["imperativo-afirmativo", "imperativo-negativo"]),
    (Line("info", "futuroP"), []),
    (Line("settings", "set", ""), SettingKey.allCases.map(\.rawValue)),
    (Line("settings", "get", "re"), ["region", "retention", "reviewPrompts"]),
    (Line("settings", "set", "vos", ""), ["on", "off"]),
    (Line("settings", "set", "Region", ""), ["latin-america", "rioplatense", "spain"]),
    (Line("settings", "set", "--settings", "x.json", "difficulty", "m"), ["moderate"]),
    (Line("settings", "set", "vos", "on", ""), []),
    (Line("settings", "set", "promptActionCount", ""), []),
  ])
  func offers(_ line: Line, expected: [String]) throws {
    #expect(try Self.complete(line, runner: BinaryRunner()) == expected)
  }

  /// The word under the cursor completes as a command's name even when it spells one already
  /// (ArgumentParser's script ran that command's completion: `conjugar ver<TAB>`, completed
  /// to `verb`, never offered `verbs`); a word before the cursor still chooses the command.
  @Test(arguments: [
    (Line("ver"), ["verb", "verbs"]),
    (Line("verb"), ["verb", "verbs"]),
    (Line("verbs"), ["verbs"]),
    (Line("i"), ["identify", "info"]),
    (Line("s"), ["say", "serve", "settings", "stats"]),
    (Line("settings"), ["settings"]),
    (Line("settings", "re"), ["reset"]),
    (Line("settings", "set"), ["set"]),
    (Line("settings", "list", "--f"), ["--format"]),
    (Line("verb", "hablar", "--tense", "presente", "--for"), ["--format"]),
  ])
  func aCommandsNameUnderTheCursorOffersEveryCommandItBegins(_ line: Line, expected: [String])
    throws
  {
    #expect(try Self.complete(line, runner: BinaryRunner()).sorted() == expected)
  }

  @Test func afterACommandsNameItsOwnWordsAreOffered() throws {
    let offered = try Self.complete(Line("verb", "hab"), runner: BinaryRunner())
    #expect(offered.contains("hablar"))
    #expect(try Self.complete(Line("verbs", "--to"), runner: BinaryRunner()) == ["--top"])
  }

  @Test func onlyTheBashScriptIsMended() {
    let help = "USAGE: conjugar case \"${subcommand}\" in"
    #expect(BashCompletionScript.mending(help) == help)
    let script = "#!/bin/bash\n    case \"${subcommand}\" in\n"
    #expect(BashCompletionScript.mending(script).contains("#unparsed_words"))
  }

  @Test func modelsThenVerbsThatFollowOne() throws {
    let offered = try Self.complete(Line("verbs", "--model", "man"), runner: BinaryRunner())
    #expect(offered.contains("mantener"))
    #expect(offered.allSatisfy { $0.hasPrefix("man") })
    let all = try Self.complete(Line("verbs", "--model", "ten"), runner: BinaryRunner())
    #expect(all.first == "tener")
  }

  @Test func settingsFileCompletesFileNames() throws {
    let runner = try BinaryRunner()
    let file = runner.scratch.appendingPathComponent("my-settings.json")
    try "{}".write(to: file, atomically: true, encoding: .utf8)
    let prefix = runner.scratch.appendingPathComponent("my-set").path
    let offered = try Self.complete(
      Line("verb", "hablar", "--settings", prefix), runner: runner)
    #expect(offered == [file.path])
  }

  @Test func theCustomCompletionPrintsOnlyCandidates() throws {
    let result = try InProcessRunner().run([
      "---completion", "verb", "--", "positional@0", "2", "3", "conjugar", "verb", "sal",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdoutLines.filter { !$0.isEmpty } == ShellCompletions.verbs(prefix: "sal"))
  }

  @Test func verbsForgiveAccentsAndStopAtTheLimit() {
    #expect(ShellCompletions.verbs(prefix: "oi").contains("oír"))
    #expect(ShellCompletions.verbs(prefix: "OÍ").contains("oír"))
    #expect(ShellCompletions.verbs(prefix: "").count == ShellCompletions.limit)
    #expect(ShellCompletions.verbs(prefix: "qqq").isEmpty)
  }

  static func installed(_ shell: String) -> Bool {
    ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains {
      FileManager.default.isExecutableFile(atPath: $0 + shell)
    }
  }

  @Test(.enabled(if: installed("zsh")), arguments: ["zsh"])
  func zshScriptParses(_ shell: String) throws { try checkSyntax(shell) }

  @Test(.enabled(if: installed("fish")), arguments: ["fish"])
  func fishScriptParses(_ shell: String) throws { try checkSyntax(shell) }

  func checkSyntax(_ shell: String) throws {
    let runner = try BinaryRunner()
    let generated = try runner.run(["--generate-completion-script", shell])
    #expect(generated.status == 0)
    let script = runner.scratch.appendingPathComponent("conjugar." + shell)
    try generated.stdout.write(to: script, atomically: true, encoding: .utf8)
    let check = try runner.runShell("exec \(shell) -n " + Self.quoted(script.path))
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test(arguments: [
    (["--generate-completion-script", "powershell"], "unsupported shell 'powershell': use bash"),
    (["--generate-completion-script=nu"], "unsupported shell 'nu': use bash, fish or zsh"),
  ])
  func anUnsupportedShellIsOneClearLine(_ arguments: [String], message: String) throws {
    let result = try InProcessRunner().run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.hasPrefix("conjugar: error: " + message), "\(result.stderr)")
  }

  /// Through the binary: ArgumentParser reads SHELL from the process's own environment.
  @Test func noShellNamedAndNoneDetected() throws {
    let result = try BinaryRunner().run(
      ["--generate-completion-script"], environment: ["SHELL": "/bin/dash"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1)
    #expect(result.stderr.contains("cannot tell which shell this is"), "\(result.stderr)")
  }
}
