import ConjugarCore

/// Whether a word is a verb where it stands: evidence from the word before and after it
/// (Docs/READING.md, "Is it a verb?").
extension TextReading {
  /// The readings of the word at `index` as a verb in its context, likeliest first; nil when
  /// the word is no verb here.
  mutating func verbReadings(at index: Int, clitics: [String], negated: Bool) -> [FormAnalysis]? {
    guard let word = word(index) else { return nil }
    var candidates = readings(index).filter { $0.kind != .participle }
    if !clitics.isEmpty || negated {
      candidates.removeAll { reading in
        switch reading.kind {
        case .finite(let tense, _): tense == .imperativoPositivo
        case .infinitive, .gerund, .participle: !clitics.isEmpty
        }
      }
    }
    let previous = index - 1
    let previousWord = sameSentence(previous, index) ? self.word(previous) : nil
    let hasSubject = subjectPerson(before: index - clitics.count) != nil
    if clitics.isEmpty, !hasSubject {
      candidates = plausible(candidates, at: index)
    }
    guard !candidates.isEmpty else { return reject(index, as: .nominal) }
    // A capital inside a sentence: a name (Luis, Rosa).
    if clitics.isEmpty, !negated, tokens.tokens[index].isCapitalized, previousWord != nil {
      return reject(index, as: .nominal)
    }
    // After a determiner: a noun (el trabajo, el deber).
    if clitics.isEmpty, !negated, let previousWord,
      ClosedClass.determiners.contains(previousWord) || roles[previous] == .article
    {
      return reject(index, as: .nominal)
    }
    // After a preposition: an infinitive (para comer) or a noun (de vino, en casa).
    if clitics.isEmpty, !negated, let previousWord,
      ClosedClass.prepositions.contains(previousWord) || roles[previous] == .preposition
    {
      candidates.removeAll { $0.tense != nil }
      if candidates.isEmpty { return reject(index, as: .nominal) }
    }
    let evidence = !clitics.isEmpty || hasSubject
    if Homographs.functionWords.contains(word) {
      let negatable = ["como", "para", "bajo", "sobre", "entre", "cura", "nada"].contains(word)
      if !(evidence || (negated && negatable) || functionWordIsVerb(word, at: index)) {
        return reject(
          index,
          as: ClosedClass.homographPrepositions.contains(word) ? .preposition : .other)
      }
    } else if Homographs.nominals.contains(word), !evidence, !negated {
      guard nominalIsVerb(at: index, &candidates) else { return reject(index, as: .nominal) }
    }
    // An infinitive after a verb, a determiner or a preposition was kept above; a bare
    // infinitive elsewhere is a verb too (vivir así es difícil).
    guard !candidates.isEmpty else { return reject(index, as: .nominal) }
    roles[index] = .verb
    return rankedFinite(candidates, at: index, clitics: clitics, negated: negated)
  }

  /// Readings for tú only where the text speaks to tú, for vos only where it speaks to vos:
  /// elsewhere a form like finas, vacías or libres is an adjective.
  func plausible(_ readings: [FormAnalysis], at index: Int) -> [FormAnalysis] {
    let tu = speaksToTu(near: index)
    return readings.filter { reading in
      switch reading.person {
      case .tu: tu || reading.tense == .imperativoPositivo
      case .vos: usesVoseo
      default: true
      }
    }
  }

  private mutating func reject(_ index: Int, as role: Role) -> [FormAnalysis]? {
    roles[index] = role
    return nil
  }

  /// The person of a subject pronoun before the verb (yo no lo sé, ella también nada).
  func subjectPerson(before index: Int) -> Person? {
    var position = index - 1
    var steps = 0
    while steps < 3, sameSentence(position, index), let word = word(position) {
      if let person = ClosedClass.subjects[word] { return person }
      guard ClosedClass.adverbs.contains(word) else { return nil }
      position -= 1
      steps += 1
    }
    return nil
  }

  /// como, para, entre, fuera… as verbs without a clitic or subject before them: entre and
  /// sobre after que or cuando and before no noun (que entre en la sala), fuera and fuese
  /// after si, que, como or ojalá (si fuera rico).
  func functionWordIsVerb(_ word: String, at index: Int) -> Bool {
    let previous = sameSentence(index - 1, index) ? self.word(index - 1) : nil
    switch word {
    case "entre", "sobre":
      guard let previous, ["que", "cuando", "quien", "ojalá"].contains(previous) else {
        return false
      }
      guard let next = self.word(index + 1), sameSentence(index, index + 1) else { return true }
      return !ClosedClass.determiners.contains(next) && !["la", "los", "las"].contains(next)
        && !ClosedClass.subjects.keys.contains(next)
    case "fuera":
      guard let previous else { return false }
      return ["si", "que", "como", "ojalá", "quien", "aunque", "cuando"].contains(previous)
    default:
      return false
    }
  }

  /// A noun-like form (trabajo, vino, casa, llama) is a verb at the start of a clause, after
  /// que, and after a noun it can agree with; not after another verb (bebimos vino), nor after
  /// y or o that join it to a noun (pan y vino), nor after a quantifier (mucho trabajo).
  mutating func nominalIsVerb(at index: Int, _ candidates: inout [FormAnalysis]) -> Bool {
    let previous = index - 1
    guard sameSentence(previous, index), tokens.tokens[previous].kind != .mark else {
      return true
    }
    guard let previousWord = word(previous) else { return false }
    if ClosedClass.prenominals.contains(previousWord) { return false }
    if roles[previous] == .verb { return false }
    if previousWord == "que" || previousWord == "quien" { return true }
    if ClosedClass.coordinators.contains(previousWord) {
      let before = previous - 1
      guard sameSentence(before, index), tokens.tokens[before].kind == .word else { return true }
      return roles[before] == .verb
    }
    if ClosedClass.clauseOpeners.contains(previousWord) { return true }
    if roles[previous] == .nominal || roles[previous] == .unknown {
      // A noun before: the verb agrees with it (el tiempo cura), so third person only.
      candidates.removeAll { reading in
        guard let person = reading.person else { return true }
        return person != .el && person != .ellos
      }
      return !candidates.isEmpty
    }
    return false
  }

  /// Whether the pronoun-like word at `index` (la, los, las) is a clitic, not an article:
  /// after another clitic, "no" or a subject; before a verb that is no noun, or that does not
  /// agree with it as an article (la traje, los canto).
  mutating func isClitic(_ index: Int) -> Bool {
    guard let word = word(index) else { return false }
    guard ["la", "los", "las"].contains(word) else { return true }
    if roles[index] == .article { return false }
    if roles[index] == .clitic { return true }
    let previous = index - 1
    let previousWord = sameSentence(previous, index) ? self.word(previous) : nil
    var next = index + 1
    while let nextWord = self.word(next), ClosedClass.clitics.contains(nextWord),
      next < index + 3
    {
      next += 1
    }
    guard let nextWord = self.word(next), sameSentence(index, next) else { return false }
    let finite = plausible(readings(next), at: next).contains {
      $0.tense != nil && $0.tense != .imperativoPositivo
    }
    guard finite else { return false }
    if let previousWord {
      if roles[previous] == .verb { return false }
      if ClosedClass.clitics.contains(previousWord) && !["la", "los", "las"].contains(previousWord)
        || previousWord == "no" || ClosedClass.subjects[previousWord] != nil
      {
        return true
      }
      if ClosedClass.prepositions.contains(previousWord)
        || roles[previous] == .preposition || ClosedClass.determiners.contains(previousWord)
      {
        return false
      }
    }
    guard Homographs.nominals.contains(nextWord) || Homographs.functionWords.contains(nextWord)
    else { return true }
    // An article agrees with its noun: la traje, los canto, las pesa are clitics.
    let plural = word != "la"
    let feminine = word != "los"
    if nextWord.hasSuffix("s") != plural { return true }
    if let gender = Homographs.gender(of: nextWord), (gender == .feminine) != feminine {
      return true
    }
    // Clause-initial, or after a verb: the article of a subject or an object (la llama se
    // apagó, encendió la llama); after a name or a noun, the clitic (Juan la llama).
    guard let previousWord, tokens.tokens[previous].kind == .word else { return false }
    if roles[previous] == .verb || ClosedClass.clauseOpeners.contains(previousWord) {
      return false
    }
    return tokens.tokens[previous].isCapitalized
  }
}
