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
    let scored = readings.enumerated().map { offset, reading in
      (reading, context.score(reading, lexicon: lexicon), offset)
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
    if let tense = best.tense, let person = best.person {
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

/// What the context says about the verb at one place, gathered once for all its readings.
struct ReadingEvidence {
  var subject: Person?
  var nounSubject = false
  var clitics: [String]
  var negated: Bool
  var commandPlace = false
  var subordinate = false
  var commandSentence = false
  var usesVoseo = false
  var past = 0
  var neighbours: [Person: Int] = [:]
  var goingNext = false
  var impersonal = false
  var word: String
  var speaksToTu = false
  /// The person of the verb of the main clause, before "que" and a subjunctive (quiero que
  /// vengas): the subjunctive's subject is mostly another.
  var mainPerson: Person?

  init(reading text: inout TextReading, at index: Int, clitics: [String], negated: Bool) {
    self.clitics = clitics
    self.negated = negated
    word = text.word(index) ?? ""
    let first = index - clitics.count - (negated ? 1 : 0)
    subject = text.subjectPerson(before: index - clitics.count)
    let sentence = text.sentences.sentenceOfToken[index]
    usesVoseo = text.usesVoseo
    commandSentence =
      (sentence - 2...sentence + 1).contains { text.commandSentences.contains($0) }
      || text.isExclamation(sentence)
    speaksToTu = text.speaksToTu(near: index)
    // Where the clause starts, and what opens it.
    let previous = first - 1
    if !text.sameSentence(previous, index) || text.tokens.tokens[previous].kind == .mark {
      commandPlace = subject == nil
    } else if let word = text.word(previous) {
      if ClosedClass.commandOpeners.contains(word) { commandPlace = subject == nil }
      if ClosedClass.subjunctiveTriggers.contains(word) { subordinate = true }
      if word == "que", let last = text.recent.last, last.sentence == sentence {
        mainPerson = last.reading.person
      }
    }
    nounSubject = subject == nil && text.hasNounSubject(before: first)
    // Time words and the verbs around, in this sentence.
    let bounds = text.sentences.bounds[sentence]
    for position in bounds.first...bounds.last {
      guard let word = text.word(position) else { continue }
      if ClosedClass.pastMarkers.contains(word) { past += 3 }
      if ClosedClass.presentMarkers.contains(word) { past -= 3 }
    }
    for (other, reading) in text.recent.suffix(4) where other >= sentence - 1 {
      if let person = reading.person { neighbours[person, default: 0] += 2 }
      switch reading.tense {
      case .preterito, .imperfectoDeIndicativo, .pluscuamperfectoDeIndicativo: past += 1
      case .presenteDeIndicativo, .perfectoDeIndicativo, .futuroDeIndicativo: past -= 1
      default: break
      }
    }
    if let next = text.word(index + 1), text.sameSentence(index, index + 1) {
      goingNext = ClosedClass.goingWords.contains(next)
      impersonal = ["frío", "calor", "sol", "viento", "falta", "tiempo", "años", "días", "meses",
        "semanas", "horas", "minutos", "rato", "buen", "mal", "fresco"].contains(next)
    }
  }

  func score(_ reading: FormAnalysis, lexicon: Lexicon) -> Int {
    guard case .finite(let tense, let person) = reading.kind else { return 0 }
    var score = 0
    if let subject {
      score += person == subject || (subject == .tu && person == .vos) ? 20 : -20
    } else if nounSubject {
      score += person == .el || person == .ellos ? 6 : -6
    }
    // haber and hacer of weather and time have no subject: él.
    if reading.infinitive == "haber" || (reading.infinitive == "hacer" && impersonal) {
      score += person == .el ? 8 : 0
    }
    // Commands open a main clause, among commands.
    switch tense {
    case .imperativoPositivo:
      let speaksTo = commandSentence || (person == .tu && speaksToTu)
      score += commandPlace && speaksTo && !subordinate ? 8 : -8
      if ClosedClass.seldomCommanded.contains(TextReading.bare(reading.infinitive)) { score -= 10 }
    case .imperativoNegativo:
      score += subordinate ? -8 : 4
    case .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2:
      score += subordinate ? 4 : 0
      if let mainPerson, subject == nil, person == mainPerson { score -= 3 }
    case .preterito:
      score += past > 0 ? 3 : past < 0 ? -3 : -1
    default:
      break
    }
    if tense == .presenteDeIndicativo, person == .nosotros { score += past > 0 ? -3 : 1 }
    // Usted commands: the subjunctive's person, at the start of a main clause (Reciba un
    // cordial saludo, ignore este mensaje).
    if tense == .imperativoPositivo, person == .el || person == .ellos, commandPlace,
      !subordinate
    {
      score += 10
    }
    if person == .vos { score += usesVoseo ? 3 : -3 }
    if person == .tu, usesVoseo { score -= 2 }
    // ser or ir: where to (fue a Madrid) or what (fue un error).
    if ["ser", "ir"].contains(reading.infinitive),
      [.preterito, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo]
        .contains(tense)
    {
      score += (reading.infinitive == "ir") == goingNext ? 4 : 0
    }
    if word == "sé" { score += reading.infinitive == "saber" ? 2 : 0 }
    if word == "ve" { score += reading.infinitive == "ir" ? (goingNext ? 2 : -2) : 0 }
    // The persons of the verbs around; third person otherwise.
    score += neighbours[person, default: 0]
    if person == .el { score += 1 }
    return score
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
      if ClosedClass.clauseOpeners.contains(word) && !["ya", "también", "siempre", "nunca"]
        .contains(word)
      {
        return false
      }
      if roles[position] == .verb { return false }
      let before = position - 1
      let afterPreposition =
        self.word(before).map { ClosedClass.prepositions.contains($0) || roles[before] == .preposition }
        ?? false
      if ClosedClass.determiners.contains(word) || roles[position] == .article {
        if !afterPreposition { return true }
      } else if tokens.tokens[position].isCapitalized,
        sameSentence(before, position), tokens.tokens[before].kind == .word, !afterPreposition
      {
        return true
      } else if tokens.tokens[position].isCapitalized, !sameSentence(before, position)
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
    let bounds = sentences.bounds[sentence]
    for position in bounds.first...bounds.last where tokens.tokens[position].kind == .mark {
      if [0x21, 0xA1].contains(tokens.tokens[position].value) { return true }
    }
    return false
  }
}
