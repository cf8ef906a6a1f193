#!/usr/bin/env python3
"""Checks sentence files (Docs/SENTENCES.md) while they are written; the test suite checks the
whole bank the same way (SentenceBankTests).

  scripts/check-sentences.py [--binary .build/debug/conjugar] [--verbs-top 400] [FILE …]

Without files, every Resources/sentences/*.tsv. Prints each problem with its file and line, then
the coverage: sentences per tense and per person, and the most used verbs with fewer than 4
sentences or 3 tenses (among the files given). Exit status 1 when a line has a problem.
"""
import argparse, glob, json, os, re, subprocess, sys
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
TENSES = [
    "presenteDeIndicativo", "preterito", "imperfectoDeIndicativo", "futuroDeIndicativo",
    "condicional", "presenteDeSubjuntivo", "imperfectoDeSubjuntivo1", "imperfectoDeSubjuntivo2",
    "futuroDeSubjuntivo", "imperativoPositivo", "imperativoNegativo", "perfectoDeIndicativo",
    "preteritoAnterior", "pluscuamperfectoDeIndicativo", "futuroPerfecto", "condicionalCompuesto",
    "perfectoDeSubjuntivo", "pluscuamperfectoDeSubjuntivo1", "pluscuamperfectoDeSubjuntivo2",
    "futuroPerfectoDeSubjuntivo",
]
MAIN = {"presenteDeIndicativo", "preterito", "imperfectoDeIndicativo", "presenteDeSubjuntivo"}
PERSONS = ["yo", "tu", "vos", "el", "nosotros", "vosotros", "ellos"]
PRONOUNS = {
    "yo": "yo", "tú": "tu", "vos": "vos", "él": "el", "ella": "el", "usted": "el",
    "nosotros": "nosotros", "nosotras": "nosotros", "vosotros": "vosotros",
    "vosotras": "vosotros", "ellos": "ellos", "ellas": "ellos", "ustedes": "ellos",
}
PAIRS = [("imperfectoDeSubjuntivo1", "imperfectoDeSubjuntivo2"),
         ("pluscuamperfectoDeSubjuntivo1", "pluscuamperfectoDeSubjuntivo2")]
# What a teacher checks (Docs/SENTENCES.md; the test suite's TeacherChecks, which also checks
# every form of the unsafe verbs).
FORMAL = {"futuroDeSubjuntivo", "futuroPerfectoDeSubjuntivo"}
REGISTERS = {"everyday", "legal", "solemn"}
UNSAFE_VERBS = {"cagar", "mear", "joder", "follar", "chingar", "culear", "putear"}
UNSAFE_WORDS = set("""mierda puta puto putas putos coño cojones gilipollas pendejo pendeja carajo
    cabrón cabrona polla verga pinche boludo boluda huevón huevona maricón zorra hostia hostias
    culo culos pedo pedos mamón chingada chingado joto culero""".split())
UNSAFE_ENGLISH = set("""crap crapped crapping shit shitty fuck fucking piss pissed arse ass bitch
    bastard damn poop pooped""".split())
NEGATIVES = {"nunca", "jamás", "tampoco", "nadie"}
POSITIVES = {"algo", "alguien", "algún", "alguna", "alguno", "algunos", "algunas"}
OPENERS = {"que", "si", "porque", "pero", "y", "o", "cuando", "aunque"}
CONCESSIVE = ["aunque", "a pesar de que", "pese a que", "por más que", "por mucho que"]
TWIN = {"presenteDeSubjuntivo": "presenteDeIndicativo",
        "perfectoDeSubjuntivo": "perfectoDeIndicativo"}
WORD = r"[\wáéíóúüñÁÉÍÓÚÜÑ]+"


def teacher_problems(where, verb, tenses, person, spanish, english, note):
    """The problems TeacherChecks finds in one sentence."""
    found = []
    register = note.get("register", "everyday")
    if register not in REGISTERS:
        found.append(f"{where}: unknown register {register!r}")
    if FORMAL & set(tenses):
        if register == "everyday":
            found.append(f"{where}: an everyday sentence lists the futuro de subjuntivo")
        elif tenses[0] not in FORMAL:
            found.append(f"{where}: the futuro de subjuntivo is listed, but not first")
    if register == "legal" and person not in ("el", "ellos"):
        found.append(f"{where}: legal text in the person {person}")
    words = re.findall(WORD, spanish.lower())
    bad = [w for w in words if w in UNSAFE_WORDS] + [w for w in re.findall(WORD, english.lower())
                                                      if w in UNSAFE_ENGLISH]
    if verb in UNSAFE_VERBS or bad:
        found.append(f"{where}: not for a classroom: {verb if verb in UNSAFE_VERBS else bad[0]}")
    for piece in re.split(r"[,;:.¿?¡!()«»\"]", spanish.lower()):
        clause = []
        for word in re.findall(WORD, piece) + ["que"]:
            if word in OPENERS and clause:
                negative = next((i for i, w in enumerate(clause) if w in NEGATIVES), None)
                if negative is not None and POSITIVES & set(clause[negative:]):
                    found.append(f"{where}: negative concord wants nada, nadie or ninguno")
                clause = []
            clause.append(word)
    twin = TWIN.get(tenses[0])
    if twin and twin not in tenses and note.get("concession") != "hypothetical":
        clause = re.split(r"[,;:.¿?¡!]", spanish.split("___")[0].lower())[-1]
        clause = " " + " ".join(re.findall(WORD, clause)) + " "
        if any(f" {c} " in clause for c in CONCESSIVE):
            found.append(f"{where}: a concession with the {tenses[0]} alone: "
                         f"a known fact takes the {twin} too (or concession=hypothetical)")
    if person == "vos" and tenses[0] == "perfectoDeIndicativo":
        found.append(f"{where}: a vos sentence asks for the perfecto first: list the pretérito first")
    return found


def parse(path):
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        yield number, line.split("\t")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "conjugar"))
    parser.add_argument("--verbs-top", type=int, default=400)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    files = args.files or sorted(glob.glob(os.path.join(ROOT, "Resources", "sentences", "*.tsv")))
    problems = []
    rows = []
    for path in files:
        for number, fields in parse(path):
            where = f"{os.path.basename(path)}:{number}"
            if len(fields) != 6:
                problems.append(f"{where}: {len(fields)} fields, not 6")
                continue
            verb, tenses, person, spanish, english, notes = fields
            tenses = tenses.split("|")
            note = dict(p.split("=", 1) for p in notes.split(";") if "=" in p)
            bad = [t for t in tenses if t not in TENSES]
            if bad:
                problems.append(f"{where}: unknown tense {bad}")
                continue
            for a, b in PAIRS:
                if (a in tenses) != (b in tenses):
                    problems.append(f"{where}: {a} and {b} go together")
            if person not in PERSONS:
                problems.append(f"{where}: unknown person {person!r}")
                continue
            if spanish.count("___") != 1:
                problems.append(f"{where}: {spanish.count('___')} blanks, not 1")
                continue
            if not english.strip() or "___" in english:
                problems.append(f"{where}: the English is missing or has a blank")
            if not note.get("cue"):
                problems.append(f"{where}: no cue=")
            rows.append((where, verb, tenses, person, spanish, english, note))
            problems.extend(teacher_problems(where, verb, tenses, person, spanish, english, note))
    # Forms, from the conjugator: one call for all the verbs.
    verbs = sorted({r[1] for r in rows})
    forms = {}
    if verbs:
        out = subprocess.run([args.binary, "verb", "--vos", "--format", "json", "-"],
                             input="\n".join(verbs) + "\n", capture_output=True, text=True)
        for line in out.stdout.splitlines():
            table = json.loads(line)
            forms[table["infinitive"]] = table
        for line in out.stderr.splitlines():
            problems.append(f"conjugar: {line}")
    filled = []
    for where, verb, tenses, person, spanish, english, note in rows:
        table = forms.get(verb)
        if table is None or not table.get("known", True):
            problems.append(f"{where}: {verb!r} is not a verb of the lexicon")
            continue
        form = table["tenses"].get(tenses[0], {}).get(person)
        if not form:
            problems.append(f"{where}: {verb} has no {tenses[0]} for {person}")
            continue
        for other in tenses[1:]:
            if not table["tenses"].get(other, {}).get(person):
                problems.append(f"{where}: {verb} has no {other} for {person}")
        words = re.findall(r"[\wáéíóúüñÁÉÍÓÚÜÑ]+", spanish.split("___")[0].lower())
        while words and words[-1] in {"no", "me", "te", "se", "nos", "os", "lo", "la", "le",
                                      "los", "las", "les", "ya", "también", "nunca", "siempre"}:
            words.pop()
        if words and words[-1] in PRONOUNS and PRONOUNS[words[-1]] != person:
            if not (person == "vos" and words[-1] == "vos"):
                problems.append(f"{where}: '{words[-1]}' before the blank, person {person}")
        filled.append((where, note, spanish.replace("___", form)))
    # The dictionary: one hunspell run.
    text = []
    for where, note, sentence in filled:
        names = {n.strip() for n in note.get("names", "").split(",") if n.strip()}
        for word in re.findall(r"[\wáéíóúüñÁÉÍÓÚÜÑ]+", sentence):
            if word not in names and not word.isdigit():
                text.append((where, word))
    if text:
        out = subprocess.run(["hunspell", "-d", "es_ES", "-l"], input="\n".join(w for _, w in text),
                             capture_output=True, text=True)
        rejected = set(out.stdout.split())
        for where, word in text:
            if word in rejected:
                problems.append(f"{where}: hunspell-es rejects {word!r}")
    seen = {}
    for where, verb, tenses, person, spanish, english, note in rows:
        key = re.sub(r"\W+", " ", spanish.lower()).strip()
        if key in seen:
            problems.append(f"{where}: the same sentence as {seen[key]}")
        seen[key] = where
    for problem in problems:
        print(problem)
    print(f"\n{len(rows)} sentences, {len(problems)} problems")
    per_tense = Counter(t for r in rows for t in r[2])
    for tense in TENSES:
        floor = 250 if tense in MAIN else 120
        print(f"  {tense:32} {per_tense[tense]:5}  (floor {floor})")
    print("  persons: " + ", ".join(f"{p} {c}" for p, c in Counter(r[3] for r in rows).most_common()))
    asked = str(args.verbs_top + len(UNSAFE_VERBS))
    top = subprocess.run([args.binary, "verbs", "--top", asked, "--format", "json"],
                         capture_output=True, text=True).stdout.splitlines()
    top = [json.loads(line)["infinitive"] for line in top]
    top = [v for v in top if v not in UNSAFE_VERBS][:args.verbs_top]
    by_verb = defaultdict(list)
    for r in rows:
        by_verb[r[1]].append(r[2][0])
    short = [v for v in top if len(by_verb[v]) < 4 or len(set(by_verb[v])) < 3]
    print(f"  top {len(top)} verbs short of 4 sentences over 3 tenses: {len(short)}")
    if short and len(short) < 120:
        print("   " + " ".join(f"{v}({len(by_verb[v])}/{len(set(by_verb[v]))})" for v in short))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
