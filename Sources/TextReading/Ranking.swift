import ConjugarCore

/// Which reading of a verb comes first: the person its subject, clitics and neighbours tell,
/// the tense its time words tell, a command or a statement, ser or ir (Docs/READING.md,
/// "Which reading?").
extension TextReading {
  /// The finite, infinitive and gerund readings ranked, the likeliest first; readings that
  /// are only another person of the same verb and tense are dropped once one is chosen, so
  /// more than one reading is left only where two verbs or moods remain (fui: ser or ir;
  /// cante: subjunctive or command).
  mutating func rankedFinite(
    _ readings: [FormAnalysis], at index: Int, clitics: [String], negated: Bool
  ) -> [FormAnalysis] {
    let context = ReadingEvidence(reading: &self, at: index, clitics: clitics, negated: negated)
    let frequency = lexicon.frequency
    var pronominal: Set<String> = []
    for reading in readings where words.isListed(reading.infinitive + "se") {
      pronominal.insert(reading.infinitive)
    }
    var allowed = readings.filter(context.allowsCommand)
    if allowed.count < readings.count, !context.subordinate, !hasSubjunctiveTrigger(before: index) {
      // Without its command, a present subjunctive has nothing to stand on (aceite).
      allowed.removeAll { reading in
        reading.tense == .presenteDeSubjuntivo
          && readings.contains { $0.tense == .imperativoPositivo && $0.person == reading.person }
      }
    }
    let scored = allowed.enumerated().map { offset, reading in
      (reading, context.score(reading, pronominal: pronominal), offset)
    }
    let sorted = scored.sorted { left, right in
      if left.1 != right.1 { return left.1 > right.1 }
      let leftRank = frequency.sortKey(of: Self.bare(left.0.infinitive))
      let rightRank = frequency.sortKey(of: Self.bare(right.0.infinitive))
      return (leftRank, left.2) < (rightRank, right.2)
    }.map(\.0)
    guard let best = sorted.first else { return [] }
    var kept = [best]
    for reading in sorted.dropFirst() where kept.count < 2 {
      if Self.isGenuineAlternative(reading, to: best) { kept.append(reading) }
    }
    if best.tense == .imperativoPositivo {
      commandSentences.insert(sentences.sentenceOfToken[index])
    }
    if let tense = best.tense, let person = best.person, tense != .imperativoPositivo {
      recent.append(
        (
          sentences.sentenceOfToken[index],
          VerbReading(infinitive: best.infinitive, kind: .finite(tense, person))
        ))
    }
    return kept
  }

  /// Two readings a reader may hesitate between: another verb in the same slot (fui: ser or
  /// ir; di: dar or decir; ve: ver or ir), or the subjunctive and the command of one person.
  static func isGenuineAlternative(_ reading: FormAnalysis, to best: FormAnalysis) -> Bool {
    guard let tense = reading.tense, let bestTense = best.tense else { return false }
    if reading.infinitive != best.infinitive && bare(reading.infinitive) != bare(best.infinitive) {
      return true
    }
    let moods: Set<Tense> = [.presenteDeSubjuntivo, .imperativoPositivo, .imperativoNegativo]
    return tense != bestTense && moods.contains(tense) && moods.contains(bestTense)
      && reading.person == best.person
  }
}

extension TextReading {
  /// A noun phrase before the verb in its clause, not after a preposition (la casa estaba…,
  /// Pilar atendió…): a third-person subject.
  func hasNounSubject(before index: Int) -> Bool {
    var position = index - 1
    var steps = 0
    while steps < 6, sameSentence(position, index), let current = word(position) {
      let word = current
      if ClosedClass.clauseOpeners.contains(word)
        && !["ya", "también", "siempre", "nunca"]
          .contains(word)
      {
        return false
      }
      if roles[position].isVerb { return false }
      let before = position - 1
      let afterPreposition =
        self.word(before).map {
          ClosedClass.prepositions.contains($0) || roles[before] == .preposition
        }
        ?? false
      if ClosedClass.determiners.contains(word) || roles[position] == .article {
        let head = self.word(position + 1) ?? ""
        if !afterPreposition, !ClosedClass.timeNouns.contains(head) { return true }
      } else if tokens.tokens[position].isCapitalized,
        sameSentence(before, position), tokens.tokens[before].kind == .word, !afterPreposition
      {
        return true
      } else if tokens.tokens[position].isCapitalized,
        !sameSentence(before, position)
          || tokens.tokens[before].kind == .mark, ClosedClass.subjects[word] == nil,
        cachedReadings(position).isEmpty, !ClosedClass.clauseOpeners.contains(word),
        !ClosedClass.prepositions.contains(word)
      {
        // A name at the start of the sentence (Pilar atendió).
        return true
      }
      position -= 1
      steps += 1
    }
    return false
  }

  func isExclamation(_ sentence: Int) -> Bool {
    exclamations.contains(sentence)
  }

  /// How far the rules look on either side of a word: a sentence may be a whole file without
  /// a stop, and a rule that looked at all of it would make reading quadratic.
  static let window = 40
}
