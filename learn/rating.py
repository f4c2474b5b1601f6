"""Ratings on Glicko-2's scale (``glicko2``, the PyPI implementation of Glickman's paper):
a learner's rating in each theme, and an exercise's difficulty, both updated from answers.

An answer is a game between the learner and the exercise: the learner wins it by answering
right. Each answer is its own rating period, so a rating moves at once; its deviation (``rd``)
shrinks as answers come and sets how far the next answer moves it. A new learner starts at
1500 ± 350; a new exercise at the engine's estimate of its difficulty (``themes.difficulty``)
± ``EXERCISE_RD``, as the estimate is already informed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import glicko2

START_RATING, START_RD, START_VOLATILITY = 1500.0, 350.0, 0.06
#: An exercise's deviation at first: its difficulty is the engine's estimate, not a guess.
EXERCISE_RD = 200.0
#: The least deviation a rating keeps: it never stops following the learner.
MIN_RD = 45.0
#: Glicko-2's system constant: how fast volatility may change (Glickman advises 0.3 to 1.2;
#: small for single answers, each a period, so that a lucky streak does not shake a rating).
TAU = 0.3
_SCALE = 173.7178


@dataclass(frozen=True)
class Rating:
    """A rating, its deviation and its volatility."""

    rating: float = START_RATING
    rd: float = START_RD
    volatility: float = START_VOLATILITY


def exercise_start(difficulty: float) -> Rating:
    """The rating an exercise starts with: its estimated difficulty."""
    return Rating(difficulty, EXERCISE_RD)


def expected(player: Rating, opponent: Rating) -> float:
    """The chance that ``player`` wins against ``opponent`` (Glicko-2's E with g(φ)).

    >>> round(expected(Rating(1500, 50), Rating(1500, 50)), 2)
    0.5
    >>> expected(Rating(1700, 50), Rating(1500, 50)) > 0.7
    True
    """
    phi = opponent.rd / _SCALE
    g = 1 / math.sqrt(1 + 3 * phi**2 / math.pi**2)
    return 1 / (1 + math.exp(-g * (player.rating - opponent.rating) / _SCALE))


def updated(player: Rating, opponent: Rating, won: bool) -> Rating:
    """``player``'s rating after one game against ``opponent``."""
    engine = glicko2.Player(player.rating, player.rd, player.volatility)
    engine._tau = TAU
    engine.update_player([opponent.rating], [opponent.rd], [1.0 if won else 0.0])
    return Rating(float(engine.rating), max(MIN_RD, float(engine.rd)), float(engine.vol))


def answered(learner: Rating, exercise: Rating, right: bool) -> tuple[Rating, Rating]:
    """The learner's and the exercise's ratings after the learner's answer."""
    return updated(learner, exercise, right), updated(exercise, learner, not right)
