#!/usr/bin/env python3
"""Writes Tests/LearningProgressTests/Fixtures/fsrs-reference.tsv: random review sequences and
the states the reference FSRS-6 implementation (PyPI `fsrs` 6.x, MIT) gives after each review.
Run once; the fixtures are committed and `swift test` never needs Python.

  pip install 'fsrs>=6,<7'    # or the wheel: pip install /tmp/fsrs/fsrs-6.*.whl
  python3 scripts/fsrs-fixtures.py [--count 1000] [--seed 23]

The reference's configuration, and why it is conjugar's scheduling:

    Scheduler(parameters=DEFAULT_PARAMETERS, desired_retention=r, learning_steps=(),
              relearning_steps=(), maximum_interval=36500, enable_fuzzing=False)

- No learning or relearning steps: with steps, an Again or a new card is due again minutes
  later, whatever its stability; without them every review, the first included, is scheduled
  by the memory model alone (`_next_interval` of the new stability), which is what FSRS-6's
  formulas are. A quiz asks each item once, so steps in minutes would mean nothing here.
- No fuzz: conjugar is deterministic (the same history gives the same schedule).
- The default parameters and maximum interval, and r from conjugar's range (0.70-0.97).

What the reference does, which conjugar copies (LearningProgress/FSRS.swift):
- The first review sets S = w[G-1] and D = clamp(w4 - e^(w5(G-1)) + 1, 1, 10).
- Elapsed time is `(review - last_review).days`: whole days of the timedelta, rounded down
  (23 h 59 min is 0, a clock set back by an hour is -1), not calendar dates. Under 1 (same
  day, the same instant, or a clock set back) the short-term stability rule applies;
  otherwise the long-term recall or forget rule with R(t, S), t the whole days.
- The due time is the review time plus the interval in whole days (round half to even,
  clamped to 1..maximum_interval); retrievability "now" uses whole days too, at least 0.
- S is kept >= 0.001, D in 1..10 after every review.

Sequences are fed in the order given, one `review_card` each, clock quirks included (a review
dated before the previous one, the same instant twice), as the reference accepts them.
conjugar's history replays an item's answers in date order (as `reschedule_card` sorts its
review logs), so a history never gives it a negative gap; FSRS itself is checked for them here.

One line a sequence, tab-separated:
    start  retention  now  retrievability-now  steps
start and now are seconds from 1970 (UTC); steps are space-separated `gap,grade,S,D,due`:
gap in seconds from the previous review (the first from start: 0), grade 1 Again, 2 Hard,
3 Good, S and D after the review (12 significant digits), due in seconds from 1970.
"""
import argparse
import os
import random
from importlib.metadata import version
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
OUT = os.path.join(ROOT, "Tests", "LearningProgressTests", "Fixtures", "fsrs-reference.tsv")
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
DAY = 86400


def gap(rng):
    """Seconds to the next review: same instant, minutes, hours, about a day, days, long
    gaps, and now and then a clock set back."""
    kind = rng.random()
    if kind < 0.08:
        return 0
    if kind < 0.25:
        return rng.randint(1, 3600)
    if kind < 0.38:
        return rng.randint(3600, DAY - 1)
    if kind < 0.46:
        return DAY + rng.choice([-1, 0, 1])
    if kind < 0.80:
        return rng.randint(1, 40) * DAY + rng.randint(-7200, 7200)
    if kind < 0.93:
        return rng.randint(41, 4000) * DAY + rng.randint(0, DAY - 1)
    return -rng.randint(1, 3 * DAY)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=23)
    args = parser.parse_args()
    reference = version("fsrs")
    assert reference.startswith("6."), reference
    rng = random.Random(args.seed)
    lines = [f"# scripts/fsrs-fixtures.py --count {args.count} --seed {args.seed}; fsrs {reference}"]
    for _ in range(args.count):
        retention = round(rng.uniform(0.70, 0.97), 2)
        scheduler = Scheduler(
            desired_retention=retention, learning_steps=(), relearning_steps=(),
            maximum_interval=36500, enable_fuzzing=False)
        start = rng.randint(946_684_800, 1_900_000_000)  # 2000 .. 2030
        moment = start
        card = Card(card_id=1)
        steps = []
        for index in range(rng.randint(1, 12)):
            step = 0 if index == 0 else gap(rng)
            moment += step
            grade = rng.choice([1, 2, 3])
            card, _ = scheduler.review_card(
                card, Rating(grade), EPOCH + timedelta(seconds=moment))
            due = int((card.due - EPOCH).total_seconds())
            steps.append(f"{step},{grade},{card.stability:.12g},{card.difficulty:.12g},{due}")
        now = moment + rng.choice([0, rng.randint(1, DAY), rng.randint(1, 400) * DAY + 5])
        recall = scheduler.get_card_retrievability(card, EPOCH + timedelta(seconds=now))
        lines.append(f"{start}\t{retention}\t{now}\t{recall:.12g}\t{' '.join(steps)}")
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"wrote {args.count} sequences to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
