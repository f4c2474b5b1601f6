"""Kind 2, "Quelles cartes pouvez-vous jouer ?": select every legal card of a hand, no more.

A partial answer is wrong; the feedback names the missed and the wrongly chosen cards, each
with the obligation that decides it.
"""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, Mark
from trainer.parsing import Unreadable, read_indices

TEMPLATE = "trainer/kinds/legal_plays.html"
PROMPT_LINE = gettext_lazy("Choisissez toutes les cartes que vous pouvez jouer.")
"""The instruction above the table."""
CHOICES = "hand"
"""The part of the prompt the number keys pick from ("" when the answer is typed)."""


def prompt(exercise: Exercise) -> dict[str, Any]:
    """The partial trick and the hand."""
    game = exercise.key.game
    return {
        "trick": engine.cards(game, exercise.question["trick"]),
        "hand": engine.cards(game, exercise.question["hand"]),
    }


def parse(exercise: Exercise, data: QueryDict) -> list[int]:
    """The indices (in the hand) of the selected cards; at least one."""
    raw = data.getlist("cards")
    if not raw:
        raise AnswerError(_("Sélectionnez au moins une carte : toute main a une carte jouable."))
    try:
        return read_indices(raw, len(exercise.question["hand"]))
    except Unreadable:
        raise AnswerError(_("Cette sélection ne correspond pas aux cartes de la main.")) from None


def check(exercise: Exercise, answer: list[int]) -> Feedback:
    """Right only if the selection is exactly the engine's legal set. Each card of the hand is
    marked (playable or refused; chosen rightly, wrongly, or missed), and each reason is told
    once, next to the cards it concerns."""
    game = exercise.key.game
    result = engine.ask(game, "legal_plays", exercise.question, exercise.rules)
    hand = engine.cards(game, exercise.question["hand"])
    legal = {str(c) for c in engine.cards(game, result["legal"])}
    chosen = {str(hand[i]) for i in answer}
    obligation, refusals = engine.play_lines(exercise)
    marks = {}
    for index, card in enumerate(hand):
        playable = str(card) in legal
        word = _("jouable") if playable else _("interdite")
        if str(card) in chosen:
            marks[index] = Mark("right" if playable else "wrong", word)
        else:  # a refused card rightly left alone is not ticked like a card to pick
            marks[index] = Mark("missed" if playable else "plain", word)
    return Feedback(
        correct=chosen == legal,
        lines=[],
        details={
            "legal": [c for c in hand if str(c) in legal],
            "missed": [c for c in hand if str(c) in legal - chosen],
            "wrong": [
                (c, refusals.get(str(c), obligation)) for c in hand if str(c) in chosen - legal
            ],
            "notes": notes(hand, legal, chosen, obligation, refusals),
        },
        marks=marks,
    )


def notes(
    hand: list[Any], legal: set[str], chosen: set[str], obligation: Line, refusals: dict[str, Line]
) -> list[dict[str, Any]]:
    """Each reason once, with the cards it decides: the obligation with the playable cards
    (and the refused cards whose reason says the same), then each other refusal with its
    cards. A note's ``state`` is ``wrong`` if one of its refused cards was chosen, ``missed``
    if one of its playable cards was not, else ``right``."""
    grouped: dict[str, dict[str, Any]] = {}

    def note(line: Line) -> dict[str, Any]:
        empty = {"line": line, "playable": [], "refused": [], "state": "right"}
        return grouped.setdefault(line.text, empty)

    note(obligation)
    for card in hand:
        name = str(card)
        if name in legal:
            entry = note(obligation)
            entry["playable"].append(card)
            if name not in chosen and entry["state"] != "wrong":
                entry["state"] = "missed"
        else:
            entry = note(refusals.get(name, obligation))
            entry["refused"].append(card)
            if name in chosen:
                entry["state"] = "wrong"
    return list(grouped.values())


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """Form data of a right answer (every legal card) and a wrong one (a refused card added,
    or every copy of one legal card left out); ``None`` when no wrong selection exists."""
    game = exercise.key.game
    result = engine.ask(game, "legal_plays", exercise.question, exercise.rules)
    legal = {str(c) for c in engine.cards(game, result["legal"])}
    hand = [str(c) for c in engine.cards(game, exercise.question["hand"])]
    right = [str(i) for i, c in enumerate(hand) if c in legal]
    refused = [str(i) for i, c in enumerate(hand) if c not in legal]
    if refused:
        return {"cards": right}, {"cards": [*right, refused[0]]}
    first = hand[int(right[0])]
    fewer = [i for i in right if hand[int(i)] != first]
    return {"cards": right}, ({"cards": fewer} if fewer else None)
