import Testing

@testable import ConjugarCommandLine

/// Each rewriting of ArgumentParser's messages (`ParserMessages`), as message in → line out.
@Suite struct ParserMessagesTests {
  static let long = String(repeating: "x", count: 50)

  @Test(arguments: [
    // Unchanged: one line, nothing to rewrite.
    ("Missing expected argument '<value>'", "Missing expected argument '<value>'"),
    // Lines joined by "; ", a list's items by ", ", "Error: " dropped.
    ("Error: Two problems:\n - one\n - two", "Two problems: one, two"),
    ("first\n\n  second  ", "first; second"),
    // Control characters from arguments shown escaped.
    ("Unknown option '--a\u{1B}[2J'", "Unknown option '--a\\x1B[2J'"),
    // A quoted value over 40 characters cut, with its length.
    (
      "The value '\(long)' is invalid for '--tense <tense>': not a tense name",
      "The value '\(String(long.prefix(40)))… (50 characters)' is invalid for '--tense <tense>': "
        + "not a tense name"
    ),
    // A close suggestion kept, a far one dropped.
    (
      "Unknown option '--englsh'. Did you mean '--english'?",
      "Unknown option '--englsh'. Did you mean '--english'?"
    ),
    ("Unknown option '--vos'. Did you mean '--mode'?", "Unknown option '--vos'"),
    // The completion-script errors in one sentence.
    (
      "Can't generate completion scripts for 'powershell'.\nPlease use --generate-completion-script=<shell> with one of:\n    bash zsh fish",
      "unsupported shell 'powershell': use bash, fish or zsh"
    ),
    (
      "Can't autodetect a supported shell.\nPlease use --generate-completion-script=<shell> with one of:\n    bash zsh fish",
      "cannot tell which shell this is: --generate-completion-script bash, fish or zsh"
    ),
  ])
  func rewrites(_ message: String, _ line: String) {
    #expect(ParserMessages.oneLine(message) == line)
  }

  @Test func aHugeMessageIsCutAt1000Characters() {
    let line = ParserMessages.oneLine(String(repeating: "y", count: 5000))
    #expect(line == String(repeating: "y", count: 1000) + "…")
  }
}
