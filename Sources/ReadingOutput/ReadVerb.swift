import ConjugarCore
import TextReading

/// A verb found in a text with what the outputs show of it, worked out by the command.
public struct ReadVerb: Sendable, Equatable {
  public var occurrence: VerbOccurrence
  /// The English of each reading ("he went"), in the readings' order; nil where there is none.
  public var english: [String?]
  /// The characters of the form (lower-cased) where it departs from the regular pattern, when
  /// it is written as the table writes it (`IrregularLetters`).
  public var irregularLetters: Range<Int>?
  /// The likeliest reading's form departs from its verb's regular pattern in an irregular verb.
  public var isIrregular: Bool
  /// The sentence the verb is in, as written.
  public var sentence: String

  public init(
    occurrence: VerbOccurrence, english: [String?] = [], irregularLetters: Range<Int>? = nil,
    isIrregular: Bool = false, sentence: String = ""
  ) {
    self.occurrence = occurrence
    self.english = english
    self.irregularLetters = irregularLetters
    self.isIrregular = isIrregular
    self.sentence = sentence
  }

  /// The likeliest reading.
  public var reading: VerbReading { occurrence.readings[0] }
}

/// One text read: where it came from (the path as given, `-` for standard input), its text
/// and its verbs in text order.
public struct ReadText: Sendable {
  public var file: String
  public var text: String
  public var verbs: [ReadVerb]

  public init(file: String, text: String, verbs: [ReadVerb]) {
    self.file = file
    self.text = text
    self.verbs = verbs
  }
}

/// `--by`: how the table groups its rows.
public enum ReadGrouping: String, CaseIterable, Sendable {
  case verb, tense
}
