import ConjugarCommandLine
import Foundation
import Testing

/// `conjugar hablar`: a known infinitive or form as the first word runs as the REPL runs it
/// (the table, or the identification); commands always win; anything else is still "unknown
/// command" (64) with the nearest command or verb.
@Suite struct BareWordCommandTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test(arguments: [
    (["hablar"], ["verb", "hablar"]),
    (["Hablar"], ["verb", "Hablar"]),
    (["ver"], ["verb", "ver"]),
    (["dar", "--tense", "presente"], ["verb", "dar", "--tense", "presente"]),
    (["lavarse", "--format", "json"], ["verb", "lavarse", "--format", "json"]),
    (["hablar", "tener"], ["verb", "hablar", "tener"]),
    (["oir", "--tense", "preterito"], ["verb", "oir", "--tense", "preterito"]),
    (["tuve"], ["identify", "tuve"]),
    (["hablé"], ["identify", "hablé"]),
    (["dímelo"], ["identify", "dímelo"]),
    (["fui", "--format", "json"], ["identify", "fui", "--format", "json"]),
    (
      ["--lang", "es", "hablar", "--tense", "presente"],
      ["--lang", "es", "verb", "hablar", "--tense", "presente"]
    ),
    (["--lang", "es", "tuvimos"], ["--lang", "es", "identify", "tuvimos"]),
  ])
  func aWordRunsAsItsCommand(_ typed: [String], _ command: [String]) throws {
    let bare = try runner.run(typed)
    let explicit = try runner.run(command)
    #expect(bare.status == 0, "\(bare.stderr)")
    #expect(bare.stderr == explicit.stderr)
    #expect(!bare.stdout.isEmpty)
    #expect(bare.stdout == explicit.stdout)
  }

  /// A bad option after the word is the command's usage error, as after `verb hablar`.
  @Test func optionsAfterTheWordAreTheCommands() throws {
    let result = try runner.run(["hablar", "--tense", "nope"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("invalid value 'nope' for --tense"), "\(result.stderr)")
  }

  /// Command names always mean the command, never a verb or a form.
  @Test(arguments: [
    ["verbs", "--top", "3"], ["verb", "ser", "--tense", "presente"], ["due"],
    ["info", "preterito"], ["identify", "ve"], ["settings", "list"],
  ])
  func commandsWin(_ arguments: [String]) throws {
    let result = try runner.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let first = try #require(arguments.first)
    #expect(CommandTree(root: Conjugar.self).commandNames.contains(first))
    if first != "verb" {
      #expect(result.stdout != (try runner.run(["verb"] + arguments)).stdout)
    }
  }

  /// Neither a command nor a verb or form: 64, one line, the nearest command, else what to
  /// conjugate, else the nearest verbs, else the commands.
  @Test(arguments: [
    ("verv", "unknown command 'verv'; did you mean 'verb'?"),
    ("setings", "unknown command 'setings'; did you mean 'settings'?"),
    ("comir", "unknown command 'comir'; to conjugate it: conjugar verb comer"),
    ("frumbular", "unknown command 'frumbular'; to conjugate it: conjugar verb frumbular"),
    ("hablr", "unknown command 'hablr'; did you mean the verb 'hablar', 'haber' or 'hacer'?"),
    ("zzxq", "unknown command 'zzxq'; commands are"),
    ("12", "unknown command '12'; commands are"),
  ])
  func anythingElseIsAnUnknownCommand(_ word: String, _ message: String) throws {
    let result = try runner.run([word])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("conjugar: error: " + message), "\(result.stderr)")
  }

  @Test func aHugeWordIsAShortUnknownCommand() throws {
    let result = try runner.run([String(repeating: "a", count: 100_000) + "r"])
    #expect(result.status == 64)
    #expect(result.stderrLines.count == 1 && result.stderr.count < 400)
  }

  /// `conjugar` alone still opens the session, which reads the same bare word the same way.
  @Test func noArgumentsStillOpenTheSession() throws {
    let session = try runner.run([], stdin: "hablar --tense presente\ntuve\nquit\n")
    #expect(session.status == 0 && session.stderr.isEmpty, "\(session.stderr)")
    let table = try runner.run(["hablar", "--tense", "presente"]).stdout
    let identified = try runner.run(["tuve"]).stdout
    #expect(session.stdout == table + identified)
  }

  /// Through the binary: the newcomer's first try prints the table.
  @Test func theBinaryConjugatesABareInfinitive() throws {
    let binary = try BinaryRunner()
    let result = try binary.run(["hablar", "--tense", "presente", "--color", "never"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("hablamos"))
  }
}
