import ConjugarCore
import PlainText
import SentenceBank

/// A sentence of the bank with its blank filled by the conjugator, as `verb --examples` and
/// `info TENSE` show it. The choice is deterministic (file order), so transcripts are stable.
public struct ExampleSentence: Sendable, Equatable {
  /// Sentences `verb --examples` shows for a verb when no `--tense` narrows them.
  public static let limitPerVerb = 12

  public let sentence: Sentence
  /// The tense the blank is filled in: the sentence's first, or the one `--tense` asked for.
  public let tense: Tense
  /// The whole form in the blank (with the pronoun, the auxiliary or "no"), not capitalised.
  public let form: String

  /// Nil when the verb has no form for the tense and person.
  public init?(_ sentence: Sentence, tense: Tense, conjugation: Conjugation) {
    guard let form = conjugation.form(tense, sentence.person)?.text else { return nil }
    self.sentence = sentence
    self.tense = tense
    self.form = form
  }

  /// The sentence with its form in place.
  public var spanish: String { sentence.filled(with: form) }

  /// A verb's sentences in tense order. With every tense: one per tense in turn (so a common
  /// verb shows more than its present), at most `limitPerVerb`. With some tenses: every sentence
  /// whose blank accepts one of them, filled in that tense.
  public static func examples(
    of conjugation: Conjugation, tenses: [Tense], bank: SentenceBank = .bundled
  ) -> [ExampleSentence] {
    let narrowed = tenses.count < Tense.allCases.count
    var byTense = [[ExampleSentence]](repeating: [], count: Tense.allCases.count)
    for sentence in bank.sentences(for: conjugation.infinitive) {
      guard let tense = narrowed ? sentence.tenses.first(where: tenses.contains) : sentence.tense,
        let example = ExampleSentence(sentence, tense: tense, conjugation: conjugation)
      else { continue }
      byTense[tense.index].append(example)
    }
    if narrowed { return byTense.flatMap { $0 } }
    var chosen = [[ExampleSentence]](repeating: [], count: Tense.allCases.count)
    var count = 0
    var round = 0
    while count < limitPerVerb, byTense.contains(where: { $0.count > round }) {
      for index in byTense.indices where count < limitPerVerb && byTense[index].count > round {
        chosen[index].append(byTense[index][round])
        count += 1
      }
      round += 1
    }
    return chosen.flatMap { $0 }
  }

  /// Up to `count` sentences of `tense`, each of a different verb, in file order: those whose
  /// cue points to the tense first, then those that also accept it.
  public static func examples(
    in tense: Tense, count: Int = 3, conjugator: Conjugator, bank: SentenceBank = .bundled
  ) -> [ExampleSentence] {
    let sentences = bank.sentences(in: tense)
    var chosen: [ExampleSentence] = []
    var verbs: Set<String> = []
    for sentence in sentences.filter({ $0.tense == tense })
      + sentences.filter({ $0.tense != tense })
    where chosen.count < count && !verbs.contains(sentence.verb) {
      guard let conjugation = try? conjugator.conjugate(sentence.verb),
        let example = ExampleSentence(sentence, tense: tense, conjugation: conjugation)
      else { continue }
      chosen.append(example)
      verbs.insert(sentence.verb)
    }
    return chosen
  }

  /// The sentence indented by two, its form styled like irregular letters, then " — " and
  /// `note` (the tense, the verb); the English below, indented by four and dim. Wrapped to
  /// `width` when given.
  public func lines(
    style: TextStyle, note: String, width: Int? = nil, showsEnglish: Bool = true
  ) -> [String] {
    let pieces = sentence.filledPieces(with: form)
    let spanish = WrappedText(pieces: [
      WrappedText.Piece(text: pieces.before, isEmphasized: false),
      WrappedText.Piece(text: pieces.form, isEmphasized: true),
      WrappedText.Piece(text: pieces.after + " — " + note, isEmphasized: false),
    ])
    let english = WrappedText(sentence.english)
    let width = width ?? Int.max / 2
    let lines = spanish.lines(
      width: width, firstIndent: "  ", indent: "  ", emphasize: style.irregular)
    guard showsEnglish else { return lines }
    return lines + english.lines(width: width, firstIndent: "    ", indent: "    ").map(style.dim)
  }
}
