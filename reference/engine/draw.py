"""Drawing exercise situations from random deals: the helpers every game's situations share.

Every choice comes from the ``random.Random`` passed in, so that the same exercise key draws
the same situation on every machine; the order of the draws is part of what an exercise URL
means and must not change for an existing generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from .tricks import Play, PlayedDeal, TrickRecord

ATTEMPTS = 40
"""How many random deals a generator may draw to find a situation of the wanted level."""


def first_match[T](
    candidates: Callable[[], Iterable[T]], wanted: Callable[[T], bool], rng: random.Random
) -> T:
    """The first candidate (from fresh deals, in order) that ``wanted`` accepts; failing that
    within ``ATTEMPTS`` deals, a random candidate of the last deal (never an endless loop)."""
    last: list[T] = []
    for _ in range(ATTEMPTS):
        last = list(candidates())
        for item in last:
            if wanted(item):
                return item
    return rng.choice(last)


def tricks_of(deal: PlayedDeal) -> Iterator[TrickRecord]:
    """Every trick of a deal."""
    yield from deal.tricks


def partial_plays(deal: PlayedDeal) -> Iterator[tuple[TrickRecord, int, Play]]:
    """Every play that is not a lead, with its trick and its place in it."""
    for trick in deal.tricks:
        for index, play in enumerate(trick.plays[1:], start=1):
            yield trick, index, play


def shuffled[T](items: Sequence[T], rng: random.Random) -> list[T]:
    """A shuffled copy."""
    copy = list(items)
    rng.shuffle(copy)
    return copy


def options_around[T](
    right: T, rng: random.Random, pool: Sequence[T], count: int = 4
) -> tuple[list[T], int]:
    """Multiple-choice options: the right value and ``count - 1`` others from ``pool``, shuffled;
    returns the options and the index of the right one."""
    others = [v for v in dict.fromkeys(pool) if v != right]
    chosen = [right, *rng.sample(others, min(count - 1, len(others)))]
    rng.shuffle(chosen)
    return chosen, chosen.index(right)


def notation(cards: Iterable[object]) -> list[str]:
    """Cards in case notation."""
    return [str(c) for c in cards]


def play_question(trump: str, trick: TrickRecord, index: int, play: Play) -> dict[str, Any]:
    """The ``legal_plays`` question of a play drawn from a deal (``partial_plays``): the
    trump, the trick so far and the hand of the player about to play."""
    return {
        "trump": trump,
        "trick": notation(p.card for p in trick.plays[:index]),
        "hand": notation(play.hand_before),
    }
