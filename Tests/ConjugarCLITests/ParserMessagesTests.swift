import Testing

@testable import ConjugarCommandLine

/// Each rewriting of ArgumentParser's messages (`ParserMessages`), as message in → line out.
@Suite struct ParserMessagesTests {
  static let long = String(repeating: "x", count: 50)

  @Test(arguments: [
    // Lines joined by "; ", a list's items by ", ", "Error: " dropped.
    ("Error: Two problems:\n - one\n - two", "Two problems: one, two"),
    ("first\n\n  second  ", "first; second"),
    // Control characters from arguments shown escaped.
    ("Unknown option '--a\u{1B}[2J'", "unknown option '--a\\x1B[2J'"),
    // A quoted value over 40 characters cut, with its length.
    (
      "The value '\(long)' is invalid for '--tense <tense>': not a tense name",
      "invalid value '\(String(long.prefix(40)))… (50 characters)' for --tense; not a tense name"
    ),
    // A close suggestion kept, a far one dropped.
    (
      "Unknown option '--englsh'. Did you mean '--english'?",
      "unknown option '--englsh'; did you mean '--english'?"
    ),
    ("Unknown option '--vos'. Did you mean '--mode'?", "unknown option '--vos'"),
    ("Unknown option '-z'", "unknown option '-z'"),
    // Every other kind ArgumentParser has, in the project's voice.
    (
      "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.",
      "invalid value 'xml' for --format; use text or json"
    ),
    (
      "The value 'JSNO' is invalid for '--format <format>'. Please provide one of 'text' and 'json'.",
      "invalid value 'JSNO' for --format; did you mean 'json'?"
    ),
    (
      "The value 'pink' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'.",
      "invalid value 'pink' for --color; use auto, always or never"
    ),
    (
      "The value 'x' is invalid for '--mode <mode>'. Please provide one of the following:\n  - a\n  - b\n  - c\n  - d\n  - e\n  - f",
      "invalid value 'x' for --mode; use a, b, c, d, e or f"
    ),
    (
      "The value 'x' is invalid for '--top <N>': use a whole number from 1",
      "invalid value 'x' for --top; use a whole number from 1"
    ),
    ("The value 'abc' is invalid for '--count <count>'", "invalid value 'abc' for --count"),
    ("The value 'abc' is invalid for '<count>'", "invalid value 'abc' for <count>"),
    ("Missing value for '--format <format>'", "missing value for --format"),
    ("Missing expected argument '<value>'", "missing argument <value>"),
    ("Missing expected argument '--verb <verb>'", "missing option --verb <verb>"),
    ("Missing one of: '--a', '--b'", "missing one of --a or --b"),
    ("Unexpected argument 'off'", "unexpected argument 'off'"),
    ("2 unexpected arguments: 'a', 'b'", "unexpected arguments 'a', 'b'"),
    (
      "The option '--english' does not take any value, but 'yes' was specified.",
      "invalid value 'yes' for --english; it takes no value"
    ),
    (
      "Value to be set with flag '--irregular' had already been set with flag '--regular'",
      "'--irregular' does not go with '--regular'"
    ),
    ("Missing required subcommand.", "missing command"),
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
