import LineEditor
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What Tab inserts: the rest of a unique candidate and a space, else the longest part every
/// candidate shares beyond what is typed, else nothing (then the candidates are listed).
@Suite struct CompletionTests {
  @Test(
    arguments: [
      ("habl", ["hablar"], "ar "),
      ("ser", ["ser"], " "),
      ("", ["verb"], "verb "),
      ("habl", ["hablar", "hablarse"], "ar"),
      ("", ["quit", "quiz"], "qui"),
      ("--t", ["--tense", "--top"], ""),
      ("hab", ["habitar", "hablar"], ""),
      ("acen", ["acentúa", "acentúan"], "túa"),
      ("pe", ["pedir", "pedís", "pedía"], "d"),
      ("x", [], ""),
    ] as [(String, [String], String)])
  func insertion(_ word: String, _ candidates: [String], _ expected: String) {
    #expect(Completion(word: word, candidates: candidates).insertion == expected)
  }

  /// Inserting the insertion and completing again lists the same candidates and inserts nothing
  /// more: Tab twice never doubles letters.
  @Test func completingTwiceAddsNothing() {
    let candidates = ["presente", "preterito", "preteritoImperfecto"]
    let first = Completion(word: "p", candidates: candidates)
    #expect(first.insertion == "re")
    let again = Completion(word: "p" + first.insertion, candidates: candidates)
    #expect(again.insertion == "")
  }
}

/// The editor exists only where it can work: a terminal on both ends and a TERM that is set
/// and not `dumb`. Elsewhere the caller falls back to a plain stream reader.
@Suite struct EditLineReaderAvailabilityTests {
  static func reader(term: String?) -> EditLineReader? {
    EditLineReader(
      program: "conjugar", environment: term.map { ["TERM": $0] } ?? [:], history: nil,
      completer: { Completion(word: $0, candidates: []) }, warn: { _ in })
  }

  @Test(arguments: [nil, "", "dumb"] as [String?])
  func noEditorWithoutAUsableTerm(_ term: String?) {
    #expect(Self.reader(term: term) == nil)
  }

  @Test(.enabled(if: isatty(STDIN_FILENO) == 0, "standard input is a terminal"))
  func noEditorWhenStandardInputIsNotATerminal() {
    #expect(Self.reader(term: "xterm") == nil)
  }
}
