import CEditLine
import LineInput
import Messages
import PlainText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Candidates for completing the word under the cursor.
public struct Completion: Equatable, Sendable {
  /// The part of the word already typed.
  public var word: String
  /// Every full word that could complete it, sorted.
  public var candidates: [String]

  public init(word: String, candidates: [String]) {
    self.word = word
    self.candidates = candidates
  }

  /// What to insert: the rest of a unique candidate and a space, or the longest common part.
  public var insertion: String {
    guard let first = candidates.first else { return "" }
    if candidates.count == 1 { return String(first.dropFirst(word.count)) + " " }
    var common = first
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(common) { common.removeLast() }
    }
    return common.count > word.count ? String(common.dropFirst(word.count)) : ""
  }
}

/// A line reader on libedit: editing, history and tab completion on a terminal.
///
/// Created only when standard input and output are terminals and TERM is not `dumb`; use a
/// `StreamLineReader` otherwise. Used from one thread; libedit restores the terminal on the
/// signals it handles (EL_SIGNAL) and on `deinit`, `TerminalGuard` on the others. Answers
/// (`readAnswer`) are edited with an empty history of their own: they are neither saved nor
/// recalled with the up arrow, and Tab does not complete commands in them.
public final class EditLineReader: LineReader {
  private let editor: OpaquePointer
  private let history: OpaquePointer
  /// Stays empty: what up-arrow recall offers while an answer is edited.
  private let noHistory: OpaquePointer
  private var event = HistEvent()
  private var promptBuffer: UnsafeMutablePointer<CChar>
  private let completer: (String) -> Completion
  private let savedHistory: LineHistory?
  /// Where a warning goes (the history cannot be saved), said by the caller in its language.
  private let warn: (Message) -> Void
  private var warnedAboutHistory = false
  private var interrupted = false
  private var answering = false

  public init?(
    program: String, environment: [String: String], history savedHistory: LineHistory?,
    completer: @escaping (String) -> Completion, warn: @escaping (Message) -> Void
  ) {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
      let term = environment["TERM"], !term.isEmpty, term != "dumb"
    else { return nil }
    Self.useTheLocaleForText(environment)
    guard let editor = conjugar_el_init(program), let history = history_init() else { return nil }
    guard let noHistory = history_init() else {
      el_end(editor)
      history_end(history)
      return nil
    }
    self.editor = editor
    self.history = history
    self.noHistory = noHistory
    self.completer = completer
    self.savedHistory = savedHistory
    self.warn = warn
    promptBuffer = strdup("")
    conjugar_history_setsize(history, &event, Int32(LineHistory.capacity))
    conjugar_history_setunique(history, &event, 1)
    for line in savedHistory?.load() ?? [] { conjugar_history_enter(history, &event, line) }
    conjugar_el_set_history(editor, history)
    conjugar_el_set_editor(editor, "emacs")
    conjugar_el_set_signal(editor, 1)
    conjugar_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
    conjugar_el_set_prompt(editor) { editor in
      guard let data = conjugar_el_get_clientdata(editor) else { return nil }
      return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().promptBuffer
    }
    conjugar_el_addfn(editor, "conjugar-complete", "Complete the word") { editor, _ in
      guard let editor, let data = conjugar_el_get_clientdata(editor) else {
        return UInt8(CC_ERROR)
      }
      return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().complete()
    }
    conjugar_el_bind(editor, "^I", "conjugar-complete")
    conjugar_el_addfn(editor, "conjugar-interrupt", "Abandon the line") { editor, _ in
      guard let editor, let data = conjugar_el_get_clientdata(editor) else {
        return UInt8(CC_ERROR)
      }
      Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue().interrupted = true
      fputs("^C", conjugar_stdout())
      return UInt8(CC_NEWLINE)
    }
    conjugar_el_addfn(editor, "conjugar-suspend", "Suspend conjugar") { _, _ in
      fputs("^Z", conjugar_stdout())
      TerminalGuard.suspend()
      return UInt8(CC_REDISPLAY)
    }
    conjugar_el_edit_without_signal_keys(editor)
    conjugar_el_bind(editor, "^C", "conjugar-interrupt")
    conjugar_el_bind(editor, "^Z", "conjugar-suspend")
  }

  deinit {
    el_end(editor)
    history_end(history)
    history_end(noHistory)
    free(promptBuffer)
  }

  /// Puts the terminal back as it was before the line being edited (if one is): called by a
  /// thread that ends the process while the reader's thread waits in libedit.
  public static func restoreTerminal() { TerminalGuard.restore() }

  public func readLine(prompt: String) -> ReadLineResult { read(prompt: prompt, isAnswer: false) }

  public func readAnswer(prompt: String) -> ReadLineResult { read(prompt: prompt, isAnswer: true) }

  /// A command line is entered in the history and saved; an answer never is.
  private func read(prompt: String, isAnswer: Bool) -> ReadLineResult {
    free(promptBuffer)
    promptBuffer = strdup(prompt)
    answering = isAnswer
    conjugar_el_set_history(editor, isAnswer ? noHistory : history)
    defer {
      if isAnswer { conjugar_el_set_history(editor, history) }
      answering = false
    }
    while true {
      var count: Int32 = 0
      interrupted = false
      let read = TerminalGuard.whileEditing({ el_gets(editor, &count) })
      // Ctrl-C: a command line is abandoned and the session goes on, on a fresh line; an answer
      // stops the quiz, which prints its summary. (On an empty
      // line el_gets returns NULL, as at the end of input: `interrupted` tells them apart.)
      if interrupted {
        fputs("\n", conjugar_stdout())
        if isAnswer { return .interrupted }
        continue
      }
      guard let line = read else {
        fputs("\n", conjugar_stdout())
        return .end
      }
      let bytes = Array(
        UnsafeBufferPointer(
          start: UnsafeRawPointer(line).assumingMemoryBound(to: UInt8.self), count: Int(count)))
      let input = ReadLineResult.checking(bytes)
      if !isAnswer, case .line(let text) = input, !text.trimmingWhitespace().isEmpty {
        conjugar_history_enter(history, &event, text)
        remember(text)
      }
      return input
    }
  }

  private func remember(_ line: String) {
    guard let savedHistory else { return }
    do {
      try savedHistory.add(line)
    } catch {
      if !warnedAboutHistory { warn(error.typed) }
      warnedAboutHistory = true
    }
  }

  private func complete() -> UInt8 {
    if answering { return UInt8(CC_REFRESH_BEEP) }
    guard let info = el_line(editor)?.pointee, let start = info.buffer else {
      return UInt8(CC_ERROR)
    }
    let length = info.cursor - start
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: length)
    let completion = completer(String(decoding: bytes, as: UTF8.self))
    if completion.candidates.isEmpty { return UInt8(CC_REFRESH_BEEP) }
    let insertion = completion.insertion
    if !insertion.isEmpty { el_insertstr(editor, insertion) }
    if completion.candidates.count > 1 && insertion.isEmpty {
      let list = completion.candidates.prefix(60).joined(separator: "  ")
      let more =
        completion.candidates.count > 60 ? "  … (\(completion.candidates.count) in all)" : ""
      fputs("\n" + list + more + "\n", conjugar_stdout())
      return UInt8(CC_REDISPLAY)
    }
    return UInt8(CC_REFRESH)
  }

  /// libedit drops non-ASCII letters (está → est) under the C locale. Darwin has no C.UTF-8:
  /// its UTF-8 character type is the locale named UTF-8.
  private static func useTheLocaleForText(_ environment: [String: String]) {
    if setlocale(LC_CTYPE, "") == nil || String(cString: setlocale(LC_CTYPE, nil)) == "C" {
      #if canImport(Darwin)
        setlocale(LC_CTYPE, "UTF-8")
      #else
        setlocale(LC_CTYPE, "C.UTF-8")
      #endif
    }
  }

}
