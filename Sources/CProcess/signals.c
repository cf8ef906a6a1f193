// The signals that end a process while a quiz asks its questions (the terminal closed, kill,
// Ctrl-C between answers, a timer), taken by a thread of their own instead of a handler.
//
// A handler runs in the middle of whatever the interrupted thread was doing (inside malloc,
// holding a lock, in libedit): it may call only async-signal-safe functions, so it cannot
// build and append a history line. Blocked in every thread that asks questions, these signals
// stay pending until the watcher thread takes them with sigwait; it then runs ordinary code
// (the callback saves the answers given, under the lock the quiz uses for its own last write)
// and ends the process as the signal would have: default action, unblocked, raised again.
// A signal the process started with ignored (nohup's HUP, a background job's INT) stays
// ignored: it is never taken.

#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "CProcess.h"

static sigset_t ending;
static cprocess_signal_callback callback;

static void *watch(void *unused) {
  (void)unused;
  for (;;) {
    int signal_number = 0;
    if (sigwait(&ending, &signal_number) == 0 && callback != NULL) callback(signal_number);
  }
  return NULL;
}

static void add_unless_ignored(int signal_number) {
  struct sigaction current;
  if (sigaction(signal_number, NULL, &current) != 0) return;
  if (!(current.sa_flags & SA_SIGINFO) && current.sa_handler == SIG_IGN) return;
  sigaddset(&ending, signal_number);
}

int cprocess_watch_ending_signals(cprocess_signal_callback on_signal) {
  sigemptyset(&ending);
  static const int sent[] = {
    SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
    // These end a process by default too (QUIT, XCPU and SYS with a core): the answers are
    // saved first, and QUIT no longer reaches the Swift runtime's crash handler (which ended
    // the process by SIGUSR1, or waited 25 s on a terminal for a key).
    SIGQUIT, SIGXCPU, SIGSYS, SIGIO,
#ifdef SIGPWR
    SIGPWR,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
  };
  for (size_t index = 0; index < sizeof sent / sizeof sent[0]; index++)
    add_unless_ignored(sent[index]);
#ifdef SIGRTMIN
  for (int signal_number = SIGRTMIN; signal_number <= SIGRTMAX; signal_number++)
    add_unless_ignored(signal_number);
#endif
  callback = on_signal;
  // The watcher is born with the signals blocked (sigwait needs them blocked), whatever the
  // caller's mask is afterwards. A small stack: the callback appends one line.
  sigset_t previous;
  pthread_sigmask(SIG_BLOCK, &ending, &previous);
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setstacksize(&attributes, 1 << 20);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  int started = pthread_create(&thread, &attributes, watch, NULL);
  pthread_attr_destroy(&attributes);
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  return started == 0 ? 0 : -1;
}

int cprocess_hold_ending_signals(int hold) {
  return pthread_sigmask(hold ? SIG_BLOCK : SIG_UNBLOCK, &ending, NULL) == 0 ? 0 : -1;
}

void cprocess_end_by_signal(int signal_number) {
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal_number, &fallback, NULL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, signal_number);
  pthread_sigmask(SIG_UNBLOCK, &only, NULL);
  raise(signal_number);
  _exit(128 + signal_number);
}
