#!/usr/bin/env python3
"""Chooses a conjugation model for dictionary verbs conjugar does not list (issue 11, item 2).

  python3 scripts/choose-models.py [--chooser PATH] [--verbs V …] [--irregular] [--limit N]
                                   [--changed] [--seed 11]

For each infinitive of the installed Spanish Hunspell dictionary missing from
Resources/verbs.tsv (or each of --verbs), proposes candidate models: the models of listed verbs
ending in the same last 3 to 6 letters, the model inference gives, and the regular model of its
class. The ModelChooser tool (swift build --product ModelChooser) conjugates the verb with every
candidate in one process; one `hunspell -l` run says which forms the dictionary rejects (rows of
Resources/dictionary-exceptions.tsv excuse a form as in check-dictionary.py), and one unmunch run
expands the dictionary's own entry for the verb. A candidate qualifies when every form of its
table (alternatives included) is accepted; among those, the one covering most of the dictionary's
forms of the verb wins, ties going to inference, then to the model of the verbs with the longest
shared ending. Prints a TSV on stdout:

  infinitive  model  coverage  inferred-model  inferred-rejected

(coverage: the share of the dictionary's forms of the verb that the chosen table has;
inferred-rejected: how many forms of inference's table hunspell rejects), then the undecided
verbs as `# undecided` lines with the reason. --changed keeps only the verbs inference gets
wrong (the ones worth a line in verbs.tsv). Nothing from the dictionary is written to the repo.
"""
import argparse, collections, os, random, signal, subprocess, sys, time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from dictionary_check import Dictionary, Exceptions, fail

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
REGULAR = {"ar": "hablar", "er": "comer", "ir": "vivir", "ír": "vivir"}
INFERRED = "*"
# A chosen table must also cover this share of the dictionary's forms of the verb: below it, the
# dictionary knows the verb otherwise (defective, another stem) and a person should decide.
MINIMUM_COVERAGE = 0.9


def base(infinitive):
    """The verb without the -se of a pronominal infinitive."""
    stripped = infinitive[:-2]
    return stripped if infinitive.endswith("se") and stripped.endswith(tuple(REGULAR)) else infinitive


def listed_verbs(path):
    """Resources/verbs.tsv as {infinitive without -se: model} (the first model of `a+b`)."""
    result = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 3 and not line.startswith("#"):
                result.setdefault(base(fields[0]), fields[1].split("+")[0])
    return result


def candidates(verb, listed):
    """Models to try, best guess first: inference, then the models of listed verbs sharing the
    longest ending (6 letters down to 3), then the class's regular model."""
    result = [INFERRED]
    for length in range(6, 2, -1):
        counts = collections.Counter(model for known, model in listed.items()
                                     if len(known) > length and known.endswith(verb[-length:]))
        result += [m for m, _ in counts.most_common() if m not in result]
    regular = REGULAR.get(verb[-2:])
    return result + ([regular] if regular and regular not in result else [])


def parse_forms(field):
    """`form:slot,slot form:slot` → {form: [slots]}."""
    result = {}
    for item in field.split():
        word, _, slots = item.partition(":")
        result[word] = slots.split(",")
    return result


def run_chooser(chooser, proposals):
    """{verb: [(model, forms, alternatives)]} from one ModelChooser run; `*` becomes the model
    inference gave, listed first; a model already tried is not repeated."""
    text = "".join(f"{verb}\t{','.join(models)}\n" for verb, models in proposals.items())
    result = subprocess.run([chooser], input=text, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"ModelChooser failed ({result.returncode}): {result.stderr.strip()[:300]}")
    tables = collections.defaultdict(list)
    for line in result.stdout.splitlines():
        verb, model, forms, alternatives = line.split("\t")
        if forms != "!unknown" and all(model != m for m, _, _ in tables[verb]):
            tables[verb].append((model, parse_forms(forms), parse_forms(alternatives)))
    return tables


class Candidate:
    """One model tried for one verb: the forms hunspell rejects unexcused, and the share of the
    dictionary's forms of the verb the table has."""

    def __init__(self, verb, model, forms, alternatives, rejected, theirs, exceptions):
        self.model = model
        every = {**alternatives, **forms}
        self.rejected = sorted(w for w, slots in every.items() if w in rejected
                               and not exceptions.excuse(verb, w, slots))
        self.coverage = len(theirs & every.keys()) / len(theirs) if theirs else 0.0


def decide(verb, tried, theirs):
    """(chosen Candidate, None) or (None, reason)."""
    if not theirs:
        return None, "the dictionary's entry yields no forms"
    accepted = [c for c in tried if not c.rejected]
    if not accepted:
        best = min(tried, key=lambda c: len(c.rejected))
        return None, (f"no candidate fully accepted; best {best.model} rejects "
                      f"{' '.join(best.rejected[:4])}")
    chosen = max(accepted, key=lambda c: c.coverage)  # max keeps the first of equals
    if chosen.coverage < MINIMUM_COVERAGE:
        return None, f"best {chosen.model} covers {chosen.coverage:.0%} of the dictionary's forms"
    return chosen, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chooser", default=os.path.join(ROOT, ".build", "debug", "ModelChooser"))
    parser.add_argument("--dictionary", default="es_ES", help="name or path without extension")
    parser.add_argument("--verbs-file", default=os.path.join(ROOT, "Resources", "verbs.tsv"))
    parser.add_argument("--exceptions",
                        default=os.path.join(ROOT, "Resources", "dictionary-exceptions.tsv"))
    parser.add_argument("--verbs", nargs="+", help="choose for these verbs only")
    parser.add_argument("--irregular", action="store_true",
                        help="only verbs the dictionary inflects as irregular (flags I or X)")
    parser.add_argument("--limit", type=int, help="a seeded sample of this many verbs")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--changed", action="store_true",
                        help="only verbs whose inferred table hunspell rejects in part")
    args = parser.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    started = time.perf_counter()
    if not os.access(args.chooser, os.X_OK):
        fail(f"no ModelChooser at {args.chooser} (swift build --product ModelChooser, or --chooser)")

    dictionary = Dictionary(args.dictionary)
    exceptions = Exceptions(args.exceptions)
    listed = listed_verbs(args.verbs_file)
    if args.verbs:
        verbs = args.verbs
    else:
        verbs = sorted(v for v, how in dictionary.infinitives().items()
                       if how in ("flags", "prefix") and base(v) not in listed)
    verbs = [v for v in verbs if dictionary.source_entry(v)]
    if args.irregular:
        verbs = [v for v in verbs
                 if dictionary.verb_flags(dictionary.source_entry(v)[0]) & {"I", "X"}]
    if args.limit and args.limit < len(verbs):
        verbs = sorted(random.Random(args.seed).sample(verbs, args.limit))

    tables = run_chooser(args.chooser, {v: candidates(base(v), listed) for v in verbs})
    theirs = dictionary.forms(verbs)
    rejected = dictionary.rejected(w for tried in tables.values() for _, forms, alternatives
                                   in tried for w in [*forms, *alternatives])
    decided, undecided = [], []
    for verb in verbs:
        tried = [Candidate(verb, model, forms, alternatives, rejected, theirs.get(verb, set()),
                           exceptions) for model, forms, alternatives in tables.get(verb, [])]
        if not tried:
            undecided.append((verb, "ModelChooser conjugated no candidate"))
            continue
        inferred = tried[0]
        if args.changed and not inferred.rejected:
            continue
        chosen, reason = decide(verb, tried, theirs.get(verb, set()))
        if chosen:
            decided.append((verb, chosen, inferred))
        else:
            undecided.append((verb, reason))
    for verb, chosen, inferred in decided:
        print(f"{verb}\t{chosen.model}\t{chosen.coverage:.3f}\t{inferred.model}\t"
              f"{len(inferred.rejected)}")
    for verb, reason in undecided:
        print(f"# undecided\t{verb}\t{reason}")
    print(f"choose-models: {len(verbs)} verbs, {len(decided)} decided, {len(undecided)} "
          f"undecided; {time.perf_counter() - started:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
