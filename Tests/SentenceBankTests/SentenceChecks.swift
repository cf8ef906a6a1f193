import ConjugarCore
import SentenceBank
import Testing

/// What the bundled-bank tests check a sentence with, as scripts/check-sentences.py does: its
/// words, the subject pronoun right before the blank, the text two sentences are compared by,
/// and each sentence filled by the conjugator.
enum SentenceChecks {
  /// The subject pronouns and the person each names (él, ella and usted are `el`).
  static let subjectPronouns: [String: Person] = [
    "yo": .yo, "tú": .tu, "vos": .vos, "él": .el, "ella": .el, "usted": .el,
    "nosotros": .nosotros, "nosotras": .nosotros, "vosotros": .vosotros, "vosotras": .vosotros,
    "ellos": .ellos, "ellas": .ellos, "ustedes": .ellos,
  ]

  /// Words that may stand between a subject and its verb: no, clitics, a few adverbs.
  static let skipped: Set<String> = [
    "no", "me", "te", "se", "nos", "os", "lo", "la", "le", "los", "las", "les", "ya", "también",
    "nunca", "siempre",
  ]

  /// The runs of letters and digits.
  static func words(of text: some StringProtocol) -> [String] {
    text.split(whereSeparator: { (character: Character) in
      !(character.isLetter || character.isNumber)
    }).map { String($0) }
  }

  /// The subject pronoun right before the blank (skipping `skipped` words), and its person;
  /// nil when the word there is no subject pronoun.
  static func pronounBeforeBlank(in spanish: String) -> (word: String, person: Person)? {
    guard let blank = spanish.firstRange(of: Sentence.blank) else { return nil }
    var words = Self.words(of: spanish[..<blank.lowerBound].lowercased())
    while let last = words.last, skipped.contains(last) { words.removeLast() }
    guard let last = words.last, let person = subjectPronouns[last] else { return nil }
    return (last, person)
  }

  /// Lower case, every run of other characters than letters, digits and the blank's underscore
  /// one space: two sentences that differ only in punctuation or spacing compare equal.
  static func normalized(_ spanish: String) -> String {
    words(of: spanish.lowercased().replacing(Sentence.blank, with: " blank ")).joined(
      separator: " ")
  }

  /// The bundled bank's sentences, each filled with the conjugator's form of its first tense
  /// (nil when the conjugator has none), and the problems found on the way: a verb the lexicon
  /// lacks, a listed tense without a form for the person.
  static let filled: (sentences: [(Sentence, String?)], problems: [String]) = {
    let conjugator = Conjugator().forManyLookups()
    var conjugations: [String: Conjugation?] = [:]
    var sentences: [(Sentence, String?)] = []
    var problems: [String] = []
    for sentence in SentenceBank.bundled.sentences {
      if conjugations[sentence.verb] == nil {
        let conjugation = try? conjugator.conjugate(sentence.verb)
        conjugations[sentence.verb] =
          conjugation?.isKnown == true && conjugation?.enteredAs == nil ? conjugation : nil
      }
      guard let conjugation = conjugations[sentence.verb] ?? nil else {
        problems.append("\(sentence.location): '\(sentence.verb)' is not a verb of the lexicon")
        sentences.append((sentence, nil))
        continue
      }
      for tense in sentence.tenses where conjugation.form(tense, sentence.person) == nil {
        problems.append(
          "\(sentence.location): \(sentence.verb) has no \(tense.rawValue) for "
            + sentence.person.rawValue)
      }
      let form = conjugation.form(sentence.tense, sentence.person)?.text
      sentences.append((sentence, form.map(sentence.filled(with:))))
    }
    return (sentences, problems)
  }()
}

/// Records one issue listing the problems (how many, then the first ones, one a line), none
/// when there are none: a readable failure for a check over thousands of sentences.
func expectNone(
  _ problems: [String], _ what: String, first count: Int = 60,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard !problems.isEmpty else { return }
  let list = problems.prefix(count).joined(separator: "\n") + (problems.count > count ? "\n…" : "")
  Issue.record("\(problems.count) \(what):\n\(list)", sourceLocation: sourceLocation)
}
