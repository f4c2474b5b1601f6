"""Le Voisin benchmark figures: trick winners, legal-play sets and complete random deals.

A complete deal is what ``random_deal`` produces: shuffle and deal, a random legal auction,
the exchange of the turned card, every hand's announcements and their cancellation, every
card played by a legal random move with its verdict, and the score (issue 5: target 2,000
deals a second at 4 players).
"""

from __future__ import annotations

import random

from bench.timing import per_second
from reference.engine.voisin import Rules, legal_plays, random_deal, trick_winner
from reference.engine.voisin.table import CARDS, TRUMP_MODES

DEALS_TARGET = 2000


def figures(seconds: float) -> list[tuple[str, float, int | None]]:
    """(label, rate per second, target) rows for ``bench/engine.py``."""
    rng = random.Random(2024)
    rules = Rules()
    tricks = []
    positions = []
    for _ in range(200):
        deck = list(CARDS)
        rng.shuffle(deck)
        mode = rng.choice(TRUMP_MODES)
        tricks.append((tuple(deck[: rng.choice((2, 3, 4))]), mode))
        positions.append((tuple(deck[4:11]), tuple(deck[: rng.randrange(4)]), mode))
    i = 0

    def one_winner() -> None:
        nonlocal i
        trick, mode = tricks[i % 200]
        i += 1
        trick_winner(trick, mode, rules)

    def one_legal() -> None:
        nonlocal i
        hand, trick, mode = positions[i % 200]
        i += 1
        legal_plays(hand, trick, mode, rules)

    rows: list[tuple[str, float, int | None]] = [
        ("trick winners with reasons", per_second(one_winner, seconds), None),
        ("legal-play rulings with refusals", per_second(one_legal, seconds), None),
    ]
    for players, target in (("4", DEALS_TARGET), ("2x2", None), ("3", None), ("2", None)):
        rows.append(
            (f"complete random deals ({players} players)", _deals(rules, players, seconds), target)
        )
    variante = Rules(variante_i=True, variante_ii=True)
    deal_rng = random.Random(11)
    rows.append(
        (
            "complete random deals (Variante I, 16 tricks)",
            per_second(lambda: random_deal(deal_rng, variante), seconds),
            None,
        )
    )
    return rows


def _deals(rules: Rules, players: str, seconds: float) -> float:
    deal_rng = random.Random(7)
    return per_second(lambda: random_deal(deal_rng, rules, players), seconds)
