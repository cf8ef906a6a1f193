/// The model shared by the listed verbs that end like an unknown one: desvergonzar like
/// avergonzar, coadquirir like adquirir and inquirir, abnegar like negar, denegar and renegar.
/// The longest ending that at least `minimumMembers` listed verbs share decides: when they all
/// follow one model (archaic verbs apart: they keep changes today's verbs have lost), that is
/// the model; when they disagree (-entar: pensar, presentar, calentar, inventar), the family
/// says nothing and the other rules decide. The list itself is the evidence, so the rule grows
/// with it and needs no table of families.
enum FamilyInference {
  /// The shortest ending that can make a family, in letters (-ducir, -poner, -quirir are longer;
  /// shorter endings such as -ar, -car say only what the class and spelling rules say).
  static let shortestEnding = 5
  /// Listed verbs a family needs: the shorter the ending, the more verbs share it by chance
  /// (atrever and prever end alike), so the more must agree.
  static func minimumMembers(sharing length: Int) -> Int {
    length >= 8 ? 1 : 2
  }

  static func model(for infinitive: String, in lexicon: Lexicon) -> String? {
    let letters = Array(infinitive)
    guard letters.count > shortestEnding else { return nil }
    let members = lexicon.entries(endingWith: String(letters.suffix(shortestEnding)))
      .compactMap { entry -> (verb: String, model: String)? in
        let verb =
          entry.infinitive.hasSuffix("se") ? String(entry.infinitive.dropLast(2)) : entry.infinitive
        return verb == infinitive || entry.isArchaic ? nil : (verb, entry.model)
      }
    for length in stride(from: letters.count - 1, through: shortestEnding, by: -1) {
      let ending = String(letters.suffix(length))
      let family = members.filter { $0.verb.hasSuffix(ending) }
      guard Set(family.map(\.verb)).count >= minimumMembers(sharing: length) else { continue }
      let models = Set(family.map(\.model))
      return models.count == 1 ? models.first : nil
    }
    return nil
  }
}
