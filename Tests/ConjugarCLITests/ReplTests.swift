import ConjugarCommandLine
import ConjugarCommands
import ConjugarCore
import ConjugarSettings
import Foundation
import LineEditor
import LineInput
import Testing

/// Completion over the real command tree: expectations come from the help, so a new option is
/// completed without touching these tests.
@Suite struct ReplCompleterTests {
  /// The tree as `conjugar --experimental-dump-help` describes it; nil if that fails.
  static let syntax: CommandSyntax? = (try? InProcessRunner().run(["--experimental-dump-help"]))
    .flatMap { CommandSyntax(dumpHelp: $0.stdout) }
  let completer: ReplCompleter
  let runner: InProcessRunner

  init() throws {
    completer = ReplCompleter(
      syntax: try #require(Self.syntax), verbs: ["hablar", "hacer", "tener", "tender", "temer"])
    runner = try InProcessRunner()
  }

  @Test(arguments: [
    (
      "",
      [
        "check", "clear", "due", "exit", "grade", "help", "identify", "info", "quit", "quiz",
        "read", "say", "serve", "settings", "stats", "verb", "verbs",
      ]
    ),
    ("ve", ["verb", "verbs"]),
    ("verb", ["verb", "verbs"]),
    ("conjugar ver", ["verb", "verbs"]),
    ("conjugar verb", ["verb", "verbs"]),
    ("conjugar verb habl", ["hablar"]),
    ("conjugar s", ["say", "serve", "settings", "stats"]),
    ("conjugar settings re", ["reset"]),
    ("cl", ["clear"]),
    ("habl", ["hablar"]),
    ("te", ["temer", "tender", "tener"]),
    ("x", []),
    ("hablar --t", ["--tense"]),
    ("hablar --tense pret", ["preterite", "preterito", "preterito-anterior"]),
    ("hablar te", ["temer", "tender", "tener"]),
    ("habla --", []),
    ("verb habl", ["hablar"]),
    ("verb te", ["temer", "tender", "tener"]),
    ("verb hablar te", ["temer", "tender", "tener"]),
    ("verb ", []),
    ("verb x", []),
    ("verb hablar --t", ["--tense"]),
    ("verb hablar --v", ["--vos"]),
    ("verb hablar --tense pret", ["preterite", "preterito", "preterito-anterior"]),
    ("verb hablar --vos --tense pret", ["preterite", "preterito", "preterito-anterior"]),
    ("info sub", ["subjunctive", "subjuntivo"]),
    ("quiz --tense subjunti", ["subjuntivo"]),
    ("verb hablar --format ", ["json", "text"]),
    ("verbs --model ten", ["tener"]),
    ("verbs --t", ["--top"]),
    ("verbs --search ", []),
    ("quiz --difficulty m", ["moderate"]),
    ("quiz --mode ", ["conjugate", "context", "recognize", "translate"]),
    ("quiz --r", ["--review"]),
    ("st", ["stats"]),
    ("stats --format ", ["json", "text"]),
    ("settings ", ["get", "list", "reset", "set"]),
    ("settings --", ["--format", "--help", "--lang", "--settings"]),
    ("settings set re", ["region", "retention", "reviewPrompts"]),
    ("settings reset re", ["region", "retention", "reviewPrompts"]),
    ("settings set vos ", ["off", "on"]),
    ("settings set region s", ["spain"]),
    ("settings set --settings x.json region s", ["spain"]),
    ("settings set promptActionCount ", []),
    ("settings get difficulty ", []),
    ("settings list ", []),
    ("help v", ["verb", "verbs"]),
    ("help verb ", []),
    ("in", ["info"]),
    ("info presente-", ["presente-de-indicativo", "presente-de-subjuntivo"]),
    ("info futuro-p", ["futuro-perfecto", "futuro-perfecto-de-subjuntivo"]),
    ("info preterito ", []),
    ("info --", ["--all", "--color", "--format", "--help", "--lang", "--no-pager"]),
    ("verb hablar --lang ", ["en", "es"]),
    ("repl --", []),
    ("nope --", []),
  ])
  func candidates(_ text: String, _ expected: [String]) {
    #expect(completer.complete(text).candidates == expected)
  }

  @Test func uniqueMatchCompletesSeveralShareTheirCommonPart() {
    #expect(completer.complete("verb habl").insertion == "ar ")
    #expect(completer.complete("habl").insertion == "ar ")
    #expect(completer.complete("in").insertion == "fo ")
    #expect(completer.complete("verb ten").insertion == "")
    #expect(completer.complete("verb tend").insertion == "er ")
    #expect(completer.complete("verbs --model te").insertion == "")
    #expect(completer.complete("settings set rev").insertion == "iewPrompts ")
    #expect(completer.complete("verb hablar --tense presente-de-").insertion == "")
    #expect(completer.complete("verb hablar --tense subjunti").insertion == "vo ")
    #expect(completer.complete("verb hablar --tense p").insertion == "")
  }

  @Test func commandsAreTheTreesSubcommandsAndTheSessionsWords() throws {
    let help = try runner.run(["help"]).stdout
    let listed = HelpText.subcommands(in: help).filter { $0 != "repl" }
    #expect(
      completer.complete("").candidates == (listed + ["clear", "exit", "help", "quit"]).sorted())
    #expect(completer.complete("help ").candidates == listed.sorted())
  }

  /// Every command's options as its help lists them: the long names, what a value may be, and
  /// that a flag takes none.
  @Test(arguments: [
    ["verb"], ["verbs"], ["identify"], ["info"], ["quiz"], ["stats"], ["settings"],
    ["settings", "list"], ["settings", "get"], ["settings", "set"], ["settings", "reset"],
  ])
  func optionsFollowTheHelp(_ command: [String]) throws {
    var options = HelpText.options(in: try runner.run(["help"] + command).stdout)
    if command == ["settings"] {  // its options are also those of `list`, the default
      options += HelpText.options(in: try runner.run(["help", "settings", "list"]).stdout)
    }
    let line = command.joined(separator: " ")
    // --version is the program's, not offered after a command at the prompt.
    options.removeAll { $0.longNames == ["--version"] }
    let names = Set(options.flatMap(\.longNames)).sorted()
    #expect(!names.isEmpty)
    #expect(completer.complete(line + " --").candidates == names)
    for option in options {
      for name in option.longNames {
        if option.takesValue {
          #expect(completer.complete("\(line) \(name) --").candidates == [], "\(line) \(name)")
          if !option.values.isEmpty {
            #expect(
              completer.complete("\(line) \(name) ").candidates == option.values.sorted(),
              "\(line) \(name)")
          }
        } else {
          #expect(completer.complete("\(line) \(name) --").candidates == names, "\(line) \(name)")
        }
      }
    }
  }

  @Test func valuesComeFromTheirSources() {
    #expect(completer.complete("verbs --model ").candidates == VerbCatalog.modelNames.sorted())
    #expect(
      completer.complete("verb hablar --tense ").candidates == Tense.allValueStrings.sorted())
    #expect(completer.complete("info ").candidates == Tense.allValueStrings.sorted())
    #expect(
      completer.complete("settings get ").candidates
        == SettingKey.allCases.map(\.rawValue).sorted())
  }

  /// The REPL reads the tree in-process; it matches what the binary prints.
  @Test func inProcessSyntaxMatchesTheBinarys() throws {
    #expect(CommandTree(root: Conjugar.self).syntax == (try #require(Self.syntax)))
  }

  @Test func withoutTheDescriptionCommandNamesStillComplete() {
    let fallback = ReplCompleter(
      syntax: CommandSyntax(name: "conjugar", subcommandNames: ["verb", "verbs"]), verbs: [])
    #expect(fallback.complete("ver").candidates == ["verb", "verbs"])
    #expect(fallback.complete("verb --").candidates == [])
  }

  @Test func textThatIsNotTheDumpIsRefused() {
    #expect(CommandSyntax(dumpHelp: "OVERVIEW: a command") == nil)
    #expect(CommandSyntax(dumpHelp: "{\"command\": {}}") == nil)
  }
}

/// Reads ArgumentParser's help text, independently of the JSON the completer reads.
enum HelpText {
  struct Option {
    var longNames: [String]
    var takesValue: Bool
    /// The "(values: …)" the help lists; empty for free text.
    var values: [String]
  }

  /// The entries of a section (`OPTIONS:`): the first column and the description, unwrapped.
  static func entries(of section: String, in help: String) -> [(String, String)] {
    var entries: [(String, String)] = []
    var inSection = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if !line.hasPrefix(" ") {
        inSection = line == section + ":"
      } else if inSection, line.hasPrefix("  "), !line.hasPrefix("   ") {
        let text = line.dropFirst(2)
        let parts = text.split(separator: "  ", maxSplits: 1)
        let description = parts.count > 1 ? parts[1].trimmingPrefix(" ") : ""
        entries.append((String(parts[0]), String(description)))
      } else if inSection, let last = entries.indices.last, !line.allSatisfy(\.isWhitespace) {
        entries[last].1 += " " + line.split(separator: " ").joined(separator: " ")
      }
    }
    return entries
  }

  static func subcommands(in help: String) -> [String] {
    entries(of: "SUBCOMMANDS", in: help).compactMap { $0.0.split(separator: " ").first }
      .map(String.init).filter { !$0.hasPrefix("See") }
  }

  static func options(in help: String) -> [Option] {
    entries(of: "OPTIONS", in: help).map { column, description in
      let names = column.split(whereSeparator: { ", /".contains($0) }).map(String.init)
      var values: [String] = []
      if let start = description.range(of: "(values: ") {
        values = description[start.upperBound...].prefix { $0 != ";" && $0 != ")" }
          .split(separator: ", ").map(String.init)
      }
      return Option(
        longNames: names.filter { $0.hasPrefix("--") }, takesValue: column.contains("<"),
        values: values)
    }
  }
}

@Suite struct CommandLineWordsTests {
  @Test(arguments: [
    ("verb hablar", ["verb", "hablar"]),
    ("  verb   hablar  ", ["verb", "hablar"]),
    ("verbs --search \"to speak\"", ["verbs", "--search", "to speak"]),
    ("verbs --search 'to be'", ["verbs", "--search", "to be"]),
    ("verb a\\ b", ["verb", "a b"]),
    ("verb \"\"", ["verb", ""]),
    ("", []),
  ])
  func splits(_ line: String, _ words: [String]) throws {
    #expect(try CommandLineWords.split(line) == words)
  }

  @Test func unclosedQuotesAreAnError() {
    #expect(throws: CommandLineWords.Failure.self) { try CommandLineWords.split("verb \"hablar") }
  }
}

/// A quiz inside the REPL reads its answers with `readAnswer`, which the line editor keeps out
/// of the command history (the pseudo-terminal session checks the editor itself).
@Suite struct ReplQuizAnswerTests {
  /// Lines from a list, recording which were read as commands and which as answers.
  final class RecordingLineReader: LineReader {
    private var script: [String]
    private(set) var commands: [String] = []
    private(set) var answers: [String] = []

    init(_ script: [String]) { self.script = script }

    func readLine(prompt: String) -> ReadLineResult { next(into: &commands) }
    func readAnswer(prompt: String) -> ReadLineResult { next(into: &answers) }

    private func next(into lines: inout [String]) -> ReadLineResult {
      guard !script.isEmpty else { return .end }
      lines.append(script.removeFirst())
      return .line(lines.last!)
    }
  }

  @Test func quizAnswersAreReadAsAnswersAndCommandsAsCommands() throws {
    let test = try TestEnvironment(now: "2025-03-09T20:00:00Z")
    let verb = "verb hablar --tense preterito --color never"
    let reader = RecordingLineReader(["quiz --seed 3 --count 3", "hablo", ":skip", ":quit", verb])
    Repl(
      commands: CommandTree(root: Conjugar.self), environment: test.environment(), reader: reader,
      interactive: false
    )
    .run()
    #expect(reader.commands == ["quiz --seed 3 --count 3", verb])
    #expect(reader.answers == ["hablo", ":skip", ":quit"])
    #expect(test.output.contains("Stopped after 2 of 3 questions."))
    #expect(test.output.contains("hablé"))
  }
}

/// REPL sessions through standard input, compared with reviewed golden transcripts.
@Suite struct ReplSessionTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  @Test(arguments: ["repl-vos-toggle", "repl-quiz", "repl-errors"])
  func session(_ name: String) throws {
    let result = try runner.run([], input: try Golden.input(name))
    #expect(result.status == 0)
    try Golden.check(result.stdout, against: name)
    try Golden.check(result.stderr, against: name, extension: "stderr")
  }

  @Test func explicitReplCommandAndEndOfInputLeaveCleanly() throws {
    let result = try runner.run(["repl"], stdin: "verbs --search \"to speak\"\n")
    #expect(result.status == 0)
    #expect(result.stdout.contains("hablar"))
    #expect(result.stderr.isEmpty)
  }

  @Test func aLeadingConjugarIsTolerated() throws {
    let result = try runner.run(
      [], stdin: "conjugar verb ir --tense presente --color never\nconjugar\n")
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.contains("voy"))
  }

  /// `help` in the session lists what can be typed there: every command but the session itself,
  /// without the program's usage line or options, then help and quit.
  @Test func sessionHelpListsTheCommandsAsTypedThere() throws {
    let result = try runner.run([], stdin: "help\n")
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "Commands (type them without 'conjugar', e.g. verb hablar):")
    let names = lines.dropFirst().compactMap { line -> String? in
      guard line.hasPrefix("  "), line.dropFirst(2).first != " " else { return nil }
      return line.split(separator: " ").first.map(String.init)
    }
    #expect(
      names == [
        "verb", "verbs", "identify", "read", "check", "info", "quiz", "grade", "serve", "stats",
        "due",
        "settings",
        "say", "help", "clear", "quit,",
      ])
    #expect(result.stdout.contains("\nA word alone: an infinitive shows its table (hablar"))
    #expect(!result.stdout.contains("USAGE"))
    #expect(!result.stdout.contains("--version"))
    #expect(!result.stdout.contains("repl"))
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.map(\.count).max() ?? 0) columns")
  }

  @Test func helpForAnUnknownCommandIsAnErrorAndTheSessionGoesOn() throws {
    let result = try runner.run([], stdin: "help nope\nhelp verb\n")
    #expect(result.status == 0)
    #expect(
      result.stderr.hasPrefix("conjugar: error: no help for 'nope': commands are verb, verbs"))
    #expect(result.stdout.hasPrefix("OVERVIEW: Print every conjugation"))
  }

  @Test func aOneMegabyteLineIsRefusedAndTheSessionGoesOn() throws {
    var input = Data(repeating: UInt8(ascii: "v"), count: 1_048_576)
    input.append(Data("\nverb ser --tense preterito --color never\n".utf8))
    let result = try runner.run([], input: input)
    #expect(result.status == 0)
    #expect(result.stderr == "conjugar: error: the line is too long (over 4096 bytes)\n")
    #expect(result.stdout.contains("fue"))
  }
}

/// A real pseudo-terminal: libedit with tab completion, history recall and Ctrl-D.
@Suite struct PseudoTerminalTests {
  @Test func completionHistoryAndExit() throws {
    let runner = try BinaryRunner()
    let (status, text) = try BinaryRunner.runScript(
      "pty_session.py", [BinaryRunner.binary.path, runner.scratch.path])
    #expect(status == 0, "\(text)")
  }
}
