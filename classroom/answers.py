"""An answer in words: what a student answered, what the right answer is, and the engine's
reasons — the same sentences for the results grid, the student's review, the CSV and the
printed answer key.

Answers are stored as the trainer's kinds read them (a card's index in the trick, indices of
cards in the hand or of calls, a number, a score per field, an option's index); this module
writes them back in the game's words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from django.utils.translation import get_language
from django.utils.translation import gettext as _

from classroom.items import Item
from reference.engine.cards import AnyCard
from reference.names import card_short, format_value
from trainer.exercises import KIND_MODULES, engine
from trainer.exercises.base import Exercise, Feedback


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


def cards_text(cards: Sequence[AnyCard]) -> str:
    """Cards as the site writes them in a sentence: « R♥, 10♠ » (nothing: « aucune »)."""
    return ", ".join(card_short(c) for c in cards) if cards else _("aucune")


def given_text(exercise: Exercise, answer: Any) -> str:
    """What the student answered, in words."""
    kind = exercise.key.kind
    game = exercise.key.game
    question, show = exercise.question, exercise.show
    if kind == "trick_winner":
        card = engine.cards(game, [question["trick"][int(answer)]])[0]
        return _("%(card)s (carte %(n)d)") % {"card": card_short(card), "n": int(answer) + 1}
    if kind == "legal_plays":
        hand = engine.cards(game, question["hand"])
        return cards_text([hand[i] for i in sorted(answer)])
    if kind == "card_points":
        return _number(Fraction(str(answer)))
    if kind == "score":
        return " · ".join(f"{label} : {answer.get(name, '')}" for name, label in show["fields"])
    if kind == "bid":
        ticked = [show["candidates"][i] for i in sorted(answer)]
        return ", ".join(ticked) if ticked else _("aucune")
    if kind == "quiz":
        return str(show["options"][int(answer)])
    raise ValueError(kind)


def right_text(exercise: Exercise, feedback: Feedback) -> str:
    """The right answer, in words, from the engine's verdict."""
    kind = exercise.key.kind
    details = feedback.details
    if kind == "trick_winner":
        return _("%(card)s (carte %(n)d)") % {
            "card": card_short(details["winner_card"]),
            "n": details["winner"] + 1,
        }
    if kind == "legal_plays":
        return cards_text(details["legal"])
    if kind == "card_points":
        return str(details["total"])
    if kind == "score":
        return " · ".join(f"{label} : {value}" for label, value in details["expected"])
    if kind == "bid":
        legal = [label for label, ok, _reason, _ticked in details["calls"] if ok]
        return ", ".join(legal) if legal else _("aucune")
    if kind == "quiz":
        return str(details["right"])
    raise ValueError(kind)


def _number(value: Fraction) -> str:
    return str(format_value(value))


def right_answer(exercise: Exercise) -> Any:
    """The right answer in the form the kind reads (for the key, previews and tests)."""
    data, _wrong = KIND_MODULES[exercise.key.kind].right_and_wrong(exercise)
    return KIND_MODULES[exercise.key.kind].parse(exercise, _Form(data))


class _Form(dict[str, Any]):
    """Form data as the kinds read it (``get`` and ``getlist``)."""

    def getlist(self, name: str) -> list[str]:
        value = self.get(name, [])
        return list(value) if isinstance(value, list) else [value]


def explain(exercise: Exercise, answer: Any) -> Explained:
    """Check ``answer`` with the engine and write it all out."""
    feedback: Feedback = KIND_MODULES[exercise.key.kind].check(exercise, answer)
    reasons = list(feedback.lines)
    kind = exercise.key.kind
    rule = reasons[0] if reasons else ""
    if kind == "legal_plays":
        wrong = feedback.details.get("wrong") or []
        reasons += [f"{card_short(card)} : {why}" for card, why in wrong]
        if wrong:
            rule = wrong[0][1]
    elif kind == "bid":
        calls = feedback.details["calls"]
        reasons += [f"{label} : {why}" for label, _ok, why, _ticked in calls if why]
        misjudged = [why for _label, ok, why, ticked in calls if ok != ticked and why]
        rule = misjudged[0] if misjudged else (reasons[0] if reasons else "")
    elif kind in ("card_points", "score"):
        rule = _("Le compte des points") if kind == "card_points" else _("La marque du contrat")
    return Explained(
        correct=feedback.correct,
        given=given_text(exercise, answer),
        right=right_text(exercise, feedback),
        reasons=tuple(reasons),
        rule=str(rule),
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
