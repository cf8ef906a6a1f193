import ConjugarCore

/// One sentence of the bank (Docs/SENTENCES.md): Spanish with a blank for a form of `verb`, its
/// English, and what decides the form. The answer is not stored: the conjugator makes it from
/// the verb, the first tense and the person, so the bank and the engine cannot drift apart.
public struct Sentence: Sendable, Equatable {
  /// How the blank is written in the bank: three underscores, once per sentence.
  public static let blank = "___"

  /// The infinitive as the lexicon lists it (`levantarse` for a pronominal verb).
  public let verb: String
  /// The tenses the blank accepts, the one the cue points to most clearly first; the two
  /// imperfect (and pluperfect) subjunctives always together.
  public let tenses: [Tense]
  public let person: Person
  /// The sentence with `Sentence.blank` where the form goes.
  public let spanish: String
  /// The whole sentence in English, the blank filled.
  public let english: String
  /// The words of the sentence that decide the tense (`ayer`, `ojalá`, `si`…).
  public let cue: String
  /// Proper names in the sentence, which no dictionary is asked about.
  public let names: [String]
  /// Everyday speech, or the legal or solemn text the futuro de subjuntivo lives in.
  public let register: Register
  /// The other notes, by key (`concession=hypothetical`), for the bank's checks.
  public let notes: [String: String]
  /// The file's name (`past.tsv`) and the line number, for messages.
  public let file: String
  public let line: Int

  public init(
    verb: String, tenses: [Tense], person: Person, spanish: String, english: String,
    cue: String, names: [String] = [], register: Register = .everyday,
    notes: [String: String] = [:], file: String = "", line: Int = 0
  ) {
    self.verb = verb
    self.tenses = tenses
    self.person = person
    self.spanish = spanish
    self.english = english
    self.cue = cue
    self.names = names
    self.register = register
    self.notes = notes
    self.file = file
    self.line = line
  }

  /// A sentence's register (`register=` in its notes; everyday when not given). The futuro and
  /// futuro perfecto de subjuntivo are for legal and solemn sentences only, and first there.
  public enum Register: String, Sendable, CaseIterable {
    /// What people say and write every day: the default.
    case everyday
    /// Laws, regulations, rules and contracts, in the third person: *Quien no cumpliere…*.
    case legal
    /// Oaths, declarations, wills and sayings, in any person: *Juro que, si faltare…*.
    case solemn
  }

  /// The tense the cue points to most clearly: the one a question asks for.
  public var tense: Tense { tenses[0] }

  /// `past.tsv:12`.
  public var location: String { "\(file):\(line)" }

  /// The sentence with `form` in the blank; a form that begins the sentence (after any
  /// opening ¿, ¡ or quotation mark) begins with a capital: "¿Tienes frío?".
  public func filled(with form: String) -> String {
    let pieces = filledPieces(with: form)
    return pieces.before + pieces.form + pieces.after
  }

  /// `filled(with:)` in three pieces, for showing the form apart (highlighted, bold): the text
  /// before the blank, the form as written there (capitalised where it begins the sentence) and
  /// the text after.
  public func filledPieces(with form: String) -> (before: String, form: String, after: String) {
    let (before, after) = parts
    let opensSentence = before.allSatisfy { "¿¡\"«“ ".contains($0) }
    let shown = opensSentence ? form.prefix(1).uppercased() + form.dropFirst() : form
    return (String(before), shown, String(after))
  }

  /// The sentence with `blank` shown where the form goes, as given: "Ayer (yo) ____ frío.".
  public func text(blank: String) -> String {
    let (before, after) = parts
    return before + blank + after
  }

  /// The text before and after the blank.
  private var parts: (Substring, Substring) {
    guard let range = spanish.firstRange(of: Self.blank) else { return (Substring(spanish), "") }
    return (spanish[..<range.lowerBound], spanish[range.upperBound...])
  }
}
