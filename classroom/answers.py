"""An answer in words: what a student answered, what the right answer is, and the engine's
reasons — the same sentences for the results grid, the student's review, the CSV and the
printed answer key.

Answers are stored as the trainer's kinds read them (a card's index in the trick, indices of
cards in the hand or of calls, a number, a score per field, an option's index); each kind
writes them back in the game's words (``Kind.given_text``, ``right_text``, ``explained``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import get_language

from classroom.items import Item
from trainer.exercises import KINDS
from trainer.exercises.base import Exercise


@dataclass(frozen=True)
class Explained:
    """One answer checked and written out."""

    correct: bool
    given: str
    """The answer, in words (« V♥ », « R♠, 10♠ », « 44,5 », « Nord-Sud : 162 »)."""
    right: str
    """The right answer, in the same words."""
    reasons: tuple[str, ...]
    """The engine's reasons, sentence by sentence."""
    rule: str
    """The one rule behind a miss (the obligation broken, the call's rule…), for grouping."""


def right_answer(exercise: Exercise) -> Any:
    """The right answer in the form the kind reads (for the key, previews and tests)."""
    kind = KINDS[exercise.key.kind]
    data, _wrong = kind.right_and_wrong(exercise)
    return kind.parse(exercise, _Form(data))


class _Form(dict[str, Any]):
    """Form data as the kinds read it (``get`` and ``getlist``)."""

    def getlist(self, name: str) -> list[str]:
        value = self.get(name, [])
        return list(value) if isinstance(value, list) else [value]


def explain(exercise: Exercise, answer: Any) -> Explained:
    """Check ``answer`` with the engine and write it all out, in the kind's words."""
    kind = KINDS[exercise.key.kind]
    feedback = kind.check(exercise, answer)
    reasons, rule = kind.explained(exercise, feedback)
    return Explained(
        correct=feedback.correct,
        given=kind.given_text(exercise, answer),
        right=kind.right_text(exercise, feedback),
        reasons=tuple(reasons),
        rule=rule,
    )


def explain_item(item: Item, answer: Any, set_key: tuple[str, int]) -> Explained:
    """``explain`` for an item of the set ``set_key`` (its name and version), kept per item,
    answer and language: results pages ask about the same few answers again and again."""
    key = (set_key, item.position, _frozen(answer), get_language() or "fr")
    found = _EXPLAINED.get(key)
    if found is None:
        if len(_EXPLAINED) >= _EXPLAINED_MAX:
            _EXPLAINED.clear()
        found = _EXPLAINED[key] = explain(item.exercise, answer)
    return found


_EXPLAINED: dict[Any, Explained] = {}
_EXPLAINED_MAX = 4096


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return ("list", tuple(_frozen(v) for v in value))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, _frozen(v)) for k, v in value.items())))
    return value


def given_text(exercise: Exercise, answer: Any) -> str:
    """What a student answered, in words."""
    return KINDS[exercise.key.kind].given_text(exercise, answer)
