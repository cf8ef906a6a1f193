#!/usr/bin/env python3
"""Grading a big class: `conjugar grade` over 10,000 students x 20 questions. Prints a report;
record it in Docs/PERFORMANCE.md ("Grading a class"). Nothing here is a test.

  scripts/grade_benchmark.py [--binary .build/release/conjugar] [--students 10000]
                             [--questions 20] [--versions 4] [--runs 3] [--keep DIR]

The key is made by the binary itself (`quiz --worksheet --class 10X --versions V --count Q`,
settings in a scratch folder); the answers are drawn with a fixed seed from the key, as a class
writes them: most right, some without their accents, most wrong answers one of a few each
question draws (a class repeats its mistakes), a few unique. They go into CSV files of 1,000
rows (each under the 1 MiB an answers file may hold). The time is the median of --runs runs
of `grade KEY *.csv --format csv` to /dev/null, and its peak memory.
"""
import argparse, csv, json, os, random, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
UNACCENTED = str.maketrans("áéíóúÁÉÍÓÚ", "aeiouAEIOU")


def wrong_forms(answer, rng):
    """A question's usual wrong answers: a few slips a class makes, drawn once a question."""
    stem = answer[:-1] if len(answer) > 2 else answer
    pool = [stem + "o", stem + "a", stem + "es", answer + "s", stem + "ió", stem + "aron",
            "h" + answer, answer.replace("e", "ie", 1), answer.replace("o", "ue", 1)]
    return rng.sample([w for w in pool if w != answer], 4)


def answers_for(question, rng, pools):
    answer = question["answer"]
    number = question["number"]
    roll = rng.random()
    if roll < 0.60:
        return answer
    if roll < 0.70:
        return answer.translate(UNACCENTED)
    if roll < 0.75:
        return "-"
    if roll < 0.97:
        return rng.choice(pools[number])
    return answer + "x" + str(rng.randrange(100000))  # a wrong answer nobody else gives


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "conjugar"))
    parser.add_argument("--students", type=int, default=10000)
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--versions", type=int, default=4)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--keep", help="write the class here and keep it (for a profiler)")
    args = parser.parse_args()
    scratch = args.keep or tempfile.mkdtemp(prefix="conjugar-grade-bench-")
    os.makedirs(scratch, exist_ok=True)
    env = dict(os.environ, CONJUGAR_SETTINGS=os.path.join(scratch, "settings.json"),
               NO_COLOR="1", LANG="C.UTF-8")
    key_path = os.path.join(scratch, "key.json")
    if os.path.exists(key_path):
        os.remove(key_path)
    subprocess.run([args.binary, "quiz", "--worksheet", "--class", "10X", "--versions",
                    str(args.versions), "--count", str(args.questions), "--key-file", key_path],
                   env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    with open(key_path, encoding="utf-8") as f:
        key = json.load(f)
    rng = random.Random(37)
    pools = [{q["number"]: wrong_forms(q["answer"], rng) for q in v["questions"]}
             for v in key["versions"]]
    files = []
    for start in range(0, args.students, 1000):
        path = os.path.join(scratch, f"class-{start // 1000:02}.csv")
        with open(path, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            numbers = [q["number"] for q in key["versions"][0]["questions"]]
            writer.writerow(["name", "version"] + numbers)
            for s in range(start, min(start + 1000, args.students)):
                index = s % len(key["versions"])
                version = key["versions"][index]
                writer.writerow([f"Alumno {s + 1}", version["code"]] +
                                [answers_for(q, rng, pools[index]) for q in version["questions"]])
        files.append(path)
    command = [args.binary, "grade", key_path] + files + ["--format", "csv"]
    samples = []
    for _ in range(args.runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   env=env)
        _, status, usage = os.wait4(process.pid, 0)
        samples.append((time.perf_counter() - start, usage.ru_maxrss))
        if status != 0:
            sys.exit(f"grade failed (status {status}): {process.stderr.read()[:300]}")
    seconds = statistics.median(s for s, _ in samples)
    print(f"grade {args.students} students x {args.questions} questions "
          f"({args.versions} versions, {len(files)} CSV files): {seconds:.2f} s median of "
          f"{args.runs}, {seconds * 1000 / args.students:.3f} ms a student, peak "
          f"{max(m for _, m in samples) // 1024} MiB")
    if not args.keep:
        shutil.rmtree(scratch, True)


if __name__ == "__main__":
    main()
