import ConjugarCore
import Testing

@testable import EnglishForms

/// English verbs spelled alike whose senses conjugate differently: the gloss names the sense,
/// the conjugation follows it.
struct HomographTests {
  /// (verb of the list, I + preterite, participle).
  @Test(arguments: [
    ("radicar", "I lay (be located)", "lain (be located)"),
    ("yacer", "I lay (buried)", "lain (buried)"),
    ("echarse", "I lay down", "lain down"),
    ("acechar", "I lay in wait for", "lain in wait for"),
    ("mentir", "I lied (tell untruths)", "lied (tell untruths)"),
    ("embustear", "I lied (tell untruths)", "lied (tell untruths)"),
    ("colgar", "I hung", "hung"),
    ("pender", "I hung", "hung"),
    ("ahorcar", "I hanged (a person)", "hanged (a person)"),
    ("aforcar", "I hanged (a person)", "hanged (a person)"),
    ("brillar", "I shone", "shone"),
    ("bolear", "I shined (shoes)", "shined (shoes)"),
    ("campanear", "I rang the bells", "rung the bells"),
    ("anillar", "I ringed (birds)", "ringed (birds)"),
    ("liderar", "I led", "led"),
    ("emplomar", "I leaded (cover with lead)", "leaded (cover with lead)"),
    ("serpentear", "I wound", "wound"),
    ("fundar", "I founded", "founded"),
    ("encontrar", "I found", "found"),
    ("herir", "I wounded", "wounded"),
  ])
  func theGlossNamesTheSense(_ verb: String, _ past: String, _ participle: String) throws {
    let english = try #require(EnglishRendering(try Conjugator().conjugate(verb)))
    #expect(english.render(.preterito, .yo) == past)
    #expect(english.participle == participle)
  }

  /// Made-up glosses: a marker anywhere after the verb counts only as the words that follow it.
  @Test(arguments: [
    ("to lie low", "I lay low"),
    ("to lie flat", "I lay flat"),
    ("to lie (recline)", "I lay (recline)"),
    ("to lie (tell untruths) often", "I lied (tell untruths) often"),
    ("to hang up", "I hung up"),
    ("to hang (a person) publicly", "I hanged (a person) publicly"),
    ("to underlie", "I underlay"),
  ])
  func markersPickTheSense(_ gloss: String, _ past: String) throws {
    let english = try #require(EnglishRendering(gloss: gloss))
    #expect(english.render(.preterito, .yo) == past)
  }

  /// Every gloss of the list whose verb is a homograph without a sense for bare glosses (lie)
  /// names one, so that no verb is conjugated in a sense its gloss does not mean.
  @Test func everyGlossOfAHomographNamesItsSense() throws {
    var unnamed: [String] = []
    for entry in Conjugator().lexicon.entries {
      guard let gloss = entry.translation else { continue }
      var words = gloss.split(separator: ", ").first?.split(separator: " ").map(String.init) ?? []
      if words.first == "to" { words.removeFirst() }
      guard let verb = words.first, let senses = IrregularVerbs.homographs[verb],
        !senses.contains(where: \.isDefault)
      else { continue }
      let complement =
        words.dropFirst().isEmpty ? "" : " " + words.dropFirst().joined(separator: " ")
      if IrregularVerbs.sense(of: verb, complement: complement) == nil {
        unnamed.append("\(entry.infinitive): \(gloss)")
      }
    }
    #expect(unnamed.isEmpty, "glosses that do not name their sense: \(unnamed)")
  }

  /// The check fails on the gloss the bug report found.
  @Test func anUnnamedLieIsCaught() {
    #expect(IrregularVerbs.sense(of: "lie", complement: "") == nil)
    #expect(IrregularVerbs.sense(of: "lie", complement: " (be located)")! == ("lay", "lain"))
    #expect(IrregularVerbs.sense(of: "hang", complement: "")! == ("hung", "hung"))
  }
}
