#!/usr/bin/env python3
"""Runs one command in a pseudo-terminal of a given size, as a person at a terminal would.

Usage: pty_run.py <rows> <cols> <needle> <keys> <program> [arguments...]
The environment is this script's. When <needle> is not empty, <keys> are typed once the
terminal has shown it (e.g. "q" to leave less). Prints what the terminal showed, then a last
line "status N" (N: the exit status, or 128 + the signal that ended the program).
"""
import fcntl, os, pty, select, struct, sys, termios, time

rows, cols, needle, keys = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3].encode(), sys.argv[4]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.execv(sys.argv[5], sys.argv[5:])
shown = b""
typed = not needle
deadline = time.time() + 60
while time.time() < deadline:
    if not typed and needle in shown:
        os.write(fd, keys.encode())
        typed = True
    ready, _, _ = select.select([fd], [], [], 0.1)
    if ready:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        shown += chunk
else:
    os.kill(pid, 9)
_, status = os.waitpid(pid, 0)
code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
sys.stdout.write(shown.decode("utf-8", "replace"))
sys.stdout.write(f"\nstatus {code}\n")
