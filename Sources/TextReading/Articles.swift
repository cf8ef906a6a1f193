import ConjugarCore

/// La, los and las: articles or clitics.
extension TextReading {
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
      if roles[previous].isVerb { return false }
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
    // Before a finite verb, an article and the subject it opens (Según el comunicado, la
    // plantilla era…; la ventana cedió): a clitic's verb is not followed by another verb. A
    // noun-like word after it (la sigo paso a paso) only when ser, estar or haber spell it.
    let after = next + 1
    if sameSentence(next, after), let afterWord = self.word(after),
      !Homographs.functionWords.contains(afterWord)
    {
      let afterFinite = plausible(readings(after), at: after).filter {
        $0.tense != nil && $0.tense != .imperativoPositivo
      }
      if !afterFinite.isEmpty,
        !Homographs.nominals.contains(afterWord)
          || afterFinite.contains(where: { ["ser", "estar", "haber"].contains($0.infinitive) })
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
    if roles[previous].isVerb || ClosedClass.clauseOpeners.contains(previousWord) {
      return false
    }
    return tokens.tokens[previous].isCapitalized
  }
}
