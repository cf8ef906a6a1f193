#!/usr/bin/env python3
"""Cold start of `conjugar verb hablar --format json` next to a Swift hello-world that imports
Foundation, both built in this run. Prints medians of N runs and the ratio.

Usage: scripts/startup-benchmark.py [--runs 40] [--bin .build/release/conjugar]
Build conjugar first (scripts/setup.sh builds `swift build -c release --static-swift-stdlib`).
"""
import argparse, os, statistics, subprocess, tempfile, time

def median_ms(command, runs):
    for _ in range(5):  # warm the page cache
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--bin", default=".build/release/conjugar")
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="conjugar-startup-")
    source = os.path.join(scratch, "hello.swift")
    with open(source, "w") as f:
        f.write('import Foundation\nprint("hello")\n')
    hello = os.path.join(scratch, "hello")
    subprocess.run(["swiftc", "-O", source, "-o", hello], check=True)
    env_command = [args.bin, "verb", "hablar", "--format", "json"]
    hello_ms = median_ms([hello], args.runs)
    conjugar_ms = median_ms(env_command, args.runs)
    print(f"hello-world (import Foundation): {hello_ms:6.2f} ms median of {args.runs}")
    print(f"conjugar verb hablar --format json: {conjugar_ms:6.2f} ms median of {args.runs}")
    print(f"ratio: {conjugar_ms / hello_ms:.2f}x")

if __name__ == "__main__":
    main()
