#!/usr/bin/env python3
"""conjugar's benchmarks, side by side with a Swift hello-world and (with --peers) other
conjugators. Prints a report; record it in Docs/PERFORMANCE.md. Nothing here is a test.

  scripts/benchmark.py [--runs 20] [--peers] [--no-build]

- cold start: median of --runs runs of `conjugar verb hablar --format json` next to a Swift
  hello-world that imports Foundation, built in the same run; the ratio;
- every known verb to JSON Lines (`conjugar verb --all --format json`, median of 5) and peak
  memory; the same from standard input (`verb -`); the same verbs as arguments in one process
  and in processes of 1,000 (the argument parser's share of the one-process run);
- the core micro-benchmarks (`conjugar-benchmarks`, a release executable);
- --peers: installs the Python conjugators verbecc and spanishconjugator (and mlconjug3 when
  its pinned dependencies install) into a virtualenv under .build-peers/ and times one verb in a
  fresh process, 500 verbs in one process, and peak memory, with ratios to conjugar.
"""
import argparse, atexit, os, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
BIN = os.path.join(ROOT, ".build", "release", "conjugar")
PEERS = os.path.join(ROOT, ".build-peers")


def run(command, stdin=None):
    """Runs a command to completion in a scratch folder (peers write logs into the current
    folder), standard input from the file `stdin` (else nothing); returns (seconds, peak
    resident KiB)."""
    source = open(stdin, "rb") if stdin else subprocess.DEVNULL
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               stdin=source, env=ENV, cwd=ENV.get("CONJUGAR_BENCH_DIR"))
    _, status, usage = os.wait4(process.pid, 0)
    if stdin:
        source.close()
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed: {' '.join(command[:6])} (status {status})")
    return elapsed, usage.ru_maxrss


def median_of(command, runs, warmup=3, stdin=None):
    for _ in range(warmup):
        run(command, stdin)
    samples = [run(command, stdin) for _ in range(runs)]
    return statistics.median(s for s, _ in samples), max(m for _, m in samples)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--peers", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    scratch = tempfile.mkdtemp(prefix="conjugar-bench-")
    atexit.register(shutil.rmtree, scratch, True)  # nothing left in /tmp, even after a failure
    global ENV
    ENV = dict(os.environ, CONJUGAR_SETTINGS=os.path.join(scratch, "settings.json"), NO_COLOR="1",
               CONJUGAR_BENCH_DIR=scratch)

    hello_source = os.path.join(scratch, "hello.swift")
    with open(hello_source, "w") as f:
        f.write('import Foundation\nprint("hello")\n')
    hello = os.path.join(scratch, "hello")
    subprocess.run(["swiftc", "-O", hello_source, "-o", hello], check=True)

    print(f"machine: {os.cpu_count()} cores; {time.strftime('%Y-%m-%d')}")
    hello_s, hello_kb = median_of([hello], args.runs)
    one_s, one_kb = median_of([BIN, "verb", "hablar", "--format", "json"], args.runs)
    print(f"cold start, hello-world (import Foundation): {hello_s * 1000:7.2f} ms  {hello_kb / 1024:5.1f} MiB")
    print(f"cold start, conjugar verb hablar --format json: {one_s * 1000:7.2f} ms  {one_kb / 1024:5.1f} MiB"
          f"  ratio {one_s / hello_s:.2f}x")
    for words in (["--version"], ["identify", "fui"]):
        cold_s, cold_kb = median_of([BIN, *words], args.runs)
        print(f"cold start, conjugar {' '.join(words)}: {cold_s * 1000:7.2f} ms  {cold_kb / 1024:5.1f} MiB"
              f"  ratio {cold_s / hello_s:.2f}x")

    verbs = [line.split("\t")[0] for line in open(os.path.join(ROOT, "Resources", "verbs.tsv"), encoding="utf-8")
             if line.strip() and not line.startswith("#")]
    bulk_s, bulk_kb = median_of([BIN, "verb", "--all", "--format", "json"], 5, warmup=1)
    print(f"every known verb to JSON Lines (verb --all): {bulk_s:6.3f} s  peak {bulk_kb / 1024:5.1f} MiB")
    verb_list = os.path.join(scratch, "verbs.txt")
    with open(verb_list, "w", encoding="utf-8") as f:
        f.write("\n".join(verbs) + "\n")
    stdin_s, stdin_kb = median_of([BIN, "verb", "-", "--format", "json"], 5, warmup=1, stdin=verb_list)
    print(f"every known verb to JSON Lines (verb - < list): {stdin_s:6.3f} s  peak {stdin_kb / 1024:5.1f} MiB")
    all_s, all_kb = median_of([BIN, "verb", *verbs, "--format", "json"], 5, warmup=1)
    print(f"every known verb ({len(verbs)}) as arguments: {all_s:6.3f} s  peak {all_kb / 1024:5.1f} MiB")
    # swift-argument-parser takes time quadratic in the number of arguments (each value merges
    # the set of argument positions seen so far): with 10,000 verbs that is most of the run.
    # The same work in processes of 1,000 verbs shows what conjugating and writing cost.
    chunks = [verbs[i:i + 1000] for i in range(0, len(verbs), 1000)]
    chunk_s = [median_of([BIN, "verb", *chunk, "--format", "json"], 3, warmup=1)[0] for chunk in chunks]
    print(f"every known verb, {len(chunks)} processes of 1,000 one after another: {sum(chunk_s):6.3f} s")

    plain = [v for v in verbs if not v.endswith("se")][:500]
    five_s, five_kb = median_of([BIN, "verb", *plain, "--format", "json"], 5, warmup=1)
    print(f"500 verbs in one process: {five_s:6.3f} s  peak {five_kb / 1024:5.1f} MiB")

    bench = os.path.join(ROOT, ".build", "release", "conjugar-benchmarks")
    if os.access(bench, os.X_OK):
        print()
        subprocess.run([bench], check=True)

    if args.peers:
        print()
        peers(plain, one_s, one_kb, five_s)


PEER_CODE = {
    "verbecc": (
        "from verbecc import CompleteConjugator, LangCodeISO639_1\n"
        "c = CompleteConjugator(LangCodeISO639_1('es'))\n"
        "for v in VERBS:\n"
        "    try: c.conjugate(v)\n"
        "    except Exception: pass\n"),
    "spanishconjugator": (
        "from spanishconjugator import Conjugator\n"
        "c = Conjugator()\n"
        "T = [('present','indicative'),('preterite','indicative'),('imperfect','indicative'),"
        "('future','indicative'),('conditional','indicative'),('present','subjunctive'),"
        "('imperfect','subjunctive'),('affirmative','imperative'),('negative','imperative')]\n"
        "P = ['yo','tu','usted','nosotros','vosotros','ustedes']\n"
        "for v in VERBS:\n"
        "    for t, m in T:\n"
        "        for p in P:\n"
        "            try: c.conjugate(v, t, m, p)\n"
        "            except Exception: pass\n"),
    "mlconjug3": (
        "import mlconjug3\n"
        "c = mlconjug3.Conjugator(language='es')\n"
        "for v in VERBS:\n"
        "    try: c.conjugate(v)\n"
        "    except Exception: pass\n"),
}


def environment_for(name, packages, no_deps=()):
    """A virtualenv of its own per peer (their pinned dependencies conflict)."""
    folder = os.path.join(PEERS, name)
    python = os.path.join(folder, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", folder], check=True)
    pip = [python, "-m", "pip", "install", "-q"]
    if subprocess.run(pip + list(packages)).returncode != 0:
        return None
    if no_deps and subprocess.run(pip + ["--no-deps", *no_deps]).returncode != 0:
        return None
    return python


def peers(plain, one_s, one_kb, five_s):
    pythons = {
        "verbecc": environment_for("verbecc", ["verbecc"]),
        "spanishconjugator": environment_for("spanishconjugator", ["spanishconjugator"]),
        # mlconjug3 4.0.1's model loads only with scikit-learn 1.6.1 and numpy < 2.
        "mlconjug3": environment_for(
            "mlconjug3", ["scikit-learn==1.6.1", "numpy<2", "scipy", "joblib", "threadpoolctl", "defusedxml", "pyyaml", "click", "rich"],
            no_deps=["mlconjug3==4.0.1"]),
    }
    print("peer                   one verb, fresh     vs conjugar   500 verbs   vs conjugar   peak memory")
    print(f"{'conjugar':20} {one_s * 1000:12.1f} ms {'1.00x':>12} {five_s:9.2f} s {'1.00x':>12} {one_kb / 1024:9.1f} MiB")
    for name, python in pythons.items():
        if python is None:
            print(f"{name:20} could not be installed")
            continue
        one = f"VERBS = ['hablar']\n" + PEER_CODE[name]
        many = f"VERBS = {plain!r}\n" + PEER_CODE[name]
        try:
            p_one, p_kb = median_of([python, "-c", one], 5, warmup=1)
            p_many, p_many_kb = median_of([python, "-c", many], 1, warmup=0)
        except SystemExit as error:
            print(f"{name:20} failed: {str(error).splitlines()[-1][:200]}")
            continue
        print(f"{name:20} {p_one * 1000:12.1f} ms {p_one / one_s:11.2f}x {p_many:9.2f} s {p_many / five_s:11.2f}x"
              f" {max(p_kb, p_many_kb) / 1024:9.1f} MiB")


ENV = dict(os.environ)
if __name__ == "__main__":
    main()
