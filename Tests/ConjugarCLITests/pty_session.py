#!/usr/bin/env python3
"""Drives `conjugar` (no arguments: the REPL) in a pseudo-terminal, as a person would.

Types `verb habl<TAB>` and checks libedit completed it to `verb hablar `, runs it, recalls it
with the up arrow, abandons a line with Ctrl-C, leaves with Ctrl-D on an empty line, and checks
that the terminal settings are restored. Then: SIGTERM, SIGUSR1 and SIGALRM in the middle of a
line end conjugar with the terminal restored, SIGPIPE is ignored; Ctrl-Z and SIGTSTP suspend it
with the terminal restored and the line is redrawn after SIGCONT; a quiz run in the REPL keeps
its answers out of the command history and out of up-arrow recall, and Ctrl-C in an answer ends
the quiz with its summary and keeps the session; a standalone quiz edits answers with libedit
(arrow keys) and Ctrl-C ends it with its summary, saved to the quiz history.
Every step waits for what the terminal shows (and for libedit's raw mode) instead of sleeping.
At the prompt, a bare infinitive, a bare form, a typo and clear are typed as words.
Exit 0 on success; prints what went wrong otherwise.
Usage: pty_session.py <conjugar binary> <scratch folder>
"""
import os, pty, select, signal, sys, termios, time

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


env = {"TERM": "xterm", "HOME": scratch, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
       "XDG_STATE_HOME": scratch, "CONJUGAR_SETTINGS": os.path.join(scratch, "settings.json")}


def wait_for_editing(fd):
    """Waits until libedit has the terminal in raw mode: keys typed earlier (while it prints the
    prompt) would meet a cooked terminal, where Ctrl-Z is the terminal's own."""
    deadline = time.time() + 30
    while termios.tcgetattr(fd)[3] & termios.ICANON:
        if time.time() > deadline:
            fail("the terminal never left canonical mode")
        time.sleep(0.01)


def start(script):
    """Runs conjugar's REPL under /bin/sh -c script in a new pseudo-terminal."""
    pid, fd = pty.fork()
    if pid == 0:
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
os.write(fd, b"\x03")                     # Ctrl-C abandons it, and the prompt is on a new line
read_until(fd, b"^C\r\nconjugar> ")
wait_for_editing(fd)
os.write(fd, b"\x03")                     # Ctrl-C on an empty line keeps the session
read_until(fd, b"^C\r\nconjugar> ")
wait_for_editing(fd)
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


def wait_for_end(pid, fd, what):
    """Waits for the session's shell to end, reading what the terminal shows meanwhile; the Swift
    runtime's crash reporter, when it asks for a key, gets one."""
    global pending
    deadline = time.time() + 30
    answered = False
    while True:
        if not answered and b"Press space to interact" in pending:
            os.write(fd, b"q")
            answered = True
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        if time.time() > deadline:
            os.kill(pid, 9)
            fail(f"the session did not end after {what}; got {pending[-400:]!r}")
        try:
            if select.select([fd], [], [], 0.1)[0]:
                pending += os.read(fd, 4096)
        except OSError:
            pass


def check_restored(what):
    before = open(os.path.join(scratch, "stty-before")).read()
    after = open(os.path.join(scratch, "stty-after")).read()
    if before != after:
        fail(f"terminal not restored after {what}: {before!r} became {after!r}")


# Sessions ended by a signal in the middle of a line: the terminal is restored, and the
# signal's default action ends conjugar (the shell sees 128 + the signal). SIGPIPE is ignored.
# Crash signals are checked with the Swift runtime's crash reporter off, where our guard handles
# them like the others: with it on, the reporter (interactive on a terminal, slow to symbolicate
# on a busy machine) decides the outcome, and the session took over 30 s in one run.
for signo, ends, settings in [
        (signal.SIGTERM, True, ""), (signal.SIGUSR1, True, ""), (signal.SIGALRM, True, ""),
        (signal.SIGRTMIN + 3, True, ""), (signal.SIGPIPE, False, ""),
        (signal.SIGSEGV, True, "SWIFT_BACKTRACE=enable=no "),
        (signal.SIGABRT, True, "SWIFT_BACKTRACE=enable=no ")]:
    pending = b""
    pid_file = os.path.join(scratch, "pid")
    if os.path.exists(pid_file):
        os.remove(pid_file)
    # A shell that writes its own process id, then becomes conjugar (exec keeps the id).
    pid, fd = start('trap : INT TERM; stty -g > "$1/stty-before"; ' + settings +
                    '/bin/sh -c \'echo $$ > "$2/pid"; exec "$1"\' sh "$0" "$1"; '
                    'echo $? > "$1/status"; stty -g > "$1/stty-after"')
    read_until(fd, b"conjugar> ")
    wait_for_editing(fd)
    os.write(fd, b"verb hab")
    read_until(fd, b"verb hab")
    os.kill(int(open(pid_file).read()), signo)
    if ends is False:
        os.write(fd, b"lar --tense preterito --color never\r")
        read_until(fd, b"habl\xc3\xa9")
        read_until(fd, b"conjugar> ")
        wait_for_editing(fd)
        os.write(fd, b"\x04")
    name = signal.Signals(signo).name if signo in signal.Signals.__members__.values() else str(signo)
    wait_for_end(pid, fd, name)
    check_restored(name)
    status = open(os.path.join(scratch, "status")).read().strip()
    expected = str(128 + signo) if ends else "0"
    if ends is not None and status != expected:
        fail(f"after {name} conjugar ended with status {status}, not {expected}")


def start_under_job_control():
    """conjugar in its own foreground process group under a small job-control shell (a fork of
    this script): when conjugar stops, the shell takes the terminal back, prints whether its
    settings are those from before conjugar started, and continues conjugar."""
    pid, fd = pty.fork()
    if pid != 0:
        return pid, fd
    try:
        signal.signal(signal.SIGTTOU, signal.SIG_IGN)
        before = termios.tcgetattr(0)
        child = os.fork()
        if child == 0:
            os.setpgid(0, 0)
            os.tcsetpgrp(0, os.getpgrp())
            for default in (signal.SIGTSTP, signal.SIGTTIN, signal.SIGTTOU, signal.SIGCONT,
                            signal.SIGPIPE, signal.SIGXFSZ):   # like a shell starting a job
                signal.signal(default, signal.SIG_DFL)
            signal.pthread_sigmask(signal.SIG_SETMASK, [])  # test runners' threads block signals
            os.execve(binary, [binary], env)
        try:
            os.setpgid(child, child)
        except OSError:
            pass
        os.tcsetpgrp(0, child)
        with open(os.path.join(scratch, "job-pid"), "w") as file:
            file.write(str(child))
        stops = 0
        while True:
            _, status = os.waitpid(child, os.WUNTRACED)
            state = "restored" if termios.tcgetattr(0) == before else "RAW"
            if not os.WIFSTOPPED(status):
                os.write(1, f"[ended {status}, terminal {state}]\r\n".encode())
                os._exit(0)
            os.tcsetpgrp(0, os.getpgrp())
            stops += 1
            os.write(1, f"[stopped {stops}, terminal {state}]\r\n".encode())
            os.tcsetpgrp(0, child)
            os.kill(child, signal.SIGCONT)
    except BaseException as error:
        os.write(2, f"job-control shell failed: {error!r}\r\n".encode())
        os._exit(3)


# Ctrl-Z (a key: ISIG is off while editing) and SIGTSTP from outside suspend conjugar with the
# terminal as it was; after SIGCONT the line is redrawn and editing goes on.
pending = b""
pid, fd = start_under_job_control()
read_until(fd, b"conjugar> ")
wait_for_editing(fd)
os.write(fd, b"verb hab")
read_until(fd, b"verb hab")
os.write(fd, b"\x1a")
read_until(fd, b"[stopped 1, terminal restored]")
read_until(fd, b"verb hab")
wait_for_editing(fd)
job = int(open(os.path.join(scratch, "job-pid")).read())
os.kill(job, signal.SIGTSTP)               # the line is redrawn: conjugar waits for a key again
read_until(fd, b"[stopped 2, terminal restored]")
read_until(fd, b"verb hab")
os.write(fd, b"lar --tense preterito --color never\r")
read_until(fd, b"habl\xc3\xa9")
read_until(fd, b"conjugar> ")
wait_for_editing(fd)
os.write(fd, b"\x04")
read_until(fd, b"[ended 0, terminal restored]")
wait_for_end(pid, fd, "Ctrl-D")

# A quiz in the REPL: its answers are not saved in the command history, and the up arrow in an
# answer recalls nothing (the second answer stays "yy").
pending = b""
pid, fd = start('"$0"')
read_until(fd, b"conjugar> ")
os.write(fd, b"quiz --seed 1 --count 2\r")
read_until(fd, b"1/2 ")
read_until(fd, b"> ")
os.write(fd, b"zzanswer\r")
read_until(fd, b"2/2 ")
read_until(fd, b"> ")
os.write(fd, b"\x1b[A")
os.write(fd, b"yy\r")
read_until(fd, b"1/2 again")             # both missed: the first comes back; :quit ends the repeats
read_until(fd, b"> ")
os.write(fd, b":quit\r")
read_until(fd, b"Summary")
read_until(fd, b"conjugar> ")
summary = pending
if b"zzansweryy" in summary:
    fail(f"the up arrow in an answer recalled an earlier line: {summary[-400:]!r}")
os.write(fd, b"\x1b[A")                   # at the prompt, the up arrow recalls the quiz command
read_until(fd, b"quiz --seed 1 --count 2")
os.write(fd, b"\x03")
read_until(fd, b"conjugar> ")
wait_for_editing(fd)
os.write(fd, b"\x04")
wait_for_end(pid, fd, "Ctrl-D")
history = open(os.path.join(scratch, "conjugar", "history"), encoding="utf-8").read()
if "quiz --seed 1 --count 2" not in history or "zzanswer" in history or "yy" in history.split("\n"):
    fail(f"quiz answers in the command history: {history!r}")

# Ctrl-C in a quiz's answer in the REPL: the quiz ends with its summary, the session goes on.
pending = b""
pid, fd = start('"$0"')
read_until(fd, b"conjugar> ")
os.write(fd, b"quiz --seed 1 --count 3\r")
read_until(fd, b"1/3 ")
read_until(fd, b"> ")
os.write(fd, b"zz\r")
read_until(fd, b"2/3 ")
read_until(fd, b"> ")
wait_for_editing(fd)
os.write(fd, b"\x03")
read_until(fd, b"Stopped after 1 of 3 questions.")
read_until(fd, b"Summary")
read_until(fd, b"conjugar> ")
wait_for_editing(fd)
os.write(fd, b"\x04")
wait_for_end(pid, fd, "Ctrl-D")

# A standalone quiz on a terminal: the left arrow moves in the answer (no "^[[D" typed), and
# Ctrl-C ends the quiz with its summary and saves the answered question.
pending = b""
pid, fd = start('"$0" quiz --seed 1 --count 3')
read_until(fd, b"1/3 ")
read_until(fd, b"> ")
wait_for_editing(fd)
os.write(fd, b"qb\x1b[Dz\r")            # q, b, left arrow, z: "qzb"
read_until(fd, b"2/3 ")
read_until(fd, b"> ")
wait_for_editing(fd)
os.write(fd, b"\x03")
read_until(fd, b"Stopped after 1 of 3 questions.")
read_until(fd, b"qzb \xe2\x86\x92")       # the summary shows the answer as edited: "qzb →"
status = wait_for_end(pid, fd, "Ctrl-C in a standalone quiz")
if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
    fail(f"a quiz ended by Ctrl-C should exit 0: wait status {status}")
records = open(os.path.join(scratch, "history.jsonl"), encoding="utf-8").read().splitlines()
if not records or '"finished":false' not in records[-1].replace(" ", ""):
    fail(f"the interrupted quiz is not in the history: {records[-1:]!r}")

# Words at the prompt: the first word completes to a verb when no command begins with it
# (habl<TAB> → hablar), a bare infinitive shows its table, a bare form is identified, an unknown
# word gets the nearest command, and clear sends clear(1)'s escape codes to the terminal.
pending = b""
pid, fd = start('"$0"')
read_until(fd, b"conjugar> ")
wait_for_editing(fd)
os.write(fd, b"habl")
read_until(fd, b"habl")
os.write(fd, b"\t")
read_until(fd, b"ar ")
os.write(fd, b"--tense preterito --color never\r")
read_until(fd, b"habl\xc3\xa9")          # hablé
read_until(fd, b"conjugar> ")
os.write(fd, b"tuve\r")
read_until(fd, b"I got/had")               # identify tuve: tener, pretérito, yo
read_until(fd, b"conjugar> ")
os.write(fd, b"verv\r")
read_until(fd, b"unknown command 'verv'; did you mean 'verb'?")
read_until(fd, b"conjugar> ")
os.write(fd, b"clear\r")
read_until(fd, b"\x1b[H\x1b[2J")
read_until(fd, b"conjugar> ")
wait_for_editing(fd)
os.write(fd, b"\x04")
wait_for_end(pid, fd, "Ctrl-D after words")
print("ok")
