"""Ratings follow a learner: a simulated learner settles on a stable rating."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from learn.rating import Rating, answered, updated

EXERCISE = Rating(1500, 80)


def target(p: float) -> float:
    """The rating at which the learner's expected score against ``EXERCISE`` is ``p``."""
    phi = EXERCISE.rd / 173.7178
    g = 1 / math.sqrt(1 + 3 * phi**2 / math.pi**2)
    return 1500 + 173.7178 * math.log(p / (1 - p)) / g


@pytest.mark.parametrize("p", [0.3, 0.6, 0.85])
@pytest.mark.parametrize("seed", range(4))
def test_a_learner_right_with_a_fixed_probability_settles_within_30_answers(p, seed):
    rng = random.Random(seed)
    learner = Rating()
    history = []
    for _ in range(150):
        learner = updated(learner, EXERCISE, rng.random() < p)
        history.append(learner.rating)
    settled = history[29:]
    # from the 30th answer on, the rating stays in one band around the level the learner's
    # success rate means, and no longer drifts: its first and last halves agree
    assert all(abs(r - target(p)) < 230 for r in settled), (target(p), min(settled), max(settled))
    half = len(settled) // 2
    assert abs(statistics.mean(settled[:half]) - statistics.mean(settled[half:])) < 130
    assert learner.rd < 90


def test_a_right_answer_raises_the_learner_and_lowers_the_exercise():
    learner, exercise = answered(Rating(), Rating(1500, 200), right=True)
    assert learner.rating > 1500 > exercise.rating
    learner, exercise = answered(Rating(), Rating(1500, 200), right=False)
    assert learner.rating < 1500 < exercise.rating
