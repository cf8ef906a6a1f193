#!/usr/bin/env python3
"""Writes Tests/ScheduleFittingTests/Fixtures/fit-*.txt: simulated learners with known FSRS-6
parameters, their answers, and what the reference optimiser (PyPI `fsrs-rs-python`, fsrs-rs's
bindings, BSD-3: the optimiser Anki uses) fits on them. Run once; the fixtures are committed and
`swift test` never needs Python.

  pip install fsrs-rs-python
  python3 scripts/fsrs-fit-fixtures.py [--learners 6] [--seed 42] [--history DIR] [--time]

A learner: true parameters (the defaults, each moved by up to ±spread·k), new items each day,
each answered when due (the interval of its true stability at retention 0.9, stretched by a
random factor 0.5…2 so the gaps vary), sometimes late; recalled with the true recall
probability; a recalled answer is Hard one time in ten, else Good; a miss is Again and is
asked again the same day (conjugar's relearning repeat), graded by the short-term model.

The predictions are fsrs-rs's items (answers a day or more after the previous one), in time
order; the earlier 80 % are fitted (`compute_parameters` with card ids), the later 20 % measured
with fsrs-rs's model (log loss, unweighted), for the defaults and the reference's fit. conjugar's
test fits the same earlier part and must come within 1 % of the reference's log loss.

File format, one record a line:
    learner <name> cards <n> days <n>
    true <21 numbers>
    reference <21 numbers>            the reference's fit of the earlier part
    loss default <x> reference <x>    held-out log loss
    seconds <x>                       the reference's fitting time
    card <rating>:<days>:<order> …    one line an item, its answers in order

--history DIR also writes each learner's answers as a conjugar history (DIR/<name>.jsonl, one
compact quiz line an answer: what `stats --fit` reads), to measure and check the command.
--size N writes one learner of about N answers only (for the speed figures).
"""
import argparse, json, math, os, random, sys, time
from datetime import datetime, timedelta, timezone

DEFAULTS = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
            1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]
SPREAD = [6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16,
          0.57, 0.25, 1.03, 0.31, 0.32, 0.14, 0.27]
RANGES = [(0.001, 100)] * 4 + [(1, 10), (0.001, 4), (0.001, 4), (0.001, 0.75), (0, 4.5), (0, 0.8),
          (0.001, 3.5), (0.001, 5), (0.001, 0.25), (0.001, 0.9), (0, 4), (0, 1), (1, 6), (0, 2),
          (0, 2), (0.01, 0.8), (0.1, 0.8)]
ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
VERBS = ["hablar", "tener", "ser", "ir", "comer", "vivir", "decir", "hacer", "poder", "pensar",
         "buscar", "dormir", "querer", "saber", "venir", "poner", "salir", "volver", "pedir", "jugar"]
TENSES = ["preterito", "presenteDeIndicativo", "futuroDeIndicativo", "imperfectoDeIndicativo",
          "condicional"]
PERSONS = ["yo", "tu", "el", "nosotros", "vosotros", "ellos"]
MARK = {1: "wrong", 2: "accentOnly", 3: "correct"}


def curve(w, t, s):
    decay = -w[20]
    factor = 0.9 ** (1 / decay) - 1
    return (1 + factor * t / s) ** decay


def step(w, state, t, g):
    """fsrs-rs's model step (S in 0.001..36500, D in 1..10); state None before the first."""
    if state is None:
        return (min(36500, max(0.001, w[g - 1])), min(10, max(1, w[4] - math.exp(w[5] * (g - 1)) + 1)))
    s, d = state
    if t == 0:
        sinc = math.exp(w[17] * (g - 3 + w[18])) * s ** -w[19]
        new_s = s * (max(sinc, 1) if g >= 2 else sinc)
    else:
        r = curve(w, t, s)
        if g == 1:
            new_s = min(w[11] * d ** -w[12] * ((s + 1) ** w[13] - 1) * math.exp((1 - r) * w[14]),
                        s / math.exp(w[17] * w[18]))
        else:
            bonus = w[15] if g == 2 else (w[16] if g == 4 else 1)
            new_s = s * (1 + math.exp(w[8]) * (11 - d) * s ** -w[9] * (math.exp((1 - r) * w[10]) - 1) * bonus)
    damped = d + (10 - d) * (-w[6] * (g - 3)) / 9
    mean = w[7] * (w[4] - math.exp(3 * w[5]) + 1 - damped) + damped
    return (min(36500, max(0.001, new_s)), min(10, max(1, mean)))


def interval(w, s, retention=0.9):
    decay = -w[20]
    factor = 0.9 ** (1 / decay) - 1
    return max(1, round(s / factor * (retention ** (1 / decay) - 1)))


def simulate(w, cards, days, rng):
    """Each item's answers: (day, second of day, grade, is_repeat)."""
    per_day = max(1, cards // max(1, days // 2))
    items, state, due = [], [], []
    log = []
    for day in range(days):
        while len(items) < cards and len(items) < per_day * (day + 1):
            items.append([])
            state.append(None)
            due.append(day)
        for card in range(len(items)):
            if due[card] > day or rng.random() < 0.15:  # due, and not skipped today
                continue
            answers = items[card]
            last = answers[-1][0] if answers else day
            t = day - last
            if state[card] is None:
                g = rng.choices([1, 2, 3], [0.35, 0.1, 0.55])[0]
            else:
                recalled = rng.random() < curve(w, t, state[card][0])
                g = (2 if rng.random() < 0.1 else 3) if recalled else 1
            second = 36000 + rng.randrange(3600)
            answers.append((day, second, g, False))
            state[card] = step(w, state[card], t, g)
            if g == 1:  # asked again the same quiz
                g2 = 3 if rng.random() < 0.8 else 1
                answers.append((day, second + 60, g2, True))
                state[card] = step(w, state[card], 0, g2)
            stretch = math.exp(rng.uniform(math.log(0.5), math.log(2)))
            due[card] = day + max(1, round(interval(w, state[card][0]) * stretch))
    return items


def reviews_of(items):
    """conjugar's view: per item [(rating, days, order)], the order of answers in time."""
    stamped = []
    for card, answers in enumerate(items):
        for index, (day, second, g, _) in enumerate(answers):
            stamped.append((day * 86400 + second, card, index))
    stamped.sort()
    order = {(card, index): n for n, (_, card, index) in enumerate(stamped)}
    cards = []
    for card, answers in enumerate(items):
        reviews = []
        for index, (day, second, g, _) in enumerate(answers):
            if index == 0:
                days = 0
            else:
                prev = answers[index - 1]
                days = ((day * 86400 + second) - (prev[0] * 86400 + prev[1])) // 86400
            reviews.append((g, max(0, days), order[(card, index)]))
        cards.append(reviews)
    return cards


def predictions(cards):
    items = [(card, index, reviews[index][2]) for card, reviews in enumerate(cards)
             for index in range(1, len(reviews)) if reviews[index][1] > 0]
    items.sort(key=lambda x: (x[2], x[0], x[1]))
    return items


def log_loss(w, cards, items):
    total = 0.0
    for card, index, _ in items:
        state = None
        reviews = cards[card]
        for g, t, _ in reviews[:index]:
            state = step(w, state, t, g)
        p = min(1 - 1e-7, max(1e-7, curve(w, reviews[index][1], state[0])))
        y = 1 if reviews[index][0] > 1 else 0
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(items)


def reference_fit(cards, items):
    import fsrs_rs_python as fsrs
    fsrs_items, card_ids = [], []
    for card, index, _ in items:
        fsrs_items.append(fsrs.FSRSItem([fsrs.FSRSReview(g, t) for g, t, _ in cards[card][:index + 1]]))
        card_ids.append(card)
    start = time.perf_counter()
    try:
        params = fsrs.FSRS([]).compute_parameters(fsrs_items, card_ids=card_ids)
    except Exception as error:  # too little data: the reference keeps nothing
        print("reference:", error, file=sys.stderr)
        params = DEFAULTS
    return list(params), time.perf_counter() - start


def learner_parameters(rng, k):
    w = []
    for i, (value, spread) in enumerate(zip(DEFAULTS, SPREAD)):
        low, high = RANGES[i]
        moved = value + rng.uniform(-1, 1) * spread * k * (0.05 if i < 4 else 0.5)
        w.append(round(min(high, max(low, moved)), 4))
    w[0:4] = sorted(w[0:4])
    return w


def write_history(path, items):
    start = datetime(2025, 1, 6, tzinfo=timezone.utc)
    keys = [(v, t, p) for v in VERBS for t in TENSES for p in PERSONS]
    lines = []
    for card, answers in enumerate(items):
        verb, tense, person = keys[card % len(keys)]
        if card >= len(keys):
            verb = f"{verb}{card // len(keys)}"  # more items than keys: other verbs
        for day, second, g, repeat in answers:
            date = start + timedelta(days=day, seconds=second)
            answer = {"verb": verb, "tense": tense, "person": person, "mark": MARK[g]}
            if repeat:
                answer["repeat"] = True
            lines.append((date, json.dumps({"date": date.strftime("%Y-%m-%dT%H:%M:%SZ"),
                                            "answers": [answer]}, separators=(",", ":"))))
    lines.sort(key=lambda x: x[0])
    with open(path, "w", encoding="utf-8") as file:
        file.writelines(line + "\n" for _, line in lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--learners", type=int, default=6)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--history")
    parser.add_argument("--size", type=int)
    parser.add_argument("--out", default=os.path.join(ROOT, "Tests/ScheduleFittingTests/Fixtures"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    shapes = [(120, 60, 0.5), (300, 90, 1.0), (500, 120, 1.5), (200, 200, 1.0), (800, 150, 2.0),
              (60, 40, 1.0), (1000, 180, 0.8), (400, 60, 2.5)]
    if args.size:
        shapes = [(max(20, args.size // 12), 240, 1.0)]
    for n, (cards, days, k) in enumerate(shapes[:args.learners] if not args.size else shapes):
        w = learner_parameters(rng, k)
        items = simulate(w, cards, days, rng)
        conjugar = reviews_of(items)
        preds = predictions(conjugar)
        split = len(preds) - math.ceil(len(preds) * 0.2)
        ref, seconds = reference_fit(conjugar, preds[:split])
        later = preds[split:]
        name = f"learner{n + 1}" if not args.size else f"size{args.size}"
        answers = sum(len(r) for r in conjugar)
        print(f"{name}: {answers} answers, {len(preds)} predictions, reference {seconds:.2f} s,"
              f" loss default {log_loss(DEFAULTS, conjugar, later):.4f}"
              f" reference {log_loss(ref, conjugar, later):.4f}")
        if args.history:
            os.makedirs(args.history, exist_ok=True)
            write_history(os.path.join(args.history, name + ".jsonl"), items)
        if args.size:
            full, seconds = reference_fit(conjugar, preds)
            print(f"reference fit of all {len(preds)} predictions: {seconds:.2f} s")
            continue
        with open(os.path.join(args.out, f"fit-{name}.txt"), "w", encoding="utf-8") as file:
            file.write(f"learner {name} cards {cards} days {days}\n")
            file.write("true " + " ".join(f"{x:.6g}" for x in w) + "\n")
            file.write("reference " + " ".join(f"{x:.6g}" for x in ref) + "\n")
            file.write(f"loss default {log_loss(DEFAULTS, conjugar, later):.6f}"
                       f" reference {log_loss(ref, conjugar, later):.6f}\n")
            file.write(f"seconds {seconds:.3f}\n")
            for reviews in conjugar:
                file.write("card " + " ".join(f"{g}:{t}:{o}" for g, t, o in reviews) + "\n")


if __name__ == "__main__":
    main()
