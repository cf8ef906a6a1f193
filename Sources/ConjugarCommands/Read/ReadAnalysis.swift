import ConjugarCore
import ConjugarOutput
import EnglishForms
import ReadingOutput
import TextInput
import TextReading

/// A text's verbs with what the outputs show: the English of each reading (of the whole
/// periphrasis for its two verbs: "they are going to support"), the irregular letters, the
/// sentence (its prose, blanks run together).
struct ReadAnalysis {
  let conjugator: Conjugator
  let reader: TextReader

  init(conjugator: Conjugator) {
    self.conjugator = conjugator
    reader = TextReader(analyzer: FormAnalyzer(conjugator: conjugator))
  }

  /// What is worked out once per verb of a text.
  private struct Verb {
    let conjugation: Conjugation
    let regular: Conjugation
    let english: VerbEnglish?
  }

  func read(_ text: ReadableText, file: String) -> ReadText {
    let occurrences = reader.read(text.prose)
    let prose = ScalarText(text.prose)
    var verbs: [String: Verb?] = [:]
    func verb(_ infinitive: String) -> Verb? {
      if let known = verbs[infinitive] { return known }
      let conjugation = try? conjugator.conjugate(infinitive)
      let found = conjugation.map {
        Verb(
          conjugation: $0, regular: conjugator.regularPattern(of: $0),
          english: VerbRenderer.english(of: $0))
      }
      verbs[infinitive] = found
      return found
    }
    var sentences: [Int: String] = [:]
    let read = occurrences.map { occurrence in
      let spelling = occurrence.form.lowercased()
      let english = occurrence.readings.map { reading in
        verb(reading.infinitive).flatMap { Self.english(reading.kind, $0.english, spelling) }
      }
      let letters = verb(occurrence.readings[0].infinitive).flatMap {
        Self.irregularLetters(occurrence.readings[0].kind, $0)
      }
      let sentence =
        sentences[occurrence.sentenceOffset]
        ?? Self.sentence(
          prose.slice(offset: occurrence.sentenceOffset, length: occurrence.sentenceLength))
      sentences[occurrence.sentenceOffset] = sentence
      let irregular = verb(occurrence.readings[0].infinitive)?.conjugation.regularity == .irregular
      return ReadVerb(
        occurrence: occurrence, english: english,
        irregularLetters: letters?.form == spelling ? letters?.range : nil,
        isIrregular: irregular && letters != nil, sentence: sentence)
    }
    return ReadText(file: file, text: text.text, verbs: withPeriphrasisEnglish(read))
  }

  /// The auxiliary of a periphrasis and its main verb (the next verb of the same periphrasis,
  /// not finite) both read in English as the whole: van a apoyarlo, "they are going to support".
  func withPeriphrasisEnglish(_ verbs: [ReadVerb]) -> [ReadVerb] {
    var verbs = verbs
    var renderings: [String: EnglishRendering?] = [:]
    for index in verbs.indices {
      guard let periphrasis = verbs[index].occurrence.periphrasis,
        case .finite(let tense, let person) = verbs[index].reading.kind,
        index + 1 < verbs.count, verbs[index + 1].occurrence.periphrasis == periphrasis,
        verbs[index + 1].reading.tense == nil
      else { continue }
      let main = verbs[index + 1].reading.infinitive
      if renderings[main] == nil {
        renderings[main] = (try? conjugator.conjugate(main)).flatMap(EnglishRendering.init)
      }
      guard let english = renderings[main]??.render(periphrasis, tense, person) else { continue }
      for verb in [index, index + 1] where !verbs[verb].english.isEmpty {
        verbs[verb].english[0] = english
      }
    }
    return verbs
  }

  private static func english(
    _ kind: FormAnalysis.Kind, _ english: VerbEnglish?, _ spelling: String
  )
    -> String?
  {
    guard let english else { return nil }
    switch kind {
    case .finite(let tense, let person): return english.form(tense, person, spelling: spelling)
    case .gerund: return english.gerund
    case .participle: return english.participle
    case .infinitive: return nil
    }
  }

  /// The table's form of the reading and its letters that depart from the regular pattern;
  /// nil for a regular form and for an infinitive.
  private static func irregularLetters(_ kind: FormAnalysis.Kind, _ verb: Verb) -> (
    form: String, range: Range<Int>
  )? {
    let form: VerbForm?
    let regular: VerbForm?
    switch kind {
    case .finite(let tense, let person):
      form = verb.conjugation.form(tense, person)
      regular = verb.regular.form(tense, person)
    case .gerund:
      form = verb.conjugation.gerund
      regular = verb.regular.gerund
    case .participle:
      form = verb.conjugation.participle
      regular = verb.regular.participle
    case .infinitive: return nil
    }
    guard let form, let regular,
      let range = IrregularLetters.range(in: form.text, regular: regular.text)
    else { return nil }
    return (form.text, range)
  }

  /// The sentence on one line: its blanks (line breaks of a subtitle, markup blanked) run
  /// together, none at either end.
  static func sentence(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}
