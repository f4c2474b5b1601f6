"""A count below two takes the singular in French, in every sentence the words build: « ne
totalise que 0 points » and « 0 plis » were in the explanations."""

from __future__ import annotations

import re

import pytest
from django.http import QueryDict
from django.utils.translation import override

from reference.names import agree
from tests.layers import sampled
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import DIFFICULTIES, Key
from trainer.rulesets import RULESETS

WRONG = re.compile(
    r"(?<![\d,.])-?[01] (points|plis|levées|cartes|annonces|traits|manches|donnes|joueurs)\b"
)
CASES = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]


def test_agree_writes_a_count_below_two_in_the_singular():
    with override("fr"):
        assert agree("ne totalise que 0 points, 1 plis") == "ne totalise que 0 point, 1 pli"
        assert agree("10 points, 21 plis, 1,5 points") == "10 points, 21 plis, 1,5 points"
    with override("en"):
        assert agree("0 points") == "0 points"


def texts(value) -> list[str]:
    """Every string a page shows of an exercise (its question, its choices, its labels)."""
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts(v)]
    if isinstance(value, list | tuple):
        return [t for v in value for t in texts(v)]
    return [str(value)] if isinstance(value, str) or hasattr(value, "_proxy____cast") else []


@pytest.mark.parametrize(("rs", "kind"), sampled(CASES, 4), ids=lambda v: getattr(v, "id", v))
def test_no_question_writes_zero_or_one_with_a_plural(rs, kind):
    """« Le preneur fait 0 plis » (whist's quiz), « joueur 1 : 0 traits » (Le Voisin's end of
    the game) were questions of recorded exercises."""
    with override("fr"):
        for level in DIFFICULTIES:
            for seed in ("1", "2", "3", "4"):
                exercise = build(Key(rs.game, rs.slug, kind, level, seed), rs)
                for line in texts(exercise.show):
                    assert not WRONG.search(line), (exercise.key, line)


def form(data: dict) -> QueryDict:
    query = QueryDict(mutable=True)
    for name, value in data.items():
        query.setlist(name, value if isinstance(value, list) else [value])
    return query


@pytest.mark.parametrize(("rs", "kind"), sampled(CASES, 4), ids=lambda v: getattr(v, "id", v))
def test_no_explanation_writes_zero_or_one_with_a_plural(rs, kind):
    module = KINDS[kind]
    with override("fr"):
        for n in range(6):
            exercise = build(Key(rs.game, rs.slug, kind, list(DIFFICULTIES)[n % 3], str(n + 1)), rs)
            for data in module.right_and_wrong(exercise):
                if data is None:
                    continue
                feedback = module.check(exercise, module.parse(exercise, form(data)))
                reasons, first = module.explained(exercise, feedback)
                for line in [*map(str, reasons), str(first)]:
                    assert not WRONG.search(line), (exercise.key, line)
