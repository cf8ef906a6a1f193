#!/usr/bin/env python3
"""Drives `conjugar` (no arguments: the REPL) in a pseudo-terminal, as a person would.

Types `verb habl<TAB>` and checks libedit completed it to `verb hablar `, runs it, recalls it
with the up arrow, abandons a line with Ctrl-C, leaves with Ctrl-D on an empty line, and checks
that the terminal settings are restored. Exit 0 on success; prints what went wrong otherwise.
Usage: pty_session.py <conjugar binary> <scratch folder>
"""
import os, pty, select, sys, time

binary, scratch = sys.argv[1], sys.argv[2]
log = open(os.path.join(scratch, "pty.log"), "w")


def fail(message):
    log.write(message + "\n")
    log.flush()
    sys.stderr.write(message + "\n")
    sys.stderr.flush()
    os._exit(1)


pending = b""


def read_until(fd, needle, timeout=30.0):
    """Reads until `needle` has come; what came after it stays pending for the next call."""
    global pending
    deadline = time.time() + timeout
    while needle not in pending:
        remaining = deadline - time.time()
        if remaining <= 0:
            fail(f"timed out waiting for {needle!r}; got {pending[-400:]!r}")
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError as error:
                fail(f"reading the terminal failed: {error}; got {pending[-400:]!r}")
            if not chunk:
                fail(f"{needle!r} never came; got {pending[-400:]!r}")
            pending += chunk
    pending = pending[pending.index(needle) + len(needle):]


def start(script):
    """Runs conjugar's REPL under /bin/sh -c script in a new pseudo-terminal."""
    pid, fd = pty.fork()
    if pid == 0:
        env = {"TERM": "xterm", "HOME": scratch, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
               "XDG_STATE_HOME": scratch, "CONJUGAR_SETTINGS": os.path.join(scratch, "settings.json")}
        os.execve("/bin/sh", ["/bin/sh", "-c", script, binary, scratch], env)
    return pid, fd


# Record the terminal settings before and after, to check conjugar restores them.
pid, fd = start('trap : INT; stty -g > "$1/stty-before"; "$0"; status=$?; stty -g > "$1/stty-after"; exit $status')
read_until(fd, b"conjugar> ")
os.write(fd, b"verb habl")
read_until(fd, b"verb habl")
os.write(fd, b"\t")
read_until(fd, b"ar ")                    # libedit completes habl → hablar and a space
os.write(fd, b"--tense preterito --color never\r")
read_until(fd, b"habl\xc3\xa9")          # hablé
read_until(fd, b"conjugar> ")
os.write(fd, b"\x1b[A")                   # up arrow recalls the previous line
read_until(fd, b"--tense preterito --color never")
os.write(fd, b"\x03")                     # Ctrl-C abandons it
read_until(fd, b"^C")
read_until(fd, b"conjugar> ")
time.sleep(0.2)
os.write(fd, b"\x04")                     # Ctrl-D on an empty line leaves
deadline = time.time() + 30
while True:
    done, status = os.waitpid(pid, os.WNOHANG)
    if done:
        break
    if time.time() > deadline:
        os.kill(pid, 9)
        fail(f"conjugar did not leave on Ctrl-D; got {pending[-400:]!r}")
    try:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            pending += os.read(fd, 4096)
    except OSError:
        pass
if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
    fail(f"abnormal end: wait status {status}")
before = open(os.path.join(scratch, "stty-before")).read()
after = open(os.path.join(scratch, "stty-after")).read()
if before != after:
    fail(f"terminal not restored: {before!r} became {after!r}")
history = open(os.path.join(scratch, "conjugar", "history"), encoding="utf-8").read()
if "verb hablar --tense preterito --color never" not in history:
    fail(f"history not saved: {history!r}")

# A second session ended by SIGTERM in the middle of a line: the terminal is restored too.
pending = b""
pid, fd = start('trap : INT; stty -g > "$1/stty-before"; "$0"; stty -g > "$1/stty-after"')
read_until(fd, b"conjugar> ")
os.write(fd, b"verb hab")
read_until(fd, b"verb hab")
def parent_of(process):
    """The parent pid from /proc, or None when the process ended while we looked."""
    try:
        with open(f"/proc/{process}/stat") as stat:
            return stat.read().split(") ")[-1].split()[1]
    except (FileNotFoundError, ProcessLookupError):
        return None

children = [int(p) for p in os.listdir("/proc") if p.isdigit() and parent_of(p) == str(pid)]
if not children:
    fail("could not find the conjugar process")
os.kill(children[0], 15)
deadline = time.time() + 30
while not os.waitpid(pid, os.WNOHANG)[0]:
    if time.time() > deadline:
        os.kill(pid, 9)
        fail("the session did not end after SIGTERM")
    try:
        if select.select([fd], [], [], 0.1)[0]:
            os.read(fd, 4096)
    except OSError:
        pass
before = open(os.path.join(scratch, "stty-before")).read()
after = open(os.path.join(scratch, "stty-after")).read()
if before != after:
    fail(f"terminal not restored after SIGTERM: {before!r} became {after!r}")
print("ok")
