"""« Qui a gagné la partie ? » (004 §Fin de partie): the teams' totals after a deal, and four
answers: either team has won, nobody yet, or one more deal parts equal teams past the target.

The situation is drawn from the rng alone; its answer and explanation come from
``answers.end_verdict``, which also answers the ``game_end`` cases.
"""

from __future__ import annotations

import random

from ..results import Level, QuizFact, Situation
from .answers import end_verdict
from .rules import Rules

#: The choices, in the order shown: a team wins, the game goes on, one more deal.
END_OPTIONS = ("NS", "EW", "continue", "extra_deal")


def _below(rng: random.Random, target: int) -> int:
    return target - 10 * rng.randint(1, 60)


def _above(rng: random.Random, target: int) -> int:
    return target + 10 * rng.randint(0, 40)


def _totals(rng: random.Random, target: int, level: Level) -> dict[str, int]:
    """Totals near the target: one team past it, neither, both (harder), or both equal."""
    outcomes = ["one", "none"] if level is Level.EASY else ["one", "none", "both", "equal"]
    outcome = rng.choice(outcomes)
    if outcome == "one":
        pair = [_above(rng, target), _below(rng, target)]
        rng.shuffle(pair)
    elif outcome == "none":
        pair = [_below(rng, target), _below(rng, target)]
    elif outcome == "both":
        first = _above(rng, target)
        pair = [first, first + 10 * rng.randint(1, 30)]
        rng.shuffle(pair)
    else:
        pair = [_above(rng, target)] * 2
    return {"NS": pair[0], "EW": pair[1]}


def _reading(totals: dict[str, int], target: int) -> str | None:
    """The interpretation the answer rests on (coinche-game-end): a team exactly on the target
    (is reaching it enough?) or both teams past it with equal totals (who wins then?).
    ``None`` where the document says it plainly: both teams past the target with different
    totals, « le plus gros total remporte »."""
    values = list(totals.values())
    both_past = all(v >= target for v in values)
    if target in values or (both_past and len(set(values)) == 1):
        return "coinche-game-end"
    return None


def game_end_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """The totals after a deal; the learner says who has won the game, if anyone."""
    totals = _totals(rng, rules.game_target, level)
    winner, extra, reason = end_verdict(totals, rules, rules.game_target)
    right = END_OPTIONS.index(winner or ("extra_deal" if extra else "continue"))
    fact = QuizFact(
        "coinche_quiz_game_end",
        (("ns", totals["NS"]), ("ew", totals["EW"]), ("target", rules.game_target)),
        END_OPTIONS,
        right,
        (reason,),
        "fin-de-partie",
        _reading(totals, rules.game_target),
        option_code="game_end",
    )
    return Situation({"answer": right, "link": fact.section}, quiz=fact)
