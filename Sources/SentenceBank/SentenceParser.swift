import ConjugarCore

/// Reads the lines of a sentence file (Docs/SENTENCES.md). The text is read as one buffer of
/// UTF-8 bytes and cut at tabs, `|`, `;`, `=` and `,` (ASCII, so always characters of their
/// own) without making arrays of the pieces; tense and person names are matched as bytes; only
/// the fields a `Sentence` keeps become strings. 3,000 sentences parse in about 2.5 ms
/// (swift run -c release conjugar-benchmarks sentence); generic splitting and substring search
/// on `String.UTF8View` took 44 ms, on first use of the bank.
enum SentenceParser {
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  /// Appends every sentence of the text to `sentences` and every line that is not one to
  /// `errors` (in place: copying thousands of sentences from one array to another showed up in
  /// the measure); `#` lines and blank lines are skipped. Line numbers count from 1.
  static func parse(
    _ text: String, file: String, into sentences: inout [Sentence],
    errors: inout [SentenceParseError]
  ) {
    var text = text
    text.makeContiguousUTF8()
    // makeContiguousUTF8 made the storage contiguous, so the closure runs.
    _ = text.utf8.withContiguousStorageIfAvailable { buffer in
      var number = 0
      for var line in Pieces(buffer[...], at: UInt8(ascii: "\n")) {
        number += 1
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        guard line.first != UInt8(ascii: "#"), line.contains(where: { $0 > 0x20 }) else {
          continue
        }
        do throws(SentenceParseError) {
          sentences.append(try sentence(line, file: file, line: number))
        } catch {
          errors.append(error)
        }
      }
    }
  }

  /// One line's sentence.
  static func sentence(_ bytes: Bytes, file: String, line: Int) throws(SentenceParseError)
    -> Sentence
  {
    func failure(_ reason: SentenceParseError.Reason) -> SentenceParseError {
      SentenceParseError(file: file, line: line, reason: reason)
    }
    // Six fields, counted only when there are not six.
    var fields = Pieces(bytes, at: UInt8(ascii: "\t"))
    guard let verbField = fields.next(), let tensesField = fields.next(),
      let personField = fields.next(), let spanishField = fields.next(),
      let englishField = fields.next(), let notesField = fields.next(), fields.next() == nil
    else { throw failure(.fieldCount(bytes.count { $0 == UInt8(ascii: "\t") } + 1)) }
    let verb = string(verbField)
    guard !verb.isEmpty else { throw failure(.noVerb) }
    var tenses: [Tense] = []
    for name in Pieces(tensesField, at: UInt8(ascii: "|")) {
      guard let tense = Self.tenses.first(where: { name.elementsEqual($0.name) })?.tense else {
        throw failure(.unknownTense(string(name)))
      }
      tenses.append(tense)
    }
    if let unpaired = tenses.first(where: { $0.subjunctiveTwin.map(tenses.contains) == false }) {
      throw failure(.unpairedSubjunctive(unpaired))
    }
    guard let person = Self.persons.first(where: { personField.elementsEqual($0.name) })?.person
    else { throw failure(.unknownPerson(string(personField))) }
    let blanks = blankCount(spanishField)
    guard blanks == 1 else { throw failure(.blankCount(blanks)) }
    let english = trimmed(englishField)
    guard !english.isEmpty, blankCount(englishField) == 0 else { throw failure(.noEnglish) }
    var cue = ""
    var names: [String] = []
    var register = Sentence.Register.everyday
    var notes: [String: String] = [:]
    for note in Pieces(notesField, at: UInt8(ascii: ";")) {
      guard let equals = note.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let key = trimmed(note[..<equals])
      let value = note[(equals + 1)...]
      if key == "cue" {
        cue = trimmed(value)
      } else if key == "names" {
        names = Pieces(value, at: UInt8(ascii: ",")).map(trimmed).filter { !$0.isEmpty }
      } else if key == "register" {
        let name = trimmed(value)
        guard let named = Sentence.Register(rawValue: name) else {
          throw failure(.unknownRegister(name))
        }
        register = named
      } else {
        notes[key] = trimmed(value)
      }
    }
    guard !cue.isEmpty else { throw failure(.noCue) }
    return Sentence(
      verb: verb, tenses: tenses, person: person, spanish: string(spanishField),
      english: english, cue: cue, names: names, register: register, notes: notes, file: file,
      line: line)
  }

  /// The tenses and persons by their names' bytes (`Tense` and `Person` raw values).
  private static let tenses = Tense.allCases.map { (name: Array($0.rawValue.utf8), tense: $0) }
  private static let persons = Person.allCases.map { (name: Array($0.rawValue.utf8), person: $0) }

  /// The pieces between separators, empty ones included (`a||b` is three pieces), one at a time.
  struct Pieces: Sequence, IteratorProtocol {
    private let bytes: Bytes
    private let separator: UInt8
    private var start: Int
    private var isDone = false

    init(_ bytes: Bytes, at separator: UInt8) {
      self.bytes = bytes
      self.separator = separator
      start = bytes.startIndex
    }

    mutating func next() -> Bytes? {
      guard !isDone else { return nil }
      let base = bytes.base
      var index = start
      while index < bytes.endIndex && base[index] != separator { index += 1 }
      let piece = base[start..<index]
      if index == bytes.endIndex { isDone = true } else { start = index + 1 }
      return piece
    }
  }

  /// How many times `Sentence.blank` (three underscores) occurs, counted as
  /// scripts/check-sentences.py counts (Python's `str.count`): six underscores are two blanks.
  static func blankCount(_ bytes: Bytes) -> Int {
    var count = 0
    var run = 0
    for byte in bytes {
      if byte == UInt8(ascii: "_") {
        run += 1
      } else {
        count += run / 3
        run = 0
      }
    }
    return count + run / 3
  }

  /// The field without ASCII white space (spaces, tabs) at either end.
  private static func trimmed(_ bytes: Bytes) -> String {
    var bytes = bytes
    while let first = bytes.first, first <= 0x20 { bytes = bytes.dropFirst() }
    while let last = bytes.last, last <= 0x20 { bytes = bytes.dropLast() }
    return string(bytes)
  }

  private static func string(_ bytes: Bytes) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
  }
}
