import CEditLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the terminal usable whatever happens while a line is edited in raw mode.
///
/// libedit restores the terminal on the signals it handles (INT, QUIT, HUP, TERM, TSTP, CONT,
/// WINCH). Every other signal whose default action ends the process (USR1, ALRM, PIPE when not
/// ignored, the real-time signals…) is guarded here: the terminal's attributes from before
/// editing are put back, then the signal takes its default action. Ctrl-Z, a key while editing
/// (ISIG is off), suspends the process group with the terminal restored and raw again after
/// SIGCONT.
///
/// This is the only file that calls the shim's `conjugar_guard_*` functions: their state is a
/// static in the header, one copy per object file that uses them (see CEditLine/shim.h).
enum TerminalGuard {
  /// Runs `edit` (an `el_gets`) with the signals guarded; they are given back afterwards.
  static func whileEditing<Result>(_ edit: () -> Result) -> Result {
    conjugar_guard_install(STDIN_FILENO)
    defer { conjugar_guard_remove() }
    return edit()
  }

  /// Puts back the terminal's attributes from before editing when a line is being edited: for
  /// a thread that ends the process while another waits for a line.
  static func restore() { conjugar_guard_restore() }

  /// Suspends like Ctrl-Z in a cooked terminal would; returns once the process is continued.
  static func suspend() { conjugar_guard_suspend() }
}
