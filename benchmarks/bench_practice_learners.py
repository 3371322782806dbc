"""Simulated learners on the practice scheduler (a benchmark, not a timed test; docs/performance.md).

Three learners per pack, each a ``practice.Learner`` kept in memory on a clock that moves one
minute per answer (the simulated learner's pace):

- the misreader answers by one named misreading (it picks the option that shows it whenever
  one does, else the right one): within 20 answers of meeting the rule it bends, is that rule
  asked more often than any other, and is it shown weak (not "known") on the map?
- the knower answers every question right: after how many answers is every rule "known"?
- the forgetter knows every rule, then practises once a day for 60 days and forgets: it
  answers a rule wrong when its last review is at least ``--forget`` days old. Is every due
  rule asked the day it is due, and does a forgotten rule come back (again due minutes later)?

    python benchmarks/bench_practice_learners.py [--packs dml,merc,terrus] [--forget 10]
"""

from __future__ import annotations

import argparse
from collections import Counter
from datetime import UTC, datetime, timedelta

from dml_tutor import practice
from dml_tutor.practice import Learner, Question

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
PACE = timedelta(minutes=1)


class Clock:
    def __init__(self) -> None:
        self.at = START

    def __call__(self) -> datetime:
        return self.at


def right(q: Question) -> int:
    return q.answer


def misreader(pack: str, misreading: str, answers: int = 20) -> dict[str, object]:
    """Answer by ``misreading`` until ``answers`` answers after first meeting the rule it bends."""
    rule = practice.misreadings(pack)[misreading].rule
    clock = Clock()
    me = Learner("misreader", ":memory:", clock)
    asked: list[str] = []
    met = None
    shown = 0
    while met is None or len(asked) - met < answers:
        q = me.next(pack)
        if q.rule == rule and met is None:
            met = len(asked)
        pick = next((i for i, o in enumerate(q.options) if o.misreading == misreading), q.answer)
        shown += pick != q.answer
        me.answer(q, pick)
        asked.append(q.rule)
        clock.at += PACE
        if len(asked) > 400:
            break
    window = Counter(asked[met:] if met is not None else [])
    others = max((n for r, n in window.items() if r != rule), default=0)
    return {
        "misreading": misreading,
        "rule": rule,
        "met at answer": (met or 0) + 1,
        "asked in the 20 after": window[rule],
        "most asked other rule": others,
        "misreading shown": shown,
        "state": me.mastery(pack)[rule],
    }


def knower(pack: str) -> tuple[int, Learner, Clock]:
    """Answers until every rule is "known"; how many answers that took."""
    clock = Clock()
    me = Learner("knower", ":memory:", clock)
    n = 0
    while set(me.mastery(pack).values()) != {"known"}:
        q = me.next(pack)
        me.answer(q, right(q))
        n += 1
        clock.at += PACE
    return n, me, clock


def forgetter(pack: str, forget: int, days: int = 60) -> dict[str, object]:
    """From "all known", one session a day: every due rule, answered wrong when its last
    review is ``forget`` days old or older."""
    _, me, clock = knower(pack)
    lapses = reviews = late = back = 0
    for day in range(1, days + 1):
        clock.at = START + timedelta(days=day)
        forgotten: set[str] = set()
        for _ in range(500):
            due = [r for r, s in me.mastery(pack).items() if s == "due"]
            if not due:
                break
            q = me.next(pack)
            if q.rule not in due:
                late += 1  # asked something not due while a rule was due
            card = me.card(pack, q.rule)
            last = card.last_review if card is not None else None
            if q.rule in forgotten:
                back += 1  # the forgotten rule came back in the same session
                forgotten.discard(q.rule)
                me.answer(q, right(q))
            elif last is not None and clock.at - last >= timedelta(days=forget):
                lapses += 1
                forgotten.add(q.rule)
                me.answer(q, next(i for i, o in enumerate(q.options) if not o.correct))
            else:
                me.answer(q, right(q))
            reviews += 1
            clock.at += PACE
    return {
        "reviews in 60 days": reviews,
        "forgotten answers": lapses,
        "came back in the same session": back,
        "not-due questions asked while one was due": late,
        "rules known on day 60": sum(s == "known" for s in me.mastery(pack).values()),
        "rules": len(practice.order(pack)),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--packs", default="dml,merc,terrus")
    ap.add_argument("--forget", type=int, default=10)
    args = ap.parse_args()
    for pack in args.packs.split(","):
        order = practice.order(pack)
        print(f"== {pack}: {len(order)} rules with questions")
        # every misreading a what_next question can show, one misreader each
        runs = [
            misreader(pack, mid)
            for mid, m in practice.misreadings(pack).items()
            if m.rule in order and "what_next" in practice.coverage(pack)[m.rule]
        ]
        for r in runs:
            print("misreader:", r)
        passed = [r for r in runs if r["asked in the 20 after"] > r["most asked other rule"] and r["state"] != "known"]
        unseen = [r["misreading"] for r in runs if r["misreading shown"] == 0]
        print(
            f"misreaders: {len(passed)} of {len(runs)} have their rule asked most and shown weak within 20 answers"
            f" of meeting it; never shown their misreading in those answers: {', '.join(unseen) or 'none'}"
        )
        n, _, _ = knower(pack)
        print(f"knower: every rule known after {n} answers ({n / len(order):.2f} per rule)")
        print(f"forgetter (wrong when {args.forget}+ days since the last review):", forgetter(pack, args.forget))


if __name__ == "__main__":
    main()
