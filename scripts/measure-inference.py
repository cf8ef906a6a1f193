#!/usr/bin/env python3
"""Measures inference (issue 11, item 5) on the dictionary's verbs that conjugar does not know.

  python3 scripts/measure-inference.py [--binary PATH] [--sample 200] [--irregular 200]
                                       [--regular 200] [--seed 11] [--list]

Reads every infinitive of the installed Spanish Hunspell dictionary (entries with inflection
flags, those built with a prefix flag, -se entries and bare headwords), counts those missing from
`conjugar verbs`, and conjugates seeded samples of the inflected ones by inference, each in one
process: a random sample, and one each among the verbs the dictionary inflects as irregular
(flags I or X: stem changes, accents, irregular stems) and as regular. A sampled verb fails when
Hunspell rejects one of its forms and no rule of Resources/dictionary-exceptions.tsv excuses it;
each failure is classified by the edit that turns the rejected form into one the dictionary's
entry yields (stem change missed, stressed weak vowel unmarked, -zc- missed, prefix split…).
--list prints the missing infinitives with their flags instead (generated from the installed
dictionary; never commit it).
"""
import argparse, collections, signal, difflib, os, random, re, sys, time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from dictionary_check import Conjugar, Dictionary, Exceptions, slots_and_forms

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
NOTE = re.compile(r"'([^']+)' is not in the verb list; conjugated like '([^']+)'")
# One edit that turns our form into the dictionary's → kind of failure; the first that fits wins.
KINDS = [
    (("e", "ie"), "stem change e>ie missed"), (("o", "ue"), "stem change o>ue missed"),
    (("o", "üe"), "stem change o>ue missed"), (("e", "i"), "stem change e>i missed"),
    (("o", "u"), "stem change o>u missed"),
    (("ie", "e"), "false stem change"), (("ue", "o"), "false stem change"),
    (("i", "e"), "false stem change"), (("u", "o"), "false stem change"),
    (("i", "í"), "stressed weak vowel unmarked"), (("u", "ú"), "stressed weak vowel unmarked"),
    (("í", "i"), "false accent"), (("ú", "u"), "false accent"),
    (("c", "zc"), "-zc- missed"), (("zc", "c"), "false -zc-"), (("", "y"), "y of -uir missed"),
    (("", "g"), "-g- missed"), (("", "ig"), "-ig- missed"),
    (("ec", ""), "future like decir (condiré) missed"),
]


def base(infinitive):
    return infinitive[:-2] if infinitive.endswith("se") else infinitive


def nearest(word, candidates):
    """The candidate most like `word` (difflib ratio, ties to those with the same last three
    letters, so that a form is compared with one of its tense), or None below 0.6."""
    def score(candidate):
        return (difflib.SequenceMatcher(None, word, candidate).ratio()
                + 0.2 * (candidate[-3:] == word[-3:]))
    best = max(candidates, key=score, default=None)
    return best if best and score(best) >= 0.6 else None


def diagnose(ours, theirs, verb, model):
    """(kind, the dictionary's form) for a rejected form of ours: the first edit of KINDS that
    turns it into a form the dictionary's entry yields, else the nearest such form."""
    if verb != model and verb.endswith(model):
        return "prefix split (false prefix, or a wrong rule of the base)", nearest(ours, theirs)
    for (old, new), kind in KINDS:
        for i in range(len(ours) + 1):
            if ours.startswith(old, i) and ours[:i] + new + ours[i + len(old):] in theirs:
                return kind, ours[:i] + new + ours[i + len(old):]
    if not theirs:
        return "no dictionary forms to compare", None
    return "other", nearest(ours, theirs)


def evaluate(sample, conjugar, dictionary, exceptions):
    """Conjugates a sample by inference (one process) and checks it (one hunspell run): returns
    (tables, refused verbs, models chosen, {verb: [(ours, dictionary's nearest, kind)]})."""
    tables, stderr = conjugar.infer(sample)
    models = dict(NOTE.findall(stderr))
    refused = set(sample) - {t["infinitive"] for t in tables}
    theirs = dictionary.forms(t["infinitive"] for t in tables)
    checked = {t["infinitive"]: slots_and_forms(t) for t in tables}
    rejected = dictionary.rejected(w for forms in checked.values() for _, w, _ in forms)
    failures = {}
    for table in tables:
        verb = table["infinitive"]
        slots = collections.defaultdict(list)
        for slot, word, _ in checked[verb]:
            slots[word].append(slot)
        bad = [w for w in slots if w in rejected and not exceptions.excuse(verb, w, slots[w])]
        if bad:
            model = models.get(verb, table["model"])
            candidates = theirs.get(verb, set())
            failures[verb] = [(w, t, kind) for w in bad
                              for kind, t in [diagnose(w, candidates, verb, model)]]
    return tables, refused, models, failures


def report(result, examples):
    tables, refused, models, failures = result
    n = max(len(tables), 1)
    if refused:
        print(f"conjugar refused {len(refused)}: {' '.join(sorted(refused))}")
    print(f"inferred tables with at least one rejected form: {len(failures)} of {len(tables)}; "
          f"accuracy {100.0 * (len(tables) - len(failures)) / n:.1f} %")
    by_kind = collections.defaultdict(list)
    for verb, items in failures.items():
        for kind in sorted({k for _, _, k in items}):
            by_kind[kind].append(verb)
    print("failure kinds (verbs; a verb may have several):")
    for kind, verbs in sorted(by_kind.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        shown = []
        for verb in sorted(verbs)[:examples]:
            ours, theirs, _ = next(i for i in failures[verb] if i[2] == kind)
            shown.append(f"{verb} (like {models.get(verb, '?')}): {ours} → {theirs or '?'}")
        print(f"  {len(verbs):4}  {kind}\n        " + "\n        ".join(shown))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "conjugar"))
    parser.add_argument("--dictionary", default="es_ES", help="name or path without extension")
    parser.add_argument("--exceptions",
                        default=os.path.join(ROOT, "Resources", "dictionary-exceptions.tsv"))
    parser.add_argument("--sample", type=int, default=200)
    parser.add_argument("--irregular", type=int, default=200,
                        help="sample size among verbs the dictionary inflects as irregular")
    parser.add_argument("--regular", type=int, default=200,
                        help="sample size among verbs the dictionary inflects as regular")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--examples", type=int, default=6, help="examples shown per failure kind")
    parser.add_argument("--list", action="store_true", help="print the missing infinitives")
    args = parser.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    started = time.perf_counter()

    dictionary = Dictionary(args.dictionary)
    conjugar = Conjugar(args.binary)
    exceptions = Exceptions(args.exceptions)
    known = {base(v["infinitive"]) for v in conjugar.verbs()}
    infinitives = dictionary.infinitives()
    missing = {v: how for v, how in infinitives.items() if base(v) not in known}
    if args.list:
        for verb in sorted(missing):
            print(f"{verb}\t{missing[verb]}\t{''.join(sorted(dictionary.verb_flags(verb)))}")
        return 0

    counts = collections.Counter(missing.values())
    total = collections.Counter(infinitives.values())
    print(f"Hunspell {dictionary.base}.dic (hunspell-es {dictionary.version()}): "
          f"{len(infinitives)} infinitives, {len(missing)} not in conjugar's list of {len(known)}")
    for how, label in (("flags", "entries with inflection flags"),
                       ("prefix", "built by a prefix flag (des+, re+…)"),
                       ("pronominal", "-se entries"),
                       ("bare", "bare headwords, no flags (mostly archaic)")):
        print(f"  {label:42} {total[how]:6} in the dictionary, {counts[how]:6} not ours")

    pool = sorted(v for v, how in missing.items() if how in ("flags", "prefix"))
    irregular = {v for v in pool
                 if dictionary.verb_flags(dictionary.source_entry(v)[0]) & {"I", "X"}}
    rng = random.Random(args.seed)
    for label, verbs, size in (
            ("random sample", pool, args.sample),
            ("irregular sample (dictionary flags I or X)", sorted(irregular), args.irregular),
            ("regular sample (neither I nor X)", [v for v in pool if v not in irregular],
             args.regular)):
        if size:
            sample = rng.sample(verbs, min(size, len(verbs)))
            print(f"\n{label}: {len(sample)} of {len(verbs)} inflected verbs not ours "
                  f"(seed {args.seed})")
            report(evaluate(sample, conjugar, dictionary, exceptions), args.examples)
    print(f"\n{time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
