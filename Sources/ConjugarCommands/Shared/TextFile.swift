import DurableFiles
import Messages
import PlainText
import TextInput

/// A text named on the command line (`read FILE…`, `quiz --from FILE…`): a file, or `-` for
/// standard input, read whole and decoded as `ReadableText`.
///
/// Refused with one line: a file that does not exist (66) or cannot be read (74); standard
/// input that fails (74); a text that is empty, over 100 MB (refused before it is read when
/// its size says so), binary (a NUL byte), UTF-16, not UTF-8 (its lines named), or in another
/// language (65).
public struct TextFile: Equatable, Sendable {
  /// The path as given; `-` for standard input.
  public let path: String
  public let format: TextFormat

  /// `format` nil: the file's extension says it (`TextFormat(path:)`); standard input is plain
  /// text.
  public init(path: String, format: TextFormat? = nil) {
    self.path = path
    self.format = format ?? (path == "-" ? .text : TextFormat(path: path))
  }

  public var isStandardInput: Bool { path == "-" }

  /// The file as messages name it: its quoted path, or standard input.
  public var source: Message {
    isStandardInput ? .readSourceStandardInput : .readSourceFile(path: path.abbreviatedPath)
  }

  /// The text, decoded and checked; in Spanish (`SpanishWords`).
  public func read(in environment: CommandEnvironment) throws(CommandFailure) -> ReadableText {
    let language = environment.language
    func failure(_ status: ExitStatus, _ message: Message) -> CommandFailure {
      CommandFailure(status, message: message.text(in: language))
    }
    let limit = ReadableText.maximumBytes
    let bytes: [UInt8]
    do {
      if isStandardInput {
        bytes = try environment.readStandardInput(limit)
      } else {
        if let size = try? DurableFile(path: path).size(), size > limit {
          throw failure(.dataError, .readTooLarge(source: source))
        }
        guard let read = try environment.readFile(path, limit) else {
          throw failure(.noInput, .readCannotRead(source: source, reason: .fileNoSuchFile))
        }
        bytes = read
      }
    } catch let error as FileFailure {
      throw failure(.ioError, .readCannotRead(source: source, reason: error.typed))
    } catch let error as CommandFailure {
      throw error
    } catch {
      throw failure(.ioError, .readCannotRead(source: source, reason: .verbatim("\(error)")))
    }
    let text: ReadableText
    do throws(TextInputError) {
      text = try ReadableText(bytes: bytes, format: format)
    } catch {
      throw failure(.dataError, message(for: error, in: language))
    }
    let words = SpanishWords(prose: text.prose)
    if words.isOtherLanguage {
      throw failure(
        .dataError, .readOtherLanguage(source: source, percent: words.percent, words: words.words))
    }
    return text
  }

  private func message(for error: TextInputError, in language: Language) -> Message {
    switch error {
    case .empty: .readEmpty(source: source)
    case .tooLarge: .readTooLarge(source: source)
    case .binary(let line): .readBinary(source: source, line: line)
    case .utf16: .readUTF16(source: source)
    case .notUTF8(let lines, let count):
      .readNotUTF8(
        source: source,
        lines: lines.map(String.init)
          + (count > lines.count
            ? [Message.readMoreLines(count: count - lines.count).text(in: language)] : []),
        count: count)
    }
  }
}
