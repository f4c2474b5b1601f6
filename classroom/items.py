"""A teacher's set as exercises: each item (a case) turned into the trainer's exercise, for the
builder, the assignment pages, the results and the worksheets alike.

The exercises of a set are drawn once per set version and language (a set changes only while
no class has it, and every change bumps its version) and kept per process in a cache bounded by
the number of exercises it holds (``CACHED_ITEMS``), not by the number of sets: thirty swaps in
a set of 2,000 exercises once kept 60,000 of them (181 MB). ``bench/classroom_caps.py``
measures a worker's memory after 1,000 set edits.
"""

from __future__ import annotations

import copy
import threading
from dataclasses import dataclass
from typing import Any

from cachetools import LRUCache
from django.utils.translation import get_language, override

from classroom.draw import is_drawn
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
    def drawn(self) -> bool:
        """Whether the engine drew it (« Changer » draws another)."""
        return is_drawn(self.case)

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


#: Exercises kept per process, all sets together (a set's whole version is one entry).
CACHED_ITEMS = 3000
_CACHE: LRUCache[tuple[int, str, int, str], tuple[Item, ...]] = LRUCache(
    maxsize=CACHED_ITEMS, getsizeof=len
)
_LOCK = threading.Lock()


def _items(set_id: int, name: str, version: int, language: str) -> tuple[Item, ...]:
    key = (set_id, name, version, language)
    with _LOCK:
        found = _CACHE.get(key)
    if found is not None:
        return found
    rows = SetItem.objects.filter(exercise_set_id=set_id).order_by("position")
    with override(language):
        items = tuple(_item(name, row.position, row.case) for row in rows)
    if 0 < len(items) <= CACHED_ITEMS:
        with _LOCK:
            _CACHE[key] = items
    return items


def cache_clear() -> None:
    """Forget every set drawn so far (tests count the queries of a first drawing)."""
    with _LOCK:
        _CACHE.clear()


def cached_items() -> int:
    """How many exercises the cache holds now."""
    with _LOCK:
        return int(_CACHE.currsize)


def _item(name: str, position: int, case: dict[str, Any]) -> Item:
    key = Key(case["game"], SET_RULESET, case["kind"], SET_RULESET, f"{name}:{position}")
    exercise, ruleset = case_exercise(case, key)
    return Item(position, case, exercise, ruleset)


def preview(case: dict[str, Any]) -> Item:
    """An item not stored yet (a situation the teacher is building)."""
    return _item("apercu", 1, case)
