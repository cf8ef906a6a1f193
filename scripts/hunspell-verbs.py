#!/usr/bin/env python3
"""Adds to Resources/verbs.tsv every infinitive of the installed Spanish Hunspell dictionaries
that it lacks (issue 40: a real verb is never refused).

  python3 scripts/hunspell-verbs.py [--chooser PATH] [--write]

Reads every installed regional dictionary (/usr/share/hunspell/es_*.dic: es_ES, es_MX, es_AR…)
and collects their infinitives as scripts/dictionary_check.py reads them: entries with
inflection flags, those a prefix flag builds (des+pensar), -se entries and bare headwords (no
flags: mostly DLE headwords out of use, and a few verbs such as podrir). A verb counts as listed
when verbs.tsv has it with or without -se (esforzar is listed by esforzarse). Bare headwords are
kept when they look like an infinitive: at least five letters, no written accent but that of
-ír (an infinitive is stressed on its ending), and not one of NOT_VERBS (adverbs, nouns and
adjectives the dictionaries list bare). Each new verb gets the model inference gives it
(ModelChooser's `*`; swift build --product ModelChooser), which is what conjugar would use
anyway; run scripts/choose-models.py afterwards to check models against the dictionary's own
forms, and scripts/check-dictionary.py for the agreement.

Prints the new rows; --write adds them to Resources/verbs.tsv (sorted by bytes, as the lookup
needs) without a gloss, and at the end of Resources/verb-frequency.tsv with the floor score
(-3.00, the score of a verb wordfreq does not have), in alphabetical order; rerun
scripts/rank-verbs.py where wordfreq is installed to rank them from data. Only the infinitives
(facts) come from the dictionary; no entry, flag or rule is copied (NOTICE).
"""
import argparse, glob, os, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from dictionary_check import Dictionary, fail

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
VERBS = os.path.join(ROOT, "Resources", "verbs.tsv")
FREQUENCY = os.path.join(ROOT, "Resources", "verb-frequency.tsv")
ENDINGS = ("ar", "er", "ir", "ír")
FLOOR = "-3.00"
# Headwords that end like an infinitive but are no verb, and three adjectives the dictionaries
# inflect as verbs (DLE has no such verbs).
NOT_VERBS = {"angular", "muscular", "magiar", "anteayer", "antier", "trasanteayer", "bulldozer",
             "scooter", "cualesquier", "cualquier", "doquier", "sidecar", "weber", "impar"}
# Verbs inference conjugates wrongly, whose forms the dictionary then rejects
# (scripts/check-dictionary.py): desdar goes like dar (desdoy), pudir is an old pudrir.
LEFT_OUT = {"desdar", "desdarse", "pudir"}


def base(verb):
    stripped = verb[:-2]
    return stripped if verb.endswith("se") and stripped.endswith(ENDINGS) else verb


def looks_like_a_verb(word):
    accents = set("áéíóú")
    stem = word[:-2] if word.endswith("ír") else word
    return (len(word) >= 5 and word.islower() and not accents & set(stem)
            and word not in NOT_VERBS and word.endswith(ENDINGS))


def missing(listed):
    found = {}
    paths = sorted(glob.glob("/usr/share/hunspell/es_*.dic"))
    if not paths:
        fail("no Spanish Hunspell dictionary installed (scripts/setup.sh)", 74)
    for path in paths:
        dictionary = Dictionary(path[:-4])
        for word, how in dictionary.infinitives().items():
            if base(word) in listed or word in listed:
                continue
            if word in NOT_VERBS | LEFT_OUT or how == "bare" and not looks_like_a_verb(word):
                continue
            found.setdefault(word, how)
    return found


def inferred_models(chooser, verbs):
    text = "".join(f"{verb}\t*\n" for verb in verbs)
    result = subprocess.run([chooser], input=text, capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"ModelChooser failed ({result.returncode}): {result.stderr.strip()[:300]}")
    models = {}
    for line in result.stdout.splitlines():
        verb, model = line.split("\t")[:2]
        if model != "!unknown":
            models.setdefault(verb, model)
    return models


def write(rows):
    with open(VERBS, encoding="utf-8") as f:
        lines = f.read().splitlines()
    comments = [l for l in lines if l.startswith("#")]
    entries = [l for l in lines if l and not l.startswith("#")]
    entries += [f"{verb}\t{model}\t" for verb, model in rows]
    entries.sort(key=lambda l: l.split("\t")[0].encode("utf-8"))
    with open(VERBS, "w", encoding="utf-8") as f:
        f.write("\n".join(comments + entries) + "\n")
    with open(FREQUENCY, "a", encoding="utf-8") as f:
        f.writelines(f"{verb}\t{FLOOR}\n" for verb, _ in sorted(rows))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chooser", default=os.path.join(ROOT, ".build", "debug", "ModelChooser"))
    parser.add_argument("--write", action="store_true", help="add the rows to Resources/")
    args = parser.parse_args()
    if not os.access(args.chooser, os.X_OK):
        fail(f"no ModelChooser at {args.chooser} (swift build --product ModelChooser, or --chooser)")
    with open(VERBS, encoding="utf-8") as f:
        listed = {base(l.split("\t")[0]) for l in f if not l.startswith("#") and l.strip()}
    verbs = missing(listed)
    models = inferred_models(args.chooser, sorted(verbs)) if verbs else {}
    rows = [(verb, models[verb]) for verb in sorted(verbs) if verb in models]
    for verb, model in rows:
        print(f"{verb}\t{model}\t{verbs[verb]}")
    skipped = sorted(set(verbs) - set(models))
    print(f"hunspell-verbs: {len(rows)} new verbs"
          + (f"; no model for {', '.join(skipped)}" if skipped else ""), file=sys.stderr)
    if args.write:
        write(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
