import ConjugarCore
import ConjugarQuiz
import Messages
import PlainText
import TextReading

/// The texts of `quiz --from FILE…`, read as UTF-8 through the environment (never the
/// learner's other files): each file one `TextQuiz.Source`, its verbs read in it.
struct QuizTextFiles {
  let paths: [String]

  /// The most a text file may hold: the `read` command's limit.
  static let limit = 100 << 20

  /// Each file's text and verbs; throws after one line for a file that is missing, unreadable,
  /// over the limit, not UTF-8 or empty.
  func sources(in environment: CommandEnvironment) throws(CommandFailure) -> [TextQuiz.Source] {
    var sources: [TextQuiz.Source] = []
    let reader = TextReader(analyzer: FormAnalyzer(conjugator: environment.conjugator))
    for path in paths {
      let text = try Self.text(at: path, in: environment)
      sources.append(
        TextQuiz.Source(
          name: path.split(separator: "/").last.map(String.init) ?? path, text: text,
          verbs: TextVerbs.find(in: text, reader: reader)))
    }
    return sources
  }

  private static func text(at path: String, in environment: CommandEnvironment)
    throws(CommandFailure) -> String
  {
    let language = environment.language
    let bytes: [UInt8]?
    do {
      bytes = try environment.readFile(path, limit)
    } catch {
      throw CommandFailure(
        .ioError,
        message: Message.quizFromCannotRead(path: path.abbreviated, reason: error.typed).text(
          in: language))
    }
    guard let bytes else {
      throw CommandFailure(
        .noInput,
        message: Message.quizFromCannotRead(path: path.abbreviated, reason: .verbListNoSuchFile)
          .text(
            in: language))
    }
    guard bytes.count <= limit else {
      throw CommandFailure(
        .dataError, message: Message.quizFromTooLarge(path: path.abbreviated).text(in: language))
    }
    guard let text = String(validating: bytes, as: UTF8.self), !bytes.contains(0) else {
      let bad = firstInvalidLine(bytes)
      throw CommandFailure(
        .dataError,
        message: Message.quizFromNotText(path: path.abbreviated, line: bad).text(in: language))
    }
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw CommandFailure(
        .dataError, message: Message.quizFromEmpty(path: path.abbreviated).text(in: language))
    }
    // One line end, so offsets, sentences and sheets agree.
    let lines = text.replacing("\r\n", with: "\n")
    return lines.hasPrefix("\u{FEFF}") ? String(lines.dropFirst()) : lines
  }

  /// The 1-based line of the first byte that is not UTF-8 text (a NUL, or a bad sequence).
  static func firstInvalidLine(_ bytes: [UInt8]) -> Int {
    var line = 1
    var start = 0
    for (index, byte) in bytes.enumerated() where byte == 0x0A || byte == 0 {
      if byte == 0 { return line }
      if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
      line += 1
      start = index + 1
    }
    return line
  }
}
