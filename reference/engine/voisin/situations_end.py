"""« Qui a gagné la partie ? » (000 §DÉCOMPTE DES POINTS): each side's total and traits after a
deal, and the answers: one side has won, nobody yet, or a final contract parts equal leaders.

The situation is drawn from the rng alone; its answer and explanation come from
``scoring.game_standing``, which also answers the ``game_end`` cases.
"""

from __future__ import annotations

import random

from ..results import Level, QuizFact, Situation
from .contracts import GAME_TARGET, deal_size
from .rules import Rules
from .scoring import game_standing

#: The tables a question is drawn at (Variante I is played at two).
TABLES = ("3", "4", "2x2")
#: The reasons that send equal leaders to a final contract.
FINAL = ("voisin_game_tied", "voisin_game_final_contract")
#: The reasons where the traits, or the lack of them, decided.
TRAITS = ("voisin_game_won_on_traits", *FINAL)


def _standing(rng: random.Random, sides: int, level: Level) -> tuple[list[int], list[int]]:
    """Totals near the target and traits; the harder levels bring ties at the top."""
    totals = [GAME_TARGET - 10 * rng.randint(1, 50) for _ in range(sides)]
    outcome = rng.choice(["one", "none"] if level is Level.EASY else ["one", "tie", "tie"])
    leaders = rng.sample(range(sides), 1 if outcome == "one" else 2)
    if outcome != "none":
        top = GAME_TARGET + 10 * rng.randint(0, 25)
        for side in leaders:
            totals[side] = top
    if outcome == "one" and rng.random() < 0.5:
        runner = next(s for s in range(sides) if s not in leaders)
        totals[runner] = totals[leaders[0]] - 10 * rng.randint(1, 15)
    traits = [rng.randint(0, 3) for _ in range(sides)]
    if outcome == "tie" and rng.random() < 0.4:
        traits[leaders[1]] = traits[leaders[0]]
    return totals, traits


def game_end_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """The sides' totals and traits after a deal; the learner says who has won, if anyone."""
    if rules.variante_i:
        players = "2"
    elif players is None:
        players = rng.choice(TABLES)
    sides = 2 if players == "2x2" else deal_size(players, rules).seats
    totals, traits = _standing(rng, sides, level)
    standing = game_standing(totals, traits, GAME_TARGET, rules.tie_break)
    options: tuple[int | str, ...] = (*range(sides), "continue", "final")
    if standing.reason.code in FINAL:
        right = options.index("final")
    elif standing.winners and standing.finished:
        right = standing.winners[0]
    else:
        right = options.index("continue")
    fact = QuizFact(
        "voisin_quiz_game_end",
        (
            ("standing", ",".join(f"{t}:{r}" for t, r in zip(totals, traits, strict=True))),
            ("target", GAME_TARGET),
        ),
        options,
        right,
        (standing.reason,),
        "fin-de-partie",
        "voisin-tie-break" if standing.reason.code in TRAITS else None,
        option_code="game_end",
    )
    return Situation({"players": players, "answer": right, "link": fact.section}, quiz=fact)
