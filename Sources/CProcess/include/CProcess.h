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

/// From now until `cprocess_release_memory_guard`: a fatal signal (SIGSEGV, SIGBUS, SIGABRT,
/// SIGILL, SIGTRAP) that comes while less than `headroom` bytes are left under the limit
/// writes `message` (copied, at most 511 bytes) to standard error and ends the process with
/// `status`; any other goes to the handler it had before (a real bug keeps its crash report).
/// Returns 0, or -1 when the handlers could not be installed.
int cprocess_guard_memory(const char *message, size_t headroom, int status);

/// Puts back the handlers `cprocess_guard_memory` replaced.
void cprocess_release_memory_guard(void);

#endif
