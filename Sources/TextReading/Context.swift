import ConjugarCore

/// Whether a word is a verb where it stands: evidence from the word before and after it
/// (Docs/READING.md, "Is it a verb?").
extension TextReading {
  /// The readings of the word at `index` as a verb in its context, likeliest first; nil when
  /// the word is no verb here.
  mutating func verbReadings(at index: Int, clitics: [String], negated: Bool) -> [FormAnalysis]? {
    guard let word = word(index) else { return nil }
    var candidates = readings(index).filter { $0.kind != .participle }
    guard !candidates.isEmpty else { return nil }
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
    if clitics.isEmpty, !hasSubject, !negated {
      candidates = plausible(candidates, at: index)
    }
    guard !candidates.isEmpty else { return reject(index, as: .nominal) }
    // A capital inside a sentence: a name (Luis, Rosa).
    let afterComma =
      sameSentence(previous, index) && tokens.tokens[previous].kind == .mark
      && tokens.tokens[previous].value == 0x2C
    if clitics.isEmpty, !negated, tokens.tokens[index].isCapitalized,
      previousWord != nil || afterComma
    {
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
    // A homograph after a subject pronoun it cannot agree with is no verb (él como siempre,
    // ella bajo la lluvia).
    if clitics.isEmpty, let subject = subjectPerson(before: index),
      Homographs.functionWords.contains(word) || Homographs.nominals.contains(word),
      !candidates.contains(where: { reading in
        guard let person = reading.person else { return true }
        return person == subject || [person, subject] == [.tu, .vos]
          || [person, subject] == [.vos, .tu]
      })
    {
      return reject(index, as: .nominal)
    }
    let evidence = !clitics.isEmpty || hasSubject
    if !evidence, !negated {
      if isSubjectOfNextVerb(index) { candidates.removeAll { $0.tense != nil } }
      if !hasSubjunctiveTrigger(before: index) {
        // Cante usted: the command's twin stays; the ranking drops it with the command.
        let commands = candidates.filter { $0.tense == .imperativoPositivo }
        candidates.removeAll { reading in
          reading.tense == .presenteDeSubjuntivo
            && !commands.contains {
              $0.person == reading.person && $0.infinitive == reading.infinitive
            }
        }
      }
      if candidates.isEmpty { return reject(index, as: .nominal) }
    }
    if !evidence, !negated, let previousWord {
      if noFiniteAfter(previous, previousWord) { candidates.removeAll { $0.tense != nil } }
      if isNounBefore(previous, previousWord) {
        // After a noun: an adjective (vino tinto, láminas finas) or a verb agreeing with it.
        candidates.removeAll { reading in
          guard let person = reading.person, person == .yo || person == .tu,
            reading.tense != .imperativoPositivo
          else { return false }
          return lexicon.frequency.sortKey(of: Self.bare(reading.infinitive)) > 300
        }
      }
      if candidates.isEmpty { return reject(index, as: .nominal) }
    }
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
    let ranked = rankedFinite(candidates, at: index, clitics: clitics, negated: negated)
    guard let best = ranked.first else { return reject(index, as: .nominal) }
    roles[index] = best.tense == nil ? .nonFinite : .verb
    return ranked
  }

  /// Finite verbs do not follow another verb, a number or a degree word (hace frío, cuatro
  /// personas, muy libre).
  /// A subject relative clause is the exception: its verb is followed by the main verb
  /// (Quienes lo critican olvidan…, Lo que dijo importa).
  func noFiniteAfter(_ previous: Int, _ previousWord: String) -> Bool {
    if roles[previous] == .verb { return !closesSubjectRelative(previous) }
    if ClosedClass.degreeWords.contains(previousWord) { return true }
    if ClosedClass.numerals.contains(previousWord) {
      // vosotros dos podéis, los dos fueron: the number is the subject.
      let before = word(previous - 1) ?? ""
      return ClosedClass.subjects[before] == nil && !["los", "las"].contains(before)
    }
    return false
  }

  /// Whether the verb at `verb` ends a relative clause that opens its clause as its subject:
  /// quien(es) or el/la/los/las/lo que at the start of the sentence or after a mark, then only
  /// clitics, "no" and adverbs before the verb (Quienes lo critican…, Los que no llegan…).
  func closesSubjectRelative(_ verb: Int) -> Bool {
    var position = verb - 1
    var steps = 0
    while steps < 5, sameSentence(position, verb), let word = word(position) {
      var opener: Int?
      if word == "quien" || word == "quienes" {
        opener = position
      } else if word == "que", sameSentence(position - 1, position),
        let article = self.word(position - 1), ClosedClass.relativeArticles.contains(article)
      {
        opener = position - 1
      }
      if let opener {
        return !sameSentence(opener - 1, opener) || tokens.tokens[opener - 1].kind == .mark
      }
      guard word == "no" || roles[position] == .clitic || ClosedClass.adverbs.contains(word)
      else { return false }
      position -= 1
      steps += 1
    }
    return false
  }

  /// A word earlier in the sentence (not before a colon or a semicolon) that governs a
  /// subjunctive (que, ojalá, quizá, cuando…): a present subjunctive does not stand alone
  /// (calienta abundante aceite).
  func hasSubjunctiveTrigger(before index: Int) -> Bool {
    let first = max(sentences.bounds[sentences.sentenceOfToken[index]].first, index - Self.window)
    var position = index - 1
    while position >= first {
      let token = tokens.tokens[position]
      if token.kind == .mark, token.value == 0x3A || token.value == 0x3B { return false }
      if let word = word(position), ClosedClass.subjunctiveTriggers.contains(word) { return true }
      position -= 1
    }
    return false
  }

  /// Followed by "no" and a finite verb, the word is that verb's subject, not a verb (Rosa no
  /// pudo).
  mutating func isSubjectOfNextVerb(_ index: Int) -> Bool {
    guard word(index + 1) == "no", sameSentence(index, index + 2) else { return false }
    return readings(index + 2).contains { $0.tense != nil && $0.tense != .imperativoPositivo }
  }

  /// A noun just before: read as one (en láminas) or a word no verb spells and no closed
  /// class holds; nouns of time left out (el lunes trabajo).
  func isNounBefore(_ previous: Int, _ previousWord: String) -> Bool {
    guard tokens.tokens[previous].kind == .word, !ClosedClass.timeNouns.contains(previousWord)
    else { return false }
    if roles[previous] == .nominal { return true }
    guard roles[previous] == .unknown, cachedReadings(previous).isEmpty,
      previousWord.unicodeScalars.count > 3
    else { return false }
    return !ClosedClass.neverVerbs.contains(previousWord)
      && !ClosedClass.clauseOpeners.contains(previousWord)
      && !ClosedClass.adverbs.contains(previousWord)
      && !ClosedClass.prenominals.contains(previousWord)
      && !Homographs.functionWords.contains(previousWord)
      && !previousWord.hasSuffix("mente")
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
    let word = word(index) ?? ""
    if role == .nominal, Homographs.functionWords.contains(word) {
      roles[index] = ClosedClass.homographPrepositions.contains(word) ? .preposition : .other
      return nil
    }
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
  ///
  /// Also: entre before usted or ustedes, or opening the sentence before a comma or "por
  /// favor" (Entre usted; Entre, por favor): the usted command of entrar. bajo opening a clause
  /// before a or al (bajo al río): bajar. nada after a noun and before an adverb or a
  /// preposition (el niño nada muy bien, el pez nada en la pecera): nadar.
  func functionWordIsVerb(_ word: String, at index: Int) -> Bool {
    let previous = sameSentence(index - 1, index) ? self.word(index - 1) : nil
    let next = sameSentence(index, index + 1) ? self.word(index + 1) : nil
    let opensClause =
      !sameSentence(index - 1, index) || tokens.tokens[index - 1].kind == .mark
      || previous.map {
        ClosedClass.clauseOpeners.contains($0) || ClosedClass.timeNouns.contains($0)
      } ?? false
    switch word {
    case "entre" where next == "usted" || next == "ustedes":
      // Entre usted y yo: the preposition joining two.
      return opensClause
        && !["y", "e", "mismo", "misma", "mismos", "mismas"].contains(self.word(index + 2) ?? "")
    case "entre" where !sameSentence(index - 1, index) || tokens.tokens[index - 1].kind == .mark:
      if sameSentence(index, index + 1), tokens.tokens[index + 1].kind == .mark,
        tokens.tokens[index + 1].value == 0x2C
      {
        return true
      }
      return next == "por" && self.word(index + 2) == "favor"
    case "bajo":
      return opensClause && (next == "a" || next == "al")
    case "nada":
      guard let previous, let next, next != "más", next != "menos",
        isNounBefore(index - 1, previous) || roles[index - 1] == .nominal
          || (tokens.tokens[index - 1].kind == .word && !roles[index - 1].isVerb
            && (ClosedClass.determiners.contains(self.word(index - 2) ?? "")
              || roles[max(index - 2, 0)] == .article))
      else { return false }
      return ClosedClass.adverbs.contains(next) || ClosedClass.degreeWords.contains(next)
        || next.hasSuffix("mente")
        || [
          "en", "por", "hacia", "hasta", "con", "cada", "como", "desde", "sin", "a", "al",
          "junto", "cerca", "lejos", "rápido", "despacio", "contra",
        ].contains(next)
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
    // Before a participle that agrees with it, a noun (trato hecho, paso dado).
    let following = readings(index + 1)
    if sameSentence(index, index + 1), !following.isEmpty,
      following.allSatisfy({ $0.kind == .participle })
    {
      return false
    }
    let previous = index - 1
    guard sameSentence(previous, index), tokens.tokens[previous].kind != .mark else {
      return true
    }
    guard let previousWord = word(previous) else { return false }
    if ClosedClass.prenominals.contains(previousWord) { return false }
    if roles[previous].isVerb { return false }
    if previousWord == "que" || previousWord == "quien" { return true }
    if ClosedClass.coordinators.contains(previousWord) {
      let before = previous - 1
      guard sameSentence(before, index), tokens.tokens[before].kind == .word else { return true }
      return roles[before].isVerb
    }
    if ClosedClass.clauseOpeners.contains(previousWord)
      || ClosedClass.timeNouns.contains(previousWord)
    {
      return true
    }
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
}
