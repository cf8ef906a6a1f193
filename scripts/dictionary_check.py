"""What scripts/check-dictionary.py and scripts/measure-inference.py share: the installed Spanish
Hunspell dictionary (Debian `hunspell-es`, tri-licensed MPL/LGPL/GPL) as a second opinion, the
conjugar binary, the forms of a table that are checked, and the exceptions file.

Nothing read from the dictionary is written into the repository: the scripts read the installed
files on demand. In es_ES.aff the inflection flags of a verb are R (regular endings), E (regular
present), I and X (irregular stems and endings) and D (participle, with its feminine and
plural); lower-case flags are prefixes (h: des-, p: re-); the other flags add enclitic pronouns
or derived nouns, which the checks leave out.
"""
import fnmatch, functools, json, os, shutil, subprocess, sys, tempfile

VERB_FLAGS = frozenset("REIXD")
ENDINGS = ("ar", "er", "ir", "ír")
PRONOUNS = {"me", "te", "se", "nos", "os", "no"}
SIMPLE_TENSES = ("presenteDeIndicativo", "preterito", "imperfectoDeIndicativo",
                 "futuroDeIndicativo", "condicional", "presenteDeSubjuntivo",
                 "imperfectoDeSubjuntivo1", "imperfectoDeSubjuntivo2", "futuroDeSubjuntivo",
                 "imperativoPositivo", "imperativoNegativo")
SEARCH_DIRS = ("/usr/share/hunspell", "/usr/share/myspell/dicts", "/usr/share/myspell")
SENTINEL = "qqxseparador"
UTF8 = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")


def fail(message, status=1):
    """Stops with one line on stderr, as the project's tools do."""
    print(f"{os.path.basename(sys.argv[0])}: error: {message}", file=sys.stderr)
    sys.exit(status)


class Dictionary:
    """One Hunspell dictionary: its entries, their expansion (unmunch) and spell checking
    (hunspell -l), each a single process however many words are asked about."""

    def __init__(self, name="es_ES"):
        base = name[:-4] if name.endswith((".dic", ".aff")) else name
        candidates = [base] if os.sep in base else [os.path.join(d, base) for d in SEARCH_DIRS]
        found = [c for c in candidates if os.path.exists(c + ".dic") and os.path.exists(c + ".aff")]
        if not found:
            fail(f"no Hunspell dictionary {name} (install hunspell-es: scripts/setup.sh)", 74)
        for tool in ("hunspell", "unmunch"):
            if shutil.which(tool) is None:
                fail(f"{tool} not found (install hunspell, hunspell-tools: scripts/setup.sh)", 74)
        self.base = os.path.realpath(found[0] + ".dic")[:-4]
        self.entries = self._read_entries()
        self.prefix_flags = self._read_prefix_flags()

    def _read_entries(self):
        """word → the flag sets of its lines (a word may have a verb line and a noun line:
        articular/REDÀÄA and articular/lS; a prefix flag belongs to its own line)."""
        entries = {}
        with open(self.base + ".dic", encoding="utf-8") as f:
            next(f)
            for line in f:
                word, _, flags = line.strip().partition("/")
                if word:
                    flags = frozenset(flags.split()[0] if flags else "")
                    entries.setdefault(word, []).append(flags)
        return entries

    def _read_prefix_flags(self):
        with open(self.base + ".aff", encoding="utf-8") as f:
            return frozenset(p[1] for p in (l.split() for l in f) if len(p) == 4 and p[0] == "PFX")

    def version(self):
        """The package version, for reports (the .dic file does not carry one)."""
        result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "hunspell-es"],
                                capture_output=True, text=True)
        return result.stdout.strip() or "unknown version"

    def verb_lines(self, word):
        """The flag sets of a word's lines that inflect it as a verb."""
        return [f for f in self.entries.get(word, []) if f & VERB_FLAGS]

    def verb_flags(self, word):
        """The inflection flags of a word's verb lines."""
        return frozenset().union(*self.verb_lines(word)) & VERB_FLAGS

    def verb_prefix_flags(self, word):
        """The prefix flags of a word's verb lines."""
        return frozenset().union(*self.verb_lines(word)) & self.prefix_flags

    def expand(self, entries):
        """Every word each (word, flags) entry yields, in order: one unmunch run, the entries
        separated by a sentinel word that unmunch copies through."""
        lines = []
        for word, flags in entries:
            lines += [f"{word}/{''.join(sorted(flags))}" if flags else word, SENTINEL]
        with tempfile.NamedTemporaryFile("w", suffix=".dic", encoding="utf-8") as dic:
            dic.write(f"{len(lines)}\n" + "\n".join(lines) + "\n")
            dic.flush()
            out = subprocess.run(["unmunch", dic.name, self.base + ".aff"], env=UTF8,
                                 capture_output=True, check=True).stdout.decode("utf-8")
        groups, current = [], []
        for word in out.split("\n"):
            if word == SENTINEL:
                groups.append(current)
                current = []
            elif word:
                current.append(word)
        if len(groups) != len(entries):
            fail(f"unmunch returned {len(groups)} groups for {len(entries)} entries")
        return groups

    def rejected(self, words):
        """The words Hunspell rejects: one `hunspell -l` run fed every word."""
        text = "\n".join(sorted(set(words))) + "\n"
        out = subprocess.run(["hunspell", "-d", self.base, "-i", "utf-8", "-l"], input=text,
                             env=UTF8, capture_output=True, text=True, check=True).stdout
        return set(out.split())

    def infinitives(self):
        """Infinitives the dictionary knows, as {infinitive: how}: `flags` (an entry with
        inflection flags), `prefix` (built by a prefix flag of such an entry, as des+pensar),
        `pronominal` (a -se entry) or `bare` (an entry with no flags at all: mostly archaic
        headwords, and a few verbs whose forms are listed one by one, as haber)."""
        found = {w: "flags" for w in self.entries if w.endswith(ENDINGS) and self.verb_lines(w)}
        for word in self.prefixed_infinitives():
            found.setdefault(word, "prefix")
        for word, lines in self.entries.items():
            if word.endswith("se") and word[:-2].endswith(ENDINGS):
                found.setdefault(word, "pronominal")
            elif word.endswith(ENDINGS) and not any(lines) and word.islower():
                found.setdefault(word, "bare")
        return found

    def source_entry(self, infinitive):
        """The entry whose expansion holds an infinitive's forms, as (word, flags, prefix), where
        prefix goes before every expanded form ('' unless the infinitive is built by a prefix flag,
        as despensar from pensar/h); a -se verb uses its base's entry when it has none. None when
        no entry with inflection flags yields the verb."""
        pronominal = infinitive.endswith("se") and infinitive[:-2].endswith(ENDINGS)
        for word in (infinitive, infinitive[:-2]) if pronominal else (infinitive,):
            if self.verb_flags(word):
                return word, self.verb_flags(word), ""
            if word in self.prefixed_infinitives():
                base, flag, prefix = self.prefixed_infinitives()[word]
                return base, self.verb_flags(base) | {flag}, prefix
        return None

    @functools.cache
    def prefixed_infinitives(self):
        """Infinitives built with a prefix flag → (base word, flag, prefix): one unmunch run."""
        single = [(w, {flag}) for w in self.entries if w.endswith(ENDINGS)
                  for flag in sorted(self.verb_prefix_flags(w))]
        result = {}
        for (word, flags), forms in zip(single, self.expand(single)):
            for form in forms:
                if form != word and form.endswith(word[-2:]):
                    prefix = form[: len(form) - len(word)]
                    result.setdefault(form, (word, next(iter(flags)), prefix))
        return result

    def forms(self, infinitives):
        """infinitive → the one-word forms its entry yields, for those with an inflected entry:
        of flag D (the participle) only the masculine singular; the infinitive and its -se forms
        (hablarse, hablándose) left out. One unmunch run, two entries per verb (D apart)."""
        wanted = [(v, s) for v in infinitives for s in [self.source_entry(v)] if s]
        entries = []
        for _, (word, flags, _) in wanted:
            entries += [(word, flags - {"D"}), (word, flags - VERB_FLAGS | (flags & {"D"}))]
        expanded = self.expand(entries)
        result = {}
        for i, (verb, (_, _, prefix)) in enumerate(wanted):
            forms = expanded[2 * i] + [f for f in expanded[2 * i + 1] if f.endswith("o")]
            if prefix:
                plain = set(forms)
                forms = [f for f in forms if f.startswith(prefix) and f[len(prefix):] in plain]
            infinitive = verb[:-2] if verb.endswith("se") else verb
            result[verb] = {f for f in forms
                            if f != infinitive and not f.endswith(("rse", "ndose"))}
        return result


class Conjugar:
    """The conjugar binary: the verb list and JSON tables, every verb in one process."""

    def __init__(self, binary):
        if not (binary and os.access(binary, os.X_OK)):
            fail(f"no conjugar binary at {binary} (build: swift build -c release, or --binary)")
        self.binary = binary
        self.scratch = tempfile.TemporaryDirectory(prefix="conjugar-dictcheck-")
        self.env = dict(UTF8, CONJUGAR_SETTINGS=os.path.join(self.scratch.name, "settings.json"),
                        NO_COLOR="1")

    def _lines(self, arguments, tolerate_errors=False):
        """JSON Lines of one run; with tolerate_errors, the tables of the words conjugar took even
        if it refused others (status 65), and its notes and errors on stderr as a second value."""
        result = subprocess.run([self.binary] + arguments, env=self.env, capture_output=True)
        stderr = result.stderr.decode("utf-8")
        if result.returncode != 0 and not (tolerate_errors and result.returncode == 65):
            fail(f"conjugar {arguments[0]} failed ({result.returncode}): {stderr.strip()[:300]}")
        lines = [json.loads(l) for l in result.stdout.decode("utf-8").splitlines() if l]
        return (lines, stderr) if tolerate_errors else lines

    def verbs(self):
        """The known verbs: [{infinitive, translation, model, regularity}]."""
        return self._lines(["verbs", "--format", "json"])

    def conjugate(self, infinitives):
        """One table per infinitive (JSON, vos included), in order."""
        return self._lines(["verb", *infinitives, "--vos", "--format", "json"])

    def infer(self, infinitives):
        """Tables of verbs conjugar may not know, by inference, and its stderr (notes naming the
        model, errors for words it refuses)."""
        return self._lines(["verb", *infinitives, "--vos", "--format", "json"], True)


def slots_and_forms(table, enclitics=False):
    """(slot, word, shown) for every checked form of one table; slots are `tense.person`,
    `gerund`, `participle`; shown is False for alternatives. A pronominal verb's affirmative
    imperative and gerund carry enclitics (levántate): the dictionary has those only for
    entries with clitic flags, which says nothing of the conjugation, so they are left out
    unless `enclitics`."""
    def words(slot, form, shown):
        return [(slot, w, shown) for w in form.split() if w not in PRONOUNS]

    result = []
    alternatives = table.get("alternatives", {})
    enclitic = ("gerund", "imperativoPositivo") if table["pronominal"] and not enclitics else ()
    for kind in ("gerund", "participle"):
        if kind not in enclitic:
            result += words(kind, table[kind], True)
            for form in alternatives.get(kind, []):
                result += words(kind, form, False)
    for tense in SIMPLE_TENSES:
        if tense in enclitic:
            continue
        for person, form in (table["tenses"].get(tense) or {}).items():
            if form:
                result += words(f"{tense}.{person}", form, True)
            for form in alternatives.get("tenses", {}).get(tense, {}).get(person, []):
                result += words(f"{tense}.{person}", form, False)
    return result


def matches(text, patterns):
    """fnmatch against a field of the exceptions file: shell patterns separated by |."""
    return any(fnmatch.fnmatchcase(text, p) for p in patterns.split("|"))


class Exceptions:
    """Resources/dictionary-exceptions.tsv: rows of verb, slot, form (shell patterns: *, ?, [..],
    several separated by |) and the reason RAE sides with conjugar. A rejected form is excused by
    the first row matching its verb, the form and one of its slots; rows count their uses."""

    def __init__(self, path):
        self.rows = []
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if line.startswith(("#", "verb\t")) or not line.strip():
                    continue
                fields = line.rstrip("\n").split("\t")
                if len(fields) != 4 or not fields[3].strip():
                    fail(f"{path}:{number}: want verb, slot, form, reason (tabs)", 65)
                self.rows.append(fields + [0])

    def excuse(self, verb, form, slots):
        """The first row excusing a rejected form, or None."""
        for row in self.rows:
            verb_pattern, slot_pattern, form_pattern = row[:3]
            if (matches(verb, verb_pattern) and matches(form, form_pattern)
                    and any(matches(s, slot_pattern) for s in slots)):
                row[4] += 1
                return row
        return None
