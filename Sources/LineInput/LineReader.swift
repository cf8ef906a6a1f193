import DurableFiles
import Messages
import PlainText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What reading a line gave: the line, or why there is none. Two results are the same when
/// their reasons read the same in English (a test may name a reason in words).
public enum ReadLineResult: Equatable, Sendable {
  /// The longest line accepted, in bytes.
  public static let maximumLength = 4096

  case line(String)
  /// A line that cannot be used (too long, not UTF-8, control characters other than tab, C1
  /// controls included); the reason says why, in the reader's language.
  case invalid(Message)
  case end
  /// Ctrl-C while an answer was being typed: the quiz stops (a command line is simply abandoned
  /// and read again, so `readLine` never returns this).
  case interrupted
}

extension ReadLineResult {
  /// A line refused for a reason in words, English in every language.
  public static func invalid(_ reason: String) -> ReadLineResult { .invalid(.verbatim(reason)) }

  public static func == (left: ReadLineResult, right: ReadLineResult) -> Bool {
    switch (left, right) {
    case (.line(let one), .line(let other)): one == other
    case (.invalid(let one), .invalid(let other)): one.english == other.english
    case (.end, .end), (.interrupted, .interrupted): true
    default: false
    }
  }

  /// A line as read, refused when too long, not UTF-8, or holding control characters.
  public static func checking(_ bytes: [UInt8], tooLong: Bool = false) -> ReadLineResult {
    var line = bytes
    if tooLong || line.count > maximumLength {
      return .invalid(Message.lineTooLong(maximumLength))
    }
    if line.last == UInt8(ascii: "\n") { line.removeLast() }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    guard let text = String(validating: line, as: UTF8.self) else {
      return .invalid(Message.lineNotUTF8)
    }
    if text.unicodeScalars.contains(where: { $0.isControlCharacter && $0 != "\t" }) {
      return .invalid(Message.lineControlCharacters)
    }
    return .line(text)
  }
}

/// Reads input a line at a time: from a terminal with editing (the REPL's libedit reader),
/// or from any stream (`StreamLineReader`).
public protocol LineReader: AnyObject {
  /// The next line (without its newline), shown after `prompt` where a prompt is shown.
  func readLine(prompt: String) -> ReadLineResult

  /// An answer to a question (a quiz's): like `readLine`, but never part of the command
  /// history, neither saved nor offered for recall.
  func readAnswer(prompt: String) -> ReadLineResult

  /// After `.end`: why input ended when a read failed (EIO, EISDIR…) instead of reaching the
  /// end, as `ferror` tells apart what `feof` does not: "input/output error". Nil at a real end.
  var failure: String? { get }

  /// `failure` as a message, in the reader's language ("es una carpeta").
  var failureReason: Message? { get }
}

extension LineReader {
  /// Readers without a history read answers like any line.
  public func readAnswer(prompt: String) -> ReadLineResult { readLine(prompt: prompt) }

  /// Readers that cannot fail end only at the end.
  public var failure: String? { nil }

  /// The failure in words, English in every language.
  public var failureReason: Message? { failure.map { Message.verbatim(text: $0) } }
}

/// Reads lines from a file descriptor without a line editor: pipes, files, plain terminals.
/// Lines over `maximumLength` bytes are consumed and rejected, never held whole in memory.
public final class StreamLineReader: LineReader {
  public static let maximumLength = ReadLineResult.maximumLength

  private let descriptor: Int32
  private let showsPrompt: Bool
  private let writePrompt: (String) -> Void
  private var buffer: [UInt8] = []
  private var position = 0
  private var atEnd = false
  /// The errno of the read that failed.
  private var failureCode: Int32?
  public var failure: String? { failureReason?.english }
  public var failureReason: Message? { failureCode.map { FileFailure.system($0).typed } }

  public init(
    descriptor: Int32 = STDIN_FILENO, showsPrompt: Bool, writePrompt: @escaping (String) -> Void
  ) {
    self.descriptor = descriptor
    self.showsPrompt = showsPrompt
    self.writePrompt = writePrompt
  }

  public func readLine(prompt: String) -> ReadLineResult {
    if showsPrompt && !prompt.isEmpty { writePrompt(prompt) }
    var line: [UInt8] = []
    var tooLong = false
    while true {
      if position == buffer.count {
        guard fill() else {
          if line.isEmpty && !tooLong { return .end }
          break
        }
      }
      let byte = buffer[position]
      position += 1
      if byte == UInt8(ascii: "\n") { break }
      if line.count < Self.maximumLength { line.append(byte) } else { tooLong = true }
    }
    return ReadLineResult.checking(line, tooLong: tooLong)
  }

  private func fill() -> Bool {
    guard !atEnd else { return false }
    buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          // A non-blocking descriptor (inherited so) has no input yet: wait for some.
          var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        failureCode = code
      }
      if count <= 0 {
        atEnd = true
        buffer = []
        position = 0
        return false
      }
      buffer.removeSubrange(count...)
      position = 0
      return true
    }
  }
}
