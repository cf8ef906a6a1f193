import Foundation
import Testing

/// A newcomer's first minute, in English and in Spanish (reviewed golden transcripts): a bare
/// infinitive and a bare form, several forms at once, the region the locale gives (es_ES,
/// es_AR) and where `settings` says it comes from, and a word that is nothing.
@Suite struct NewcomerGoldenTests {
  let runner: InProcessRunner
  init() throws { runner = try InProcessRunner() }

  static let lines: [(locale: String, arguments: [String])] = [
    ("C.UTF-8", ["hablar", "--tense", "presente"]),
    ("C.UTF-8", ["tuve"]),
    ("C.UTF-8", ["identify", "tuve", "he", "dicho"]),
    ("C.UTF-8", ["identify", "-"]),
    ("es_ES.UTF-8", ["verb", "tener", "--tense", "presente"]),
    ("es_AR.UTF-8", ["verb", "tener", "--tense", "presente"]),
    ("es_ES.UTF-8", ["settings", "list"]),
    ("C.UTF-8", ["hablr"]),
    ("C.UTF-8", ["verv"]),
  ]

  func transcript(language: String) throws -> String {
    var text = ""
    for (locale, arguments) in Self.lines {
      let result = try runner.run(
        arguments + ["--lang", language], stdin: "comimos\nxyzzy\nvoy a comer\n",
        environment: ["LANG": locale])
      let piped = arguments.last == "-" ? "printf 'comimos\\nxyzzy\\nvoy a comer\\n' | " : ""
      let prefix = piped + (locale == "C.UTF-8" ? "" : "LANG=\(locale) ")
      text += "$ \(prefix)conjugar \(arguments.joined(separator: " ")) --lang \(language)\n"
      text += result.stdout
      text += result.stderrLines.map { "[stderr] \($0)\n" }.joined()
      text += "[status \(result.status)]\n"
    }
    return text
  }

  @Test func english() throws {
    try Golden.check(try transcript(language: "en"), against: "newcomer-en")
  }

  @Test func spanish() throws {
    try Golden.check(try transcript(language: "es"), against: "newcomer-es")
  }
}
