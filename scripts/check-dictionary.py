#!/usr/bin/env python3
"""Checks every known verb's table against the Spanish Hunspell dictionary (issue 11, item 2).

  python3 scripts/check-dictionary.py [--binary PATH] [--verbs V …] [--missing] [--excused]

Conjugates every verb of `conjugar verbs` in one process and takes, per verb, its simple tenses
(vos included, alternatives included, the negative imperative without its `no`), gerund and
participle; forms the table marks unusual (the persons a weather verb or acontecer does not use)
are left out, as the dictionary lists only the forms in use. Pronominal verbs are checked as written without their separate pronouns (me levanto
→ levanto; levántate, levantándose stay whole: the dictionary has enclitic forms) and counted
apart: the floor (99.5 %) is over the non-pronominal verbs. One `hunspell -l` run says which
forms the dictionary rejects. Each rejected form must match a row of
Resources/dictionary-exceptions.tsv (RAE agrees with conjugar) or it is our error: the exit
status is 1 while any is left. --missing also lists, per verb, the forms that the dictionary's
own entry yields (unmunch) and our table lacks: candidates for missing alternatives.

A verb the dictionary gives no forms of (no entry with inflection flags, and under a quarter of
our forms accepted one by one, not counting forms that a listed verb with an inflected entry
has: headwords without flags such as alimpiar or apercebir, whose forms aperciba… are
apercibir's, and current verbs it lacks such as wasapear) cannot be checked: it is listed and left out of the counts. Verbs whose
forms the dictionary lists one by one (haber, ir, andar) are checked as the others.
"""
import argparse, collections, signal, os, sys, time

sys.dont_write_bytecode = True  # no __pycache__ beside the scripts
from dictionary_check import Conjugar, Dictionary, Exceptions, SIMPLE_TENSES, slots_and_forms

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
FLOOR = 99.5


def percent(part, whole):
    return 100.0 * part / whole if whole else 100.0


def folded(word):
    return word.translate(str.maketrans("áéíóú", "aeiou"))


def lacking(table, ours, theirs):
    """Forms the dictionary has for a verb and its table lacks. For a pronominal verb, the
    dictionary's plain imperative and gerund are matched against our enclitic ones (levántate →
    levanta, levantaos → levantad, levantémonos → levantemos)."""
    missing = theirs - ours
    if table["pronominal"]:
        plain = set()
        for word in ours:
            for clitic, restore in (("nos", "s"), ("os", "d"), ("te", ""), ("se", ""), ("", "")):
                if word.endswith(clitic):
                    plain.add(folded(word[: len(word) - len(clitic)] + restore))
        missing = {f for f in missing if folded(f) not in plain}
    return missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "conjugar"))
    parser.add_argument("--dictionary", default="es_ES", help="name or path without extension")
    parser.add_argument("--exceptions",
                        default=os.path.join(ROOT, "Resources", "dictionary-exceptions.tsv"))
    parser.add_argument("--verbs", nargs="+", help="check only these verbs")
    parser.add_argument("--missing", action="store_true",
                        help="list the dictionary's forms of each verb that our table lacks")
    parser.add_argument("--excused", action="store_true", help="also list excused forms")
    args = parser.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    started = time.perf_counter()

    dictionary = Dictionary(args.dictionary)
    conjugar = Conjugar(args.binary)
    exceptions = Exceptions(args.exceptions)
    verbs = args.verbs or [v["infinitive"] for v in conjugar.verbs()]
    tables = conjugar.conjugate(verbs)

    checked, unattested = check(tables, dictionary, exceptions)
    print(f"conjugar ({os.path.relpath(args.binary)}) against Hunspell {dictionary.base}.dic "
          f"(hunspell-es {dictionary.version()}): {len(tables)} verbs, "
          f"{len(tables) - len(unattested)} of them checked")
    tables = [t for t in tables if t["infinitive"] not in unattested]
    share = summarize(checked, tables)
    list_rejections(checked, exceptions, args.excused, stale=not args.verbs)
    list_missing(dictionary, tables, args.missing)
    print(f"verbs the dictionary gives no forms of, not checked ({len(unattested)}): "
          + " ".join(sorted(unattested)))
    print(f"\nfloor {FLOOR} % of the non-pronominal verbs' shown forms: "
          f"{'met' if share >= FLOOR else 'NOT met'} ({share:.2f} %); "
          f"{time.perf_counter() - started:.1f} s")
    unexplained = any(c.verdict == "unexplained" for c in checked.values())
    return 1 if unexplained or share < FLOOR else 0


class Checked:
    """One distinct form of one verb: its slots, whether a table shows it (not only as an
    alternative), and the verdict: accepted, excused (with its exception row) or unexplained."""

    def __init__(self):
        self.slots, self.shown, self.verdict, self.row = [], False, "accepted", None


def check(tables, dictionary, exceptions):
    """(verb, form) → Checked, every form of every table asked of Hunspell at once, for the verbs
    the dictionary has forms of; and the set of the others (see the header)."""
    checked = {}
    for table in tables:
        unusual = {f"{tense}.{person}" for tense, persons in table.get("unusual", {}).items()
                   for person in persons}
        for slot, word, shown in slots_and_forms(table):
            if slot in unusual:
                continue  # llover in the first person: a form conjugar marks as not in use
            item = checked.setdefault((table["infinitive"], word), Checked())
            item.slots.append(slot)
            item.shown |= shown
    rejected = dictionary.rejected(word for _, word in checked)
    inflected = {t["infinitive"] for t in tables if dictionary.source_entry(t["infinitive"])}
    having = collections.defaultdict(set)
    for verb, word in checked:
        if verb in inflected:
            having[word].add(verb)
    accepted = collections.Counter(verb for verb, word in checked
                                   if word not in rejected and not having[word] - {verb})
    forms = collections.Counter(verb for verb, _ in checked)
    unattested = {t["infinitive"] for t in tables
                  if dictionary.source_entry(t["infinitive"]) is None
                  and 4 * accepted[t["infinitive"]] < forms[t["infinitive"]]}
    checked = {key: item for key, item in checked.items() if key[0] not in unattested}
    for (verb, word), item in checked.items():
        if word in rejected:
            item.row = exceptions.excuse(verb, word, item.slots)
            item.verdict = "excused" if item.row else "unexplained"
    return checked, unattested


def summarize(checked, tables):
    """Prints acceptance per group of verbs and per tense; returns the floor's measure: the
    share of accepted shown forms of non-pronominal verbs."""
    pronominal = {t["infinitive"]: t["pronominal"] for t in tables}
    groups = collections.defaultdict(collections.Counter)
    by_tense = collections.defaultdict(collections.Counter)
    for (verb, _), item in checked.items():
        for group in [pronominal[verb]] + ([("shown", pronominal[verb])] if item.shown else []):
            groups[group]["forms"] += 1
            groups[group][item.verdict] += 1
        for slot in item.slots:
            by_tense[slot.split(".")[0]]["slots"] += 1
            by_tense[slot.split(".")[0]][item.verdict] += 1
    for key, label in ((("shown", False), "non-pronominal verbs, shown forms"),
                       (False, "non-pronominal verbs, with alternatives"),
                       (("shown", True), "pronominal verbs, shown forms"),
                       (True, "pronominal verbs, with alternatives")):
        c = groups[key]
        print(f"{label}: {c['forms']} distinct forms, {percent(c['accepted'], c['forms']):.2f} % "
              f"accepted; rejected {c['forms'] - c['accepted']} ({c['excused']} excused, "
              f"{c['unexplained']} unexplained)")
    print("by tense (all verbs, slots, alternatives included):        accepted  or excused")
    for tense in ("gerund", "participle") + SIMPLE_TENSES:
        c = by_tense[tense]
        print(f"  {tense:24} {c['slots']:7} slots {percent(c['accepted'], c['slots']):12.2f} %"
              f"  {percent(c['accepted'] + c['excused'], c['slots']):8.2f} %")
    c = groups[("shown", False)]
    return percent(c["accepted"], c["forms"])


def list_rejections(checked, exceptions, show_excused, stale):
    by_verb = collections.defaultdict(list)
    for (verb, word), item in checked.items():
        if item.verdict == "unexplained" or (show_excused and item.verdict == "excused"):
            by_verb[verb].append((word, item))
    if by_verb:
        count = sum(map(len, by_verb.values()))
        print(f"\nrejected and not excused ({count} forms, {len(by_verb)} verbs; "
              f"fix the table or add an exception with RAE's reason):" if not show_excused
              else f"\nrejected forms ({count}), excused ones with their exception's reason:")
        for verb in sorted(by_verb):
            print(f"  {verb}: " + ", ".join(
                f"{word} ({'/'.join(sorted(set(item.slots)))})"
                + (f" [{item.row[3][:50]}]" if item.row else " [UNEXPLAINED]" * show_excused)
                for word, item in by_verb[verb]))
    unused = [r for r in exceptions.rows if r[4] == 0]
    if unused and stale:
        print(f"\nexception rows that excuse nothing ({len(unused)}): remove them")
        for row in unused:
            print("  " + "\t".join(row[:3]))


def list_missing(dictionary, tables, show):
    theirs = dictionary.forms(t["infinitive"] for t in tables)
    missing = {}
    for table in tables:
        verb = table["infinitive"]
        if verb in theirs:
            ours = {word for _, word, _ in slots_and_forms(table, enclitics=True)}
            missing[verb] = lacking(table, ours, theirs[verb])
    missing = {v: m for v, m in missing.items() if m}
    without = sorted(t["infinitive"] for t in tables if t["infinitive"] not in theirs)
    print(f"\nverbs without an inflected dictionary entry ({len(without)}): {' '.join(without)}")
    print(f"verbs whose dictionary entry yields forms our table lacks: {len(missing)} "
          f"({sum(map(len, missing.values()))} forms){'' if show else '; --missing lists them'}")
    if show:
        for verb in sorted(missing):
            print(f"  {verb}: {' '.join(sorted(missing[verb]))}")


if __name__ == "__main__":
    sys.exit(main())
