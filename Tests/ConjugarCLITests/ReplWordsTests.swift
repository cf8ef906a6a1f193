import ConjugarCommandLine
import ConjugarCore
import Foundation
import Testing

@testable import ConjugarCommandLine

/// The REPL understands words as well as commands: a bare infinitive shows its table, a bare
/// form is identified, the session's own words (clear, quit, exit) are never taken for verbs,
/// and anything else gets the nearest command or verb.
@Suite struct SessionLineTests {
  static let commands = CommandTree(root: Conjugar.self).commandNames
  static let conjugator = Conjugator()

  func meaning(_ line: [String]) -> SessionLine? {
    SessionLine(line, commands: Self.commands, conjugator: Self.conjugator)
  }

  @Test(arguments: [
    (["verb", "hablar"], ["verb", "hablar"]),
    (["help", "verb"], ["help", "verb"]),
    (["repl"], ["repl"]),
    (["--version"], ["--version"]),
    (["hablar"], ["verb", "hablar"]),
    (["Hablar"], ["verb", "Hablar"]),
    (["lavarse"], ["verb", "lavarse"]),
    (["oir"], ["verb", "oir"]),
    (["ver"], ["verb", "ver"]),
    (["hablar", "--tense", "preterito"], ["verb", "hablar", "--tense", "preterito"]),
    (["hablar", "tener"], ["verb", "hablar", "tener"]),
    (["tuve"], ["identify", "tuve"]),
    (["TUVE"], ["identify", "TUVE"]),
    (["hablé"], ["identify", "hablé"]),
    (["hable"], ["identify", "hable"]),
    (["esta"], ["identify", "esta"]),
    (["dímelo"], ["identify", "dímelo"]),
    (["tuve", "--format", "json"], ["identify", "tuve", "--format", "json"]),
  ])
  func runs(_ line: [String], _ arguments: [String]) {
    #expect(meaning(line) == .run(arguments))
  }

  @Test func sessionWordsAreTheSessionsNeverVerbs() {
    #expect(meaning(["quit"]) == .leave)
    #expect(meaning(["exit"]) == .leave)
    #expect(meaning(["clear"]) == .clear)
    #expect(meaning([]) == nil)
  }

  @Test(arguments: [
    ("verv", "unknown command 'verv'; did you mean 'verb'?"),
    ("vreb", "unknown command 'vreb'; did you mean 'verb'?"),
    ("VERB", "unknown command 'VERB'; did you mean 'verb'?"),
    ("verbz", "unknown command 'verbz'; did you mean 'verb' or 'verbs'?"),
    ("qiut", "unknown command 'qiut'; did you mean 'quit'?"),
    ("quix", "unknown command 'quix'; did you mean 'quiz' or 'quit'?"),
    ("ident", "unknown command 'ident'; did you mean 'identify'?"),
    ("setings", "unknown command 'setings'; did you mean 'settings'?"),
    ("cler", "unknown command 'cler'; did you mean 'clear'?"),
    ("hepl", "unknown command 'hepl'; did you mean 'help'?"),
    ("exot", "unknown command 'exot'; did you mean 'exit'?"),
    ("comir", "unknown command 'comir'; did you mean the verb 'comer', 'combar' or 'coger'?"),
    ("Comir", "unknown command 'Comir'; did you mean the verb 'comer', 'combar' or 'coger'?"),
    ("hablr", "unknown command 'hablr'; did you mean the verb 'hablar', 'haber' or 'hacer'?"),
  ])
  func unknownWordsGetTheNearest(_ word: String, _ message: String) {
    #expect(meaning([word]) == .unknown(message))
  }

  /// With nothing near, the commands as typed in the session (not `repl`), and a way to
  /// conjugate a word that could be a new verb.
  @Test func withNothingNearTheCommandsAreListed() throws {
    let commands =
      "commands are verb, verbs, identify, read, check, info, quiz, grade, serve, stats, due, settings, say, help, "
      + "clear, quit"
    #expect(meaning(["zzxq"]) == .unknown("unknown command 'zzxq'; " + commands))
    #expect(meaning(["12"]) == .unknown("unknown command '12'; " + commands))
    #expect(
      meaning(["frumbular"])
        == .unknown(
          "unknown command 'frumbular'; " + commands + "; to conjugate it: verb frumbular"))
  }
}

/// The one rule of "did you mean" for commands, in the shell and the REPL.
@Suite struct SimilarCommandTests {
  static let names = ["verb", "verbs", "identify", "quiz", "quit", "help", "clear", "settings"]

  @Test(arguments: [
    ("verv", ["verb"]),
    ("verbs", ["verbs"]),
    ("Verbs", ["verbs"]),
    ("vebrs", ["verbs"]),
    ("ve", ["verb", "verbs"]),
    ("ident", ["identify"]),
    ("identfy", ["identify"]),
    ("quix", ["quiz", "quit"]),
    ("setitngs", ["settings"]),
    ("sett", ["settings"]),
  ])
  func nearest(_ word: String, _ expected: [String]) {
    #expect(CommandTree.similar(to: word, among: Self.names) == expected)
  }

  @Test(arguments: [
    "", "v", "x", "hola", "zzzz", "settingsandmore", String(repeating: "v", count: 99),
  ])
  func nothingIsNear(_ word: String) {
    #expect(CommandTree.similar(to: word, among: Self.names) == [])
  }
}

/// Words typed in a session, through standard input: in-process and by the built binary, both
/// compared with the same reviewed transcript.
@Suite struct ReplWordsSessionTests {
  @Test func wordsInProcess() throws {
    let result = try InProcessRunner().run([], input: try Golden.input("repl-words"))
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "repl-words")
    try Golden.check(result.stderr, against: "repl-words", extension: "stderr")
  }

  @Test func wordsThroughTheBinary() throws {
    let result = try BinaryRunner().run([], input: try Golden.input("repl-words"))
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: "repl-words")
    try Golden.check(result.stderr, against: "repl-words", extension: "stderr")
  }

  /// `clear` clears a terminal (the escape codes of clear(1)); a script's output gets none.
  @Test(arguments: [
    (true, "xterm", true), (false, "xterm", false), (true, "dumb", false), (true, "", false),
  ])
  func clearWritesEscapeCodesOnlyToATerminal(_ terminal: Bool, _ term: String, _ clears: Bool)
    throws
  {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    var environment = test.environment()
    environment.standardOutputIsTerminal = terminal
    environment.variables["TERM"] = term
    Repl(
      commands: CommandTree(root: Conjugar.self), environment: environment,
      reader: ScriptedLineReader(["clear", "quit", "verb hablar"]), interactive: false
    ).run()
    #expect(test.stdout.get() == (clears ? ["\u{1B}[H\u{1B}[2J"] : []))
    #expect(test.stderr.get() == [])
  }
}
