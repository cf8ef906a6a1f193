import ConjugarCore

extension TextReading {
  /// A compound tense: haber and a participle, read as one verb (he cerrado, lo había ya
  /// comido); also haber's infinitive and gerund (haber dicho, habiendo comido).
  struct Compound {
    var occurrence: VerbOccurrence
    var last: Int
    /// The main verb without its pronominal pronoun, for periphrases (he tenido que).
    var auxiliary: String
    var climbing: [String]
    var person: Person?
  }

  /// haber's tense → the compound tense it makes.
  static let compoundTenses: [Tense: Tense] = [
    .presenteDeIndicativo: .perfectoDeIndicativo, .preterito: .preteritoAnterior,
    .imperfectoDeIndicativo: .pluscuamperfectoDeIndicativo, .futuroDeIndicativo: .futuroPerfecto,
    .condicional: .condicionalCompuesto, .presenteDeSubjuntivo: .perfectoDeSubjuntivo,
    .imperfectoDeSubjuntivo1: .pluscuamperfectoDeSubjuntivo1,
    .imperfectoDeSubjuntivo2: .pluscuamperfectoDeSubjuntivo2,
    .futuroDeSubjuntivo: .futuroPerfectoDeSubjuntivo,
  ]

  mutating func compound(at index: Int) -> Compound? {
    let haber = readings(index).filter { $0.infinitive == "haber" && $0.objectPronouns.isEmpty }
    guard !haber.isEmpty else { return nil }
    var next = index + 1
    if let between = word(next), ClosedClass.betweenHaberAndParticiple.contains(between) {
      next += 1
    }
    guard let participle = word(next), participle.hasSuffix("o"), sameSentence(index, next)
    else { return nil }
    let mains = readings(next).filter { $0.kind == .participle }.map(\.infinitive)
    guard let main = mains.first else { return nil }
    let before = clitics(before: index)
    var readings: [VerbReading] = []
    var person: Person?
    for reading in rankedFinite(
      haber, at: index, clitics: before.clitics, negated: before.negated)
    {
      switch reading.kind {
      case .finite(let tense, let readingPerson):
        guard let compound = Self.compoundTenses[tense] else { continue }
        let infinitive = pronominal(main, clitics: before.clitics, person: readingPerson)
        if person == nil { person = readingPerson }
        readings.append(VerbReading(infinitive: infinitive, kind: .finite(compound, readingPerson)))
      case .infinitive, .gerund:
        readings.append(VerbReading(infinitive: main, kind: reading.kind))
      case .participle:
        continue
      }
    }
    guard !readings.isEmpty else { return nil }
    let token = tokens.tokens[index]
    let end = tokens.tokens[next].offset + tokens.tokens[next].length
    let sentence = sentenceSpan(of: index)
    var pronouns = before.clitics
    if case .infinitive = readings[0].kind { pronouns = haber[0].objectPronouns }
    let occurrence = VerbOccurrence(
      offset: token.offset, length: end - token.offset, form: text(from: index, to: next),
      readings: readings, pronouns: pronouns, periphrasis: nil,
      sentenceOffset: sentence.offset, sentenceLength: sentence.length)
    return Compound(
      occurrence: occurrence, last: next, auxiliary: main, climbing: before.clitics,
      person: person)
  }

  /// A periphrasis whose auxiliary is the verb ending at `index`: the link word if any, then
  /// the infinitive or gerund; the main verb's index.
  mutating func periphrasis(after index: Int, auxiliary: String) -> (Periphrasis, Int)? {
    for periphrasis in Periphrasis.allCases where periphrasis.auxiliary == auxiliary {
      var next = index + 1
      if let link = periphrasis.link {
        guard word(next) == link else { continue }
        next += 1
      } else if periphrasis == .deber, word(next) == "de" {
        continue
      }
      guard sameSentence(index, next) else { continue }
      let wanted: FormAnalysis.Kind = periphrasis.takesGerund ? .gerund : .infinitive
      if readings(next).contains(where: { $0.kind == wanted }) { return (periphrasis, next) }
    }
    return nil
  }
}
