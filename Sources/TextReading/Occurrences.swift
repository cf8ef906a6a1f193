import ConjugarCore

extension TextReading {
  /// Every verb of the text, in order: compound tenses joined, periphrases marked, clitics
  /// before the verb gathered, each occurrence's readings ranked in context.
  mutating func occurrences() -> [VerbOccurrence] {
    lookUpEveryWord()
    var found: [VerbOccurrence] = []
    var periphrasisMain: [Int: (Periphrasis, [String], Person?)] = [:]
    var index = 0
    while index < count {
      guard tokens.tokens[index].kind == .word else {
        index += 1
        continue
      }
      if let compound = compound(at: index) {
        var occurrence = compound.occurrence
        if let (periphrasis, main) = periphrasis(
          after: compound.last, auxiliary: compound.auxiliary)
        {
          occurrence.periphrasis = periphrasis
          periphrasisMain[main] = (periphrasis, compound.climbing, compound.person)
        }
        found.append(occurrence)
        for position in index...compound.last { roles[position] = .verb }
        index = compound.last + 1
        continue
      }
      let main = periphrasisMain.removeValue(forKey: index)
      guard var occurrence = simple(at: index, main: main) else {
        index += 1
        continue
      }
      if main == nil, let first = occurrence.readings.first,
        case .finite(_, let person) = first.kind,
        let (periphrasis, mainIndex) = periphrasis(
          after: index, auxiliary: Self.bare(first.infinitive))
      {
        occurrence.periphrasis = periphrasis
        let climbing = occurrence.pronouns
        occurrence.pronouns = []
        occurrence.readings = occurrence.readings.compactMap {
          Self.bare($0.infinitive) == periphrasis.auxiliary
            ? VerbReading(infinitive: periphrasis.auxiliary, kind: $0.kind) : nil
        }
        periphrasisMain[mainIndex] = (periphrasis, climbing, person)
      }
      found.append(occurrence)
      index += 1
    }
    return found
  }

  /// A verb of one word at `index`, with the clitics before it; nil when the word is no verb
  /// here.
  mutating func simple(
    at index: Int, main: (Periphrasis, [String], Person?)?
  ) -> VerbOccurrence? {
    let before = clitics(before: index)
    guard let ranked = verbReadings(at: index, clitics: before.clitics, negated: before.negated)
    else { return nil }
    let token = tokens.tokens[index]
    var readings: [VerbReading] = []
    var pronouns = before.clitics
    if let main {
      pronouns = main.1
    }
    for analysis in ranked {
      var infinitive = analysis.infinitive
      if let main {
        if let person = main.2, main.1.contains(person.reflexivePronoun) {
          infinitive = pronominal(infinitive, clitics: main.1, person: person)
        }
      } else if let person = analysis.person {
        infinitive = pronominal(infinitive, clitics: before.clitics, person: person)
      }
      var kind = analysis.kind
      if before.negated, analysis.tense == .presenteDeSubjuntivo,
        let person = analysis.person, person != .yo, !isSubordinate(before.first)
      {
        kind = .finite(.imperativoNegativo, person)
      }
      let reading = VerbReading(infinitive: infinitive, kind: kind)
      if !readings.contains(reading) { readings.append(reading) }
    }
    if let first = ranked.first {
      pronouns += enclitics(of: word(index) ?? "", analysis: first)
    }
    let sentence = sentenceSpan(of: index)
    return VerbOccurrence(
      offset: token.offset, length: token.length, form: text(from: index, to: index),
      readings: readings, pronouns: pronouns, periphrasis: main?.0,
      sentenceOffset: sentence.offset, sentenceLength: sentence.length)
  }

  /// The sentence of the token at `index`, in Unicode scalars.
  func sentenceSpan(of index: Int) -> (offset: Int, length: Int) {
    let bounds = sentences.bounds[sentences.sentenceOfToken[index]]
    let first = tokens.tokens[bounds.first]
    let last = tokens.tokens[bounds.last]
    return (first.offset, last.offset + last.length - first.offset)
  }

  /// The clitic pronouns right before `index` (up to three), and whether "no" comes before
  /// them; `first` is the index of the first of these words.
  mutating func clitics(before index: Int) -> (clitics: [String], negated: Bool, first: Int) {
    var clitics: [String] = []
    var start = index
    while clitics.count < 3, let word = word(start - 1), sameSentence(start - 1, index),
      ClosedClass.clitics.contains(word)
    {
      guard isClitic(start - 1) else {
        roles[start - 1] = .article
        break
      }
      roles[start - 1] = .clitic
      clitics.insert(word, at: 0)
      start -= 1
    }
    let negated = word(start - 1) == "no" && sameSentence(start - 1, index)
    return (clitics, negated, negated ? start - 1 : start)
  }

  /// The pronominal verb when the clitics hold the reflexive pronoun of the person (se
  /// levantó: levantarse) and the list has it; "se" before lo, la, los or las is the "le" of
  /// "se lo dijo" with verbs of giving and saying (`ClosedClass.dativeVerbs`).
  func pronominal(_ infinitive: String, clitics: [String], person: Person) -> String {
    guard !infinitive.hasSuffix("se"),
      let position = clitics.firstIndex(of: person.reflexivePronoun)
    else { return infinitive }
    if person.reflexivePronoun == "se", position + 1 < clitics.count,
      ["lo", "la", "los", "las"].contains(clitics[position + 1]),
      ClosedClass.dativeVerbs.contains(infinitive)
    {
      return infinitive
    }
    return lexicon.entry(for: infinitive + "se") != nil ? infinitive + "se" : infinitive
  }

  /// levantarse → levantar.
  static func bare(_ infinitive: String) -> String {
    infinitive.hasSuffix("se") ? String(infinitive.dropLast(2)) : infinitive
  }

  /// The pronouns attached to the word (dámelo: me, lo; levántate: te), in order.
  func enclitics(of word: String, analysis: FormAnalysis) -> [String] {
    var pronouns = analysis.objectPronouns
    var rest = Substring(word)
    for pronoun in pronouns.reversed() where rest.hasSuffix(pronoun) {
      rest = rest.dropLast(pronoun.count)
    }
    let attaches: Bool
    switch analysis.kind {
    case .infinitive, .gerund: attaches = true
    case .finite(let tense, _): attaches = tense == .imperativoPositivo
    case .participle: attaches = false
    }
    if attaches, analysis.infinitive.hasSuffix("se"), rest.count > 3 {
      for reflexive in ["nos", "os", "me", "te", "se"] where rest.hasSuffix(reflexive) {
        // sentaos, levántate, sentémonos: the reflexive pronoun is part of the word.
        pronouns.insert(reflexive, at: 0)
        break
      }
    }
    return pronouns
  }

  /// Whether the clause before `index` is subordinate (que no…, ojalá no…): a subjunctive
  /// after "no" there is no negative imperative.
  func isSubordinate(_ index: Int) -> Bool {
    guard let word = word(index - 1), sameSentence(index - 1, index) else { return false }
    return ClosedClass.subjunctiveTriggers.contains(word)
  }
}
