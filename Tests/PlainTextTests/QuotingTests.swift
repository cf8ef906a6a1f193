import PlainText
import Testing

@Suite struct QuotingTests {
  static let forty = String(repeating: "a", count: 40)

  @Test(arguments: [
    ("hablar", "hablar"), ("", ""), ("a\u{1B}[2J", #"a\x1B[2J"#), (forty, forty),
    (forty + "b", forty + "… (41 characters)"),
    (String(repeating: "ñ", count: 50), String(repeating: "ñ", count: 40) + "… (50 characters)"),
    ("\u{1B}" + forty, #"\x1B"# + String(forty.dropLast()) + "… (41 characters)"),
    ("\u{202E}" + forty.dropFirst(), #"\u{202E}"# + forty.dropFirst()),
  ])
  func userInputIsQuotedShortAndEscaped(_ input: String, _ quoted: String) {
    #expect(input.abbreviated == quoted)
  }

  /// `grade k /dev/null` said "cannot read the answers 'null'": a path is shown as given.
  @Test(arguments: [
    ("/dev/null", "/dev/null"), ("./3B-key.json", "./3B-key.json"),
    (
      "/home/profe/clases/2025/3B/respuestas/ana-garcia.txt",
      "/home/profe/clases/2025/3B/respuestas/ana-garcia.txt"
    ),
    ("a\u{1B}]0;x\u{07}.txt", #"a\x1B]0;x\x07.txt"#),
    (
      "/" + String(repeating: "d", count: 200) + "/ana.txt",
      "…" + String(repeating: "d", count: 152) + "/ana.txt"
    ),
  ])
  func aPathIsShownAsGivenNotByItsLastPart(_ path: String, _ shown: String) {
    #expect(path.abbreviatedPath == shown)
  }

  @Test(arguments: [
    ("abc", 3, "abc"), ("abcd", 3, "abc…"), ("", 0, ""), ("ñandú", 2, "ña…"),
    ("a\u{1B}b", 5, "a\u{1B}b"),
  ])
  func textIsLimitedToACount(_ text: String, _ limit: Int, _ expected: String) {
    #expect(text.limited(to: limit) == expected)
  }

  @Test(arguments: [
    ("a,b,,c", ",", " ,", "a ,b , ,c"), (",a,", ",", ";", ";a;"), ("abc", "x", "y", "abc"),
    ("aaa", "aa", "b", "ba"), ("", ",", ";", ""), (":; - a; - b", "; - ", ", ", ":, a, b"),
  ])
  func everyOccurrenceIsReplaced(
    _ text: String, _ target: String, _ replacement: String, _ expected: String
  ) {
    #expect(text.replacingAll(target, with: replacement) == expected)
  }

  @Test func anAffixIsDroppedOnlyWhereItIs() {
    #expect("Error: bad".droppingPrefix("Error: ") == "bad")
    #expect("bad Error: ".droppingPrefix("Error: ") == "bad Error: ")
    #expect("conjugar.1".droppingSuffix(".1") == "conjugar")
    #expect("conjugar".droppingSuffix(".1") == "conjugar")
    #expect("".droppingPrefix("x") == "")
  }
}
