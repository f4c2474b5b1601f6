"""Drawing exercise situations from random deals: the helpers every game's situations share.

Every choice comes from the ``random.Random`` passed in, so that the same exercise key draws
the same situation on every machine; the order of the draws is part of what an exercise URL
means and must not change for an existing generator. Drawing for a theme (``themes.py``) adds
a bounded search that never gives up its theme and picks the level among what it found
(``first_showing``) and tricks played by legal
cards only, steered towards the rarer duties (``steered_play``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .results import Level, Situation
from .tricks import Play, PlayedDeal, TrickRecord

ATTEMPTS = 40
"""How many random deals a generator may draw to find a situation of the wanted level."""
THEME_ROUNDS = 40
"""How many rounds of candidates a theme's drawer judges at most before it takes its witness."""
THEME_SAMPLE = 5
"""How many situations of the theme a drawer gathers (from whole rounds, at most twice as
many) to choose the level's among them."""


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


class Judge(Protocol):
    """What a theme's drawer asks of a candidate situation (``themes.draw_theme``)."""

    @property
    def codes(self) -> frozenset[str]:
        """The evidence codes that exhibit the theme in the kind drawn (for a drawer's cheap
        first sort of its candidates: only the engine's answer decides)."""
        ...

    def shows(self, situation: Situation) -> bool:
        """Whether it exhibits the theme, by the engine's answer to it."""
        ...

    def complexity(self, situation: Situation) -> float:
        """How much it asks of the learner, from 0 to 1 (``themes.complexity``)."""
        ...


def first_showing(
    candidates: Callable[[], Iterable[Situation]],
    judge: Judge,
    level: Level,
    witness: Callable[[], Situation],
    rounds: int = THEME_ROUNDS,
) -> Situation:
    """A situation that exhibits the theme, chosen for ``level`` among the first ones the
    candidates offer: whole rounds are judged until ``THEME_SAMPLE`` situations show the theme
    (twice as many at most are kept), then the easy level takes the simplest, the hard level
    the most complex, the medium level the middle one. When no candidate of ``rounds`` rounds
    shows the theme, the ``witness``, built to show it. Bounded, and never a situation without
    the theme (``draw_theme`` checks the witness too)."""
    found: list[Situation] = []
    for _done in range(rounds):
        for situation in candidates():
            if judge.shows(situation):
                found.append(situation)
                if len(found) >= 2 * THEME_SAMPLE:
                    break
        if len(found) >= THEME_SAMPLE:
            break
    if not found:
        return witness()
    ranked = sorted(found, key=judge.complexity)
    return ranked[{Level.EASY: 0, Level.MEDIUM: len(ranked) // 2, Level.HARD: -1}[level]]


# --- steered play: tricks and spots for theme drawers --------------------------------------


@dataclass(frozen=True)
class Rulebook[C]:
    """What steered play needs of a game's rule of play, for one deal's trump mode."""

    legal: Callable[[Sequence[C], Sequence[C]], tuple[Sequence[C], frozenset[str]]]
    """The legal cards of a hand for a trick so far, and the codes of the ruling (its
    obligation and refusals): the game's own ``legal_plays``."""
    winner: Callable[[Sequence[C]], tuple[int, frozenset[str]]]
    """The position of the winning card of a full trick, and the codes of the verdict."""
    suit: Callable[[C], object]
    """The suit a card belongs to for following."""
    trump: Callable[[C], bool]
    """Whether a card is a trump."""


@dataclass(frozen=True)
class Spot[C]:
    """A player about to play to a started trick, as steered play met him."""

    trick: tuple[C, ...]
    """The cards played so far, leader first."""
    hand: tuple[C, ...]
    """His hand."""
    leader: int
    """The seat that led."""
    seat: int
    """His seat."""
    codes: frozenset[str] = frozenset()
    """The codes of the engine's ruling on his legal cards (a hint: judges ask again)."""


@dataclass(frozen=True)
class PlayedTrick[C]:
    """A whole trick of steered play."""

    cards: tuple[C, ...]
    """The cards in play order."""
    leader: int
    """The seat that led."""
    codes: frozenset[str] = frozenset()
    """The codes of the engine's verdict on it (a hint: judges ask again)."""


#: How steered play chooses a lead: ``plain`` a card that is not a trump, ``trump`` a trump,
#: ``any`` at random, or a plain suit that the most following players lack (``VOID_LEADS``):
#: ``void`` whatever else they hold, ``void_trumps`` holding trumps, ``void_bare`` without.
VOID_LEADS = ("void", "void_trumps", "void_bare")
LEADS = ("plain", "trump", "any", *VOID_LEADS)
STEER_SHARE = 0.85
"""How often a steered choice follows its steer (the rest is plain chance)."""


def steered_play[C](
    rng: random.Random,
    hands: Sequence[Sequence[C]],
    book: Rulebook[C],
    *,
    lead: str = "any",
    cut: bool | None = None,
    count: int | None = None,
    leader: int = 0,
) -> tuple[list[PlayedTrick[C]], list[Spot[C]]]:
    """Tricks played from ``hands`` by legal cards only, each drawn at random but steered:
    the leader's choice by ``lead`` (``LEADS``); a player free to cut or not (every legal
    card allowed, the led suit lacking) plays a trump when ``cut`` is true, anything but a
    trump when it is false. Every player about to play to a started trick is a ``Spot``."""
    held = [list(h) for h in hands]
    seats = len(held)
    tricks: list[PlayedTrick[C]] = []
    spots: list[Spot[C]] = []
    for _trick in range(count if count is not None else len(held[0])):
        cards: list[C] = []
        for k in range(seats):
            seat = (leader + k) % seats
            hand = held[seat]
            allowed, codes = book.legal(hand, cards)
            legal = list(allowed)
            if cards:
                spots.append(Spot(tuple(cards), tuple(hand), leader, seat, codes))
            if rng.random() < STEER_SHARE:
                later = [held[(leader + j) % seats] for j in range(k + 1, seats)]
                legal = _steer(legal, hand, cards, later, book, lead, cut)
            card = legal[int(rng.random() * len(legal))]
            hand.remove(card)
            cards.append(card)
        won, codes = book.winner(cards)
        tricks.append(PlayedTrick(tuple(cards), leader, codes))
        leader = (leader + won) % seats
    return tricks, spots


def _steer[C](
    legal: list[C],
    hand: list[C],
    trick: list[C],
    later: list[list[C]],
    book: Rulebook[C],
    lead: str,
    cut: bool | None,
) -> list[C]:
    if not trick:
        if lead == "trump":
            return [c for c in legal if book.trump(c)] or legal
        plain = [c for c in legal if not book.trump(c)] or legal
        if lead == "plain":
            return plain
        if lead in VOID_LEADS:
            lacking = {c: sum(_lacks(h, c, book, lead) for h in later) for c in plain}
            most = max(lacking.values())
            return [c for c in plain if lacking[c] == most]
        return legal
    led = book.suit(trick[0])
    free = len(legal) == len(hand) and all(book.suit(c) != led for c in hand)
    if cut is None or not free:
        return legal
    chosen = [c for c in legal if book.trump(c) is cut]
    return chosen or legal


def _lacks[C](hand: list[C], card: C, book: Rulebook[C], lead: str) -> bool:
    """Whether a following hand lacks ``card``'s suit, with trumps or without as ``lead`` asks."""
    if any(book.suit(x) == book.suit(card) for x in hand):
        return False
    if lead == "void":
        return True
    return any(book.trump(x) for x in hand) is (lead == "void_trumps")


def play_question(trump: str, trick: TrickRecord, index: int, play: Play) -> dict[str, Any]:
    """The ``legal_plays`` question of a play drawn from a deal (``partial_plays``): the
    trump, the trick so far and the hand of the player about to play."""
    return {
        "trump": trump,
        "trick": notation(p.card for p in trick.plays[:index]),
        "hand": notation(play.hand_before),
    }
