"""Kind 2, "Quelles cartes pouvez-vous jouer ?": select every legal card of a hand, no more.

A partial answer is wrong; the feedback names the missed and the wrongly chosen cards, each
with the obligation that decides it.
"""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _

from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback
from trainer.parsing import Unreadable, read_indices

TEMPLATE = "trainer/kinds/legal_plays.html"


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
    """Right only if the selection is exactly the engine's legal set."""
    game = exercise.key.game
    result = engine.ask(game, "legal_plays", exercise.question, exercise.rules)
    hand = exercise.question["hand"]
    legal = {str(c) for c in engine.cards(game, result["legal"])}
    chosen = {str(engine.cards(game, [hand[i]])[0]) for i in answer}
    obligation, refusals = engine.play_sentences(game, exercise.question, exercise.rules)
    missed = [c for c in engine.cards(game, hand) if str(c) in legal - chosen]
    wrong = [
        (c, refusals.get(str(c), obligation))
        for c in engine.cards(game, hand)
        if str(c) in chosen - legal
    ]
    return Feedback(
        correct=chosen == legal,
        lines=[obligation],
        details={
            "legal": [c for c in engine.cards(game, hand) if str(c) in legal],
            "missed": missed,
            "wrong": wrong,
        },
    )


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
