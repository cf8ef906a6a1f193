#!/usr/bin/env python3
"""Sends the signals that end a process to a quiz at seeded random points and checks that every
answer given was written: to the history as an unfinished quiz (`quiz`), or to the answers file
(`quiz --assignment`), and that conjugar ended by the signal (status 128 + its number).

Usage: pty_signals.py <conjugar binary> <scratch folder> <quiz|assignment> <pty|pipe> <seed>
       [signal names, comma-separated: HUP,TERM,INT,USR1,ALRM when not given]

For each of HUP, TERM, INT, USR1 and ALRM, twice: k answers (0 to 3, from the seed) are typed
and their feedback awaited, then the signal comes at one of three points (from the seed):
- `waiting`: at the next prompt (in a terminal, once libedit has it raw);
- `typing`: after part of the next answer, without Enter (that part is no answer);
- `racing`: right after the next answer's Enter, without waiting (it may or may not count).
The answers written must be exactly the first k (k + 1 when racing and it was read). In a
terminal, its settings afterwards must be those from before. No sleep decides anything: each
step waits for what conjugar shows.
Exit 0 on success; prints what went wrong otherwise.
"""
import json, os, pty, random, resource, select, signal, subprocess, sys, termios, time

binary, scratch, mode, transport, seed = sys.argv[1:6]
names = sys.argv[6].split(",") if len(sys.argv) > 6 else ["HUP", "TERM", "INT", "USR1", "ALRM"]
chosen = [getattr(signal, "SIG" + name) for name in names]
rng = random.Random(int(seed))
env = {"TERM": "xterm", "HOME": scratch, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "TZ": "UTC", "NO_COLOR": "1",
       "XDG_STATE_HOME": scratch, "CONJUGAR_SETTINGS": os.path.join(scratch, "settings.json")}
history_path = os.path.join(scratch, "history.jsonl")
COUNT = 8


def fail(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()
    os._exit(1)


def signal_at(session, point, given, signo, what, transport):
    """Sends `signo` at `point` (a line being typed, a line racing the signal, or between
    questions), checks the process ended by it, and returns the raced line's text."""
    raced = f"zz{len(given) + 1}"
    if point == "typing":
        session.type("zzpartial")
        session.wait_for(b"zzpartial") if transport == "pty" else None
    elif point == "racing":
        session.type(raced + "\n")
    os.kill(session.conjugar(), signo)
    status = session.end()
    if status != 128 + signo:
        fail(f"{what}: after {signal.Signals(signo).name} status {status}, not {128 + signo}; "
             f"shown {session.shown[-300:]!r}")
    return raced


def default_signals():
    """In the child: the signals' default actions and an empty mask (test runners block some)."""
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGUSR1, signal.SIGALRM,
                   signal.SIGPIPE, *chosen):
        signal.signal(number, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # QUIT, XCPU and SYS would leave a core


class Session:
    """conjugar with its standard input and output on a pseudo-terminal or on pipes."""

    def __init__(self, arguments):
        self.shown = b""
        if transport == "pty":
            # A shell records the terminal's settings before and after; conjugar (exec'd by an
            # inner shell that writes its process id) is what the signal is sent to.
            script = ('trap : INT TERM HUP USR1 ALRM; stty -g > "$0/stty-before"; '
                      '/bin/sh -c \'echo $$ > "$0/pid"; exec "$@"\' "$0" "$@"; '
                      'echo $? > "$0/status"; stty -g > "$0/stty-after"')
            pid, fd = pty.fork()
            if pid == 0:
                default_signals()
                os.execve("/bin/sh", ["/bin/sh", "-c", script, scratch, binary] + arguments, env)
            self.pid, self.fd = pid, fd
            self.target = None
        else:
            self.process = subprocess.Popen([binary] + arguments, stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                            env=env, preexec_fn=default_signals)
            self.fd = self.process.stdout.fileno()
            self.target = self.process.pid

    def conjugar(self):
        if self.target is None:
            path = os.path.join(scratch, "pid")
            deadline = time.time() + 30
            while not os.path.exists(path) or not open(path).read().strip():
                if time.time() > deadline:
                    fail("conjugar's process id never came")
                time.sleep(0.01)
            self.target = int(open(path).read())
        return self.target

    def type(self, text):
        if transport == "pty":
            os.write(self.fd, text.replace("\n", "\r").encode())
        else:
            self.process.stdin.write(text.encode())
            self.process.stdin.flush()

    def wait_for(self, needle, timeout=60):
        deadline = time.time() + timeout
        while needle not in self.shown:
            remaining = deadline - time.time()
            if remaining <= 0:
                fail(f"{mode}/{transport}: timed out waiting for {needle!r}; got {self.shown[-400:]!r}")
            if select.select([self.fd], [], [], remaining)[0]:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:
                    chunk = b""
                if not chunk:
                    fail(f"{mode}/{transport}: {needle!r} never came; got {self.shown[-400:]!r}")
                self.shown += chunk
        self.shown = self.shown[self.shown.index(needle) + len(needle):]

    def question(self, number, prompt):
        """Waits for a question: its number, then the prompt in a terminal (and libedit's raw
        mode), the end of its line in a pipe (no prompt is shown there)."""
        self.wait_for(number.encode())
        if transport == "pty":
            self.wait_for(prompt)
            self.editing()
        else:
            self.wait_for(b"\n")

    def editing(self):
        """In a terminal: waits until libedit has it raw (keys would otherwise meet cooked mode)."""
        if transport != "pty":
            return
        deadline = time.time() + 30
        while termios.tcgetattr(self.fd)[3] & termios.ICANON:
            if time.time() > deadline:
                fail("the terminal never left canonical mode")
            time.sleep(0.01)

    def end(self):
        """The status conjugar ended with, as a shell gives it."""
        deadline = time.time() + 60
        if transport == "pty":
            while True:
                done, _ = os.waitpid(self.pid, os.WNOHANG)
                if done:
                    break
                if time.time() > deadline:
                    os.kill(self.pid, 9)
                    fail(f"{mode}/{transport}: the session did not end; got {self.shown[-400:]!r}")
                try:
                    if select.select([self.fd], [], [], 0.1)[0]:
                        self.shown += os.read(self.fd, 4096)
                except OSError:
                    pass
            os.close(self.fd)
            before = open(os.path.join(scratch, "stty-before")).read()
            after = open(os.path.join(scratch, "stty-after")).read()
            if before != after:
                fail(f"{mode}/{transport}: terminal not restored: {before!r} became {after!r}")
            return int(open(os.path.join(scratch, "status")).read())
        # Standard input stays open: a quiz that the signal did not end would wait for ever
        # (its end of input would end it normally), and is reported.
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail(f"{mode}/{transport}: conjugar did not end; got {self.shown[-400:]!r}")
        self.shown += self.process.stdout.read()
        self.process.stdin.close()
        code = self.process.returncode
        return 128 - code if code < 0 else code


def clear():
    for name in ("pid", "status", "stty-before", "stty-after", "answers.txt"):
        path = os.path.join(scratch, name)
        if os.path.exists(path):
            os.remove(path)


def history_lines():
    if not os.path.exists(history_path):
        return []
    return open(history_path, encoding="utf-8").read().splitlines()


def run_quiz(signo, given, point):
    before = history_lines()
    session = Session(["quiz", "--seed", str(rng.randrange(1000)), "--count", str(COUNT)])
    for index, answer in enumerate(given):
        session.question(f"{index + 1}/{COUNT} ", b"> ")
        session.type(answer + "\n")
    session.question(f"{len(given) + 1}/{COUNT} ", b"> ")
    raced = signal_at(session, point, given, signo, f"quiz/{transport}", transport)
    after = history_lines()
    if after[:len(before)] != before:
        fail("quiz: the history's earlier lines changed")
    added = after[len(before):]
    possible = [given, given + [raced]] if point == "racing" else [given]
    if not given and point != "racing":
        if added:
            fail(f"quiz: nothing was answered, yet {added!r} was written")
        return
    if len(added) != 1:
        if not added and point == "racing" and not given:
            return
        fail(f"quiz/{transport}: after {signal.Signals(signo).name} at {point} with {given!r}, "
             f"{len(added)} lines written: {added!r}")
    record = json.loads(added[0])
    written = [answer["given"] for answer in record["answers"]]
    if written not in possible:
        fail(f"quiz/{transport}: {signal.Signals(signo).name} at {point}: answers {written!r}, "
             f"not {possible!r}")
    if record.get("finished") is not False or record.get("answered") != len(written):
        fail(f"quiz: the record is not an unfinished quiz of {len(written)}: {added[0]}")


def run_assignment(signo, given, point):
    key = json.load(open(os.path.join(scratch, "key.json")))
    version = key["versions"][rng.randrange(len(key["versions"]))]
    count = len(version["questions"])
    output = os.path.join(scratch, "answers.txt")
    session = Session(["quiz", "--assignment", version["code"], "--key-file",
                       os.path.join(scratch, "key.json"), "--output", output])
    if transport == "pty":
        session.wait_for(b": ")
        session.editing()
        session.type("Ana Garc\u00eda\n")
        for index, answer in enumerate(given):
            session.question(f"{index + 1}. ", b": ")
            session.type(answer + "\n")
        session.question(f"{len(given) + 1}. ", b": ")
    else:
        # No prompt in a pipe: a line that is no text (invalid UTF-8) after the answers is
        # refused with "  ! …" once every line before it has been read.
        session.type("Ana Garc\u00eda\n" + "".join(answer + "\n" for answer in given))
        session.process.stdin.write(b"\xff\n")
        session.process.stdin.flush()
        session.wait_for(b"  ! ")
    raced = signal_at(session, point, given, signo, f"assignment/{transport}", transport)
    if not os.path.exists(output):
        fail(f"assignment/{transport}: {signal.Signals(signo).name} at {point}: no answers file")
    lines = open(output, encoding="utf-8").read().splitlines()
    header = ["name: Ana Garc\u00eda", "class: " + key["class"], "version: " + version["code"]]
    expected = []
    for answers in ([given, given + [raced]] if point == "racing" else [given]):
        body = [f"{number + 1}. {answer}" for number, answer in enumerate(answers)]
        expected.append(header + body + [f"{n}. -" for n in range(len(answers) + 1, count + 1)])
    if lines not in expected:
        fail(f"assignment/{transport}: {signal.Signals(signo).name} at {point}: file {lines!r}, "
             f"not one of {expected!r}")


if mode == "assignment":
    done = subprocess.run([binary, "quiz", "--worksheet", "--class", "3B", "--versions", "2",
                           "--count", "6", "--key-file", os.path.join(scratch, "key.json")],
                          env=env, capture_output=True)
    if done.returncode != 0:
        fail(f"the key could not be made: {done.stderr!r}")

for signo in chosen:
    for _ in range(2):
        clear()
        given = [f"zz{number + 1}" for number in range(rng.randrange(4))]
        point = rng.choice(["waiting", "typing", "racing"])
        (run_assignment if mode == "assignment" else run_quiz)(signo, given, point)
print("ok")
