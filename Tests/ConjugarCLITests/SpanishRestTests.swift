import ConjugarCommands
import ConjugarTestSupport
import Foundation
import Testing

/// `say`, `verbs`, a line that names no command, file reasons, and the quiz's readings and cues
/// in Spanish: reviewed golden files, the same bytes whether Spanish comes from LANG or --lang.
/// The English of a sentence stays English, under "En inglés:".
@Suite struct SpanishRestTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  /// A search's notes (a screenful shown, no match with the verbs it may be a typo of, no match
  /// left by the other filters) and an unknown model.
  @Test func goldenVerbs() throws {
    var transcript = ""
    for arguments in [
      ["verbs", "--search", "to be"], ["verbs", "--search", "comir"],
      ["verbs", "--search", "to speak", "--irregular"], ["verbs", "--search", "zzzzqx"],
      ["verbs", "--model", "tenr"], ["quiz", "--model", "xqzz", "--count", "1"],
    ] {
      let result = try runner.inSpanishBothWays(arguments)
      transcript +=
        "$ conjugar \(arguments.joined(separator: " "))\n" + result.stdout
        + result.stderr + "status \(result.status)\n"
    }
    try Golden.check(transcript, against: "verbs-es")
  }

  /// A command line that names no command, in the shell: the nearest commands, a new verb to
  /// conjugate, the nearest verbs, the commands; `help` for no command. (A known verb or form
  /// runs: `BareWordCommandTests`.)
  @Test func goldenUnknownCommands() throws {
    var transcript = ""
    for arguments in [
      ["verbo", "hablar"], ["frumbular"], ["hablr"], ["zzqx"], ["help", "verbo"],
    ] {
      let result = try runner.inSpanishBothWays(arguments)
      #expect(result.status == 64)
      transcript += "$ conjugar \(arguments.joined(separator: " "))\n" + result.stderr
    }
    try Golden.check(transcript, against: "unknown-command-es")
  }

  /// The quiz's readings ("tú o vos", "; o "), the sentence drills' cues ("«ayer» pide el
  /// pretérito") and the English of a sentence under "En inglés:", from the English scenarios'
  /// answers.
  @Test(arguments: [
    ("recognize", ["--mode", "recognize", "--seed", "5", "--count", "8"]),
    ("context", ["--mode", "context", "--seed", "7", "--count", "6"]),
    (
      "recognize-sentences",
      [
        "--mode", "recognize", "--sentences", "--seed", "9", "--count", "6", "--person",
        "nosotros",
      ]
    ),
  ])
  func goldenQuizCues(_ name: String, _ arguments: [String]) throws {
    let input = String(decoding: try Golden.input(name), as: UTF8.self)
    let result = try runner.inSpanishBothWays(["quiz"] + arguments, stdin: input)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    try Golden.check(result.stdout, against: "\(name)-es")
  }

  @Test func contextWithNothingToAskIsAUsageErrorInSpanish() throws {
    let result = try runner.inSpanishBothWays([
      "quiz", "--mode", "context", "--verbs", "tener", "--tense", "futuro perfecto de subjuntivo",
      "--person", "vos", "--seed", "1",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "conjugar: error: no hay oraciones con tener en el futuro perfecto de subjuntivo con"
        + " vos (vos está desactivado en los ajustes) (véase «conjugar help»)\n")
  }

  /// A quiz with nothing to ask: no history for --review or --weak, a selection that the model
  /// empties.
  @Test func nothingToAskIsSpanish() throws {
    let review = try runner.inSpanishBothWays(["quiz", "--review", "--seed", "1"])
    #expect(review.status == 0)
    #expect(
      review.stderr
        == "conjugar: nota: todavía no hay historial de cuestionarios: ejecute antes "
        + "«conjugar quiz»; --review vuelve a preguntar lo que toca repasar\n")
    let weak = try runner.inSpanishBothWays(["quiz", "--weak", "--seed", "1"])
    #expect(weak.stderr.hasPrefix("conjugar: nota: todavía no hay historial de cuestionarios"))
    let model = try runner.inSpanishBothWays([
      "quiz", "--model", "tener", "--verbs", "hablar", "--seed", "1",
    ])
    #expect(model.status == 64)
    #expect(
      model.stderr.hasPrefix(
        "conjugar: error: ningún verbo de la selección se conjuga como el modelo «tener»"))
  }

  /// The REPL's own refusals, read from standard input: an unclosed quote, the REPL itself.
  @Test func sessionRefusalsAreSpanish() throws {
    let result = try runner.inSpanishBothWays([], stdin: "verb \"hablar\nrepl\n")
    #expect(
      result.stderr
        == "conjugar: error: comillas sin cerrar (escriba «help» para ver los comandos)\n"
        + "conjugar: error: ya está en la sesión interactiva (escriba «help» para ver los "
        + "comandos)\n")
  }

  @Test func feedbackInvitationIsSpanish() {
    #expect(
      FeedbackAddress.invitation(in: .spanish)
        == "conjugar: ¿le resulta útil conjugar? Cuéntenos qué le ayuda y qué le estorba: "
        + FeedbackAddress.issues
        + " (para no volver a verlo: conjugar settings set reviewPrompts off)")
    #expect(FeedbackAddress.invitation(in: .english) == FeedbackAddress.invitation)
  }

  /// A stand-in for espeak-ng that prints `errors` on standard error and exits with `status`.
  private func espeak(_ name: String, status: Int, errors: [String] = []) throws -> String {
    let program = runner.scratch.appendingPathComponent(name)
    let complain = errors.map { "printf '%s\\n' '\($0)' >&2\n" }.joined()
    try ScriptFile.write("#!/bin/sh\n\(complain)exit \(status)\n", to: program)
    return program.path
  }

  /// `say`'s usage errors, espeak-ng missing, failing or without a sound device (with the way
  /// round it, --output), and a WAV file that cannot be written, with the system's reason.
  @Test func goldenSay() throws {
    let folder = runner.scratch.appendingPathComponent("a-folder.wav")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let failing = try espeak("failing", status: 1, errors: ["error: voice es-xx not found"])
    let silent = try espeak(
      "silent", status: 0, errors: ["ALSA lib pcm.c:2721: Unknown PCM", "error: Broken pipe"])
    let fine = try espeak("fine", status: 0)
    let missing = runner.scratch.appendingPathComponent("no-espeak").path
    var transcript = ""
    for (arguments, program) in [
      (["say"], fine), (["say", "tuve", "--output", ""], fine),
      (["say", String(repeating: "a", count: 501)], fine), (["say", "tuve\u{7}"], fine),
      (["say", "tuve"], missing), (["say", "tuve"], failing), (["say", "tuve"], silent),
      (["say", "tuve", "--output", folder.path], fine),
      (["say", "tuve", "--output", "/nonexistent/tuve.wav"], fine),
    ] {
      let result = try runner.inSpanishBothWays(
        arguments, environment: ["CONJUGAR_ESPEAK": program])
      let shown = arguments.map {
        $0.count > 100 ? "<\($0.count) letters>" : $0.replacingOccurrences(of: "\u{7}", with: "^G")
      }
      transcript +=
        ("$ conjugar \(shown.joined(separator: " "))\n" + result.stderr)
        .replacingOccurrences(of: runner.scratch.path, with: "<scratch>")
        + "status \(result.status)\n"
    }
    try Golden.check(transcript, against: "say-es")
  }
}

/// A Spanish REPL session in a real pseudo-terminal (libedit), typed a line at a prompt
/// (pty_lines.py): banner, help, a table, a form identified, a mistyped command with its
/// suggestion, quit. The same screen with LANG=es_MX.UTF-8 as with `conjugar --lang es` (es_ES
/// would also choose the region spain: `LocaleRegion`).
@Suite struct SpanishSessionTests {
  private func session(_ variables: [String], _ arguments: [String] = []) throws -> String {
    let runner = try BinaryRunner()
    let lines = runner.scratch.appendingPathComponent("lines")
    try "help\nverb hablar --tense presente\nidentify tuve\nverbo hablar\nquit\n".write(
      to: lines, atomically: true, encoding: .utf8)
    return try runner.runScript(
      "pty_lines.py", variables: ["TERM=xterm", "NO_COLOR=1"] + variables,
      arguments: ["24", "80", lines.path, BinaryRunner.binary.path] + arguments
    ).stdout
  }

  @Test func goldenSession() throws {
    let shown = try session(["LANG=" + InProcessRunner.spanishLocale])
    #expect(shown.hasSuffix("\nstatus 0\n"), "\(shown)")
    try Golden.check(shown, against: "repl-es", extension: "pty")
    #expect(try session([], ["--lang", "es"]) == shown)
  }
}
