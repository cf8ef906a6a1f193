import ConjugarCore
import PlainText

/// Reads the lines of a sentence file (Docs/SENTENCES.md). The fields are cut from the line's
/// UTF-8 bytes (a tab, `|`, `;`, `=` and `,` are ASCII, so always characters of their own) and
/// only the ones kept become strings: a bank of thousands of lines parses in a millisecond or
/// two, so it can be parsed on first use rather than ahead of time.
enum SentenceParser {
  /// Every sentence of the text and every line that is not one; `#` lines and blank lines are
  /// skipped. Line numbers count from 1, as editors do.
  static func parse(_ text: String, file: String) -> (
    sentences: [Sentence], errors: [SentenceParseError]
  ) {
    var sentences: [Sentence] = []
    var errors: [SentenceParseError] = []
    var number = 0
    for var line in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    {
      number += 1
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      guard line.first != UInt8(ascii: "#"), line.contains(where: { $0 > 0x20 }) else { continue }
      do {
        sentences.append(try sentence(line, file: file, line: number))
      } catch {
        errors.append(error)
      }
    }
    return (sentences, errors)
  }

  /// One line's sentence.
  static func sentence(_ bytes: Substring.UTF8View.SubSequence, file: String, line: Int)
    throws(SentenceParseError) -> Sentence
  {
    func failure(_ reason: SentenceParseError.Reason) -> SentenceParseError {
      SentenceParseError(file: file, line: line, reason: reason)
    }
    let fields = bytes.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
    guard fields.count == 6 else { throw failure(.fieldCount(fields.count)) }
    let verb = string(fields[0])
    guard !verb.isEmpty else { throw failure(.noVerb) }
    var tenses: [Tense] = []
    for name in fields[1].split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false) {
      guard let tense = Tense(rawValue: string(name)) else {
        throw failure(.unknownTense(string(name)))
      }
      tenses.append(tense)
    }
    if let unpaired = tenses.first(where: { $0.subjunctiveTwin.map(tenses.contains) == false }) {
      throw failure(.unpairedSubjunctive(unpaired))
    }
    guard let person = Person(rawValue: string(fields[2])) else {
      throw failure(.unknownPerson(string(fields[2])))
    }
    let spanish = string(fields[3])
    let blanks = spanish.utf8.ranges(of: Sentence.blank.utf8).count
    guard blanks == 1 else { throw failure(.blankCount(blanks)) }
    let english = string(fields[4]).trimmingWhitespace()
    guard !english.isEmpty, !english.contains(Sentence.blank) else { throw failure(.noEnglish) }
    var cue = ""
    var names: [String] = []
    for note in fields[5].split(separator: UInt8(ascii: ";")) {
      guard let equals = note.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let value = note[note.index(after: equals)...]
      switch string(note[..<equals]).trimmingWhitespace() {
      case "cue": cue = string(value).trimmingWhitespace()
      case "names":
        names = value.split(separator: UInt8(ascii: ",")).map { string($0).trimmingWhitespace() }
          .filter { !$0.isEmpty }
      default: break
      }
    }
    guard !cue.isEmpty else { throw failure(.noCue) }
    return Sentence(
      verb: verb, tenses: tenses, person: person, spanish: spanish, english: english, cue: cue,
      names: names, file: file, line: line)
  }

  private static func string(_ bytes: Substring.UTF8View.SubSequence) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
