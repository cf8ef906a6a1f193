import Messages
import PlainText

/// One student's answers as read from a file, with every problem found on the way. Reading never
/// fails: what cannot be used is named in `problems` and left out, and the rest is graded.
///
/// The plain-text format a student can type in any editor (Docs/USER-GUIDE.md, `conjugar grade`):
/// - `name: Ana García` (or, on the first line that is not an answer, just the name);
/// - `version: 3B-K7Q2` (or `code:`), the code printed on the sheet; needed when the key has
///   several versions;
/// - numbered answers, one a line: `1. tuve`, `1 tuve`, `1) tuve` or `1: tuve`; an empty answer
///   or `-` for none; a number given twice keeps its last answer;
/// - or, in a file without a single numbered line, the answers in order, one a line (`-` for
///   none), read as questions 1, 2, 3… with a note saying so;
/// - blank lines and lines starting with `#` are ignored; `class:` and `date:` lines are allowed.
/// A file with nothing else is empty: reported as such, never graded.
public struct AnswerSheet: Equatable, Sendable {
  public var name: String
  /// Where it came from: the file, or "row 3 of class.csv".
  public var source: Message
  /// The answers file as the user named it on the command line.
  public var file = ""
  public var code: String?
  /// By question number; nil for a question left blank or answered `-`.
  public var answers: [Int: String?] = [:]
  public var problems: [Message] = []
  /// What the teacher should know that is no problem: the encoding read, answers read in order.
  public var notes: [Message] = []
  /// Nothing in the file but blank lines and comments.
  public var isEmpty = false

  /// Answers longer than this are cut (no form of a verb comes near).
  public static let maximumAnswerLength = 100

  public init(name: String, source: Message, code: String? = nil) {
    self.name = name
    self.source = source
    self.code = code
  }

  /// Records answer `number` (`text` as written): blank and `-` are no answer.
  public mutating func record(_ number: Int, _ text: String, at place: Message) {
    var answer = text.trimmingWhitespace()
    if answer.count > Self.maximumAnswerLength {
      problems.append(
        .gradeAnswerTooLong(place: place, number: number, limit: Self.maximumAnswerLength))
      answer = String(answer.prefix(Self.maximumAnswerLength))
    }
    if answers[number] != nil {
      problems.append(.gradeAnswerAgain(place: place, number: number))
    }
    answers[number] = answer.isEmpty || answer == "-" ? .some(nil) : answer
  }

  /// Reads the plain-text format from `text`, named `source` in problems.
  public init(text: String, source: Message) {
    self.init(name: "", source: source)
    var unnumbered: [(line: String, place: Message)] = []
    var numbered = false
    var content = false
    for (index, rawLine) in text.split(
      omittingEmptySubsequences: false, whereSeparator: \.isNewline
    ).enumerated() {
      let line = rawLine.trimmingWhitespace()
      let place = Message.gradeLinePlace(index + 1)
      if line.isEmpty || line.hasPrefix("#") { continue }
      content = true
      if let (label, value) = Self.labelled(line) {
        switch label {
        case "name", "nombre", "student": name = value
        case "version", "code", "versión", "código": code = value
        default: break
        }
        continue
      }
      if let (number, answer) = Self.numbered(line) {
        record(number, answer, at: place)
        numbered = true
      } else if name.isEmpty && answers.isEmpty && unnumbered.isEmpty {
        name = line
      } else {
        unnumbered.append((line, place))
      }
    }
    guard content else {
      isEmpty = true
      return
    }
    if !numbered && !unnumbered.isEmpty {
      notes.append(Message(.gradeReadInOrder))
      for (index, answer) in unnumbered.enumerated() {
        record(index + 1, answer.line, at: answer.place)
      }
    } else {
      for (line, place) in unnumbered {
        problems.append(.gradeNotNumbered(place: place, line: line.abbreviated))
      }
    }
    if name.isEmpty { problems.append(Message(.gradeNoNameLine)) }
  }

  /// `name: Ana`: a known label (any case) and its value.
  private static func labelled(_ line: String) -> (String, String)? {
    guard let colon = line.firstIndex(of: ":") else { return nil }
    let label = line[..<colon].trimmingWhitespace().lowercased()
    guard
      [
        "name", "nombre", "student", "version", "code", "versión", "código", "class", "date",
        "clase",
        "fecha",
      ]
      .contains(label)
    else { return nil }
    return (label, line[line.index(after: colon)...].trimmingWhitespace())
  }

  /// `12. tuve`, `12 tuve`, `12) tuve`, `12: tuve`, `12.` (no answer).
  static func numbered(_ line: String) -> (Int, String)? {
    let digits = line.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 6, let number = Int(digits) else { return nil }
    var rest = line.dropFirst(digits.count)
    if let first = rest.first, ".):".contains(first) {
      rest = rest.dropFirst()
    } else if let first = rest.first, !first.isWhitespace {
      return nil
    }
    return (number, rest.trimmingWhitespace())
  }
}
