"""Neurotrio engine figures: complete random deals, trick verdicts and legal-play rulings."""

from __future__ import annotations

import random

from bench.timing import per_second
from reference.engine.cards import NeuroCard
from reference.engine.neurotrio import Rules, legal_plays, random_deal, trick_winner
from reference.engine.neurotrio.order import parse_attribute

DEALS_PER_SECOND_TARGET = 1_000
"""Issue 5: at least 1,000 five-player Neurotrio deals per second, one process."""


def figures(seconds: float) -> list[tuple[str, float, int | None]]:
    """Deals per second for 5, 4 and 3 players, then single verdicts and rulings."""
    rules = Rules()
    rows: list[tuple[str, float, int | None]] = []
    for players in ("5", "4", "3"):
        rng = random.Random(2024)
        target = DEALS_PER_SECOND_TARGET if players == "5" else None

        def deal(r: random.Random = rng, p: str = players) -> object:
            return random_deal(r, rules, p)

        rate = per_second(deal, seconds)
        rows.append((f"random deals, {players} players", rate, target))
    trick = [NeuroCard.parse(c) for c in ("1R-V", "1R-N", "3C-V", "1E-V", "1E-V")]
    hand = [NeuroCard.parse(c) for c in ("1E-V", "2C-B", "3E-N", "2R-V", "1C-N")]
    etoile = parse_attribute("E")
    rows.append(
        ("trick_winner (5 cards)", per_second(lambda: trick_winner(trick, etoile), seconds), None)
    )
    rows.append(
        (
            "legal_plays (5-card hand)",
            per_second(lambda: legal_plays(hand, trick[:4], etoile), seconds),
            None,
        )
    )
    return rows
