#ifndef CPROCESS_H
#define CPROCESS_H

#include <stddef.h>

/// The process as the C library sees it, for what Swift cannot reach or do safely: the
/// arguments exec gave (saved before main, so they need no /proc), malloc's arenas, the
/// address space left under a limit, and a last word when a fatal signal ends a process
/// that ran out of memory. Everything here is set once and read-only afterwards, except the
/// memory guard's handlers, which the thread that installs them removes.

/// The number of arguments exec gave the program (its name included); 0 where the C library
/// does not pass them to constructors (then ask the platform's own API).
int cprocess_argument_count(void);

/// Argument `index` (below `cprocess_argument_count()`), as exec gave it.
const char *cprocess_argument(int index);

/// Under an address-space or data limit (ulimit -v, ulimit -d), has glibc's malloc share one
/// arena between every thread; returns 1 when it did. Call it before the second thread starts.
int cprocess_share_one_arena_under_limit(void);

/// The memory limit in bytes: RLIMIT_AS (ulimit -v), else RLIMIT_DATA (ulimit -d), 0 when
/// neither is set. `option`, when not NULL, is set to the ulimit option: "-v" or "-d".
size_t cprocess_memory_limit(const char **option);

/// 1 when a limit is set and a mapping of `bytes` more would not fit under it.
int cprocess_memory_below(size_t bytes);

/// The largest mapping that still fits under the limit, to 1 MiB (SIZE_MAX without a limit).
size_t cprocess_memory_room(void);

/// The limit to ask for (bytes) when `wanted` more bytes do not fit: the address space in use,
/// `wanted`, what the job in progress (`cprocess_memory_progress`) will take at the rate it grew,
/// and slack; at least the guard's `least`, more than the limit, a multiple of 4 MiB. 0
/// without a limit. Async-signal-safe.
size_t cprocess_memory_need(size_t wanted);

/// A job under way: `done` of `total` units (bytes of a history); 0 done marks its start and
/// measures the address space in use then. Nothing without a limit.
void cprocess_memory_progress(size_t done, size_t total);

/// No job under way any more.
void cprocess_memory_progress_end(void);

/// The most the address space grew during one job (0 before any, or without a limit).
size_t cprocess_memory_growth(void);

/// The address space in use (0 without a limit), measured as the limit less the room left.
size_t cprocess_memory_in_use(void);

/// From now until `cprocess_release_memory_guard`: a fatal signal (SIGSEGV, SIGBUS, SIGABRT,
/// SIGILL, SIGTRAP) that comes after the Swift runtime said an allocation failed, or while less
/// than `headroom` bytes are left under the limit, writes `before`, the limit to ask for in KiB
/// (`cprocess_memory_need`, at least `least` bytes) and `after` (copied, at most 511 and 255
/// bytes) to standard error and ends the process with `status`; any other goes to the handler
/// it had before (a real bug keeps its crash report). The C library's `stderr` becomes a
/// stream to descriptor 2 that says nothing once memory has run out (glibc), so the runtime's
/// own "Fatal error" and stack trace are not printed before the line. Returns 0, or -1 when
/// the handlers could not be installed.
int cprocess_guard_memory(const char *before, const char *after, size_t least,
                          size_t headroom, int status);

/// Puts back the handlers `cprocess_guard_memory` replaced.
void cprocess_release_memory_guard(void);

/// Called on the signal watcher's thread with the number of a signal that ends the process.
typedef void (*cprocess_signal_callback)(int signal_number);

/// Starts a thread that waits (sigwait) for the signals that end a process and are sent to it
/// (HUP, INT, TERM, USR1, USR2, ALRM, VTALRM, PROF, PWR, the real-time signals; not one the
/// process started with ignored) and calls `on_signal` with each, on that thread. They reach it
/// only while every other thread blocks them: see `cprocess_hold_ending_signals`. Returns 0, or
/// -1 when the thread could not be made (then nothing is taken).
int cprocess_watch_ending_signals(cprocess_signal_callback on_signal);

/// Blocks (`hold` non-zero) or unblocks the watched signals in the calling thread; threads it
/// starts meanwhile inherit the mask. Returns 0, or -1.
int cprocess_hold_ending_signals(int hold);

/// Ends the process by `signal_number` as if it had not been caught: its default action put
/// back, unblocked in this thread and raised (128 + the number should that not end it).
__attribute__((noreturn)) void cprocess_end_by_signal(int signal_number);

#endif
