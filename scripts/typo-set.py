#!/usr/bin/env python3
"""Typos of common verbs, made by rule, for measuring the typo guard (issue 40).

  python3 scripts/typo-set.py [--top 300] [--per-kind 1] [--seed 40] \\
      | .build/release/ModelChooser --typo-guard

For each of the --top most used verbs of Resources/verb-frequency.tsv (non-pronominal), makes
the typos people make when typing a verb they know, by kind: `key` (a letter replaced by its
keyboard neighbour on the same row), `sound` (b/v, c/s/z, g/j, ll/y, a dropped h), `double` (a
letter doubled), `drop` (a letter left out), `swap` (two neighbours swapped) and `english` (an
English-style spelling: a doubled consonant, ph for f, y for i, -isar for -izar). Keeps only
words that end like an infinitive and are no listed verb, then --per-kind of each kind per verb
(seeded). Prints `typo<TAB>intended<TAB>kind` lines.
"""
import argparse, os, random, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
ROWS = ["qwertyuiop", "asdfghjklñ", "zxcvbnm"]
SOUNDS = [("b", "v"), ("v", "b"), ("ce", "se"), ("ci", "si"), ("z", "s"), ("s", "z"),
          ("ge", "je"), ("gi", "ji"), ("j", "g"), ("ll", "y"), ("y", "ll"), ("qu", "k")]
ENGLISH = [("m", "mm"), ("c", "cc"), ("t", "tt"), ("p", "pp"), ("f", "ff"), ("f", "ph"),
           ("i", "y"), ("izar", "isar"), ("l", "ll")]


def listed():
    with open(os.path.join(ROOT, "Resources", "verbs.tsv"), encoding="utf-8") as f:
        return {l.split("\t")[0] for l in f if not l.startswith("#")}


def common(top):
    verbs = []
    with open(os.path.join(ROOT, "Resources", "verb-frequency.tsv"), encoding="utf-8") as f:
        for line in f:
            verb = line.split("\t")[0]
            if not line.startswith("#") and not verb.endswith("se") and verb not in verbs:
                verbs.append(verb)
    return verbs[:top]


def replacements(verb, pairs):
    for old, new in pairs:
        for match in re.finditer(re.escape(old), verb[:-2]):
            if pairs is ENGLISH and match.start() == 0:
                continue  # an English spelling keeps the first letter
            yield verb[:match.start()] + new + verb[match.end():]


def typos(verb):
    stem = len(verb) - 2  # the ending -ar, -er, -ir is left alone: it names the class
    kinds = {"key": [], "sound": [], "double": [], "drop": [], "swap": [], "english": []}
    for i in range(stem):
        for row in ROWS:
            at = row.find(verb[i])
            if at >= 0:
                kinds["key"] += [verb[:i] + row[j] + verb[i + 1:] for j in (at - 1, at + 1)
                                 if 0 <= j < len(row)]
    kinds["sound"] = list(replacements(verb, SOUNDS))
    if verb.startswith("h"):
        kinds["sound"].append(verb[1:])
    kinds["double"] = [verb[:i] + verb[i] + verb[i:] for i in range(1, stem)]
    kinds["drop"] = [verb[:i] + verb[i + 1:] for i in range(1, stem)]
    kinds["swap"] = [verb[:i] + verb[i + 1] + verb[i] + verb[i + 2:] for i in range(stem - 1)
                     if verb[i] != verb[i + 1]]
    kinds["english"] = list(replacements(verb, ENGLISH))
    return kinds


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=300)
    parser.add_argument("--per-kind", type=int, default=1)
    parser.add_argument("--seed", type=int, default=40)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    known = listed()
    for verb in common(args.top):
        for kind, words in typos(verb).items():
            words = sorted({w for w in words if w != verb and w.endswith(("ar", "er", "ir"))
                            and w not in known and w + "se" not in known})
            for word in rng.sample(words, min(args.per_kind, len(words))):
                print(f"{word}\t{verb}\t{kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
