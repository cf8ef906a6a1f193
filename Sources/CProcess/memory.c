// Memory under a limit: malloc's arenas, the room left, and a last word when a fatal signal
// comes because the room ran out. Swift ends the process with SIGABRT when an allocation
// fails, and a library can fault where it took a failed mapping for granted; a plain crash
// under `ulimit -v` says nothing of the cause, so one line does, with a status of its own.
// A signal is put down to memory only while the room left is really small (a mapping of
// `headroom` bytes fails): a real bug keeps its crash and its crash report.

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "CProcess.h"

int cprocess_share_one_arena_under_limit(void) {
#ifdef __GLIBC__
  if (cprocess_memory_limit(NULL) != 0) return mallopt(M_ARENA_MAX, 1) == 1;
#endif
  return 0;
}

size_t cprocess_memory_limit(const char **option) {
  struct rlimit space, data;
  if (getrlimit(RLIMIT_AS, &space) == 0 && space.rlim_cur != RLIM_INFINITY) {
    if (option != NULL) *option = "-v";
    return (size_t)space.rlim_cur;
  }
  if (getrlimit(RLIMIT_DATA, &data) == 0 && data.rlim_cur != RLIM_INFINITY) {
    if (option != NULL) *option = "-d";
    return (size_t)data.rlim_cur;
  }
  return 0;
}

// Async-signal-safe: getrlimit, mmap and munmap are plain system calls.
int cprocess_memory_below(size_t bytes) {
  if (cprocess_memory_limit(NULL) == 0) return 0;
  // Writable and private, so RLIMIT_DATA counts it as well as RLIMIT_AS; never touched.
  void *room = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (room == MAP_FAILED) return errno == ENOMEM;
  munmap(room, bytes);
  return 0;
}

static const int guarded_signals[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGTRAP};
#define GUARDED_COUNT (sizeof guarded_signals / sizeof guarded_signals[0])

static struct {
  int installed;
  int reported;
  char message[512];
  size_t length;
  size_t headroom;
  int status;
  struct sigaction previous[GUARDED_COUNT];
  stack_t previous_stack;
} guard;

// The installing thread's alternate stack: a handler that comes on a stack that overflowed
// still runs. In the program's image, so installing the guard maps nothing.
static char alternate_stack[64 * 1024];

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
  (void)context;
  if (cprocess_memory_below(guard.headroom)) {
    // Threads short of memory at once: the first says it and ends the process, the others
    // wait for that.
    if (__atomic_exchange_n(&guard.reported, 1, __ATOMIC_SEQ_CST)) {
      for (;;) pause();
    }
    ssize_t written = write(STDERR_FILENO, guard.message, guard.length);
    (void)written;
    _exit(guard.status);
  }
  for (size_t index = 0; index < GUARDED_COUNT; index++) {
    if (guarded_signals[index] == signal_number) {
      sigaction(signal_number, &guard.previous[index], NULL);
    }
  }
  // A fault comes back when its instruction runs again; a signal that was sent (abort's
  // SIGABRT) or a trap that does not stop is sent again. Either reaches the previous handler.
  if (info->si_code <= 0 || signal_number == SIGTRAP || signal_number == SIGABRT)
    raise(signal_number);
}

int cprocess_guard_memory(const char *message, size_t headroom, int status) {
  if (guard.installed) cprocess_release_memory_guard();
  size_t length = strlen(message);
  if (length >= sizeof guard.message) length = sizeof guard.message - 1;
  memcpy(guard.message, message, length);
  guard.length = length;
  guard.headroom = headroom;
  guard.status = status;
  stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
  if (sigaltstack(&stack, &guard.previous_stack) != 0) guard.previous_stack.ss_flags = SS_DISABLE;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_fatal_signal;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t index = 0; index < GUARDED_COUNT; index++) {
    if (sigaction(guarded_signals[index], &action, &guard.previous[index]) != 0) {
      for (size_t undo = 0; undo < index; undo++)
        sigaction(guarded_signals[undo], &guard.previous[undo], NULL);
      sigaltstack(&guard.previous_stack, NULL);
      return -1;
    }
  }
  guard.installed = 1;
  return 0;
}

void cprocess_release_memory_guard(void) {
  if (!guard.installed) return;
  for (size_t index = 0; index < GUARDED_COUNT; index++)
    sigaction(guarded_signals[index], &guard.previous[index], NULL);
  sigaltstack(&guard.previous_stack, NULL);
  guard.installed = 0;
}
