/// Standard output of a command that pages (PagerClient's policy): lines are held until they
/// fill the screen, then the pager starts and gets them and everything after; output that fits
/// is written directly at the end.
final class PagedOutput {
  private enum State {
    case holding(text: String, lines: Int)
    case paging(PagerPipe)
    /// Straight to standard output (no pager, or it could not start).
    case direct
    /// The pager was quit: the rest is dropped.
    case gone(PagerPipe)
  }

  private let environment: CommandEnvironment
  private let command: [String]?
  private var state: State

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
    case .paging(let pipe): if !pipe.write(text + "\n") { state = .gone(pipe) }
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
      state = pipe.write(all) ? .paging(pipe) : .gone(pipe)
    }
  }

  /// Writes what is held, or waits for the pager to be quit.
  func finish() {
    switch state {
    case .holding(let text, _) where !text.isEmpty: environment.write(String(text.dropLast()))
    case .paging(let pipe), .gone(let pipe): pipe.finish()
    default: break
    }
    state = .direct
  }
}
