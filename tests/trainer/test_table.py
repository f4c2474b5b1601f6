"""The card table an exercise draws, for the trick kinds of every game: the cards of the trick lie
in front of the seats that played them, in the order of play from the leader; at a card to
play, « vous » is the next seat after the last card and sits at the bottom; one dealer; every
seat drawn once, each in its own place."""

from __future__ import annotations

from itertools import pairwise

import pytest

from tests.layers import sampled
from trainer.exercises import build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS
from trainer.table import table_of

TRICK_KINDS = ("trick_winner", "legal_plays")
CASES = [
    (rs, kind, level)
    for rs in RULESETS.values()
    for kind in TRICK_KINDS
    if kind in kinds_for(rs)
    for level in ("facile", "moyen", "difficile")
]
IDS = [f"{rs.game}-{rs.slug}-{kind}-{level}" for rs, kind, level in CASES]


@pytest.mark.parametrize(("rs", "kind", "level"), sampled(CASES, 4), ids=IDS)
def test_the_trick_lies_in_front_of_the_seats_that_played_it(rs, kind, level):
    drawn = 0
    for seed in range(1, 13):
        exercise = build(Key(rs.game, rs.slug, kind, level, str(seed)), rs)
        table = table_of(exercise)
        if table is None:  # the whist trou's first trick and discard keep their sentences
            assert rs.game == "whist" and "contract" in exercise.question
            continue
        drawn += 1
        seats = {seat.seat: seat for seat in table.seats}
        assert sorted(seats) == list(range(table.count))
        assert len({seat.slot for seat in table.seats}) == table.count
        assert sum(seat.dealer for seat in table.seats) == 1
        trick = exercise.question["trick"]
        played = sorted((s for s in table.seats if s.card is not None), key=lambda s: s.index)
        assert [str(s.card) for s in played] == list(trick)
        numbers = [s.seat for s in played]
        assert all((b - a) % table.count == 1 for a, b in pairwise(numbers))
        if kind == "legal_plays":
            (you,) = [s for s in table.seats if s.you]
            assert you.slot == "s" and you.card is None
            if numbers:
                assert you.seat == (numbers[-1] + 1) % table.count
    assert drawn >= 6
