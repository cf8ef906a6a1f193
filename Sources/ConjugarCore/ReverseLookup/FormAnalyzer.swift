import PlainText

/// Reverse lookup: every verb, tense and person a conjugated form can be.
///
/// The input may carry what a form carries in a sentence: "no" before it, object pronouns
/// before it (me lo dijo) or attached (dímelo, diciéndolo), haber before a participle
/// (habíamos dicho). The index gives a few candidate verbs; each is conjugated and its forms
/// compared with the input, ignoring accents, so that a reading is always one the conjugator
/// itself produces, and readings that need other accents are reported apart (hablo → habló).
public struct FormAnalyzer: Sendable {
  public let conjugator: Conjugator
  public let index: FormIndex
  /// Conjugations kept across calls (nil: each call conjugates its candidates afresh).
  public let memo: ConjugationMemo?

  /// `index` defaults to the index of the conjugator's own verb list (`Conjugator.formIndex`),
  /// so a conjugator built on another list never reads the bundled list's candidates.
  public init(
    conjugator: Conjugator = Conjugator(), index: FormIndex? = nil, memo: ConjugationMemo? = nil
  ) {
    self.conjugator = conjugator
    self.index = index ?? conjugator.formIndex
    self.memo = memo
  }

  /// The same analyzer keeping each verb's conjugation for its later calls (a new memo): for a
  /// job that asks about many forms of the same verbs, such as reading a text.
  public func remembering() -> FormAnalyzer {
    FormAnalyzer(conjugator: conjugator, index: index, memo: ConjugationMemo())
  }

  /// A verb's conjugation, from the memo when there is one.
  func conjugation(of verb: String, attachingPronouns: Bool) -> Conjugation? {
    if let memo {
      return memo.conjugation(of: verb, attachingPronouns: attachingPronouns, with: conjugator)
    }
    return try? conjugator.conjugate(verb, attachingPronouns: attachingPronouns)
  }

  static let pronouns = ["me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les"]
  static let reflexives: Set<String> = ["me", "te", "se", "nos", "os"]

  /// The input split into what surrounds the verb and the verb's own words.
  struct Phrase {
    let text: String
    /// A subject pronoun before the verb (yo hablo), as typed, and the persons it allows.
    let subject: (word: String, persons: Set<Person>)?
    let isNegated: Bool
    let proclitics: [String]
    /// One word, or haber and a participle.
    let verbWords: [String]
  }

  /// The readings of `input`. Readings of archaic or unglossed verbs are left out where a
  /// current, glossed verb reads the input (fui: ir and ser, not fuir), unless
  /// `includingObscureVerbs` (FormIndexGenerator --verify checks that every form of every verb
  /// reads back).
  public func identify(
    _ input: String, includingObscureVerbs: Bool = false
  ) throws(ConjugationError) -> FormIdentification {
    let words = try Self.words(of: input)
    var identification = identify(words: words, includingObscureVerbs: includingObscureVerbs)
    identification.periphrases = periphrases(of: words)
    return identification
  }

  /// The readings of validated words, without periphrases (`periphrases(of:)` reads their
  /// parts with it).
  func identify(words: [String], includingObscureVerbs: Bool = false) -> FormIdentification {
    guard let phrase = Self.phrase(words), !phrase.verbWords.isEmpty else {
      return FormIdentification(
        input: words.joined(separator: " "), analyses: [], accentVariants: [])
    }
    let lexicon = conjugator.lexicon
    var found: [FormAnalysis] = []
    // Current verbs first: once one reads the input as typed, the obscure candidates' readings
    // would be left out anyway, so they are not conjugated at all.
    let all = candidates(for: phrase)
    let obscure = Set(all.filter { Self.isObscure(verb: $0, lexicon: lexicon) })
    for verb in all.filter({ !obscure.contains($0) }) + all.filter(obscure.contains) {
      if obscure.contains(verb) && !includingObscureVerbs
        && found.contains(where: { $0.spelling == phrase.text })
      {
        break
      }
      for reading in readings(of: phrase, verb: verb) where !found.contains(reading) {
        if let subject = phrase.subject, !(reading.person.map(subject.persons.contains) ?? false) {
          continue
        }
        found.append(reading)
      }
    }
    found.sort { ($0.infinitive, $0.kind.order) < ($1.infinitive, $1.kind.order) }
    var exact = found.filter { $0.spelling == phrase.text }
    // crié is an accepted spelling of crie: the same reading is not offered again as a variant.
    var variants = found.filter { reading in
      reading.spelling != phrase.text && !exact.contains { $0.isSameReading(as: reading) }
    }
    if !includingObscureVerbs {
      exact = Self.withoutObscureReadings(exact, lexicon: lexicon)
      variants = Self.withoutObscureReadings(variants, lexicon: lexicon)
      // fui: ir and ser read it as typed, so fuir's fuí is no variant worth offering.
      if exact.contains(where: { !Self.isObscure($0, lexicon: lexicon) }) {
        variants.removeAll { Self.isObscure($0, lexicon: lexicon) }
      }
    }
    return FormIdentification(input: phrase.text, analyses: exact, accentVariants: variants)
  }

  /// Readings of archaic or unglossed verbs (fuir for fui, dimir for dímelo) only when no
  /// current, glossed verb reads the input: a learner asking about fui wants ir and ser.
  static func withoutObscureReadings(_ readings: [FormAnalysis], lexicon: Lexicon) -> [FormAnalysis]
  {
    let current = readings.filter { !isObscure($0, lexicon: lexicon) }
    return current.isEmpty ? readings : current
  }

  static func isObscure(_ reading: FormAnalysis, lexicon: Lexicon) -> Bool {
    isObscure(verb: reading.infinitive, lexicon: lexicon)
  }

  static func isObscure(verb: String, lexicon: Lexicon) -> Bool {
    guard let entry = lexicon.entry(for: verb) else { return false }
    return entry.isArchaic || entry.translation == nil
  }

  // MARK: - Reading the input

  /// The input as lower-cased words of Spanish letters.
  static func words(of input: String) throws(ConjugationError) -> [String] {
    let trimmed = input.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.count <= ConjugationError.maximumLength else {
      throw .tooLong(length: trimmed.count)
    }
    var words: [String] = []
    for word in trimmed.unicodeScalars.split(whereSeparator: { $0.properties.isWhitespace }) {
      words.append(try Conjugator.validated(String(String.UnicodeScalarView(word))))
    }
    return words
  }

  /// The words around the verb and the verb's own; nil when they cannot be a verb phrase.
  static func phrase(_ words: [String]) -> Phrase? {
    var words = words
    let text = words.joined(separator: " ")
    var subject: (word: String, persons: Set<Person>)? = nil
    if words.count > 1, let persons = subjects[words[0]] {
      subject = (words.removeFirst(), persons)
    }
    let isNegated = words.count > 1 && words[0] == "no"
    if isNegated { words.removeFirst() }
    var proclitics: [String] = []
    while words.count > 1, pronouns.contains(words[0]) { proclitics.append(words.removeFirst()) }
    guard words.count <= 2 else { return nil }
    return Phrase(
      text: text, subject: subject, isNegated: isNegated, proclitics: proclitics, verbWords: words)
  }

  /// Subject pronouns, also without their accent (tu, el), and the persons they agree with.
  public static let subjects: [String: Set<Person>] = [
    "yo": [.yo], "tú": [.tu], "tu": [.tu], "vos": [.vos], "él": [.el], "el": [.el], "ella": [.el],
    "usted": [.el], "nosotros": [.nosotros], "nosotras": [.nosotros], "vosotros": [.vosotros],
    "vosotras": [.vosotros], "ellos": [.ellos], "ellas": [.ellos], "ustedes": [.ellos],
  ]

  /// The verbs worth conjugating: those indexed under the key of the verb word, of the word
  /// without attached pronouns, and of a participle's masculine singular.
  private func candidates(for phrase: Phrase) -> [String] {
    let word = phrase.verbWords[phrase.verbWords.count - 1]
    var keys = [FormIndex.key(word)]
    if phrase.verbWords.count == 1 {
      for (base, attached) in Self.encliticSplits(of: word) {
        keys.append(FormIndex.key(base))
        // vámonos and sentaos lost the s and d of vamos and sentad.
        if attached[0] == "nos" || attached[0] == "se" { keys.append(FormIndex.key(base + "s")) }
        if attached[0] == "os" { keys.append(FormIndex.key(base + "d")) }
      }
      if let masculine = Self.masculine(ofParticiple: word) {
        keys.append(FormIndex.key(masculine))
      }
    }
    var verbs: [String] = []
    for key in keys.uniqued() {
      for verb in index.infinitives(forKey: key) where !verbs.contains(verb) { verbs.append(verb) }
    }
    return verbs
  }

  /// Ways to read the end of a word as up to three attached pronouns (dímelo: di + me + lo).
  static func encliticSplits(of word: String) -> [(base: String, pronouns: [String])] {
    var splits: [(base: String, pronouns: [String])] = []
    func peel(_ rest: String, _ attached: [String]) {
      guard attached.count < 3 else { return }
      for pronoun in pronouns where rest.hasSuffix(pronoun) && rest.count > pronoun.count + 1 {
        let base = String(rest.dropLast(pronoun.count))
        splits.append((base, [pronoun] + attached))
        peel(base, [pronoun] + attached)
      }
    }
    peel(word, [])
    return splits
  }

  /// The masculine singular of what may be a participle agreeing as an adjective (escritas).
  static func masculine(ofParticiple word: String) -> String? {
    for ending in ["as", "os", "a"] where word.hasSuffix(ending) && word.count > ending.count + 2 {
      return String(word.dropLast(ending.count)) + "o"
    }
    return nil
  }

  // MARK: - Comparing with a verb's forms

  private struct Match {
    let kind: FormAnalysis.Kind
    /// Which of the slot's forms (0: the main one).
    let alternative: Int
    /// Every pronoun of the input, before and after the verb.
    let pronouns: [String]
    /// The verb word(s) as this reading spells them.
    let spelling: String
  }

  private func readings(of phrase: Phrase, verb: String) -> [FormAnalysis] {
    guard let bare = conjugation(of: verb, attachingPronouns: false) else { return [] }
    let matches =
      phrase.verbWords.count == 2 ? compoundMatches(phrase, bare) : simpleMatches(phrase, bare)
    guard !matches.isEmpty else { return [] }
    // A pronominal verb's table forms carry its pronouns: conjugated again for them.
    let full =
      Conjugator.verbPart(of: verb) == verb
      ? bare : conjugation(of: verb, attachingPronouns: true) ?? bare
    return matches.compactMap { match in
      guard let objects = objectPronouns(of: match, verb: verb) else { return nil }
      let tableForm: String
      switch match.kind {
      case .finite(let tense, let person):
        let forms = full.form(tense, person)?.allForms ?? []
        tableForm =
          match.alternative < forms.count ? forms[match.alternative] : forms.first ?? match.spelling
      case .infinitive: tableForm = verb
      case .gerund: tableForm = full.gerund.text
      case .participle: tableForm = full.participle.text
      }
      let spelling =
        ((phrase.subject.map { [$0.word] } ?? []) + (phrase.isNegated ? ["no"] : [])
        + phrase.proclitics
        + [match.spelling]).joined(separator: " ")
      return FormAnalysis(
        infinitive: verb, translation: full.translation, kind: match.kind, tableForm: tableForm,
        objectPronouns: objects,
        isNegated: phrase.isNegated && match.kind.tense != .imperativoNegativo,
        spelling: spelling)
    }
  }

  private func compoundMatches(_ phrase: Phrase, _ conjugation: Conjugation) -> [Match] {
    let words = phrase.verbWords.joined(separator: " ").folded(.formLookup)
    var matches: [Match] = []
    for tense in Tense.allCases where tense.isCompound {
      for person in tense.persons {
        for (alternative, form) in (conjugation.form(tense, person)?.allForms ?? []).enumerated()
        where form.folded(.formLookup) == words {
          matches.append(
            Match(
              kind: .finite(tense, person), alternative: alternative, pronouns: phrase.proclitics,
              spelling: form))
        }
      }
    }
    return matches
  }

  private func simpleMatches(_ phrase: Phrase, _ conjugation: Conjugation) -> [Match] {
    let word = phrase.verbWords[0]
    let folded = word.folded(.formLookup)
    // Folding keeps one scalar per precomposed letter, and the conjugator writes precomposed
    // letters: a form of another length cannot match, so it is not folded at all.
    let scalarCount = folded.unicodeScalars.count
    let hasProclitics = !phrase.proclitics.isEmpty
    var matches: [Match] = []
    func compare(_ kind: FormAnalysis.Kind, _ forms: [String]) {
      for (alternative, form) in forms.enumerated()
      where form.unicodeScalars.count == scalarCount && form.folded(.formLookup) == folded {
        matches.append(
          Match(kind: kind, alternative: alternative, pronouns: phrase.proclitics, spelling: form))
      }
    }
    for tense in Tense.simple {
      for person in tense.persons {
        let forms = conjugation.form(tense, person)?.allForms ?? []
        switch tense {
        case .imperativoNegativo:
          if phrase.isNegated {
            compare(.finite(tense, person), forms.map { String($0.dropFirst(3)) })
          }
        case .imperativoPositivo:
          if !phrase.isNegated && !hasProclitics { compare(.finite(tense, person), forms) }
        default:
          compare(.finite(tense, person), forms)
        }
      }
    }
    guard !hasProclitics else { return matches }
    let infinitive = Conjugator.verbPart(of: conjugation.infinitive) ?? conjugation.infinitive
    compare(.infinitive, [infinitive])
    compare(.gerund, conjugation.gerund.allForms)
    compare(.participle, conjugation.participle.allForms)
    if let masculine = Self.masculine(ofParticiple: word) {
      let ending = String(word.dropFirst(masculine.count - 1))
      for (alternative, form) in conjugation.participle.allForms.enumerated()
      where form.folded(.formLookup) == masculine.folded(.formLookup) {
        let spelling = String(form.dropLast()) + ending
        matches.append(
          Match(kind: .participle, alternative: alternative, pronouns: [], spelling: spelling))
      }
    }
    // Attached pronouns: affirmative imperative, gerund and infinitive.
    for (_, attached) in Self.encliticSplits(of: word) {
      var hosts: [(FormAnalysis.Kind, Person?, [String])] = [
        (.infinitive, nil, [infinitive]), (.gerund, nil, conjugation.gerund.allForms),
      ]
      if !phrase.isNegated {
        // Voseo has no vosotros: vos does not take os.
        for person in Tense.imperativoPositivo.persons
        where !(person == .vos && attached.contains("os")) {
          var forms = conjugation.form(.imperativoPositivo, person)?.allForms ?? []
          // idos, and the colloquial iros that RAE also accepts.
          if forms.contains("id") { forms.append("ir") }
          hosts.append((.finite(.imperativoPositivo, person), person, forms))
        }
      }
      for (kind, person, forms) in hosts {
        for (alternative, form) in forms.enumerated() {
          let spelling = Self.attaching(attached, to: form, person: person)
          if spelling.folded(.formLookup) == folded {
            matches.append(
              Match(kind: kind, alternative: alternative, pronouns: attached, spelling: spelling))
          }
        }
      }
    }
    return matches
  }

  /// levantemos + nos → levantémonos, levantad + os → levantaos, di + me + lo → dímelo.
  static func attaching(_ pronouns: [String], to form: String, person: Person?) -> String {
    var letters = form.letters
    let stressed = Stress.stressedVowel(letters)
    if person == .nosotros, pronouns[0] == "nos" || pronouns[0] == "se", letters.last == "s" {
      letters.removeLast()
    }
    if person == .vosotros, pronouns[0] == "os", letters.last == "d", form != "id" {
      letters.removeLast()
    }
    let joined = letters + pronouns.joined().letters
    guard let stressed else { return String(letters: joined) }
    return String(letters: Stress.accentuate(joined, stressed: stressed))
  }

  /// The pronouns that are objects; nil when the reading does not fit the verb: a pronominal
  /// verb needs its reflexive pronoun (me levanto), and a reflexive reading of a verb that has a
  /// pronominal entry belongs to that entry (me levanto is levantarse, not levantar + me).
  private func objectPronouns(of match: Match, verb: String) -> [String]? {
    let verbPart = Conjugator.verbPart(of: verb) ?? verb
    let isPronominal = verbPart != verb
    let first = match.pronouns.first
    let isReflexive: Bool
    switch match.kind {
    case .finite(_, let person): isReflexive = first == person.reflexivePronoun
    case .infinitive, .gerund: isReflexive = first.map(Self.reflexives.contains) ?? false
    case .participle: isReflexive = false
    }
    if isPronominal {
      if isReflexive { return Array(match.pronouns.dropFirst()) }
      // Without any pronoun, a verb only the pronominal entry has is still worth naming.
      return match.pronouns.isEmpty && conjugator.lexicon.entry(for: verbPart) == nil ? [] : nil
    }
    if isReflexive, conjugator.lexicon.entry(for: verb + "se") != nil { return nil }
    return match.pronouns
  }
}

extension FormAnalysis.Kind {
  /// Table order: tenses and persons, then the infinitive, gerund and participle.
  var order: Int {
    switch self {
    case .finite(let tense, let person): tense.index * Person.allCases.count + person.index
    case .infinitive: 1_000
    case .gerund: 1_001
    case .participle: 1_002
    }
  }

  var tense: Tense? {
    if case .finite(let tense, _) = self { tense } else { nil }
  }
}

extension Array where Element: Hashable {
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
