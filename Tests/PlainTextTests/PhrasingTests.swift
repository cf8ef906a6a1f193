import PlainText
import Testing

@Suite struct PhrasingTests {
  @Test(
    arguments: [
      (0, "question", nil, "0 questions"), (1, "question", nil, "1 question"),
      (2, "question", nil, "2 questions"), (1, "quiz", "quizzes", "1 quiz"),
      (3, "quiz", "quizzes", "3 quizzes"), (-1, "day", nil, "-1 days"),
    ] as [(Int, String, String?, String)])
  func aCountTakesItsNounInTheRightNumber(
    _ count: Int, _ one: String, _ many: String?, _ expected: String
  ) {
    #expect(counted(count, one, many) == expected)
  }

  @Test(
    arguments: [
      ([], ""), (["on"], "on"), (["on", "off"], "on or off"),
      (["easy", "moderate", "difficult"], "easy, moderate or difficult"),
      (["'a'", "'b'", "'c'", "'d'"], "'a', 'b', 'c' or 'd'"), (["", ""], " or "),
    ] as [([String], String)])
  func choicesReadAsASentence(_ choices: [String], _ expected: String) {
    #expect(eitherOf(choices) == expected)
  }

  @Test(
    arguments: [
      ([], ""), (["'ir'"], "'ir'"), (["'ir'", "'ser'"], "'ir' and 'ser'"),
      (["'ir'", "'ser'", "2 more"], "'ir', 'ser' and 2 more"),
    ] as [([String], String)])
  func itemsAreListedAsASentence(_ items: [String], _ expected: String) {
    #expect(allOf(items) == expected)
  }
}
