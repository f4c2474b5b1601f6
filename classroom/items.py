"""A teacher's set as exercises: each item (a case) turned into the trainer's exercise, for the
builder, the assignment pages, the results and the worksheets alike.

The exercises of a set are drawn once per set version and language (a set changes only while
no class has it, and every change bumps its version).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.utils.translation import get_language, override

from classroom.models import TeacherSet
from trainer.exercises import KINDS
from trainer.exercises.base import Exercise, Key
from trainer.models import SetItem
from trainer.rulesets import RuleSet
from trainer.sets import SET_RULESET, case_exercise


@dataclass(frozen=True)
class Item:
    """One exercise of a set: its place, its case and the exercise the engine checks."""

    position: int
    case: dict[str, Any]
    exercise: Exercise
    ruleset: RuleSet

    @property
    def kind(self) -> str:
        return str(self.case["kind"])

    @property
    def kind_title(self) -> str:
        return str(KINDS[self.kind].title)

    @property
    def note(self) -> str:
        return str(self.case.get("note") or "")

    def keyed(self, key: Key) -> Exercise:
        """The same exercise answered under ``key`` (a copy: the cached one stays as it is)."""
        exercise = copy.copy(self.exercise)
        exercise.key = key
        return exercise


def set_items(tset: TeacherSet) -> tuple[Item, ...]:
    """The items of ``tset`` in order."""
    return _items(
        tset.exercise_set_id, tset.exercise_set.name, tset.version, get_language() or "fr"
    )


def item_at(tset: TeacherSet, position: int) -> Item | None:
    """The item at ``position``, or ``None``."""
    return next((i for i in set_items(tset) if i.position == position), None)


@lru_cache(maxsize=256)
def _items(set_id: int, name: str, _version: int, language: str) -> tuple[Item, ...]:
    rows = SetItem.objects.filter(exercise_set_id=set_id).order_by("position")
    with override(language):
        return tuple(_item(name, row.position, row.case) for row in rows)


def _item(name: str, position: int, case: dict[str, Any]) -> Item:
    key = Key(case["game"], SET_RULESET, case["kind"], SET_RULESET, f"{name}:{position}")
    exercise, ruleset = case_exercise(case, key)
    return Item(position, case, exercise, ruleset)


def preview(case: dict[str, Any]) -> Item:
    """An item not stored yet (a situation the teacher is building)."""
    return _item("apercu", 1, case)
