#!/usr/bin/env python3
"""`conjugar stats` and `conjugar quiz --review` on a generated history of a million lines:
time and peak memory of the release binary. Prints a report; nothing here is a test.

  scripts/history-benchmark.py [--lines 1000000] [--runs 5] [--shape quiz|compact|both]
                               [--binary .build/release/conjugar] [--baseline OTHER-BINARY]
                               [--shuffled] [--answers 1] [--mangled] [--megabytes N]

- shape `quiz`: lines as `conjugar quiz --count 1` writes them (every field, one answer:
  about 290 bytes, 290 MB for a million lines);
- shape `compact`: the fields stats reads only (date and one answer: about 120 bytes);
- the answers cycle over 12 verbs × 5 tenses × 6 persons with a seeded mix of marks, one quiz
  a minute from 2023-11-14, so FSRS runs thousands of answers per item;
- each command runs --runs times in a fresh process (TZ=UTC), after one warm-up that also puts
  the file in the page cache; the report gives the median and the fastest wall-clock time and
  the largest peak resident memory (ru_maxrss);
- --baseline runs another binary (an older build) on the same files for a before/after table,
  and compares what both print (stdout and stderr, byte for byte): `output differs` is a bug.
  A binary that crashes is reported with its signal;
- --answers N writes N answers a quiz (a heavy learner's 20-question quizzes: --answers 20);
- --megabytes N writes lines until the file holds N MB instead of a count of lines;
- --mangled makes every 97th line one a reader must refuse or read with care (not JSON, cut
  short, no date, escapes, unknown and mistyped members, a line of spaces), to compare outputs;
- --shuffled also times a copy of each history with its lines in a seeded random order (a clock
  set back, merged files: the questions answered out of date order are read a second time).
Build first: swift build -c release --product conjugar
"""
import argparse, json, os, random, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
VERBS = ["hablar", "tener", "ser", "ir", "comer", "vivir", "decir", "hacer", "poder", "pensar", "buscar", "dormir"]
TENSES = ["preterito", "presenteDeIndicativo", "futuroDeIndicativo", "imperfectoDeIndicativo", "condicional"]
PERSONS = ["yo", "tu", "el", "nosotros", "vosotros", "ellos"]
MARKS = ["correct"] * 6 + ["wrong", "accentOnly", "skipped"]
SHUFFLE = """import random, sys
with open(sys.argv[1], encoding="utf-8") as file:
    lines = file.readlines()
random.Random(2).shuffle(lines)
with open(sys.argv[1], "w", encoding="utf-8") as file:
    file.writelines(lines)
"""
COMMANDS = [["stats"], ["stats", "--format", "json"], ["quiz", "--review", "--worksheet", "--count", "20", "--seed", "1"]]


MANGLED = [
    'not json', '{"date":"2023-11-14T22:13:20Z","answers":[{"verb":"hablar"', '{"answers":[]}', '[1,2]', '   ',
    '{"date":"2023-11-14T22:13:20Z","answers":[{"verb":"habl\\u00e1r","tense":"preterito","person":"yo",'
    '"mark":"wrong"},{"verb":"ser","tense":"gerund","mark":"correct"},7],"future":{"x":[1e3,null]}}',
    '{"date":"2023-11-14T22:13:20+05:30","mode":"review","mode":1,"answers":[{"verb":"ir","tense":"condicional",'
    '"person":"vos","mark":"brilliant"}]}',
    '{"date":"2025-02-31","answers":[]}', '{"date":"2023-11-14T22:13:20Z","drill":"recognize","answers":[1]}',
    '\ufeff{"date":"2023-11-14T22:13:20Z"}', '{"date":"2023-11-14T22:13:20Z","score":1.0,"finished":true,'
    '"difficulty":"easy","region":"spain","vos":true,"questions":"1","answers":{}}',
    '{"date":"2023-11-15T09:00:00Z","mode":"quiz","difficulty":"easy","region":"latin-america","vos":false,'
    '"questions":1,"score":999,"finished":true,"seed":18446744073709551615,"focus":{"tenses":["pret\\u00e9rito",'
    '"preterito"],"persons":["yo"]},"answers":[]}',
]


def generate(path, lines, shape, answers=1, megabytes=None, mangled=False):
    rng = random.Random(1)
    start = 1_700_000_000
    with open(path, "w", encoding="utf-8") as out:
        index = 0
        while (out.tell() < megabytes * 1e6) if megabytes else index < lines:
            if mangled and index % 97 == 96:
                out.write(MANGLED[index // 97 % len(MANGLED)] + "\n")
                index += 1
                continue
            date = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + 60 * index))
            given = [{"verb": rng.choice(VERBS), "tense": rng.choice(TENSES), "person": rng.choice(PERSONS),
                      "mark": rng.choice(MARKS)} for _ in range(answers)]
            if shape == "compact":
                record = {"date": date, "answers": given}
            else:
                for answer in given:
                    answer.update(expected="hablé", given="hable")
                correct = sum(1 for answer in given if answer["mark"] == "correct")
                record = {"date": date, "mode": "quiz", "drill": "conjugate", "seed": index, "difficulty": "easy",
                          "region": "latin-america", "vos": False, "questions": answers, "answered": answers,
                          "correct": correct, "score": 10 * correct, "finished": True, "answers": given}
            out.write(json.dumps(record, separators=(",", ":"), sort_keys=True, ensure_ascii=False) + "\n")
            index += 1
        return index


def run(binary, arguments, folder):
    environment = dict(os.environ, CONJUGAR_SETTINGS=os.path.join(folder, "settings.json"), TZ="UTC", NO_COLOR="1")
    started = time.perf_counter()
    process = subprocess.Popen([binary, *arguments], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               stdin=subprocess.DEVNULL, env=environment)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    failure = None
    if os.WIFSIGNALED(status):
        failure = f"killed by signal {os.WTERMSIG(status)}"
    elif os.WEXITSTATUS(status) != 0:
        failure = f"exit status {os.WEXITSTATUS(status)}"
    return elapsed, usage.ru_maxrss, failure


def output(binary, arguments, folder):
    environment = dict(os.environ, CONJUGAR_SETTINGS=os.path.join(folder, "settings.json"), TZ="UTC", NO_COLOR="1")
    done = subprocess.run([binary, *arguments], capture_output=True, stdin=subprocess.DEVNULL, env=environment)
    return done.returncode, done.stdout, done.stderr


def measure(binary, arguments, folder, runs):
    _, _, failure = run(binary, arguments, folder)
    if failure:
        return failure
    samples = [run(binary, arguments, folder) for _ in range(runs)]
    times = [elapsed for elapsed, _, _ in samples]
    peak = max(memory for _, memory, _ in samples) / 1024
    return f"median {statistics.median(times):6.2f} s  fastest {min(times):6.2f} s  peak {peak:7.1f} MiB"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--shape", choices=["quiz", "compact", "both"], default="both")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "conjugar"))
    parser.add_argument("--baseline")
    parser.add_argument("--shuffled", action="store_true")
    parser.add_argument("--answers", type=int, default=1)
    parser.add_argument("--megabytes", type=float)
    parser.add_argument("--mangled", action="store_true")
    args = parser.parse_args()
    binaries = [("after", args.binary)] + ([("before", args.baseline)] if args.baseline else [])
    for _, binary in binaries:
        if not os.access(binary, os.X_OK):
            sys.exit(f"no binary at {binary}: swift build -c release --product conjugar")
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f}; {time.strftime('%Y-%m-%d')}")
    for shape in (["quiz", "compact"] if args.shape == "both" else [args.shape]):
        with tempfile.TemporaryDirectory(prefix="conjugar-history-") as folder:
            history = os.path.join(folder, "history.jsonl")
            lines = generate(history, args.lines, shape, args.answers, args.megabytes, args.mangled)
            for order in ["in order"] + (["shuffled"] if args.shuffled else []):
                if order == "shuffled":
                    # In a child process: the children forked from here would count this
                    # process's memory (the lines) in their peak.
                    subprocess.run([sys.executable, "-c", SHUFFLE, history], check=True)
                size = os.path.getsize(history) / 1e6
                print(f"\n{lines:,} lines of {args.answers} answers, shape {shape}, {order}"
                      f"{', mangled' if args.mangled else ''}: {size:.0f} MB")
                for arguments in COMMANDS:
                    for name, binary in binaries:
                        print(f"  {name:6} conjugar {' '.join(arguments):45} {measure(binary, arguments, folder, args.runs)}")
                    if args.baseline:
                        same = output(args.binary, arguments, folder) == output(args.baseline, arguments, folder)
                        print(f"  {'':6} {'identical output' if same else 'OUTPUT DIFFERS'}")


if __name__ == "__main__":
    main()
