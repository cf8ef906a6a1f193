import ConjugarCore
import ConjugarQuiz
import Messages

/// An answer split into its clitic pronouns and the rest: "no te levantes" is (no, [te], before,
/// levantes); "levántate" is ([te], after, levanta).
struct CliticReading: Equatable {
  let negated: Bool
  let pronouns: [String]
  /// Whether the pronouns are attached after the verb (levántate) rather than written before.
  let attached: Bool
  /// The rest, accents folded away: the verb form (or haber and the participle).
  let core: String

  /// The reflexive and object pronouns a verb form takes.
  static let pronouns: Set<String> = [
    "me", "te", "se", "nos", "os", "lo", "la", "le", "los", "las", "les",
  ]

  /// Every way to read `phrase`: with the pronouns written before the verb, and, where
  /// `enclitic`, with up to two pronouns attached to the end of a one-word form.
  static func readings(of phrase: String, enclitic: Bool) -> [CliticReading] {
    var words = phrase.split(separator: " ").map(String.init)
    let negated = words.first == "no" && words.count > 1
    if negated { words.removeFirst() }
    var before: [String] = []
    while words.count > 1, let first = words.first, pronouns.contains(first) {
      before.append(first)
      words.removeFirst()
    }
    let core = words.joined(separator: " ").folded(.answerChecking)
    var found = [CliticReading(negated: negated, pronouns: before, attached: false, core: core)]
    guard enclitic, before.isEmpty, words.count == 1 else { return found }
    var rest = core
    var attached: [String] = []
    for _ in 0..<2 {
      guard
        let pronoun = pronouns.sorted(by: { $0.count > $1.count }).first(where: {
          rest.hasSuffix($0) && rest.count > $0.count + 1
        })
      else { break }
      rest = String(rest.dropLast(pronoun.count))
      attached.insert(pronoun, at: 0)
      // levantaos is levantad + os, levantémonos is levantemos + nos (idos keeps its d).
      if pronoun == "os" || pronoun == "nos", attached.count == 1 {
        let dropped = pronoun == "os" ? "d" : "s"
        if !rest.hasSuffix(dropped) {
          found.append(
            CliticReading(
              negated: negated, pronouns: attached, attached: true, core: rest + dropped))
        }
      }
      found.append(CliticReading(negated: negated, pronouns: attached, attached: true, core: rest))
    }
    return found
  }
}

/// Pronouns missing, added, wrong or misplaced around the right form: puso for se puso
/// (ponerse), me enfada for se enfada, levanta for levántate, se habla for habla, te levanta for
/// levántate.
extension Attempt {
  /// Whether the asked slot attaches its pronouns after the verb.
  private var attachesPronouns: Bool {
    tense == .imperativoPositivo || question.item == .gerund
  }

  /// The expected form's reading: a pronominal verb's form carries its reflexive pronoun.
  private var expectedReading: CliticReading? {
    let readings = CliticReading.readings(of: expected, enclitic: attachesPronouns)
    guard conjugation.isPronominal else { return readings.first }
    let reflexive = question.person?.reflexivePronoun ?? "se"
    return readings.first { $0.pronouns.contains(reflexive) } ?? readings.first
  }

  func pronoun() -> Diagnosis? {
    // Another form of the verb (hablase is not habla + se) is named as that form.
    guard otherSlots.isEmpty, let right = expectedReading else { return nil }
    let readings = CliticReading.readings(of: given, enclitic: true)
    guard
      let typed = readings.first(where: {
        $0.core == right.core && $0.negated == right.negated
          && ($0.pronouns != right.pronouns || $0.attached != right.attached)
      })
    else { return keptLetterBeforePronoun(right) }
    let typedPronouns = typed.pronouns.joined(separator: " ")
    // Without a person (the gerund), a wrong pronoun is told as the one the form takes.
    if typed.pronouns.isEmpty || (question.person == nil && typed.pronouns != right.pronouns) {
      return Diagnosis(
        .pronoun,
        .diagnosisPronounMissing(
          verb: verb, pronoun: right.pronouns.joined(separator: " "), expected: expected))
    }
    if right.pronouns.isEmpty {
      let pronominal = verb + "se"
      if typed.pronouns.contains(where: { ["me", "te", "se", "nos", "os"].contains($0) }),
        diagnoser.conjugator.lexicon.entry(for: pronominal) != nil
      {
        return Diagnosis(
          .pronoun,
          .diagnosisPronounOfPronominal(
            given: given, pronominal: pronominal, verb: verb, expected: expected))
      }
      return Diagnosis(
        .pronoun,
        .diagnosisPronounExtra(verb: verb, pronouns: typedPronouns, expected: expected))
    }
    if typed.pronouns != right.pronouns {
      return Diagnosis(
        .pronoun,
        .diagnosisPronounWrong(
          person: question.person?.shortLabel ?? "", right: right.pronouns.joined(separator: " "),
          given: typedPronouns, expected: expected))
    }
    return Diagnosis(
      .pronoun,
      right.attached
        ? .diagnosisPronounAttached(expected: expected)
        : .diagnosisPronounBefore(expected: expected))
  }

  /// levantémosnos, levantados: the s of -mos before nos, or the d of -ad before os, kept.
  private func keptLetterBeforePronoun(_ right: CliticReading) -> Diagnosis? {
    guard right.attached, let last = right.pronouns.last, last == "nos" || last == "os",
      given.folded(.answerChecking) == right.core + right.pronouns.joined(),
      given.folded(.answerChecking) != expected.folded(.answerChecking)
    else { return nil }
    return Diagnosis(.pronoun, .diagnosisForm(.diagnosisPronounDropsLetter, expected))
  }
}
