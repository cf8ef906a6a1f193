import Testing

/// The out-of-memory line in Spanish: the handler is installed before the command line is
/// read, in English, and installed again in the command's language once it is chosen; the
/// check before each wave of bulk work speaks it too. At the smallest limit under which `verb
/// hablar` works, `verb --all` runs out (before or early in the list).
@Suite struct SpanishMemoryLimitTests {
  @Test func verbAllSaysItIsOutOfMemoryInSpanish() throws {
    let runner = try BinaryRunner()
    let minimum = try #require(MemoryLimitTests.minimum)
    for prefix in ["exec \"$0\" --lang es", "LANG=es_ES.UTF-8 exec \"$0\""] {
      let result = try runner.runShell(
        "ulimit -v \(minimum << 10) && \(prefix) verb --all --format json")
      #expect(result.status == 71, "\(result.stderr)")
      #expect(
        MemoryLimitTests.isOutOfMemoryLine(result.stderrLines.last, minimum, spanish: true),
        "\(result.stderr)")
      #expect(result.stderrLines.count == 1, "\(result.stderr)")
    }
  }
}
