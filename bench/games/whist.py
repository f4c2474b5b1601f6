"""Benchmark figures for whist (seeds 002 and 003): complete random deals, trick winners and
legal plays per second, single process. Target: 1,500 complete deals per second."""

from __future__ import annotations

import random

from bench.timing import per_second
from reference.engine.cards import Card, Suit
from reference.engine.whist import PlayContext, Rules, legal_plays, random_deal, trick_winner

DEALS_TARGET = 1500


def figures(seconds: float) -> list[tuple[str, float, int | None]]:
    """(label, operations per second, target) for each measured operation."""
    rows: list[tuple[str, float, int | None]] = []
    for document in ("reglement", "couleur"):
        rules = Rules(document=document)
        rng = random.Random(2024)
        rows.append(
            (
                f"complete random deals ({document})",
                per_second(lambda rules=rules, rng=rng: random_deal(rng, rules), seconds),
                DEALS_TARGET,
            )
        )
    trick = [Card.parse(c) for c in ("TD", "QD", "2H", "AD")]
    rows.append(
        (
            "trick winners (4 cards, trump)",
            per_second(lambda: trick_winner(trick, Suit.HEARTS), seconds),
            None,
        )
    )
    hand = [Card.parse(c) for c in ("2H", "QS", "AC", "5C", "9H", "KS", "3D", "QH")]
    led = [Card.parse("KD")]
    dames = PlayContext(dames=True)
    rows.append(
        (
            "legal plays (void, Dames queen rule)",
            per_second(lambda: legal_plays(hand, led, None, dames), seconds),
            None,
        )
    )
    rows.append(
        (
            "legal plays (follow suit)",
            per_second(lambda: legal_plays(hand, [Card.parse("4S")], Suit.HEARTS), seconds),
            None,
        )
    )
    return rows
