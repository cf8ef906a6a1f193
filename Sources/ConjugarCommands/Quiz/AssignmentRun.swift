import ClassKey
import ConjugarCore
import LineInput
import Messages
import PlainText

/// `quiz --assignment CODE --key-file PATH`: a student takes version CODE of a class's sealed
/// worksheet at the terminal, as a test: the questions as the sheet printed them, no feedback
/// and no score (the teacher grades). It asks the name first, then writes an answers file in
/// the format `conjugar grade` reads (`name:`, `class:`, `version:`, then `1. answer`, `-` for
/// none), to `--output` or `<CODE>-<name>.txt`, never over an existing file: the path is checked
/// before the first question, and if it cannot be created at the end the answers are printed so
/// nothing is lost; a signal that ends the process (the terminal closed, kill) writes the file
/// with the answers given so far first (`EndingSignals`). It reads the teacher's key file,
/// answers included: run it where students cannot read that file (the teacher's or the lab's
/// account).
struct AssignmentRun {
  let request: QuizRequest
  let code: String

  func run(in environment: CommandEnvironment, reader: any LineReader) throws(CommandFailure) {
    let say = { (message: Message) in message.text(in: environment.language) }
    guard let keyFile = request.keyFile else { throw .usage(say(Message(.assignmentNeedsKeyFile))) }
    let key = try ClassKeyFile(path: keyFile).read(in: environment)
    guard let version = key.version(coded: code) else {
      throw .usage(
        say(.assignmentUnknownCode(code.abbreviated, className: key.className.abbreviated)))
    }
    let count = version.questions.count
    environment.write(
      say(.assignmentHeader(className: key.className, code: version.code, questions: count)))
    environment.write(say(Message(.assignmentInstructions)))
    guard let name = try readName(reader, prompt: say(Message(.assignmentNamePrompt))) else {
      throw .usage(say(Message(.assignmentNeedsName)))
    }
    let path = request.output ?? Self.defaultPath(code: version.code, name: name)
    try NewFile(path: path).checkFree(option: "--output", in: environment)
    // The labels in the student's language: `grade` reads either (`AnswerSheet`).
    var lines = [
      say(Message(.assignmentNameLabel)) + name,
      say(Message(.assignmentClassLabel)) + key.className,
      say(Message(.assignmentVersionLabel)) + version.code,
    ]
    let answers = AnswerKeeper()
    // What a signal that ends the process writes: the file as stopping then would, the name
    // and blanks before the first answer.
    let keep = { (lines: [String], asked: Int) in
      let text = Self.text(lines, leaving: version.questions.dropFirst(asked))
      answers.keep {
        do throws(CommandFailure) {
          try Self.save(text, to: path, in: environment)
        } catch {
          if let message = error.message { environment.error(message) }
        }
      }
    }
    try EndingSignals.asking(keeping: answers) { () throws(CommandFailure) in
      var answered = 0
      var asked = 0
      keep(lines, asked)
      asking: for question in version.questions {
        while true {
          switch reader.readAnswer(prompt: "\(question.number). \(question.prompt): ") {
          case .line(let text):
            let answer = text.trimmingWhitespace()
            if answer == ":quit" || answer == ":q" { break asking }
            asked += 1
            if answer.isEmpty || answer == ":skip" || answer == ":s" {
              lines.append("\(question.number). -")
            } else {
              lines.append("\(question.number). " + answer)
              answered += 1
            }
            keep(lines, asked)
            continue asking
          case .invalid(let message): environment.write("  ! " + say(message))
          case .end, .interrupted: break asking
          }
        }
      }
      var failure: CommandFailure?
      answers.settle {
        do throws(CommandFailure) {
          try Self.save(
            Self.text(lines, leaving: version.questions.dropFirst(asked)), to: path,
            in: environment)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      environment.write(say(.assignmentSaved(answered, of: count, path: path)))
    }
  }

  /// The answers file: `lines`, and a blank answer for each question not reached, so the file
  /// answers every number.
  private static func text(_ lines: [String], leaving unasked: ArraySlice<ClassKey.Question>)
    -> String
  {
    (lines + unasked.map { "\($0.number). -" }).joined(separator: "\n") + "\n"
  }

  /// Creates the answers file at `path`; when it cannot be, prints `text` so nothing is lost
  /// and throws the failure that says so.
  private static func save(_ text: String, to path: String, in environment: CommandEnvironment)
    throws(CommandFailure)
  {
    do {
      try NewFile(path: path).create(text, option: "--output", in: environment.language)
    } catch {
      environment.write(text)
      throw CommandFailure(
        error.status,
        message: Message.assignmentPrintedAbove(error.message ?? "").text(
          in: environment.language))
    }
  }

  /// The first non-empty line; nil at the end of input.
  private func readName(_ reader: any LineReader, prompt: String) throws(CommandFailure)
    -> String?
  {
    while true {
      switch reader.readLine(prompt: prompt) {
      case .line(let text):
        let name = text.trimmingWhitespace().escapingControlCharacters
        if !name.isEmpty { return String(name.prefix(100)) }
      case .invalid: continue
      case .end, .interrupted: return nil
      }
    }
  }

  /// "3B-K7Q2-ana-garcia.txt": the code and the name's letters and digits, folded to ASCII.
  static func defaultPath(code: String, name: String) -> String {
    let words = name.folded(.verbSearch).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    return ([code] + words.prefix(4).map(String.init)).joined(separator: "-") + ".txt"
  }
}
