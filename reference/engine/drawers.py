"""Theme drawers: how a game's themes draw their situations (``themes.draw_theme`` calls them).

A drawer judges rounds of candidate situations (``draw.first_showing``) and ends on a witness
built to show its theme. The candidates come from steered play (who wins the trick, which
cards may be played: ``draw.steered_play``), from the level exercises' generators, or from the
quiz's fact makers; each game writes its own in ``<game>/situations_themes.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .draw import Judge, Rulebook, first_showing, notation, steered_play
from .results import Level, QuizFact, Situation


def choice_situation(fact: QuizFact) -> Situation:
    """A multiple-choice situation as the games write it: the answer and its section."""
    return Situation({"answer": fact.answer, "link": fact.section}, quiz=fact)


type Candidates = Callable[[random.Random, Any, Level, frozenset[str]], Iterable[Situation]]
"""One round of candidate situations for a theme (a deal's spots, a few auctions…), given the
theme's codes for a cheap first sort (the engine's answer decides)."""
type Witness = Callable[[random.Random, Any], Situation]
"""A situation built to exhibit a theme: what a drawer gives when no candidate did."""


@dataclass(frozen=True)
class ThemeDrawer:
    """A drawer that judges rounds of ``candidates`` (``draw.first_showing``), its ``witness``
    closing the search (tests check that every witness shows its theme)."""

    candidates: Candidates
    """One round of candidates."""
    witness: Witness
    """The situation built to show the theme."""

    def __call__(self, rng: random.Random, rules: Any, level: Level, judge: Judge) -> Situation:
        """A situation of the theme, at ``level`` when a candidate offers one."""
        return first_showing(
            lambda: self.candidates(rng, rules, level, judge.codes),
            judge,
            level,
            lambda: self.witness(rng, rules),
        )


def theme_drawer(candidates: Candidates, witness: Witness) -> ThemeDrawer:
    """The drawer of ``candidates`` closed by ``witness``."""
    return ThemeDrawer(candidates, witness)


def witnesses(*situations: Situation) -> Witness:
    """A witness drawn among fixed situations (each tested to exhibit its theme)."""
    return lambda rng, rules: rng.choice(situations)


# --- candidates from steered play (who wins the trick, which cards may be played) ------------


@dataclass(frozen=True)
class PlayTable[C]:
    """A fresh deal ready for steered play, and how its questions are written."""

    hands: Sequence[Sequence[C]]
    """Every seat's hand, seat 0 first (seat 0 leads)."""
    rulebook: Rulebook[C]
    """The rule of play at the deal's trump mode."""
    question: Mapping[str, Any]
    """The question's fields beside the trick and the hand (the trump, the table…)."""
    extras: Callable[..., dict[str, Any]]
    """The table an exercise shows, given ``leader`` and ``you`` (``Situation.extras``)."""
    sort: Callable[[Sequence[C]], Sequence[C]] = list
    """A hand in the order a player holds it."""


type Dealer = Callable[[random.Random, Any], PlayTable[Any]]
"""A fresh deal for steered play, drawn from the rng."""


def trick_candidates(deal: Dealer, lead: str = "any", cut: bool | None = None) -> Candidates:
    """Every trick of a steered deal whose verdict holds a code of the theme, as « qui
    remporte le pli ? » (``draw.steered_play`` for ``lead`` and ``cut``)."""

    def candidates(
        rng: random.Random, rules: Any, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        table = deal(rng, rules)
        played, _spots = steered_play(rng, table.hands, table.rulebook, lead=lead, cut=cut)
        for trick in played:
            if trick.codes & wanted:
                question = {**table.question, "trick": notation(trick.cards)}
                yield Situation(question, table.extras(leader=trick.leader))

    return candidates


def spot_candidates(deal: Dealer, lead: str = "any", cut: bool | None = None) -> Candidates:
    """Every player of a steered deal about to play to a started trick whose ruling holds a
    code of the theme, as « quelles cartes pouvez-vous jouer ? », in the order the level
    prefers (``by_level``)."""

    def candidates(
        rng: random.Random, rules: Any, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        table = deal(rng, rules)
        _played, found = steered_play(rng, table.hands, table.rulebook, lead=lead, cut=cut)
        for spot in by_level(found, level):
            if spot.codes & wanted:
                question = {
                    **table.question,
                    "trick": notation(spot.trick),
                    "hand": notation(table.sort(spot.hand)),
                }
                yield Situation(question, table.extras(leader=spot.leader, you=spot.seat))

    return candidates


def by_level[T](items: Sequence[T], level: Level) -> list[T]:
    """A deal's spots in the order a level prefers them: the last tricks first (small hands)
    for the easy level, the first ones (full hands) for the hard level, the middle ones first
    otherwise.

    >>> by_level("abcde", Level.EASY), by_level("abcde", Level.MEDIUM)
    (['e', 'd', 'c', 'b', 'a'], ['c', 'b', 'd', 'a', 'e'])
    """
    if level is Level.EASY:
        return list(reversed(items))
    if level is Level.HARD:
        return list(items)
    middle = (len(items) - 1) / 2
    return [items[i] for i in sorted(range(len(items)), key=lambda i: abs(i - middle))]


# --- candidates of the level exercises and the quiz ----------------------------------------

type Maker = Callable[[random.Random, Any], QuizFact]
"""A quiz fact drawn from the rng under the rules."""
type LevelDraw = Callable[[random.Random, Any, Level], Situation]
"""A level exercise's generator."""


def facts(*makers: Maker) -> Candidates:
    """A quiz question drawn among fact makers."""

    def candidates(
        rng: random.Random, rules: Any, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        yield choice_situation(rng.choice(makers)(rng, rules))

    return candidates


def fact_witness(maker: Maker) -> Witness:
    """A quiz question of a maker whose every fact shows its theme."""
    return lambda rng, rules: choice_situation(maker(rng, rules))


def level_situations(draw: LevelDraw) -> Candidates:
    """The level's exercise of a kind, as its generator draws it."""

    def candidates(
        rng: random.Random, rules: Any, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        yield draw(rng, rules, level)

    return candidates


def any_situation(draw: LevelDraw) -> Witness:
    """A fixed draw of a kind whose every situation shows the theme."""
    return lambda rng, rules: draw(random.Random(0), rules, Level.EASY)


def steered_drawer(
    kind: str, deal: Dealer, lead: str, cut: bool | None, *witness: Situation
) -> ThemeDrawer:
    """The drawer of a who-wins or which-cards theme: steered deals' tricks (``trick_winner``)
    or players about to play (``legal_plays``), then the witnesses."""
    made = trick_candidates if kind == "trick_winner" else spot_candidates
    return theme_drawer(made(deal, lead, cut), witnesses(*witness))
