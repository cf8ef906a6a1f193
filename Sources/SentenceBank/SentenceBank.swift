import ConjugarCore

/// The sentences of some files, looked up by verb, by tense or both (for the context quiz,
/// `verb --examples` and `info`). The bundled bank is parsed on first use, once: a command that
/// shows no sentence parses nothing.
///
/// A line that is not a sentence is left out and kept in `errors`, so that one bad line costs
/// one sentence, not the command; the test suite holds the bundled bank to no errors.
public struct SentenceBank: Sendable {
  /// Every sentence, in file order.
  public let sentences: [Sentence]
  /// The lines that are not sentences, in file order.
  public let errors: [SentenceParseError]
  /// Positions in `sentences`, by verb and by `Tense.index`.
  private let byVerb: [String: [Int]]
  private let byTense: [[Int]]

  public init(files: [SentenceFile]) {
    var sentences: [Sentence] = []
    var errors: [SentenceParseError] = []
    for file in files {
      SentenceParser.parse(file.text, file: file.name, into: &sentences, errors: &errors)
    }
    var byVerb: [String: [Int]] = [:]
    var byTense = [[Int]](repeating: [], count: Tense.allCases.count)
    for (position, sentence) in sentences.enumerated() {
      byVerb[sentence.verb, default: []].append(position)
      for tense in sentence.tenses { byTense[tense.index].append(position) }
    }
    self.sentences = sentences
    self.errors = errors
    self.byVerb = byVerb
    self.byTense = byTense
  }

  /// Resources/sentences/*.tsv, compiled into the program; parsed the first time it is read.
  public static let bundled = SentenceBank(files: SentenceFile.bundled)

  /// The sentences whose blank is a form of `verb` (an infinitive as the lexicon lists it).
  public func sentences(for verb: String) -> [Sentence] {
    (byVerb[verb] ?? []).map { sentences[$0] }
  }

  /// The sentences whose blank accepts `tense`, whether as the tense the cue points to or as
  /// another one it accepts (`Sentence.tenses`).
  public func sentences(in tense: Tense) -> [Sentence] {
    byTense[tense.index].map { sentences[$0] }
  }

  /// The sentences for `verb` whose blank accepts `tense`.
  public func sentences(for verb: String, in tense: Tense) -> [Sentence] {
    sentences(for: verb).filter { $0.tenses.contains(tense) }
  }
}
