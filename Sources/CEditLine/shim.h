// Non-variadic wrappers over libedit (histedit.h): Swift cannot call C variadic functions.
#ifndef CONJUGAR_EDITLINE_SHIM_H
#define CONJUGAR_EDITLINE_SHIM_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <histedit.h>

static inline FILE *conjugar_stdin(void) { return stdin; }
static inline FILE *conjugar_stdout(void) { return stdout; }
static inline FILE *conjugar_stderr(void) { return stderr; }

typedef char *(*conjugar_prompt_function)(EditLine *);
typedef unsigned char (*conjugar_editor_function)(EditLine *, int);

static inline EditLine *conjugar_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}
static inline int conjugar_el_set_prompt(EditLine *e, conjugar_prompt_function f) {
  return el_set(e, EL_PROMPT, f);
}
static inline int conjugar_el_set_editor(EditLine *e, const char *mode) {
  return el_set(e, EL_EDITOR, mode);
}
static inline int conjugar_el_set_signal(EditLine *e, int on) { return el_set(e, EL_SIGNAL, on); }
static inline int conjugar_el_set_history(EditLine *e, History *h) {
  return el_set(e, EL_HIST, history, h);
}
static inline int conjugar_el_addfn(EditLine *e, const char *name, const char *help,
                                    conjugar_editor_function f) {
  return el_set(e, EL_ADDFN, name, help, f);
}
static inline int conjugar_el_bind(EditLine *e, const char *key, const char *name) {
  return el_set(e, EL_BIND, key, name, NULL);
}
static inline int conjugar_el_set_clientdata(EditLine *e, void *data) {
  return el_set(e, EL_CLIENTDATA, data);
}
static inline void *conjugar_el_get_clientdata(EditLine *e) {
  void *data = NULL;
  el_get(e, EL_CLIENTDATA, &data);
  return data;
}
/// Ctrl-C arrives as a key while editing (bound to abandon the line), not as SIGINT.
static inline int conjugar_el_edit_without_signal_keys(EditLine *e) {
  return el_set(e, EL_SETTY, "-d", "-isig", NULL);
}
static inline int conjugar_history_setsize(History *h, HistEvent *ev, int size) {
  return history(h, ev, H_SETSIZE, size);
}
static inline int conjugar_history_setunique(History *h, HistEvent *ev, int on) {
  return history(h, ev, H_SETUNIQUE, on);
}
static inline int conjugar_history_enter(History *h, HistEvent *ev, const char *line) {
  return history(h, ev, H_ENTER, line);
}

// The terminal guard. While a line is edited the terminal is in raw mode; libedit (EL_SIGNAL)
// restores it on SIGINT, SIGQUIT, SIGHUP, SIGTERM and SIGTSTP, but the other signals whose
// default action ends the process (USR1, USR2, ALRM, VTALRM, PROF, PIPE, XCPU, XFSZ, IO, SYS,
// PWR, STKFLT, the real-time signals, and crash signals when the Swift runtime's crash reporter
// is off; with it on, it reports and the session ends through libedit) would leave it raw.
// conjugar_guard_install saves the terminal's attributes and takes those of these signals that
// still have their default action; the handler restores the attributes (tcsetattr is
// async-signal-safe), puts the default action back and raises the signal again, so the process
// ends as it would have. conjugar_guard_remove gives the signals back.
//
// The state is a static inside a static inline function: each object file calling these
// functions has its own copy, so exactly one Swift file (LineEditor/TerminalGuard.swift) calls
// them. SwiftPM does not rebuild that file when this header changes: touch it.

struct conjugar_terminal_guard {
  int descriptor;
  struct termios saved;
  volatile sig_atomic_t active;
  /// Set once by a thread that is ending the process: no line may make the terminal raw again.
  volatile sig_atomic_t ending;
  unsigned char taken[NSIG];
};

static inline struct conjugar_terminal_guard *conjugar_guard_state(void) {
  static struct conjugar_terminal_guard state;
  return &state;
}

static inline void conjugar_guard_handler(int signo) {
  int saved_errno = errno;
  struct conjugar_terminal_guard *state = conjugar_guard_state();
  if (state->active) tcsetattr(state->descriptor, TCSANOW, &state->saved);
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signo, &fallback, NULL);
  raise(signo);  // blocked until this handler returns, then taken with the default action
  errno = saved_errno;
}

static inline void conjugar_guard_take(struct conjugar_terminal_guard *state, int signo) {
  struct sigaction current;
  if (signo <= 0 || signo >= NSIG || sigaction(signo, NULL, &current) != 0) return;
  if ((current.sa_flags & SA_SIGINFO) || current.sa_handler != SIG_DFL) return;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = conjugar_guard_handler;
  sigemptyset(&action.sa_mask);
  sigaddset(&action.sa_mask, SIGTTOU);  // tcsetattr from the background must not stop us
  if (sigaction(signo, &action, NULL) == 0) state->taken[signo] = 1;
}

/// Saves the terminal's attributes (before libedit makes it raw) and guards the signals.
static inline void conjugar_guard_install(int descriptor) {
  struct conjugar_terminal_guard *state = conjugar_guard_state();
  // The process is being ended by another thread (a signal's watcher writing a quiz's answers):
  // wait for the end here rather than make the terminal raw after it was put back.
  while (__atomic_load_n(&state->ending, __ATOMIC_SEQ_CST)) pause();
  if (tcgetattr(descriptor, &state->saved) != 0) return;
  state->descriptor = descriptor;
  state->active = 1;
  static const int fixed[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ, SIGIO, SIGSYS,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
    SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE,
  };
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) conjugar_guard_take(state, fixed[i]);
#ifdef SIGRTMIN
  for (int signo = SIGRTMIN; signo <= SIGRTMAX; signo++) conjugar_guard_take(state, signo);
#endif
}

/// Gives the guarded signals back their default action.
static inline void conjugar_guard_remove(void) {
  struct conjugar_terminal_guard *state = conjugar_guard_state();
  state->active = 0;
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  for (int signo = 1; signo < NSIG; signo++) {
    if (!state->taken[signo]) continue;
    sigaction(signo, &fallback, NULL);
    state->taken[signo] = 0;
  }
}

/// The terminal's attributes from before editing, put back from another thread (the signal
/// watcher, while this one waits in el_gets); nothing when no line is being edited.
/// Also marks the process as ending: a line not yet begun waits for the end instead of making
/// the terminal raw (see conjugar_guard_install). Called again just before the end, for a line
/// that began in the moment before the mark.
static inline void conjugar_guard_restore(void) {
  struct conjugar_terminal_guard *state = conjugar_guard_state();
  __atomic_store_n(&state->ending, 1, __ATOMIC_SEQ_CST);
  if (state->active) tcsetattr(state->descriptor, TCSANOW, &state->saved);
}

/// Ctrl-Z while editing (ISIG is off, so the key stops nothing by itself): the terminal's
/// attributes from before editing, then the process group stopped as the terminal would stop
/// it, and after SIGCONT the editing attributes again; the caller redraws the line. SIGTSTP and
/// SIGCONT take their default actions meanwhile, so libedit's handlers stay out of the way.
static inline void conjugar_guard_suspend(void) {
  struct conjugar_terminal_guard *state = conjugar_guard_state();
  if (!state->active) return;
  struct termios editing;
  int restorable = tcgetattr(state->descriptor, &editing) == 0;
  fflush(stdout);
  tcsetattr(state->descriptor, TCSADRAIN, &state->saved);
  struct sigaction fallback, previous_stop, previous_continue;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(SIGTSTP, &fallback, &previous_stop);
  sigaction(SIGCONT, &fallback, &previous_continue);
  sigset_t stop_only, previous_mask;
  sigemptyset(&stop_only);
  sigaddset(&stop_only, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &stop_only, &previous_mask);
  kill(0, SIGTSTP);
  sigprocmask(SIG_SETMASK, &previous_mask, NULL);
  sigaction(SIGCONT, &previous_continue, NULL);
  sigaction(SIGTSTP, &previous_stop, NULL);
  if (restorable) tcsetattr(state->descriptor, TCSADRAIN, &editing);
}

#endif
