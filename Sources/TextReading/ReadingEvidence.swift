import ConjugarCore

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
  /// ser, estar or parecer before a noun phrase or "adjective que" (era la letra de mi abuelo,
  /// sería bueno que): third person, mostly.
  var copulaThirdPerson = false
  var word: String
  var speaksToTu = false
  /// At the start of the sentence, before a comma (Oye, Mira,).
  var callsOut = false
  var beforeNo = false
  /// haber as an auxiliary (había ya comido), not impersonal.
  var beforeParticiple = false
  /// The person of the verb of the main clause, before "que" and a subjunctive (quiero que
  /// vengas): the subjunctive's subject is mostly another.
  var mainPerson: Person?
  /// A first-person narrator nearby (yo, mi, me, nosotros): yo or él forms lean to yo.
  var firstPerson = false
  /// The clause opens after a comma inside the sentence (La oposición, sin embargo, cree…):
  /// a command there needs a sentence of commands around it.
  var afterComma = false
  /// usted or ustedes right after the verb (entre usted, siéntense ustedes).
  var beforeUsted = false

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
    firstPerson = text.narratesInFirstPerson(near: index)
    // Where the clause starts, and what opens it.
    let previous = first - 1
    if !text.sameSentence(previous, index) || text.tokens.tokens[previous].kind == .mark {
      commandPlace = subject == nil
      afterComma =
        text.sameSentence(previous, index) && text.tokens.tokens[previous].value == 0x2C
    } else if let word = text.word(previous) {
      if ClosedClass.commandOpeners.contains(word) { commandPlace = subject == nil }
      if ClosedClass.subjunctiveTriggers.contains(word) { subordinate = true }
      if word == "que", let last = text.recent.last, last.sentence == sentence {
        mainPerson = last.reading.person
      }
    }
    nounSubject = subject == nil && text.hasNounSubject(before: first)
    // A relative clause: the noun before "que" is the subject (el periodismo que tomaba).
    if subject == nil, let that = text.word(previous), that == "que",
      text.sameSentence(previous - 1, previous),
      text.isNounBefore(previous - 1, text.word(previous - 1) ?? "")
        || text.roles[max(previous - 1, 0)] == .nominal
    {
      nounSubject = true
    }
    // Time words and the verbs around, in this sentence.
    // Within a window of the sentence: a sentence may be a whole file without a stop.
    let bounds = text.sentences.bounds[sentence]
    let window = TextReading.window
    for position in max(bounds.first, index - window)...min(bounds.last, index + window) {
      past += Int(text.timeMarks[position])
    }
    if let last = text.recent.last, last.sentence == sentence, let person = last.reading.person {
      neighbours[person, default: 0] += 3
    }
    for (other, reading) in text.recent.suffix(4) where other >= sentence - 1 {
      if let person = reading.person {
        neighbours[person, default: 0] += other == sentence ? 3 : 1
      }
      switch reading.tense {
      case .preterito, .imperfectoDeIndicativo, .pluscuamperfectoDeIndicativo: past += 1
      case .presenteDeIndicativo, .perfectoDeIndicativo, .futuroDeIndicativo: past -= 1
      default: break
      }
    }
    if text.sameSentence(index, index + 1), text.tokens.tokens[index + 1].kind == .mark,
      text.tokens.tokens[index + 1].value == 0x2C,
      !text.sameSentence(first - 1, index)
        || text.tokens.tokens[first - 1].kind == .mark
    {
      callsOut = true
    }
    if let next = text.word(index + 1), text.sameSentence(index, index + 1) {
      beforeNo = next == "no"
      beforeUsted = next == "usted" || next == "ustedes"
      let participle = ClosedClass.betweenHaberAndParticiple.contains(next) ? index + 2 : index + 1
      beforeParticiple = text.cachedReadings(participle).contains { $0.kind == .participle }
      goingNext = ClosedClass.goingWords.contains(next)
      copulaThirdPerson =
        ClosedClass.determiners.contains(next) || ["la", "los", "las"].contains(next)
        || text.word(index + 2) == "que"
      impersonal =
        ClosedClass.numerals.contains(next)
        || [
          "frío", "calor", "sol", "viento", "falta", "tiempo", "años", "días", "meses",
          "semanas", "horas", "minutos", "rato", "buen", "mal", "fresco",
        ].contains(next)
    }
  }

  /// A command opens a main clause where the text gives commands, speaks to the person
  /// commanded, or calls out (Oye, ¿sabéis…?); usted, vosotros and nosotros commands have
  /// forms of their own. A command is not followed by "no" (Rosa no pudo: a name).
  func allowsCommand(_ reading: FormAnalysis) -> Bool {
    guard reading.tense == .imperativoPositivo, let person = reading.person else { return true }
    guard commandPlace, !subordinate, !beforeNo else { return false }
    switch person {
    case .tu: return commandSentence || speaksToTu || callsOut
    case .vos: return usesVoseo
    default: return true
    }
  }

  /// `pronominal`: the verbs of the readings whose pronominal entry the list has.
  func score(_ reading: FormAnalysis, pronominal: Set<String>) -> Int {
    guard case .finite(let tense, let person) = reading.kind else { return 0 }
    var score = 0
    if let subject {
      score += person == subject || (subject == .tu && person == .vos) ? 20 : -20
    } else if nounSubject {
      score += person == .el || person == .ellos ? 6 : -6
    }
    if subject == nil, copulaThirdPerson,
      ["ser", "estar", "parecer", "resultar"].contains(reading.infinitive)
    {
      score += person == .el || person == .ellos ? 3 : 0
    }
    // haber and hacer of weather and time have no subject: él.
    if (reading.infinitive == "haber" && !beforeParticiple)
      || (reading.infinitive == "hacer" && impersonal)
    {
      score += person == .el ? 8 : 0
    }
    // Commands open a main clause, among commands.
    switch tense {
    case .imperativoPositivo:
      let speaksTo = commandSentence || callsOut || (person == .tu && speaksToTu)
      score += commandPlace && speaksTo && !subordinate ? 8 : -8
      if ClosedClass.seldomCommanded.contains(TextReading.bare(reading.infinitive)) { score -= 10 }
    case .imperativoNegativo:
      score += subordinate ? -8 : 4
    case .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2:
      score += subordinate ? 4 : 0
      if let mainPerson, subject == nil, person == mainPerson, mainPerson != .el,
        mainPerson != .ellos
      {
        score -= 3
      }
    case .preterito:
      score += past > 0 ? 3 : past < 0 ? -3 : -1
    default:
      break
    }
    if tense == .presenteDeIndicativo, person == .nosotros { score += past > 0 ? -3 : 1 }
    // Usted commands: the subjunctive's person, at the start of a main clause (Reciba un
    // cordial saludo, ignore este mensaje).
    if tense == .imperativoPositivo, person == .el || person == .ellos, commandPlace,
      !subordinate, !afterComma || commandSentence || beforeUsted
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
    // A pronominal verb read with its pronoun (se fue: irse, not ser).
    if person.reflexivePronoun == "se", clitics.contains("se"), !reading.infinitive.hasSuffix("se"),
      pronominal.contains(reading.infinitive)
    {
      score += 5
    }
    // The persons of the verbs around (not for a subjunctive after que, whose subject is
    // mostly another); third person otherwise.
    let switchesSubject =
      mainPerson != nil
      && [.presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2].contains(tense)
    if !switchesSubject { score += neighbours[person, default: 0] }
    if person == .el { score += 1 }
    // "me" before a verb the list has no pronominal entry for is its object: the subject is
    // another (me regalaba retales: she gave me), unless a subject says yo; me levantaba,
    // me quedaba are levantarse, quedarse.
    if subject == nil, person == .yo, clitics.contains("me"), !reading.infinitive.hasSuffix("se"),
      !pronominal.contains(reading.infinitive)
    {
      score -= 6
    }
    // A first-person narrator's imperfects and conditionals, where no subject is named
    // (Cuando era niño, vivía junto al río… Mi abuela…): yo before él.
    if firstPerson, person == .yo, subject == nil, !nounSubject,
      [.imperfectoDeIndicativo, .condicional, .pluscuamperfectoDeIndicativo, .condicionalCompuesto]
        .contains(tense)
    {
      score += 4
    }
    return score
  }
}
