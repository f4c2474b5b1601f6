"""Belote coinchée benchmark figures: trick winners, legal-play sets and complete deals.

A complete deal here skips the auction (a random contract is drawn), then plays 32 legal
cards in 8 tricks with their verdicts and scores the deal (issue 3: target 2,000 a second).
"""

from __future__ import annotations

import random

from bench.timing import per_second
from reference.engine.coinche import Contract, Mode, legal_plays, play_deal, trick_winner
from reference.engine.coinche.auction import ContractLevel
from reference.engine.coinche.order import CARDS
from reference.engine.coinche.rules import DEFAULT_RULES

DEALS_TARGET = 2000


def figures(seconds: float) -> list[tuple[str, float, int | None]]:
    """(label, rate per second, target) rows for ``bench/engine.py``."""
    rng = random.Random(2024)
    modes = list(Mode)
    tricks = []
    positions = []
    for _ in range(200):
        deck = list(CARDS)
        rng.shuffle(deck)
        mode = rng.choice(modes)
        tricks.append((tuple(deck[:4]), mode))
        positions.append((tuple(deck[4:12]), tuple(deck[: rng.randrange(4)]), mode))
    i = 0

    def one_winner() -> None:
        nonlocal i
        trick, mode = tricks[i % 200]
        i += 1
        trick_winner(trick, mode)

    def one_legal() -> None:
        nonlocal i
        hand, trick, mode = positions[i % 200]
        i += 1
        legal_plays(hand, trick, mode, DEFAULT_RULES)

    deal_rng = random.Random(7)
    levels: list[ContractLevel] = [80, 90, 100, 110, 120, 130, 140, 160, "capot"]

    def one_deal() -> None:
        level = deal_rng.choice(levels)
        contract = Contract(
            level,
            deal_rng.choice(modes),
            deal_rng.choice(("NS", "EW")),
            deal_rng.choice((0, 0, 0, 1, 2)),
            deal_rng.randrange(4),
        )
        play_deal(deal_rng, DEFAULT_RULES, contract, full=False)

    return [
        ("trick winners (with reasons)", per_second(one_winner, seconds), None),
        ("legal-play sets (with refusal reasons)", per_second(one_legal, seconds), None),
        ("complete random deals (play + score)", per_second(one_deal, seconds), DEALS_TARGET),
    ]
