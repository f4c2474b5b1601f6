"""Theme benchmark: does every exercise drawn for a theme rest on that theme's rule, and how
hard, how fast, is it drawn? For every rule set of the catalogue (``reference.rulesets``: the
five documents, Le Voisin at each of its tables and its two variants), every theme and every
kind it is practised with:

    python bench/themes.py [--count 1000] [--cpu] [rule set ...]

draws ``count`` exercises (seeds 0, 1, 2…, the three levels in turn) the way
``Game.situation(kind, rng, rules, level, theme=…)`` does, then asks the engine afresh to
answer each drawn case and prints, per theme and kind:

* ``shows``: the share whose answer holds one of the theme's codes (goal: 100 %), computed from
  the engine's answer, not from the generator;
* ``witness``: the share that needed the drawer's witness (no candidate showed the theme);
* the difficulties (min, quartiles, max), their mean at each level (easy, medium, hard), and
  the draw time (mean and 95th percentile, ms).

Rule sets are named by their catalogue id (``coinche``, ``voisin-3``, ``voisin-variante-ii``…).
A theme's exercises are drawn from the rules alone, whatever the table (``Game.situation`` with
a theme), so rule sets with the same rules draw the same exercises: they are measured once, on
lines of the first, under a line that names them all. Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reference.engine import AnyGame
from reference.engine.results import Level, Situation
from reference.engine.themes import (
    ThemeJudge,
    clear_answers,
    difficulty,
    evidence,
)
from reference.ruleset import RuleSet
from reference.rulesets import RULESETS

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def rule_sets() -> dict[str, list[RuleSet]]:
    """Every rule set of the catalogue by id, with the others that draw the same exercises
    (same game, same rules), the first named first."""
    same: dict[tuple[str, str], list[RuleSet]] = {}
    for rs in RULESETS:
        same.setdefault((rs.game, repr(sorted(rs.options.items()))), []).append(rs)
    return {rs.id: group for group in same.values() for rs in group}


@dataclass
class Tally:
    """What the draws of one theme and kind gave."""

    shown: int = 0
    witnessed: int = 0
    ratings: list[float] | None = None
    times: list[float] | None = None
    by_level: dict[Level, list[float]] | None = None


def measure(
    game: AnyGame, rules: Any, slug: str, kind: str, count: int, clock: Callable[[], float]
) -> Tally:
    """Draw ``count`` situations of ``slug`` and ``kind`` and check each against the engine."""
    book = game.themes
    theme = book.theme(slug, rules)
    judge = ThemeJudge(game, theme, kind, rules)
    tally = Tally(ratings=[], times=[], by_level={level: [] for level in LEVELS})
    witnessed = [0]
    drawer = book.drawers[(slug, kind)]

    def counted(rng: random.Random, rules: Any) -> Situation:
        witnessed[0] += 1
        return drawer.witness(rng, rules)

    watched = replace(drawer, witness=counted)
    for seed in range(count):
        level = LEVELS[seed % 3]
        start = clock()
        situation = watched(random.Random(seed), rules, level, judge)
        rating = difficulty(game, theme, kind, situation, rules)
        assert tally.times is not None and tally.ratings is not None and tally.by_level
        tally.times.append(clock() - start)
        tally.ratings.append(rating)
        tally.by_level[level].append(rating)
        clear_answers()  # the check below asks the engine afresh
        if theme.codes[kind] & evidence(game, kind, situation, rules):
            tally.shown += 1
    tally.witnessed = witnessed[0]
    return tally


def _percent(part: int, count: int) -> str:
    return f"{100 * part / count:5.1f} %"


def report(name: str, count: int, clock: Callable[[], float]) -> list[str]:
    """The lines of one rule set; themes whose draws do not all show them are flagged."""
    group = rule_sets()[name]
    name = group[0].id
    game, rules = group[0].engine, group[0].rules
    if len(group) > 1:
        ids = ", ".join(rs.id for rs in group)
        sys.stdout.write(f"# {ids}: the same rules, the same draws\n")
    lines = []
    for theme in game.themes.for_rules(rules):
        for kind in theme.kinds:
            tally = measure(game, rules, theme.slug, kind, count, clock)
            assert tally.ratings is not None and tally.times is not None and tally.by_level
            q1, median, q3 = statistics.quantiles(tally.ratings, n=4)
            means = " ".join(f"{statistics.mean(tally.by_level[lv]):5.0f}" for lv in LEVELS)
            times = sorted(tally.times)
            p95 = times[int(0.95 * (len(times) - 1))]
            flag = "" if tally.shown == count else "  <-- not every draw shows the theme"
            lines.append(
                f"{name:20} {theme.slug:26} {kind:14} {_percent(tally.shown, count)} "
                f"{_percent(tally.witnessed, count)}  "
                f"{min(tally.ratings):5.0f} {q1:5.0f} {median:5.0f} {q3:5.0f} "
                f"{max(tally.ratings):5.0f}  {means}  {1000 * statistics.mean(times):6.1f} "
                f"{1000 * p95:6.1f}{flag}"
            )
            sys.stdout.write(lines[-1] + "\n")
            sys.stdout.flush()
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rule_sets", nargs="*", help="rule sets to measure (default: all)")
    parser.add_argument("--count", type=int, default=1000, help="exercises per theme and kind")
    parser.add_argument("--cpu", action="store_true", help="measure CPU time, not wall time")
    args = parser.parse_args()
    known = rule_sets()
    unknown = [n for n in args.rule_sets if n not in known]
    if unknown:
        parser.error(f"unknown rule set(s) {unknown}; known: {', '.join(known)}")
    # One name per group of rule sets that draw the same exercises.
    names = list({known[n][0].id: n for n in args.rule_sets or known}.values())
    clock = time.process_time if args.cpu else time.perf_counter
    sys.stdout.write(
        f"{args.count} exercises per theme and kind ({'CPU' if args.cpu else 'wall'} time)\n"
        f"{'rule set':20} {'theme':26} {'kind':14} {'shows':>7} {'witness':>7}  "
        f"{'min':>5} {'q1':>5} {'med':>5} {'q3':>5} {'max':>5}  {'easy':>5} {'med.':>5} "
        f"{'hard':>5}  {'ms':>6} {'p95':>6}\n"
    )
    lines: list[str] = []
    for name in names:
        lines += report(name, args.count, clock)
    short = [line for line in lines if line.endswith("theme")]
    sys.stdout.write(
        f"\n{len(lines)} themes × kinds, {len(lines) - len(short)} with every draw showing its "
        "theme\n"
    )


if __name__ == "__main__":
    main()
