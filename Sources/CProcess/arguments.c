// The arguments exec gave, saved before main. Swift's CommandLine.arguments reads
// /proc/self/cmdline on Linux, which a chroot or a minimal container may not have: the
// command line was then empty and `conjugar settings set vos on` opened the REPL. glibc (in
// dynamic and static programs alike) and Darwin's dyld call constructors with argc, argv and
// envp; other C libraries (musl) call them with nothing, so none is read there.

#include <stdlib.h>

#include "CProcess.h"

#if defined(__GLIBC__) || defined(__APPLE__)
#define CPROCESS_CONSTRUCTORS_GET_ARGUMENTS 1
#endif

static int saved_count;
static char **saved_arguments;

#ifdef CPROCESS_CONSTRUCTORS_GET_ARGUMENTS
__attribute__((constructor)) static void save_arguments(int count, char **arguments,
                                                        char **environment) {
  (void)environment;
  if (count > 0 && arguments != NULL) {
    saved_count = count;
    saved_arguments = arguments;
  }
}
#endif

int cprocess_argument_count(void) { return saved_count; }

const char *cprocess_argument(int index) {
  return index >= 0 && index < saved_count ? saved_arguments[index] : NULL;
}
