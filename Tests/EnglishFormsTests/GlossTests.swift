import ConjugarCore
import EnglishForms
import Testing

/// Glosses taken apart and regular spelling, through the public API with made-up glosses.
struct GlossTests {
  @Test(arguments: ["", "to", ", to have", "   "])
  func emptyFirstSenseHasNoRendering(_ gloss: String) {
    #expect(EnglishRendering(gloss: gloss) == nil)
  }

  /// (gloss, he/she present, I past, gerund): the spelling rules on verbs the list may not have.
  @Test(arguments: [
    ("to panic", "he/she panics", "I panicked", "panicking"),
    ("to picnic", "he/she picnics", "I picnicked", "picnicking"),
    ("to visit", "he/she visits", "I visited", "visiting"),
    ("to occur", "he/she occurs", "I occurred", "occurring"),
    ("to refer (to)", "he/she refers (to)", "I referred (to)", "referring (to)"),
    ("to permit", "he/she permits", "I permitted", "permitting"),
    ("to travel", "he/she travels", "I traveled", "traveling"),
    ("to quit", "he/she quits", "I quit", "quitting"),
    ("to quiz", "he/she quizzes", "I quizzed", "quizzing"),
    ("to try", "he/she tries", "I tried", "trying"),
    ("to obey", "he/she obeys", "I obeyed", "obeying"),
    ("to agree (on)", "he/she agrees (on)", "I agreed (on)", "agreeing (on)"),
    ("to hoe", "he/she hoes", "I hoed", "hoeing"),
    ("to argue", "he/she argues", "I argued", "arguing"),
    ("to echo", "he/she echoes", "I echoed", "echoing"),
    ("to fix", "he/she fixes", "I fixed", "fixing"),
    ("to buzz", "he/she buzzes", "I buzzed", "buzzing"),
    ("to touch", "he/she touches", "I touched", "touching"),
    ("to snow", "he/she snows", "I snowed", "snowing"),
    ("to overlap", "he/she overlaps", "I overlapped", "overlapping"),
    ("to rain", "he/she rains", "I rained", "raining"),
    ("to open", "he/she opens", "I opened", "opening"),
    ("to bivouac", "he/she bivouacs", "I bivouacked", "bivouacking"),
    ("to not know", "he/she does not know", "I did not know", "not knowing"),
    ("to half hear", "he/she half hears", "I half heard", "half hearing"),
    ("to give up, to yield", "he/she gives up", "I gave up", "giving up"),
    (
      "to be in the habit of", "he/she is in the habit of", "I was in the habit of",
      "being in the habit of"
    ),
    ("to have (auxiliary)", "he/she has (auxiliary)", "I had (auxiliary)", "having (auxiliary)"),
  ])
  func spelling(_ gloss: String, _ third: String, _ past: String, _ gerund: String) throws {
    let english = try #require(EnglishRendering(gloss: gloss))
    #expect(english.render(.presenteDeIndicativo, .el) == third)
    #expect(english.render(.preterito, .yo) == past)
    #expect(english.gerund == gerund)
  }

  @Test func firstSenseOnly() throws {
    let english = try #require(EnglishRendering(gloss: "to get up, to stand up, to rise"))
    #expect(english.render(.presenteDeIndicativo, .el) == "he/she gets up")
    #expect(english.participle == "gotten up")
  }

  @Test func pronounLabels() throws {
    let english = try #require(EnglishRendering(gloss: "to have"))
    #expect(
      Person.allCases.map(english.subject) == [
        "I", "you", "you", "he/she", "we", "you all", "they",
      ])
    let weather = try #require(EnglishRendering(gloss: "to snow", impersonal: true))
    #expect(weather.subject(.el) == "it")
  }
}
