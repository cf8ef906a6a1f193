import PlainText
import Testing

@Suite struct WrappedTextTests {
  /// Emphasis shown as brackets, so that tests read which runs it covers.
  static func bracket(_ text: String) -> String { "[" + text + "]" }

  @Test func wrappingNeverBreaksAWord() {
    let text = WrappedText("a supercalifragilisticexpialidocious word and pensar → pienso here")
    let lines = text.lines(width: 12, firstIndent: "  ", indent: "  ")
    #expect(
      lines == [
        "  a", "  supercalifragilisticexpialidocious", "  word and", "  pensar → pienso", "  here",
      ])
  }

  @Test func emptyTextIsOneEmptyLine() {
    #expect(WrappedText("").lines(width: 40) == [""])
    #expect(WrappedText("   ").lines(width: 40) == [""])
    #expect(WrappedText("").lines(width: 40, firstIndent: "> ") == ["> "])
  }

  @Test(arguments: [
    (5, ["ab cd"]), (4, ["ab", "cd"]), (1, ["ab", "cd"]), (0, ["ab", "cd"]), (-3, ["ab", "cd"]),
  ])
  func aLineHoldsExactlyTheWidth(_ width: Int, _ expected: [String]) {
    #expect(WrappedText("ab cd").lines(width: width) == expected)
  }

  @Test func spacesBetweenWordsAreOneAndNoneAtTheEnds() {
    #expect(WrappedText("  uno   dos  ").lines(width: 80) == ["uno dos"])
    #expect(WrappedText("uno\tdos").lines(width: 80) == ["uno\tdos"], "only spaces separate")
  }

  @Test func theFirstLineHasItsOwnIndent() {
    let lines = WrappedText("uno dos tres cuatro").lines(width: 10, firstIndent: "- ", indent: "  ")
    #expect(lines == ["- uno dos", "  tres", "  cuatro"])
  }

  @Test func widthsCountCharactersNotBytes() {
    #expect(WrappedText("está él").lines(width: 7) == ["está él"])
    #expect(WrappedText("está él").lines(width: 6) == ["está", "él"])
  }

  @Test func emphasisNeverCountsTowardTheWidth() {
    let text = WrappedText("uno dos", emphasized: true)
    #expect(
      text.lines(width: 7, emphasize: { "\u{1B}[1m" + $0 + "\u{1B}[0m" }) == [
        "\u{1B}[1muno dos\u{1B}[0m"
      ])
    #expect(text.lines(width: 6, emphasize: Self.bracket) == ["[uno]", "[dos]"])
  }

  @Test func eachEmphasizedRunIsDecoratedOnceWithoutItsSpace() {
    let text = WrappedText(pieces: [
      .init(text: "ha", isEmphasized: false), .init(text: "bló", isEmphasized: true),
      .init(text: " ayer", isEmphasized: false), .init(text: " con él", isEmphasized: true),
      .init(text: " y", isEmphasized: true),
    ])
    #expect(text.lines(width: 80, emphasize: Self.bracket) == ["ha[bló] ayer [con él y]"])
    #expect(text.lines(width: 8, emphasize: Self.bracket) == ["ha[bló]", "ayer [con]", "[él y]"])
  }

  @Test func anArrowBindsTheWordsOnEitherSide() {
    #expect(WrappedText("a pensar → pienso b").lines(width: 8) == ["a", "pensar → pienso", "b"])
    #expect(WrappedText("→ x y").lines(width: 3) == ["→ x", "y"])
    #expect(WrappedText("x y →").lines(width: 3) == ["x", "y →"])
    #expect(WrappedText("a → b → c d").lines(width: 9) == ["a → b → c", "d"])
  }
}
