#!/usr/bin/env python3
"""Types lines into conjugar's REPL in a pseudo-terminal, one at a prompt, as a person would.

Usage: pty_lines.py <rows> <cols> <line file> <program> [arguments...]
The environment is this script's. Each line of <line file> is typed (then Return) once the
terminal shows the prompt "conjugar> " and libedit has it in raw mode; the session is then
expected to end by itself (the last line should be quit). Prints what the terminal showed, its
"\r\n" as "\n", then a last line "status N" (N: the exit status, or 128 + the signal).
Waits for what the terminal shows, never sleeps as synchronisation.
"""
import fcntl, os, pty, select, struct, sys, termios, time

rows, cols, lines = int(sys.argv[1]), int(sys.argv[2]), open(sys.argv[3], "rb").read().splitlines()
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    os.execv(sys.argv[4], sys.argv[4:])
shown = b""
prompt = b"conjugar> "
deadline = time.time() + 60


def read_some():
    """Reads what the terminal has shown within 0.1 s; False at its end."""
    global shown
    ready, _, _ = select.select([fd], [], [], 0.1)
    if ready:
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        shown += chunk
    return True


def raw_mode():
    try:
        return not termios.tcgetattr(fd)[3] & termios.ICANON
    except termios.error:
        return False


seen = 0
for line in lines:
    while time.time() < deadline and (shown.count(prompt) <= seen or not raw_mode()):
        if not read_some():
            break
    seen += 1
    os.write(fd, line + b"\r")
while time.time() < deadline and read_some():
    pass
if time.time() >= deadline:
    os.kill(pid, 9)
_, status = os.waitpid(pid, 0)
code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
sys.stdout.write(shown.decode("utf-8", "replace").replace("\r\n", "\n"))
sys.stdout.write(f"\nstatus {code}\n")
