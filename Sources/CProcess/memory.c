// Memory under a limit: malloc's arenas, the room left, and a last word when a fatal signal
// comes because the room ran out. Swift ends the process with SIGABRT when an allocation
// fails, and a library can fault where it took a failed mapping for granted; a plain crash
// under `ulimit -v` says nothing of the cause, so one line does, with a status of its own.
// A signal is put down to memory when the Swift runtime said an allocation failed, or while
// the room left is really small (a mapping of `headroom` bytes fails): a real bug keeps its
// crash and its crash report.
//
// The runtime says "Fatal error: failed to allocate N bytes…" (and, with its backtracer off,
// "Current stack trace:" and the frames) on the C library's `stderr` before it aborts, where no
// signal handler can stop it. Under a limit `stderr` is therefore a stream of our own
// (fopencookie) that writes to descriptor 2 unless memory has run out: the runtime's words
// are then left unsaid and the handler's one line says it all. conjugar's own messages do not
// go through `stderr` (StandardStreams writes to the descriptor).
//
// The line names the limit to ask for, measured when the room runs out: the address space in
// use (the limit less the largest mapping that still fits), plus the allocation that failed,
// plus, while a job reports its progress (`cprocess_memory_progress`, a history read a batch at
// a time), what its growth so far says the rest will take; never less than `least`, always
// more than the limit, rounded up to 4 MiB.

#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
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
  char before[512];
  size_t before_length;
  char after[256];
  size_t after_length;
  size_t least;
  size_t headroom;
  int status;
  struct sigaction previous[GUARDED_COUNT];
  stack_t previous_stack;
  // Set by the `stderr` stream when memory has run out (the runtime said so, or the room is
  // below `headroom`), with the size that failed when the runtime named it.
  volatile sig_atomic_t out_of_memory;
  size_t failed_size;
  // A job's progress: units done and in all, and the address space in use when it started.
  size_t progress_done;
  size_t progress_total;
  size_t progress_base;
  // The address space in use before the first job, and the most a job's data grew.
  size_t first_base;
  size_t largest_growth;
} guard;

// The installing thread's alternate stack: a handler that comes on a stack that overflowed
// still runs. In the program's image, so installing the guard maps nothing.
static char alternate_stack[64 * 1024];

// Async-signal-safe: mmap and munmap. The largest mapping that fits, to 1 MiB.
size_t cprocess_memory_room(void) {
  size_t limit = cprocess_memory_limit(NULL);
  if (limit == 0) return (size_t)-1;
  size_t low = 0, high = limit;  // `low` fits (nothing always does), `high` does not
  while (high - low > (1u << 20)) {
    size_t middle = low + (high - low) / 2;
    if (cprocess_memory_below(middle)) high = middle; else low = middle;
  }
  return low;
}

static size_t in_use(size_t limit) {
  size_t room = cprocess_memory_room();
  return room < limit ? limit - room : 0;
}

size_t cprocess_memory_need(size_t wanted) {
  size_t limit = cprocess_memory_limit(NULL);
  if (limit == 0) return 0;
  size_t used = in_use(limit);
  size_t need = used + wanted;
  // What the job's data grows to: as much as it grew when it ended, or, while it runs, its
  // growth so far times the units in all over those done (in MiB, without overflow).
  size_t growth = guard.largest_growth;
  size_t done = guard.progress_done, total = guard.progress_total, base = guard.progress_base;
  if (done > 0 && total > done && used > base) {
    size_t so_far = (used - base) >> 20;
    size_t projected = (size_t)(((unsigned long long)so_far * total / done) << 20);
    if (projected > growth) growth = projected;
  }
  // What is made from that data afterwards (stats' reports, the due days, the summary cache
  // written back as JSON) takes about as much again and half more (measured: `stats` of 80,000
  // items peaks at 1.0 times the reading's growth over it, `due` at 1.4).
  size_t model = guard.first_base + growth / 2 * 5 + wanted;
  if (growth > 0 && model > need) need = model;
  need += need / 4;  // slack: tables doubling, the output
  if (need < guard.least) need = guard.least;
  if (need <= limit) need = limit + (8u << 20);
  size_t step = 4u << 20;
  return (need + step - 1) / step * step;
}

void cprocess_memory_progress(size_t done, size_t total) {
  size_t limit = cprocess_memory_limit(NULL);
  if (limit == 0) return;
  if (done == 0) {
    guard.progress_base = in_use(limit);
    if (guard.first_base == 0 || guard.progress_base < guard.first_base)
      guard.first_base = guard.progress_base;
  }
  guard.progress_done = done;
  guard.progress_total = total;
}

void cprocess_memory_progress_end(void) {
  size_t limit = cprocess_memory_limit(NULL);
  if (limit == 0 || guard.progress_total == 0) return;
  size_t used = in_use(limit);
  if (used > guard.progress_base && used - guard.progress_base > guard.largest_growth)
    guard.largest_growth = used - guard.progress_base;
  guard.progress_done = 0;
  guard.progress_total = 0;
}

size_t cprocess_memory_growth(void) { return guard.largest_growth; }

size_t cprocess_memory_in_use(void) {
  size_t limit = cprocess_memory_limit(NULL);
  return limit == 0 ? 0 : in_use(limit);
}

// Writes the decimal digits of `value` at the end of `buffer` (at least 24 bytes); returns the
// first digit.
static char *decimal(size_t value, char *end) {
  char *digit = end;
  do {
    *--digit = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0);
  return digit;
}

static void write_all(const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(STDERR_FILENO, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

// The line, with the need measured now (in KiB, as ulimit counts).
static void say_out_of_memory(void) {
  char digits[24];
  char *first = decimal(cprocess_memory_need(guard.failed_size) >> 10, digits + sizeof digits);
  write_all(guard.before, guard.before_length);
  write_all(first, (size_t)(digits + sizeof digits - first));
  write_all(guard.after, guard.after_length);
}

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
  (void)context;
  if (guard.out_of_memory || cprocess_memory_below(guard.headroom)) {
    // Threads short of memory at once: the first says it and ends the process, the others
    // wait for that.
    if (__atomic_exchange_n(&guard.reported, 1, __ATOMIC_SEQ_CST)) {
      for (;;) pause();
    }
    say_out_of_memory();
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

#ifdef __GLIBC__
// The size in "failed to allocate N bytes", the Swift runtime's words; 0 when not those.
static size_t failed_allocation(const char *text, size_t length) {
  static const char words[] = "failed to allocate ";
  size_t count = sizeof words - 1;
  for (size_t start = 0; start + count < length; start++) {
    if (memcmp(text + start, words, count) != 0) continue;
    size_t size = 0;
    for (size_t index = start + count; index < length && text[index] >= '0' && text[index] <= '9';
         index++)
      size = size * 10 + (size_t)(text[index] - '0');
    return size > 0 ? size : 1;
  }
  return 0;
}

static ssize_t write_standard_error(void *cookie, const char *text, size_t length) {
  (void)cookie;
  if (!guard.out_of_memory && guard.installed) {
    size_t failed = failed_allocation(text, length);
    if (failed > 0 || cprocess_memory_below(guard.headroom)) {
      guard.failed_size = failed;
      guard.out_of_memory = 1;
    }
  }
  if (!guard.out_of_memory) write_all(text, length);
  return (ssize_t)length;
}

// `stderr` replaced once, for the rest of the process (the stream is never closed).
static void take_standard_error(void) {
  static int taken;
  if (taken) return;
  cookie_io_functions_t functions = {.read = NULL, .write = write_standard_error,
                                     .seek = NULL, .close = NULL};
  FILE *stream = fopencookie(NULL, "w", functions);
  if (stream == NULL) return;
  setvbuf(stream, NULL, _IONBF, 0);
  fflush(stderr);
  stderr = stream;
  taken = 1;
}
#endif

int cprocess_guard_memory(const char *before, const char *after, size_t least,
                          size_t headroom, int status) {
  if (guard.installed) cprocess_release_memory_guard();
  size_t length = strlen(before);
  if (length >= sizeof guard.before) length = sizeof guard.before - 1;
  memcpy(guard.before, before, length);
  guard.before_length = length;
  length = strlen(after);
  if (length >= sizeof guard.after) length = sizeof guard.after - 1;
  memcpy(guard.after, after, length);
  guard.after_length = length;
  guard.least = least;
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
#ifdef __GLIBC__
  take_standard_error();
#endif
  return 0;
}

void cprocess_release_memory_guard(void) {
  if (!guard.installed) return;
  for (size_t index = 0; index < GUARDED_COUNT; index++)
    sigaction(guarded_signals[index], &guard.previous[index], NULL);
  sigaltstack(&guard.previous_stack, NULL);
  guard.installed = 0;
}
