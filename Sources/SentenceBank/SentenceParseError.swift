import ConjugarCore

/// Why a line of a sentence file is not a sentence, and where it is.
public struct SentenceParseError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Reason: Equatable, Sendable {
    /// Not the six tab-separated fields: the count found.
    case fieldCount(Int)
    case noVerb
    /// A tense name that is not a `Tense` raw value.
    case unknownTense(String)
    /// One imperfect (or pluperfect) subjunctive listed without its twin: the one listed.
    case unpairedSubjunctive(Tense)
    /// A person that is not a `Person` raw value.
    case unknownPerson(String)
    /// Not exactly one blank in the Spanish: the count found.
    case blankCount(Int)
    /// The English is empty or has a blank.
    case noEnglish
    /// The notes give no `cue=`.
    case noCue
    /// A `register=` that is not a `Sentence.Register` raw value.
    case unknownRegister(String)
  }

  /// The file's name (`past.tsv`) and the line number, from 1.
  public let file: String
  public let line: Int
  public let reason: Reason

  public init(file: String, line: Int, reason: Reason) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  /// `past.tsv:12: 5 fields, not 6`.
  public var description: String { "\(file):\(line): \(reason.message)" }
}

extension SentenceParseError.Reason {
  public var message: String {
    switch self {
    case .fieldCount(let count): "\(count) fields, not 6"
    case .noVerb: "no verb"
    case .unknownTense(let name): "unknown tense '\(name)'"
    case .unpairedSubjunctive(let tense):
      "\(tense.rawValue) without \(tense.subjunctiveTwin?.rawValue ?? "its twin"): they go together"
    case .unknownPerson(let name): "unknown person '\(name)'"
    case .blankCount(let count): "\(count) blanks (\(Sentence.blank)), not 1"
    case .noEnglish: "the English is missing or has a blank"
    case .noCue: "no cue= in the notes"
    case .unknownRegister(let name): "unknown register '\(name)' (everyday, legal or solemn)"
    }
  }
}
