"""Whole deals played at a table by the games' computer players, for the engine tests."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from reference.engine import get_game
from reference.engine.deals import DealState, Phase, shuffled
from reference.engine.tricks import Reason


def computer_deals(
    slug: str, options: Mapping[str, Any], players: str | None, count: int, seed: int = 0
) -> Iterator[tuple[DealState, DealState]]:
    """``count`` deals from the first call to the end, every seat the computer: (start, end).
    Deals are frozen, so each is played once per run and shared by every test that asks."""
    for n in range(count):
        yield _deal(slug, tuple(sorted(options.items())), players, seed, n)


@cache
def _deal(
    slug: str, options: tuple[tuple[str, Any], ...], players: str | None, seed: int, n: int
) -> tuple[DealState, DealState]:
    game = get_game(slug)
    rules = game.make_rules(dict(options))
    computer = game.computer()
    rng = random.Random(f"{slug}/{players}/{seed}/{n}")
    seats = len(game.start_deal(rules, players, 0, game.deck.cards).dealt)
    start = game.start_deal(rules, players, n % seats, shuffled(game.deck, rng))
    state = start
    while state.phase is not Phase.OVER:
        state = state.apply(computer.choose(state, rng))
    return start, state


def reasons_of(state: DealState) -> list[Reason]:
    """Every reason a finished deal tells the table: events, tricks, outcome and score."""
    reasons = [e.reason for e in state.events]
    reasons += [r for t in state.tricks.done for r in t.verdict.reasons]
    outcome = state.outcome()
    if outcome is not None:
        reasons.append(outcome)
    sheet = state.score()
    if sheet is not None:
        reasons += list(sheet.steps)
    return reasons
