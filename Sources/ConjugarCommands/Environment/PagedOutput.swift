/// Standard output of a command that pages (PagerClient's policy): lines are held until they
/// fill the screen, then the pager starts and gets them and everything after; output that fits
/// is written directly at the end.
///
/// A pager that fails (`PAGER=/bin/false`, a status other than 0) loses nothing: the text it
/// was given is kept until `replayLimit` bytes have gone through it (a pager that has read that
/// much works), and written to standard output, after one note on standard error, followed by
/// the rest.
final class PagedOutput {
  private enum State {
    case holding(text: String, lines: Int)
    case paging(PagerPipe)
    /// Straight to standard output (no pager, it could not start, or it failed).
    case direct
    /// The pager was quit: the rest is dropped.
    case gone
  }

  /// The most bytes kept to be written again if the pager fails.
  static let replayLimit = 4 << 20

  private let environment: CommandEnvironment
  private let command: [String]?
  private var state: State
  /// What the pager was given, while it may yet fail; nil past `replayLimit`.
  private var replay: [String]? = []
  private var replayBytes = 0

  /// Pages when `PagerClient.command` gives a pager for the environment and `noPager`.
  init(environment: CommandEnvironment, noPager: Bool) {
    self.environment = environment
    command = PagerClient.command(in: environment, noPager: noPager)
    state = command == nil ? .direct : .holding(text: "", lines: 0)
  }

  /// The lines the screen holds, a line left for the shell's prompt.
  private var screenLines: Int {
    let rows =
      environment.terminalRows() ?? environment.variables["LINES"].flatMap { Int($0) } ?? 24
    return max(rows - 1, 1)
  }

  /// Writes `text` and a newline, like `CommandEnvironment.write`.
  func write(_ text: String) {
    switch state {
    case .direct: environment.write(text)
    case .gone: return
    case .paging(let pipe): send(text + "\n", to: pipe)
    case .holding(let held, let count):
      let lines = count + 1 + text.utf8.lazy.filter { $0 == UInt8(ascii: "\n") }.count
      let all = held + text + "\n"
      guard lines > screenLines, let command else {
        state = .holding(text: all, lines: lines)
        return
      }
      guard let pipe = environment.pager.start(command, environment.variables) else {
        state = .direct
        environment.write(String(all.dropLast()))
        return
      }
      state = .paging(pipe)
      send(all, to: pipe)
    }
  }

  /// Writes what is held, or waits for the pager to end (and prints its text if it failed).
  func finish() {
    switch state {
    case .holding(let text, _) where !text.isEmpty: environment.write(String(text.dropLast()))
    case .paging(let pipe): if !pipe.finish() { fallBack(unsent: nil) }
    default: break
    }
    state = .direct
  }

  /// `text` (ending in a newline) to the pager, kept for a replay; when the pager is gone,
  /// quit (the rest dropped) or failed (`fallBack`).
  private func send(_ text: String, to pipe: PagerPipe) {
    guard pipe.write(text) else {
      if pipe.finish() {
        state = .gone
      } else {
        fallBack(unsent: text)
      }
      return
    }
    guard replay != nil else { return }
    replayBytes += text.utf8.count
    if replayBytes > Self.replayLimit { replay = nil } else { replay?.append(text) }
  }

  /// The pager failed: one note, then what it was given and `unsent` on standard output, and
  /// the rest directly.
  private func fallBack(unsent: String?) {
    state = .direct
    environment.warning(.pagerFailed((command ?? []).joined(separator: " ")))
    let text = (replay ?? []).joined() + (unsent ?? "")
    replay = nil
    if !text.isEmpty { environment.write(String(text.dropLast())) }
  }
}
